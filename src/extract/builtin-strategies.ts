/**
 * The registry of built-in strategies, by stage and by the name a config uses (Scribe's short class name).
 * Each strategy lives in its own file under `strategies/<stage>/`; adding one means one import and one entry here.
 * `StaticData` works in every stage and is added by the runner (static-data.ts), not listed here.
 */
import type { Stage } from '../config/types.ts';
import type { Strategy } from './strategy.ts';
import { responseCalls } from './strategies/responses/responseCalls.ts';

export const builtinStrategies: Record<Stage, Record<string, Strategy>> = {
  metadata: {},
  headers: {},
  urlParameters: {},
  queryParameters: {},
  bodyParameters: {},
  responses: {
    ResponseCalls: responseCalls,
  },
  responseFields: {},
};
