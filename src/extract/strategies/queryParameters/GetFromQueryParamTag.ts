/** `@queryParam name [type] [required] description` tags on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromTags } from '../shared/params-from-annotations.ts';

export const GetFromQueryParamTag: Strategy<'queryParameters'> = {
  name: 'GetFromQueryParamTag',
  stage: 'queryParameters',
  run: (context) => paramsFromTags(context, 'queryParam'),
};
