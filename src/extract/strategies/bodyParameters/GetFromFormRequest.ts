/** Body parameters from the FormRequest type-hinted on the controller method (its rules, `bodyParameters()` and comments). */
import type { Strategy } from '../../strategy.ts';
import { paramsFromFormRequest } from '../shared/params-from-validation.ts';

export const GetFromFormRequest: Strategy<'bodyParameters'> = {
  name: 'GetFromFormRequest',
  stage: 'bodyParameters',
  run: (context) => paramsFromFormRequest(context, 'body'),
};
