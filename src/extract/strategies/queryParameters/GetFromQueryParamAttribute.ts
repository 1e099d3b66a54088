/** `#[QueryParam(name, type, description, required, example, enum, nullable)]` on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromAttributes } from '../shared/params-from-annotations.ts';

export const GetFromQueryParamAttribute: Strategy<'queryParameters'> = {
  name: 'GetFromQueryParamAttribute',
  stage: 'queryParameters',
  run: (context) => paramsFromAttributes(context, 'QueryParam'),
};
