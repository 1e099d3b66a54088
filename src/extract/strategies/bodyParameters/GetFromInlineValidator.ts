/** Body parameters from validation written in the controller method (`$request->validate([...])` and friends). */
import type { Strategy } from '../../strategy.ts';
import { paramsFromInlineValidator } from '../shared/params-from-validation.ts';

export const GetFromInlineValidator: Strategy<'bodyParameters'> = {
  name: 'GetFromInlineValidator',
  stage: 'bodyParameters',
  run: (context) => paramsFromInlineValidator(context, 'body'),
};
