/**
 * What an API promises its clients, read from an OpenAPI document (docgen's own or any 3.0/3.1 spec): per operation,
 * its parameters (type, required, enum values), its request body fields, the fields of each response and whether it
 * needs credentials. Local `$ref`s are followed; nested fields are named in dot notation (`items[].id`).
 */
export interface FieldShape {
  type: string;
  required: boolean;
  enum: unknown[];
}

export interface OperationShape {
  /** `GET /api/books/{}`: parameter names do not change an operation's identity. */
  key: string;
  /** As written: `GET /api/books/{id}`. */
  label: string;
  parameters: Map<string, FieldShape & { in: string; name: string }>;
  body: Map<string, FieldShape>;
  /** Status → fields of its JSON body. */
  responses: Map<string, Map<string, FieldShape>>;
  authenticated: boolean;
}

export type Surface = Map<string, OperationShape>;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function surfaceOf(spec: unknown): Surface {
  const document = isObject(spec) ? spec : {};
  const resolve = (value: unknown, depth = 0): Json => {
    if (!isObject(value)) return {};
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/') && depth < 20) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), document);
      return resolve(target, depth + 1);
    }
    return value;
  };
  const globalSecurity = Array.isArray(document.security) && document.security.some((s) => isObject(s) && Object.keys(s).length > 0);
  const surface: Surface = new Map();
  for (const [path, rawItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    const item = resolve(rawItem);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of METHODS) {
      if (!isObject(item[method])) continue;
      const operation = item[method] as Json;
      const label = `${method.toUpperCase()} ${path}`;
      const parameters: OperationShape['parameters'] = new Map();
      for (const raw of [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
        const parameter = resolve(raw);
        if (typeof parameter.name !== 'string') continue;
        const place = String(parameter.in ?? 'query');
        const schema = resolve(parameter.schema);
        // Path parameters are named by position: renaming `{id}` to `{book}` changes nothing for a client.
        const name = place === 'path' ? `{${[...path.matchAll(/\{[^{}]+\}/g)].findIndex((m) => m[0] === `{${parameter.name}}`) + 1}}` : parameter.name;
        parameters.set(`${place}:${name}`, { in: place, name: parameter.name, type: typeOf(schema, resolve), required: parameter.required === true || place === 'path', enum: enumOf(schema) });
      }
      const body = new Map<string, FieldShape>();
      const requestContent = resolve(resolve(operation.requestBody).content);
      const requestMedia = resolve(Object.values(requestContent)[0]);
      if (isObject(requestMedia.schema)) collectFields(resolve(requestMedia.schema), '', true, body, resolve, 0);
      const responses = new Map<string, Map<string, FieldShape>>();
      for (const [status, rawResponse] of Object.entries(isObject(operation.responses) ? operation.responses : {})) {
        const content = resolve(resolve(rawResponse).content);
        const media = resolve(content['application/json'] ?? Object.values(content)[0]);
        const fields = new Map<string, FieldShape>();
        if (isObject(media.schema)) collectFields(resolve(media.schema), '', true, fields, resolve, 0);
        responses.set(status, fields);
      }
      const security = operation.security;
      const authenticated = Array.isArray(security) ? security.some((s) => isObject(s) && Object.keys(s).length > 0) : globalSecurity;
      const key = `${method.toUpperCase()} ${path.replace(/\{[^{}]+\}/g, '{}')}`;
      surface.set(key, { key, label, parameters, body, responses, authenticated });
    }
  }
  return surface;
}

function typeOf(schema: Json, resolve: (v: unknown) => Json): string {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => t !== 'null').join('|') : typeof schema.type === 'string' ? schema.type : schema.properties ? 'object' : '';
  if (type === 'array') return `${typeOf(resolve(schema.items), resolve) || 'any'}[]`;
  if (type === 'string' && schema.format === 'binary') return 'file';
  return type || 'any';
}

function enumOf(schema: Json): unknown[] {
  return Array.isArray(schema.enum) ? schema.enum.filter((v) => v !== null) : [];
}

function collectFields(schema: Json, prefix: string, parentRequired: boolean, into: Map<string, FieldShape>, resolve: (v: unknown) => Json, depth: number): void {
  if (depth > 8) return;
  for (const part of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(schema[part])) for (const sub of schema[part] as unknown[]) collectFields(resolve(sub), prefix, parentRequired, into, resolve, depth + 1);
  }
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (isObject(schema.properties)) {
    for (const [name, raw] of Object.entries(schema.properties)) {
      const property = resolve(raw);
      const path = `${prefix}${name}`;
      const isRequired = parentRequired && required.has(name);
      into.set(path, { type: typeOf(property, resolve), required: isRequired, enum: enumOf(property) });
      if (isObject(property.properties)) collectFields(property, `${path}.`, isRequired, into, resolve, depth + 1);
      const items = resolve(property.items);
      if (items.properties) collectFields(items, `${path}[].`, isRequired, into, resolve, depth + 1);
    }
  } else if (schema.items && prefix === '') {
    const items = resolve(schema.items);
    if (items.properties) collectFields(items, '[].', parentRequired, into, resolve, depth + 1);
  }
}
