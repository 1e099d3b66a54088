/** Response fields from the schema of a swagger-php operation's first success response (JSON). */
import type { ResponseField } from '../../../model.ts';
import { responseFieldsOf } from '../../../swagger-php/to-model.ts';
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';

export const GetFromOpenApiAnnotations: Strategy<'responseFields'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'responseFields',
  run(context) {
    const found = swaggerPhpOperation(context);
    if (!found) return undefined;
    const success = found.operation.responses.find((r) => /^2\d\d$/.test(r.status) && Object.keys(r.content).length > 0);
    const schema = success ? (success.content['application/json'] ?? Object.values(success.content)[0])?.schema : undefined;
    if (!schema) return undefined;
    let fields: Record<string, ResponseField> = responseFieldsOf(schema);
    // A list response documents its items' fields.
    if (Object.keys(fields).length === 0 && schema.items) fields = responseFieldsOf(schema.items as typeof schema);
    return Object.keys(fields).length > 0 ? fields : undefined;
  },
};
