/** `@urlParam name [type] [required] description` tags on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromTags } from '../shared/params-from-annotations.ts';

export const GetFromUrlParamTag: Strategy<'urlParameters'> = {
  name: 'GetFromUrlParamTag',
  stage: 'urlParameters',
  run: (context) => paramsFromTags(context, 'urlParam'),
};
