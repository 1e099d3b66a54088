/** The success response docgen infers for an action of the records fixture app, and what it reported on the way. */
import { fileURLToPath } from 'node:url';
import { UseResponsesFromCode } from '../../../src/extract/strategies/responses/UseResponsesFromCode.ts';
import type { Diagnostic } from '../../../src/model.ts';
import { strategyHarness } from '../../support/strategy-harness.ts';

export const RECORDS_APP = fileURLToPath(new URL('./fixtures/records', import.meta.url));

export interface Inferred {
  status: number | undefined;
  body: any;
  diagnostics: Diagnostic[];
}

/** Runs UseResponsesFromCode on `Controller::method` (a GET route) and parses the first response's JSON. */
export function inferred(controller: string, method: string): Inferred {
  const h = strategyHarness({ app: RECORDS_APP, controller: `App\\Http\\Controllers\\${controller}`, method, route: { uri: `api/${method}` } });
  const responses = h.run(UseResponsesFromCode) ?? [];
  const first = responses[0];
  return { status: first?.status, body: first?.content ? JSON.parse(first.content) : undefined, diagnostics: h.diagnostics };
}
