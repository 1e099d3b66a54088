/**
 * An operation's responses, by status. Unlike Scribe, several examples with one status are all kept:
 * they become named `examples` of the media type (Scribe keeps the last, or merges them into a
 * `oneOf`, #773). 204 (and other body-less statuses) have no content; `null` content is a nullable
 * JSON value; `<<binary>>` is `application/octet-stream`; text that is not JSON keeps its own
 * Content-Type, else `text/plain`. An endpoint without examples gets a `default` response, since
 * OpenAPI requires at least one.
 */
import { nameMap } from '../../name-map.ts';
import type { Endpoint, ResponseExample } from '../../model.ts';
import { headerValue, mediaTypeOf } from '../../endpoint/http-headers.ts';
import { isBinary, responseLabel } from '../response-label.ts';
import type { ExampleObject, MediaTypeObject, ResponseObject, Schema } from './openapi-types.ts';
import { madeLike } from './schema-class.ts';
import { responseSchema } from './response-schema.ts';

type Parsed =
  | { kind: 'json'; mediaType: string; value: unknown }
  | { kind: 'text'; mediaType: string; text: string }
  | { kind: 'binary'; mediaType: string }
  | { kind: 'null'; mediaType: string };

export function operationResponses(endpoint: Endpoint): Record<string, ResponseObject> {
  const byStatus = new Map<number, ResponseExample[]>();
  for (const response of [...endpoint.responses].sort((a, b) => a.status - b.status)) {
    const list = byStatus.get(response.status) ?? [];
    list.push(response);
    byStatus.set(response.status, list);
  }
  if (byStatus.size === 0) return { default: { description: '' } };

  const out: Record<string, ResponseObject> = nameMap();
  for (const [status, responses] of byStatus) {
    const labels = [...new Set(responses.map(responseLabel).filter((label) => label !== ''))];
    const object: ResponseObject = { description: labels.join('; ') };
    const headers = responseHeaders(responses);
    if (headers) object.headers = headers;
    if (!hasNoBody(status)) object.content = content(responses, endpoint);
    out[String(status)] = object;
  }
  return out;
}

function content(responses: ResponseExample[], endpoint: Endpoint): Record<string, MediaTypeObject> {
  const byMediaType = new Map<string, Array<{ response: ResponseExample; parsed: Parsed }>>();
  for (const response of responses) {
    const parsed = parse(response);
    const list = byMediaType.get(parsed.mediaType) ?? [];
    list.push({ response, parsed });
    byMediaType.set(parsed.mediaType, list);
  }
  const out: Record<string, MediaTypeObject> = nameMap();
  for (const [mediaType, entries] of byMediaType) {
    if (entries.length === 1) {
      out[mediaType] = { schema: schemaWithExample(entries[0]!.parsed, endpoint) };
      continue;
    }
    const schemas = unique(entries.map(({ parsed }) => schemaOnly(parsed, endpoint)));
    const media: MediaTypeObject = { schema: schemas.length === 1 ? schemas[0]! : { anyOf: schemas } };
    const examples = namedExamples(entries);
    if (examples) media.examples = examples;
    out[mediaType] = media;
  }
  return out;
}

function parse(response: ResponseExample): Parsed {
  const declared = mediaTypeOf(headerValue(response.headers, 'Content-Type'));
  if (isBinary(response)) return { kind: 'binary', mediaType: 'application/octet-stream' };
  if (response.content === null) return { kind: 'null', mediaType: jsonMediaType(declared) };
  try {
    const value: unknown = JSON.parse(response.content);
    return { kind: 'json', mediaType: jsonMediaType(declared), value };
  } catch {
    const mediaType = declared && !declared.includes('json') ? declared : 'text/plain';
    return { kind: 'text', mediaType, text: response.content };
  }
}

/** `application/json`, or a declared JSON flavour such as `application/problem+json`. */
function jsonMediaType(declared: string | undefined): string {
  return declared && declared.includes('json') ? declared : 'application/json';
}

function schemaWithExample(parsed: Parsed, endpoint: Endpoint): Schema {
  switch (parsed.kind) {
    case 'binary':
      return { type: 'string', format: 'binary' };
    case 'null':
      return { type: 'object', nullable: true };
    case 'text':
      return { type: 'string', example: parsed.text };
    case 'json': {
      const schema = responseSchema(parsed.value, endpoint.responseFields);
      if (schema.type === 'object') return { type: 'object', example: parsed.value, ...withoutExample(schema) };
      return schema;
    }
  }
}

/** The schema alone; the values go into the media type's `examples`. */
function schemaOnly(parsed: Parsed, endpoint: Endpoint): Schema {
  if (parsed.kind !== 'json') {
    const schema = schemaWithExample(parsed, endpoint);
    delete schema.example;
    return schema;
  }
  return withoutExamples(responseSchema(parsed.value, endpoint.responseFields));
}

function namedExamples(entries: Array<{ response: ResponseExample; parsed: Parsed }>): Record<string, ExampleObject> | undefined {
  const examples: Record<string, ExampleObject> = nameMap();
  entries.forEach(({ response, parsed }, index) => {
    if (parsed.kind === 'binary') return;
    const label = responseLabel(response);
    let key = slug(label) || `example${index + 1}`;
    for (let n = 2; key in examples; n++) key = `${slug(label) || 'example'}${n}`;
    const value = parsed.kind === 'json' ? parsed.value : parsed.kind === 'text' ? parsed.text : null;
    examples[key] = label ? { summary: label, value } : { value };
  });
  return Object.keys(examples).length > 0 ? examples : undefined;
}

/** Response headers seen in the examples (Content-Type is described by `content`). */
function responseHeaders(responses: ResponseExample[]): ResponseObject['headers'] {
  const headers: NonNullable<ResponseObject['headers']> = nameMap();
  const seen = new Set<string>();
  for (const response of responses) {
    for (const [name, value] of Object.entries(response.headers)) {
      const lower = name.toLowerCase();
      if (lower === 'content-type' || seen.has(lower)) continue;
      seen.add(lower);
      headers[name] = { schema: { type: 'string' }, example: value };
    }
  }
  return seen.size > 0 ? headers : undefined;
}

function hasNoBody(status: number): boolean {
  return status === 204 || status === 304 || (status >= 100 && status < 200);
}

function withoutExample(schema: Schema): Schema {
  const { example: _example, ...rest } = schema;
  return madeLike(rest, schema);
}

/** A schema with no example anywhere inside, so equal shapes compare equal. */
function withoutExamples(schema: Schema): Schema {
  const out = withoutExample(schema);
  if (out.properties) {
    out.properties = Object.fromEntries(Object.entries(out.properties).map(([key, value]) => [key, withoutExamples(value)]));
  }
  if (out.items) out.items = withoutExamples(out.items);
  return out;
}

function unique(schemas: Schema[]): Schema[] {
  const seen = new Map<string, Schema>();
  for (const schema of schemas) {
    const key = JSON.stringify(schema);
    if (!seen.has(key)) seen.set(key, schema);
  }
  return [...seen.values()];
}

function slug(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}
