/** `#[UrlParam(name, type, description, required, example, enum, nullable)]` on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromAttributes } from '../shared/params-from-annotations.ts';

export const GetFromUrlParamAttribute: Strategy<'urlParameters'> = {
  name: 'GetFromUrlParamAttribute',
  stage: 'urlParameters',
  run: (context) => paramsFromAttributes(context, 'UrlParam'),
};
