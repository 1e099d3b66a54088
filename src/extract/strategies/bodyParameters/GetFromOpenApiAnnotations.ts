/** Body parameters from a swagger-php operation's request body schema (JSON, else form data), nested ones in dot notation. */
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpParameters } from '../shared/swagger-php-params.ts';

export const GetFromOpenApiAnnotations: Strategy<'bodyParameters'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'bodyParameters',
  run: (context) => swaggerPhpParameters(context, 'bodyParameters'),
};
