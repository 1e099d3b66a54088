/** Request headers from a swagger-php operation (`in: header`): the header's example, else its first enum value. */
import { exampleOf } from '../../../swagger-php/to-model.ts';
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';

export const GetFromOpenApiAnnotations: Strategy<'headers'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'headers',
  run(context) {
    const found = swaggerPhpOperation(context);
    if (!found) return undefined;
    const headers: Record<string, string> = {};
    for (const parameter of found.operation.parameters) {
      if (parameter.in !== 'header') continue;
      const value = parameter.example ?? exampleOf(parameter.schema, parameter.name, context.examples);
      if (value !== undefined && value !== null) headers[parameter.name] = typeof value === 'string' ? value : JSON.stringify(value);
    }
    return Object.keys(headers).length > 0 ? headers : undefined;
  },
};
