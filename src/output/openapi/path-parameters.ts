/**
 * The URL parameters of one path, placed on the path item (Scribe: "the same path anyway"). Every
 * `{placeholder}` of the path gets one, in path order, so validators find each declared; OpenAPI
 * requires path parameters, so an optional one is marked "Optional parameter." and given the
 * `omitted`/`present` examples.
 */
import { makeParameter, type Endpoint, type Parameter } from '../../model.ts';
import { openApiTypeName } from './openapi-type-name.ts';
import type { ParameterObject } from './openapi-types.ts';

export function pathParameters(path: string, endpoints: Endpoint[]): ParameterObject[] {
  const names = [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]!);
  return names.map((name) => pathParameter(name, describedParameter(name, endpoints)));
}

function describedParameter(name: string, endpoints: Endpoint[]): Parameter {
  for (const endpoint of endpoints) {
    const found = endpoint.urlParameters[name];
    if (found) return found;
  }
  const optional = endpoints.some((endpoint) => endpoint.uri.includes(`{${name}?}`));
  return makeParameter({ name, required: !optional });
}

function pathParameter(name: string, p: Parameter): ParameterObject {
  const schema: ParameterObject['schema'] = { type: openApiTypeName(p.type.replace(/(?<!\[\])(?:\[\])+$/, '')) };
  if (p.enumValues.length > 0) schema.enum = [...p.enumValues];
  const hasExample = p.example !== undefined && p.example !== null;
  if (p.required) {
    const parameter = { in: 'path', name, description: p.description } as ParameterObject;
    if (hasExample) parameter.example = p.example;
    parameter.required = true;
    parameter.schema = schema;
    return parameter;
  }
  const parameter: ParameterObject = {
    in: 'path',
    name,
    description: `Optional parameter. ${p.description}`.trimEnd(),
    required: true,
    schema,
    examples: { omitted: { summary: 'When the value is omitted', value: '' } },
  };
  if (hasExample) parameter.examples!.present = { summary: 'When the value is present', value: p.example };
  return parameter;
}
