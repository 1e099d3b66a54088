/**
 * An operation's query and header parameters. Content-Type, Accept and Authorization are not
 * parameters in OpenAPI (they are described elsewhere), and neither is the header or query
 * parameter that carries the credential: the security scheme covers it.
 */
import type { Endpoint } from '../../model.ts';
import type { AuthCarrier } from '../auth-carrier.ts';
import { nodeExample } from '../../endpoint/example-values.ts';
import { nestParameters } from '../../endpoint/nest-parameters.ts';
import { fieldSchema } from './field-schema.ts';
import type { ParameterObject } from './openapi-types.ts';

const RESERVED_HEADERS = new Set(['content-type', 'accept', 'authorization']);

export function operationParameters(endpoint: Endpoint, carrier: AuthCarrier): ParameterObject[] {
  const parameters: ParameterObject[] = [];
  for (const node of nestParameters(endpoint.queryParameters).roots) {
    if (carrier.where === 'query' && carrier.name === node.key) continue;
    const p = node.parameter;
    // Built key by key to keep Scribe's key order (in, name, description, example, required, schema).
    const parameter = { in: 'query', name: node.key, description: p.description } as ParameterObject;
    const example = nodeExample(node);
    if (example !== undefined) parameter.example = example;
    parameter.required = p.required;
    if (p.deprecated) parameter.deprecated = true;
    const schema = fieldSchema(node);
    // An object in a query string is sent PHP-style, `filter[status]=x`: OpenAPI's deepObject.
    if (schema.type === 'object') {
      parameter.style = 'deepObject';
      parameter.explode = true;
    }
    parameter.schema = schema;
    parameters.push(parameter);
  }
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(endpoint.headers)) {
    const lower = name.toLowerCase();
    if (RESERVED_HEADERS.has(lower) || seen.has(lower)) continue;
    if (carrier.where === 'header' && carrier.name.toLowerCase() === lower) continue;
    seen.add(lower);
    parameters.push({ in: 'header', name, description: '', example: value, schema: { type: 'string' } });
  }
  return parameters;
}
