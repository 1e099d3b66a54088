/** URL parameters from a swagger-php operation (`in: path`, `#[OA\PathParameter]`). */
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpParameters } from '../shared/swagger-php-params.ts';

export const GetFromOpenApiAnnotations: Strategy<'urlParameters'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'urlParameters',
  run: (context) => swaggerPhpParameters(context, 'urlParameters'),
};
