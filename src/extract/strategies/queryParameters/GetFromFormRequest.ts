/** Query parameters from the FormRequest type-hinted on the controller method (its rules, `queryParameters()` and comments). */
import type { Strategy } from '../../strategy.ts';
import { paramsFromFormRequest } from '../shared/params-from-validation.ts';

export const GetFromFormRequest: Strategy<'queryParameters'> = {
  name: 'GetFromFormRequest',
  stage: 'queryParameters',
  run: (context) => paramsFromFormRequest(context, 'query'),
};
