/**
 * Annotation trees turned into the OpenAPI objects they describe. swagger-php lets a child annotation be written
 * without a key (`@OA\Get(@OA\Parameter(...))`) or under its key (`parameters: [new OA\Parameter(...)]`), and a
 * schema's properties as `Property` annotations or as a keyed array; both end up in one OpenAPI shape here.
 */
import { isAnnotation, OPERATION_METHODS, type Annotation, type AnnotationValue } from './annotation.ts';
import { lookupTable, nameMap } from '../name-map.ts';

export type JsonObject = Record<string, unknown>;

export interface OaParameter {
  name: string;
  in: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema: JsonObject;
  example?: unknown;
  $ref?: string;
}

export interface OaMedia {
  schema?: JsonObject;
  example?: unknown;
  /** The named schema the body (or its `data`, or its items) is, when it refers to one: outputs name it so. */
  named?: { name: string; path: string };
}

export interface OaResponse {
  status: string;
  description?: string;
  content: Record<string, OaMedia>;
  $ref?: string;
}

export interface OaRequestBody {
  description?: string;
  required?: boolean;
  content: Record<string, OaMedia>;
  $ref?: string;
}

export interface OaOperation {
  method: string;
  path?: string;
  summary?: string;
  description?: string;
  operationId?: string;
  tags: string[];
  deprecated?: boolean;
  /** Absent when the operation does not say; `[]` when it says "no security". */
  security?: unknown[];
  parameters: OaParameter[];
  requestBody?: OaRequestBody;
  responses: OaResponse[];
  file: string;
  line: number;
}

/** Where a child annotation written without a key goes in its parent. Lists collect, others set. */
const SLOTS: Record<string, { key: string; list: boolean }> = lookupTable({
  Parameter: { key: 'parameters', list: true },
  PathParameter: { key: 'parameters', list: true },
  QueryParameter: { key: 'parameters', list: true },
  HeaderParameter: { key: 'parameters', list: true },
  CookieParameter: { key: 'parameters', list: true },
  Response: { key: 'responses', list: true },
  RequestBody: { key: 'requestBody', list: false },
  Schema: { key: 'schema', list: false },
  Property: { key: 'properties', list: true },
  Items: { key: 'items', list: false },
  JsonContent: { key: 'content', list: true },
  XmlContent: { key: 'content', list: true },
  MediaType: { key: 'content', list: true },
  Header: { key: 'headers', list: true },
  AdditionalProperties: { key: 'additionalProperties', list: false },
  Tag: { key: 'tags', list: true },
  Examples: { key: 'examples', list: true },
  Discriminator: { key: 'discriminator', list: false },
});

/** Inside Components (and OpenApi), children are collections. */
const COLLECTION_SLOTS: Record<string, string> = lookupTable({
  Schema: 'schemas',
  Response: 'responses',
  Parameter: 'parameters',
  RequestBody: 'requestBodies',
  SecurityScheme: 'securitySchemes',
  Tag: 'tags',
  Components: 'components',
});

const PARAMETER_PLACES: Record<string, string> = lookupTable({
  PathParameter: 'path',
  QueryParameter: 'query',
  HeaderParameter: 'header',
  CookieParameter: 'cookie',
});

/** The annotation's arguments as an object, children written without a key put under their key. */
export function fieldsOf(annotation: Annotation): JsonObject {
  const fields: JsonObject = nameMap();
  for (const [key, value] of Object.entries(annotation.named)) fields[key] = value;
  const collection = annotation.type === 'Components' || annotation.type === 'OpenApi';
  for (const child of annotation.positional) {
    if (!isAnnotation(child)) continue;
    const slot = collection && COLLECTION_SLOTS[child.type] ? { key: COLLECTION_SLOTS[child.type]!, list: true } : SLOTS[child.type];
    if (!slot) continue;
    if (slot.list) {
      const existing = fields[slot.key];
      fields[slot.key] = Array.isArray(existing) ? [...existing, child] : existing && typeof existing === 'object' ? [...Object.values(existing), child] : [child];
    } else {
      fields[slot.key] = child;
    }
  }
  if (PARAMETER_PLACES[annotation.type] && fields.in === undefined) fields.in = PARAMETER_PLACES[annotation.type];
  return fields;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const flag = (value: unknown): boolean | undefined => (typeof value === 'boolean' ? value : undefined);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isObject(value) && !isAnnotation(value) ? Object.values(value) : value === undefined || value === null ? [] : [value]);

/** Schema keywords copied as written. */
const SCHEMA_KEYWORDS = [
  'type', 'format', 'description', 'title', 'enum', 'example', 'default', 'nullable', 'minimum', 'maximum',
  'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern', 'minItems', 'maxItems',
  'uniqueItems', 'readOnly', 'writeOnly', 'deprecated', 'multipleOf', 'const',
];

/** A schema from a Schema, Property, Items, JsonContent … annotation or a plain keyed array. */
export function schemaOf(value: unknown): JsonObject {
  const fields = isAnnotation(value) ? fieldsOf(value) : isObject(value) ? value : {};
  const schema: JsonObject = nameMap();
  const ref = fields.ref ?? fields.$ref;
  if (typeof ref === 'string' && ref) schema.$ref = ref;
  for (const keyword of SCHEMA_KEYWORDS) if (fields[keyword] !== undefined && fields[keyword] !== null) schema[keyword] = plainData(fields[keyword]);
  if (fields.nullable === true) schema.nullable = true;
  if (Array.isArray(fields.required)) schema.required = fields.required.filter((name) => typeof name === 'string');
  const properties = propertiesOf(fields.properties);
  if (properties) schema.properties = properties;
  if (fields.items !== undefined && fields.items !== null) schema.items = schemaOf(fields.items);
  if (isObject(fields.additionalProperties) || isAnnotation(fields.additionalProperties)) schema.additionalProperties = schemaOf(fields.additionalProperties);
  else if (typeof fields.additionalProperties === 'boolean') schema.additionalProperties = fields.additionalProperties;
  for (const combinator of ['allOf', 'oneOf', 'anyOf']) {
    if (fields[combinator] !== undefined) schema[combinator] = listOf(fields[combinator]).map(schemaOf);
  }
  if (fields.schema !== undefined && isAnnotation(fields.schema) && !schema.type && !schema.$ref) Object.assign(schema, schemaOf(fields.schema));
  return schema;
}

function propertiesOf(value: unknown): Record<string, JsonObject> | undefined {
  if (value === undefined || value === null) return undefined;
  const result: Record<string, JsonObject> = nameMap();
  const entries: Array<[string | undefined, unknown]> = Array.isArray(value)
    ? value.map((item) => [undefined, item])
    : isObject(value) && !isAnnotation(value)
      ? Object.entries(value)
      : [[undefined, value]];
  for (const [key, item] of entries) {
    const fields = isAnnotation(item) ? fieldsOf(item) : isObject(item) ? item : {};
    const name = text(fields.property) ?? (key !== undefined && !/^\d+$/.test(key) ? key : undefined);
    if (!name) continue;
    result[name] = schemaOf(item);
  }
  return result;
}

/** Annotation data as plain JSON (an example written as a keyed array stays an object). */
export function plainData(value: unknown): unknown {
  if (isAnnotation(value)) return fieldsOf(value);
  if (Array.isArray(value)) return value.map(plainData);
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainData(item)]));
  return value;
}

const MEDIA_OF: Record<string, string> = lookupTable({ JsonContent: 'application/json', XmlContent: 'application/xml' });

/** `content`: JsonContent, MediaType annotations (one or a list), or an array keyed by media type. */
export function contentOf(value: unknown): Record<string, OaMedia> {
  const result: Record<string, OaMedia> = nameMap();
  const entries: Array<[string | undefined, unknown]> = isObject(value) && !isAnnotation(value) ? Object.entries(value) : listOf(value).map((item) => [undefined, item]);
  for (const [key, item] of entries) {
    if (!isAnnotation(item)) continue;
    const fields = fieldsOf(item);
    if (MEDIA_OF[item.type]) {
      const schema = schemaOf(item);
      result[MEDIA_OF[item.type]!] = { schema, ...(fields.example !== undefined ? { example: plainData(fields.example) } : {}) };
    } else if (item.type === 'MediaType') {
      const mediaType = text(fields.mediaType) ?? (key && !/^\d+$/.test(key) ? key : 'application/json');
      result[mediaType] = {
        ...(fields.schema !== undefined ? { schema: schemaOf(fields.schema) } : {}),
        ...(fields.example !== undefined ? { example: plainData(fields.example) } : {}),
      };
    }
  }
  return result;
}

export function responseOf(value: unknown, key?: string): OaResponse | undefined {
  if (!isAnnotation(value) && !isObject(value)) return undefined;
  const fields = isAnnotation(value) ? fieldsOf(value) : value;
  const status = text(fields.response) ?? (key && !/^\d{1,2}$/.test(key) ? key : undefined) ?? 'default';
  const ref = text(fields.ref);
  return {
    status,
    ...(text(fields.description) !== undefined ? { description: text(fields.description) } : {}),
    content: contentOf(fields.content),
    ...(ref ? { $ref: ref } : {}),
  };
}

export function parameterOf(value: unknown): OaParameter | undefined {
  if (!isAnnotation(value) && !isObject(value)) return undefined;
  const fields = isAnnotation(value) ? fieldsOf(value) : value;
  const ref = text(fields.ref);
  const name = text(fields.name);
  if (!name && !ref) return undefined;
  const schema = fields.schema !== undefined ? schemaOf(fields.schema) : {};
  const media = Object.values(contentOf(fields.content))[0];
  return {
    name: name ?? '',
    in: text(fields.in) ?? 'query',
    ...(text(fields.description) !== undefined ? { description: text(fields.description) } : {}),
    ...(flag(fields.required) !== undefined ? { required: flag(fields.required) } : {}),
    ...(flag(fields.deprecated) !== undefined ? { deprecated: flag(fields.deprecated) } : {}),
    schema: Object.keys(schema).length > 0 ? schema : (media?.schema ?? {}),
    ...(fields.example !== undefined ? { example: plainData(fields.example) } : {}),
    ...(ref ? { $ref: ref } : {}),
  };
}

export function requestBodyOf(value: unknown): OaRequestBody | undefined {
  if (!isAnnotation(value) && !isObject(value)) return undefined;
  const fields = isAnnotation(value) ? fieldsOf(value) : value;
  const ref = text(fields.ref);
  return {
    ...(text(fields.description) !== undefined ? { description: text(fields.description) } : {}),
    ...(flag(fields.required) !== undefined ? { required: flag(fields.required) } : {}),
    content: contentOf(fields.content),
    ...(ref ? { $ref: ref } : {}),
  };
}

/** An operation annotation (`Get`, `Post` …) as an operation; undefined for other annotations. */
export function operationOf(annotation: Annotation): OaOperation | undefined {
  const method = OPERATION_METHODS[annotation.type];
  if (!method) return undefined;
  const fields = fieldsOf(annotation);
  const responses: OaResponse[] = [];
  const rawResponses = fields.responses;
  const responseEntries: Array<[string | undefined, unknown]> = isObject(rawResponses) && !isAnnotation(rawResponses) ? Object.entries(rawResponses) : listOf(rawResponses).map((item) => [undefined, item]);
  for (const [key, item] of responseEntries) {
    const response = responseOf(item, key);
    if (response) responses.push(response);
  }
  const tags = listOf(fields.tags)
    .map((tag) => (isAnnotation(tag) ? text(fieldsOf(tag).name) : text(tag)))
    .filter((tag): tag is string => Boolean(tag));
  return {
    method,
    ...(text(fields.path) !== undefined ? { path: text(fields.path) } : {}),
    ...(text(fields.summary) !== undefined ? { summary: text(fields.summary) } : {}),
    ...(text(fields.description) !== undefined ? { description: text(fields.description) } : {}),
    ...(text(fields.operationId) !== undefined ? { operationId: text(fields.operationId) } : {}),
    tags,
    ...(flag(fields.deprecated) !== undefined ? { deprecated: flag(fields.deprecated) } : {}),
    ...(fields.security !== undefined ? { security: listOf(fields.security).map(plainData) } : {}),
    parameters: listOf(fields.parameters).map(parameterOf).filter((p): p is OaParameter => p !== undefined),
    ...(fields.requestBody !== undefined ? { requestBody: requestBodyOf(fields.requestBody) } : {}),
    responses,
    file: annotation.file,
    line: annotation.line,
  };
}

/**
 * swagger-php lets the parts of an operation be written as attributes of their own beside it
 * (`#[OA\Get(...)] #[OA\Parameter(...)] #[OA\Response(...)]` on one method): they join that operation.
 */
export function attachLooseParts(operation: OaOperation, loose: Annotation[]): void {
  for (const part of loose) {
    if (SLOTS[part.type]?.key === 'parameters') {
      const parameter = parameterOf(part);
      if (parameter) operation.parameters.push(parameter);
    } else if (part.type === 'Response') {
      const response = responseOf(part);
      if (response) operation.responses.push(response);
    } else if (part.type === 'RequestBody') {
      operation.requestBody = requestBodyOf(part);
    }
  }
}
