/**
 * OpenAPI 3.0 → 3.1 (`openapi.version: '3.1.0'`): schemas are JSON Schema 2020-12 there, so
 * `nullable: true` becomes a type list with `'null'` and a schema's `example` becomes `examples: [..]`.
 * Only schema positions are rewritten; examples of parameters and media types keep their 3.0 form,
 * which 3.1 still has.
 */
import type { OpenApiDocument, ParameterObject, PathItemObject, ResponseObject, Schema } from './openapi-types.ts';

export function toOpenApi31(spec: OpenApiDocument): OpenApiDocument {
  spec.openapi = '3.1.0';
  for (const pathItem of Object.values(spec.paths)) convertPathItem(pathItem);
  const schemas = spec.components?.schemas as Record<string, Schema> | undefined;
  if (schemas) for (const name of Object.keys(schemas)) schemas[name] = convertSchema(schemas[name]!);
  return spec;
}

function convertPathItem(pathItem: PathItemObject): void {
  for (const [key, value] of Object.entries(pathItem)) {
    if (key === 'parameters') {
      convertParameters(value as ParameterObject[]);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const operation = value as {
      parameters?: ParameterObject[];
      requestBody?: { content?: Record<string, { schema?: Schema }> };
      responses?: Record<string, ResponseObject>;
    };
    convertParameters(operation.parameters ?? []);
    for (const media of Object.values(operation.requestBody?.content ?? {})) if (media.schema) media.schema = convertSchema(media.schema);
    for (const response of Object.values(operation.responses ?? {})) {
      for (const media of Object.values(response.content ?? {})) if (media.schema) media.schema = convertSchema(media.schema);
      for (const header of Object.values(response.headers ?? {})) header.schema = convertSchema(header.schema);
    }
  }
}

function convertParameters(parameters: ParameterObject[]): void {
  for (const parameter of parameters) parameter.schema = convertSchema(parameter.schema);
}

export function convertSchema(schema: Schema): Schema {
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue;
    if (key === 'example') {
      out.examples = [value];
      continue;
    }
    if (key === 'properties' && value && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value as Record<string, Schema>).map(([k, v]) => [k, convertSchema(v)]));
      continue;
    }
    if (key === 'items' && value && typeof value === 'object') {
      out.items = convertSchema(value as Schema);
      continue;
    }
    if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value)) {
      out[key] = (value as Schema[]).map(convertSchema);
      continue;
    }
    out[key] = value;
  }
  if (schema.nullable === true) {
    if (typeof out.type === 'string') out.type = [out.type, 'null'];
    else if (out.type === undefined) return { anyOf: [out, { type: 'null' }] };
    if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  }
  return out;
}
