/** `#[BodyParam(name, type, description, required, example, enum, nullable)]` on the controller, FormRequest or method. */
import type { Strategy } from '../../strategy.ts';
import { paramsFromAttributes } from '../shared/params-from-annotations.ts';

export const GetFromBodyParamAttribute: Strategy<'bodyParameters'> = {
  name: 'GetFromBodyParamAttribute',
  stage: 'bodyParameters',
  run: (context) => paramsFromAttributes(context, 'BodyParam'),
};
