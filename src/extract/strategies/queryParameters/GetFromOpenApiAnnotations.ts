/** Query parameters from a swagger-php operation (`in: query`, `#[OA\QueryParameter]`). */
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpParameters } from '../shared/swagger-php-params.ts';

export const GetFromOpenApiAnnotations: Strategy<'queryParameters'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'queryParameters',
  run: (context) => swaggerPhpParameters(context, 'queryParameters'),
};
