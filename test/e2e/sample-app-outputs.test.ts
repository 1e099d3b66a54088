/**
 * The Postman collection and the OpenAPI spec of the sample app, generated from a static extraction of a copy:
 * both validate against their real validators (swagger-parser; Postman's v2.1.0 JSON schema with ajv; the
 * postman-collection SDK), carry every documented endpoint and what config/docgen.php says, and no byte of any
 * output contains `auth.use_value` (DOCGEN_AUTH_KEY in sample-app/.env).
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv } from 'ajv';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import sdk from 'postman-collection';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAllBridges } from '../../src/bridge/shared.ts';
import { loadConfig } from '../../src/config/load.ts';
import type { Endpoint } from '../../src/model.ts';
import type { PostmanCollection, PostmanFolder, PostmanItem } from '../../src/output/postman/postman-types.ts';
import { describePhp, itPhp } from '../support/php.ts';
import { USE_VALUE, copySampleApp, extractAndWrite, type GeneratedOutputs } from './support.ts';

const POSTMAN_SCHEMA = new URL('../fixtures/postman/collection-v2.1.0.schema.json', import.meta.url);

interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { type?: string; enum?: unknown[] } }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, unknown> }>;
}
interface Schema {
  type?: string;
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  description?: string;
}
interface OpenApi {
  openapi: string;
  info: { title: string; description: string; version: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation> & { parameters?: Operation['parameters'] }>;
  components?: { securitySchemes?: Record<string, unknown> };
  security?: unknown[];
}

let app: string;
let out: GeneratedOutputs;
let spec: OpenApi;
let collection: PostmanCollection;
let endpoints: Endpoint[];

beforeAll(async () => {
  app = copySampleApp();
  out = await extractAndWrite(app);
  spec = parse(out.openapi) as OpenApi;
  collection = JSON.parse(out.collection) as PostmanCollection;
  endpoints = out.result.groups.flatMap((g) => g.endpoints);
});

/** Every request of the collection, folders flattened. */
function requests(items: Array<PostmanItem | PostmanFolder>): PostmanItem[] {
  return items.flatMap((item) => ('item' in item ? requests(item.item) : [item]));
}

/** OpenAPI has no optional path segments: `{limit?}` is written `{limit}`. */
const openApiPath = (uri: string) => `/${uri.replace(/\?\}/g, '}')}`;
/** Postman path variables: `{id}` and `{limit?}` become `:id`, `:limit`. */
const postmanPath = (uri: string) => uri.replace(/\{(\w+)\??\}/g, ':$1');
const operation = (path: string, method: string): Operation => {
  const found = spec.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path} in the spec`);
  return found;
};

describe('the OpenAPI spec', () => {
  it('is valid OpenAPI 3.0.3 (swagger-parser)', async () => {
    expect(spec.openapi).toBe('3.0.3');
    await expect(SwaggerParser.validate(structuredClone(spec) as never)).resolves.toBeTruthy();
  });

  it('has an operation for every method of every documented endpoint', () => {
    // src/output/IMPROVEMENTS.md: a PUT|PATCH route gets both operations (Scribe writes the first method only).
    expect(endpoints).toHaveLength(36);
    const documented = endpoints.flatMap((e) => e.httpMethods.map((m) => `${m.toLowerCase()} ${openApiPath(e.uri)}`)).sort();
    expect(documented).toHaveLength(39); // three apiResource updates are PUT and PATCH
    const inSpec = Object.entries(spec.paths)
      .flatMap(([path, item]) => Object.keys(item).filter((k) => k !== 'parameters').map((method) => `${method} ${path}`))
      .sort();
    expect(inSpec).toEqual(documented);
    const ids = Object.values(spec.paths).flatMap((item) =>
      Object.entries(item).flatMap(([key, op]) => (key === 'parameters' ? [] : [(op as Operation).operationId])),
    );
    expect(ids).toHaveLength(39);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes title, description, version override and server from config/docgen.php and .env', () => {
    expect(spec.info).toMatchObject({
      title: 'Bookshop API',
      description: 'Browse the catalogue, manage your account and order books.',
      version: '1.0.0', // openapi.overrides['info.version']
    });
    expect(spec.servers[0]!.url).toBe('http://localhost:8000'); // base_url = env('APP_URL')
  });

  it('declares bearer auth and opens the unauthenticated operations (auth.in = bearer, auth.default = false)', () => {
    expect(spec.components?.securitySchemes?.default).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(spec.security).toEqual([{ default: [] }]);
    expect(operation('/api/books', 'get').security).toEqual([]);
    expect(operation('/api/health', 'get').security).toEqual([]);
    expect(operation('/api/books', 'post').security).toBeUndefined();
    expect(operation('/api/orders', 'get').security).toBeUndefined();
  });

  it('writes the cover upload as multipart/form-data with a binary file (StoreBookCoverRequest: image)', () => {
    const body = operation('/api/books/{book_id}/cover', 'post').requestBody!;
    expect(Object.keys(body.content)).toEqual(['multipart/form-data']);
    const schema = body.content['multipart/form-data']!.schema;
    expect(schema.properties?.cover).toMatchObject({ type: 'string', format: 'binary' });
    expect(schema.required).toEqual(['cover']);
  });

  it('nests items[].book_id under an array of objects and lists the OrderStatus values as enums', () => {
    const order = operation('/api/orders', 'post').requestBody!.content['application/json']!.schema;
    expect(order.properties?.items).toMatchObject({ type: 'array', items: { type: 'object' } });
    expect(order.properties?.items?.items?.properties?.book_id).toMatchObject({ type: 'integer', description: "The book's ID." });
    expect(order.properties?.shipping_address?.properties?.line1).toMatchObject({ type: 'string', description: 'Street and number.' });
    const status = operation('/api/orders', 'get').parameters!.find((p) => p.in === 'query' && p.name === 'status');
    expect(status?.schema?.enum).toEqual(['pending', 'paid', 'shipped', 'delivered', 'cancelled']);
    const patched = operation('/api/orders/{order_id}/status', 'patch').requestBody!.content['application/json']!.schema;
    expect(patched.properties?.status?.enum).toEqual(['pending', 'paid', 'shipped', 'delivered', 'cancelled']);
  });

  it('documents the path parameters of the normalised URIs on the path item, an optional one as Scribe does', () => {
    expect(spec.paths['/api/books/{id}']!.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'id', required: true, description: "The book's ID.", schema: { type: 'integer' } }),
    ]);
    // OpenAPI path parameters are always required: Scribe says "Optional parameter." instead.
    expect(spec.paths['/api/bestsellers/{limit}']!.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'limit', required: true, schema: { type: 'integer' } }),
    ]);
    expect(spec.paths['/api/bestsellers/{limit}']!.parameters![0]).toMatchObject({ description: 'Optional parameter. How many books to return. Defaults to 5.' });
  });

  it('keeps every documented status, 204 without content', () => {
    expect(Object.keys(operation('/api/books', 'post').responses)).toEqual(['201', '401', '403', '422']);
    const deleted = operation('/api/books/{id}', 'delete').responses['204']!;
    expect(deleted.content).toBeUndefined();
  });
});

describe('the Postman collection', () => {
  it('validates against the official v2.1.0 schema (ajv)', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(JSON.parse(readFileSync(POSTMAN_SCHEMA, 'utf8')) as object);
    const valid = validate(collection);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('loads in the postman-collection SDK with one request per documented endpoint', () => {
    const loaded = new sdk.Collection(collection);
    const seen: string[] = [];
    loaded.forEachItem((item) => seen.push(`${item.request.method} ${item.request.url.getPath(true).replace(/^\//, '')}`));
    const documented = endpoints.map((e) => `${e.httpMethods[0]} ${postmanPath(e.uri)}`);
    expect(seen.sort()).toEqual(documented.sort());
  });

  it('has one folder per group, in the configured order, named from config', () => {
    expect(collection.info.name).toBe('Bookshop API');
    expect(collection.item.map((folder) => folder.name)).toEqual(['Authentication', 'Books', 'Authors', 'Categories', 'Reviews', 'Orders', 'Wishlist', 'Status']);
    expect(requests(collection.item)).toHaveLength(36);
  });

  it('authenticates with the bearer placeholder, and opens the unauthenticated requests', () => {
    expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{YOUR_AUTH_KEY}', type: 'string' }] });
    const all = requests(collection.item);
    const byPath = (method: string, path: string) => all.find((item) => item.request.method === method && item.request.url.path === path);
    expect(byPath('GET', 'api/books')?.request.auth).toEqual({ type: 'noauth' });
    expect(byPath('GET', 'api/me')?.request.auth).toBeUndefined();
  });

  it('builds the order body from the nested parameters and their #[BodyParam] examples', () => {
    const order = requests(collection.item).find((item) => item.request.method === 'POST' && item.request.url.path === 'api/orders');
    expect(order?.request.body?.mode).toBe('raw');
    const sent = JSON.parse(order!.request.body!.raw!) as { items: unknown[]; shipping_address: Record<string, unknown> };
    expect(sent.items).toEqual([{ book_id: 4, quantity: 2 }]);
    expect(sent.shipping_address.line1).toBe('12 Ankh Street');
    expect(Object.keys(sent.shipping_address)).toEqual(['line1', 'line2', 'city', 'postcode', 'country']);
  });

  it('sends the cover upload as form data with a file field', () => {
    const upload = requests(collection.item).find((item) => item.request.method === 'POST' && item.request.url.path === 'api/books/:book_id/cover');
    expect(upload?.request.body?.mode).toBe('formdata');
    expect(upload?.request.body?.formdata?.find((field) => field.key === 'cover')?.type).toBe('file');
  });
});

describe('auth.use_value', () => {
  it('is what config/docgen.php reads from sample-app/.env', () => {
    expect(loadConfig(app).config.auth.use_value).toBe(USE_VALUE);
  });

  it('appears in no byte of any output: .docgen/endpoints, collection.json, openapi.yaml, the extraction result', () => {
    expect(out.files.length).toBeGreaterThanOrEqual(10); // 8 group files, the collection and the spec
    for (const file of out.files) expect(readFileSync(file, 'utf8'), file).not.toContain(USE_VALUE);
    expect(JSON.stringify(out.result)).not.toContain(USE_VALUE);
  });
});

describePhp('auth.use_value with response calls made for real (PHP, the seeded sample app)', () => {
  let called: GeneratedOutputs;
  beforeAll(async () => {
    const live = copySampleApp();
    // setup.sh in the copy: its own SQLite file, migrated and seeded; the seeders give the admin the token
    // DOCGEN_AUTH_KEY from .env, which docgen sends as auth.use_value.
    const env = { ...process.env };
    delete env.DB_DATABASE;
    delete env.DOCGEN_AUTH_KEY;
    execFileSync('sh', ['setup.sh'], { cwd: live, env, stdio: 'pipe' });
    called = await extractAndWrite(live, {
      // Only response calls, so that the GET endpoints are really called (a documented 2xx would skip them).
      responses: [{ name: 'ResponseCalls', settings: { only: ['GET *'], config: { 'app.debug': false } } }],
    });
  }, 240_000);
  afterAll(closeAllBridges);

  itPhp('authenticates the calls with it: GET /api/me answers with the admin account the token belongs to', () => {
    const me = called.result.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'GET /api/me')!;
    expect(me.responses.map((r) => r.status)).toEqual([200]);
    expect(JSON.parse(me.responses[0]!.content!)).toMatchObject({ data: { name: 'Ada Admin', email: 'admin@bookshop.test', is_admin: true } });
  });

  itPhp('still appears in no byte of any output', () => {
    expect(called.files.length).toBeGreaterThanOrEqual(10);
    for (const file of called.files) expect(readFileSync(file, 'utf8'), file).not.toContain(USE_VALUE);
    expect(JSON.stringify(called.result)).not.toContain(USE_VALUE);
  });
});
