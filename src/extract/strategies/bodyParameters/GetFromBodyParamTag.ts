/** `@bodyParam name [type] [required] description` tags on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromTags } from '../shared/params-from-annotations.ts';

export const GetFromBodyParamTag: Strategy<'bodyParameters'> = {
  name: 'GetFromBodyParamTag',
  stage: 'bodyParameters',
  run: (context) => paramsFromTags(context, 'bodyParam'),
};
