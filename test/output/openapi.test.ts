/**
 * The OpenAPI spec (Scribe's `OpenAPISpecWriter`, the config's `openapi`): shapes written from
 * Scribe's writer rules and our documented improvements, validated by swagger-parser in 3.0.3 and 3.1.0.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { DocgenConfig } from '../../src/config/types.ts';
import { makeParameter } from '../../src/model.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import type { OpenApiGenerator } from '../../src/output/openapi/openapi-generator.ts';
import type { OpenApiDocument, OperationObject, ParameterObject, Schema } from '../../src/output/openapi/openapi-types.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { params } from '../support/hand-built.ts';
import { endpoint, richConfig, richContext, richGroups } from './support/rich-groups.ts';
import { operationIds, validateOpenApiYaml } from './support/validators.ts';

function build(config: DocgenConfig = richConfig(), generators: OpenApiGenerator[] = []): OpenApiDocument {
  return generateOpenApiSpec(richGroups(), richContext(config), { generators }).spec;
}

function op(spec: OpenApiDocument, path: string, method: string): OperationObject {
  const found = spec.paths[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found as OperationObject;
}

/** A schema with its `$ref` (to a shared component) followed. */
function deref(spec: OpenApiDocument, schema: Schema): Schema {
  const name = /^#\/components\/schemas\/(.+)$/.exec(String(schema.$ref ?? ''))?.[1];
  return name ? ((spec.components!.schemas as Record<string, Schema>)[name] ?? schema) : schema;
}

function param(operation: OperationObject, name: string): ParameterObject {
  const found = operation.parameters.find((p) => p.name === name);
  if (!found) throw new Error(`no parameter ${name}`);
  return found;
}

describe('OpenAPI spec', () => {
  const spec = build();
  const yaml = openApiToYaml(spec);

  it('validates with swagger-parser as 3.0.3', async () => {
    expect(spec.openapi).toBe('3.0.3');
    await expect(validateOpenApiYaml(yaml)).resolves.toBeUndefined();
  });

  it('is rejected by swagger-parser in the ways Scribe specs are broken, so the check is real', async () => {
    // Scribe writes `responses: {}`, an empty security scheme for `auth.in: body`, and unknown types as given.
    const noResponses = parse(yaml);
    noResponses.paths['/api/ping'].get.responses = {};
    await expect(validateOpenApiYaml(openApiToYaml(noResponses))).rejects.toThrow(/fewer than 1/);
    const emptyScheme = parse(yaml);
    emptyScheme.components.securitySchemes.default = {};
    await expect(validateOpenApiYaml(openApiToYaml(emptyScheme))).rejects.toThrow();
    const unknownType = parse(yaml);
    unknownType.paths['/api/books'].get.parameters[0].schema.type = 'date';
    await expect(validateOpenApiYaml(openApiToYaml(unknownType))).rejects.toThrow();
  });

  it('declares a path parameter for every placeholder of every path', () => {
    for (const [path, item] of Object.entries(spec.paths)) {
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect((item.parameters ?? []).map((p) => p.name), path).toEqual(placeholders);
    }
  });

  it('reads unknown parameter types as strings and a bare array as a list of strings', () => {
    const groups = [
      {
        name: 'G',
        description: '',
        endpoints: [
          endpoint({
            httpMethods: ['GET'],
            uri: 'api/odd/{when}',
            urlParameters: params(makeParameter({ name: 'when', type: 'date', required: true })),
            queryParameters: params(makeParameter({ name: 'ids', type: 'array' }), makeParameter({ name: 'n', type: 'int' })),
          }),
        ],
      },
    ];
    const odd = generateOpenApiSpec(groups, richContext()).spec;
    expect(odd.paths['/api/odd/{when}']!.parameters![0]!.schema).toEqual({ type: 'string' });
    const get = op(odd, '/api/odd/{when}', 'get');
    expect(param(get, 'ids').schema).toEqual({ type: 'array', description: '', items: { type: 'string' } });
    expect(param(get, 'n').schema.type).toBe('integer');
  });

  it('has unique operationIds: camel-cased titles, method + path otherwise, repeats made unique', () => {
    const ids = operationIds(spec as never);
    expect(new Set(ids).size).toBe(ids.length);
    expect(op(spec, '/api/books', 'get').operationId).toBe('listBooks');
    expect(op(spec, '/api/search/{term}', 'get').operationId).toBe('search');
    expect(op(spec, '/api/search', 'post').operationId).toBe('searchPost');
    expect(op(spec, '/api/books/{id}/cover', 'put').operationId).toBe('replaceTheCover');
    expect(op(spec, '/api/books/{id}/cover', 'patch').operationId).toBe('replaceTheCoverPatch');
    expect(op(spec, '/api/ping', 'get').operationId).toBe('getApiPing');
  });

  it('has info, servers and tags from the config and groups', () => {
    expect(spec.info).toEqual({ title: 'Library API', description: 'Books and more.', version: '1.0.0' });
    expect(spec.servers).toEqual([{ url: 'https://api.example.test' }]);
    expect(spec.tags).toEqual([
      { name: 'Books', description: 'Manage the catalogue.' },
      { name: 'Tools', description: '' },
    ]);
    expect(op(spec, '/api/books', 'get').tags).toEqual(['Books']);
  });

  it('groups operations by path, optional markers stripped, every method documented', () => {
    expect(Object.keys(spec.paths)).toEqual([
      '/api/books',
      '/api/books/{id}',
      '/api/books/{id}/cover',
      '/api/search/{term}',
      '/api/search',
      '/api/imports',
      '/api/ping',
      '/api/export',
      '/api/photos',
    ]);
    expect(Object.keys(spec.paths['/api/books']!)).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/api/books/{id}/cover']!)).toEqual(['put', 'patch', 'delete', 'parameters']);
  });

  it('puts URL parameters on the path item, required, with optional ones marked and given examples', () => {
    expect(spec.paths['/api/books/{id}']!.parameters).toEqual([
      { in: 'path', name: 'id', description: 'The ID of the book.', example: 5, required: true, schema: { type: 'integer' } },
    ]);
    expect(spec.paths['/api/search/{term}']!.parameters).toEqual([
      {
        in: 'path',
        name: 'term',
        description: 'Optional parameter. What to look for.',
        required: true,
        schema: { type: 'string' },
        examples: { omitted: { summary: 'When the value is omitted', value: '' } },
      },
    ]);
  });

  it('writes query parameters with schemas, and header parameters except Content-Type/Accept/Authorization', () => {
    const list = op(spec, '/api/books', 'get');
    expect(param(list, 'page')).toEqual({
      in: 'query',
      name: 'page',
      description: 'The <b>page</b>.',
      example: 2,
      required: true,
      schema: { type: 'integer', description: 'The <b>page</b>.', example: 2, nullable: false },
    });
    expect(param(list, 'per_page')).toEqual({
      in: 'query',
      name: 'per_page',
      description: 'Page size.',
      required: false,
      schema: { type: 'integer', description: 'Page size.', nullable: false },
    });
    expect(param(list, 'tags').schema).toEqual({
      type: 'array',
      description: 'Tags to match.',
      example: ['sf', 'classic'],
      items: { type: 'string' },
    });
    const filter = param(list, 'filter');
    expect(filter.style).toBe('deepObject');
    expect(filter.explode).toBe(true);
    expect(filter.example).toEqual({ status: 'draft' });
    expect(filter.schema).toEqual({
      type: 'object',
      description: 'Filters.',
      example: { status: 'draft' },
      nullable: false,
      properties: {
        status: { type: 'string', description: '', example: 'draft', nullable: false, enum: ['draft', 'published'] },
      },
    });
    expect(param(list, 'old_param').deprecated).toBe(true);
    expect(list.parameters.filter((p) => p.in === 'header')).toEqual([
      { in: 'header', name: 'X-Tenant', description: '', example: 'acme', schema: { type: 'string' } },
    ]);
  });

  it('describes nested JSON bodies with properties, required, enum and nullable', () => {
    const body = op(spec, '/api/books', 'post').requestBody!;
    expect(body.required).toBe(true);
    const schema = body.content['application/json']!.schema;
    expect(schema.type).toBe('object');
    expect(schema.required).toEqual(['title', 'author']);
    expect(schema.properties!.author).toEqual({
      type: 'object',
      description: 'Who wrote it.',
      example: { name: 'Frank', born: 1920 },
      nullable: false,
      properties: {
        name: { type: 'string', description: '', example: 'Frank', nullable: false },
        born: { type: 'integer', description: '', example: 1920, nullable: false },
      },
      required: ['name'],
    });
    expect(schema.properties!.chapters).toEqual({
      type: 'array',
      description: 'Chapters in order.',
      example: [{ title: 'One', pages: 20 }],
      items: {
        type: 'object',
        properties: {
          title: { type: 'string', description: '', example: 'One', nullable: false },
          pages: { type: 'integer', description: '', example: 20, nullable: false },
        },
        required: ['title'],
      },
    });
    expect(schema.properties!.isbn).toEqual({ type: 'string', description: '', example: null, nullable: true });
    expect(schema.properties!.notes).toEqual({ type: 'string', description: 'Left out of examples.', nullable: false });
    expect(schema.properties!.format!.enum).toEqual(['paperback', 'hardcover']);
  });

  it('describes list bodies as array schemas', () => {
    expect(op(spec, '/api/search', 'post').requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'array',
            description: 'Criteria.',
            example: [{ field: 'title', value: 'Dune' }],
            items: {
              type: 'object',
              properties: {
                field: { type: 'string', description: '', example: 'title', nullable: false },
                value: { type: 'string', description: '', example: 'Dune', nullable: false },
              },
              required: ['field'],
            },
          },
        },
      },
    });
  });

  it('uses multipart/form-data when any field is a file, binary strings for files', () => {
    const cover = op(spec, '/api/books/{id}/cover', 'put').requestBody!;
    expect(Object.keys(cover.content)).toEqual(['multipart/form-data']);
    // PUT and PATCH send the same body: one shared schema.
    expect(op(spec, '/api/books/{id}/cover', 'patch').requestBody!.content['multipart/form-data']!.schema).toEqual(cover.content['multipart/form-data']!.schema);
    expect(deref(spec, cover.content['multipart/form-data']!.schema).properties!.cover).toEqual({
      type: 'string',
      format: 'binary',
      description: 'The image.',
      nullable: false,
    });
    const photos = op(spec, '/api/photos', 'post').requestBody!.content['multipart/form-data']!.schema;
    expect(photos.properties!.photos).toEqual({ type: 'array', description: '', items: { type: 'string', format: 'binary' } });
    expect(photos.properties!.meta!.properties!.cover!.format).toBe('binary');
    expect(Object.keys(op(spec, '/api/imports', 'post').requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('keeps several responses with one status as named examples', () => {
    const responses = op(spec, '/api/books', 'post').responses;
    expect(Object.keys(responses)).toEqual(['201', '422']);
    expect(responses['201']!.description).toBe('Created');
    expect(responses['422']).toEqual({
      description: 'Missing title; Duplicate ISBN',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { message: { type: 'string' } } },
          examples: {
            'missing-title': { summary: 'Missing title', value: { message: 'The title field is required.' } },
            'duplicate-isbn': { summary: 'Duplicate ISBN', value: { message: 'The isbn has already been taken.' } },
          },
        },
      },
    });
  });

  it('infers response schemas with descriptions, required and nullable from response fields', () => {
    const ok = op(spec, '/api/books', 'get').responses['200']!;
    expect(ok.headers).toEqual({ 'x-ratelimit-limit': { schema: { type: 'string' }, example: '60' } });
    const schema = ok.content!['application/json']!.schema;
    expect(schema.example).toEqual({ data: [{ id: 1, title: 'Dune', subtitle: null }], meta: { total: 1 } });
    expect(schema.properties!.data!.items).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer', example: 1, description: 'The book ID.' },
        title: { type: 'string', example: 'Dune' },
        subtitle: { type: 'string', example: null, nullable: true, description: 'Subtitle, if any.' },
      },
      required: ['id'],
    });
    expect(schema.properties!.meta).toEqual({
      type: 'object',
      properties: { total: { type: 'integer', example: 1, description: 'How many books match.' } },
      required: ['total'],
    });
  });

  it('writes 204 without content, text by its Content-Type, null as nullable JSON, binary as octet-stream', () => {
    expect(op(spec, '/api/books/{id}/cover', 'put').responses).toEqual({ '204': { description: 'Replaced' } });
    expect(op(spec, '/api/books/{id}/cover', 'delete').responses).toEqual({ '204': { description: '' } });
    expect(op(spec, '/api/books/{id}', 'get').responses['404']).toEqual({
      description: 'Missing',
      content: { 'text/plain': { schema: { type: 'string', example: 'Not Found' } } },
    });
    expect(op(spec, '/api/search/{term}', 'get').responses['200']!.content).toEqual({
      'text/csv': { schema: { type: 'string', example: 'id,title\n1,Dune' } },
    });
    expect(op(spec, '/api/imports', 'post').responses['202']).toEqual({
      description: 'Accepted for processing',
      content: { 'application/json': { schema: { type: 'object', nullable: true } } },
    });
    expect(op(spec, '/api/export', 'get').responses['200']).toEqual({
      description: 'The CSV file',
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(op(spec, '/api/export', 'get').deprecated).toBe(true);
    expect(op(spec, '/api/ping', 'get').responses).toEqual({ default: { description: '' } });
  });

  it('declares the security scheme globally and opens unauthenticated operations', () => {
    expect(spec.components!.securitySchemes).toEqual({ default: { type: 'http', scheme: 'bearer', description: '' } });
    expect(spec.security).toEqual([{ default: [] }]);
    expect(op(spec, '/api/books', 'get').security).toBeUndefined();
    expect(op(spec, '/api/ping', 'get').security).toEqual([]);
  });

  it('describes API keys in a header or query, leaving that parameter out of operations', async () => {
    const groups = [
      {
        name: 'G',
        description: '',
        endpoints: [
          endpoint({
            httpMethods: ['GET'],
            uri: 'api/me',
            metadata: { authenticated: true },
            headers: { 'X-Api-Key': '{YOUR_AUTH_KEY}' },
            queryParameters: params(makeParameter({ name: 'key', required: true, example: '{YOUR_AUTH_KEY}' })),
          }),
        ],
      },
    ];
    const header = richConfig();
    header.auth = { ...header.auth, in: 'header', name: 'X-Api-Key', extra_info: 'Ask us for a key.' };
    const withHeader = generateOpenApiSpec(groups, richContext(header)).spec;
    expect(withHeader.components!.securitySchemes!.default).toEqual({
      type: 'apiKey',
      name: 'X-Api-Key',
      in: 'header',
      description: 'Ask us for a key.',
    });
    expect(op(withHeader, '/api/me', 'get').parameters.map((p) => p.name)).toEqual(['key']);

    const query = richConfig();
    query.auth = { ...query.auth, in: 'query', name: 'key' };
    const withQuery = generateOpenApiSpec(groups, richContext(query)).spec;
    expect(withQuery.components!.securitySchemes!.default).toMatchObject({ type: 'apiKey', name: 'key', in: 'query' });
    expect(op(withQuery, '/api/me', 'get').parameters.map((p) => p.name)).toEqual(['X-Api-Key']);
    await validateOpenApiYaml(openApiToYaml(withQuery));

    const body = richConfig();
    body.auth = { ...body.auth, in: 'body', name: 'token' };
    const withBody = build(body);
    expect(withBody.components?.securitySchemes).toBeUndefined();
    expect(withBody.security).toBeUndefined();
    expect(op(withBody, '/api/ping', 'get').security).toBeUndefined();
    await validateOpenApiYaml(openApiToYaml(withBody));
  });

  it('applies openapi.overrides with dot notation', () => {
    const config = richConfig();
    config.openapi.overrides = { 'info.version': '2.1.0', 'info.contact': { email: 'api@example.test' } };
    const overridden = build(config);
    expect(overridden.info).toEqual({
      title: 'Library API',
      description: 'Books and more.',
      version: '2.1.0',
      contact: { email: 'api@example.test' },
    });
  });

  it('runs generator hooks on each path, its parameters and the root, in order', async () => {
    const calls: string[] = [];
    const generator: OpenApiGenerator = {
      pathParameters(parameters, endpoints, path) {
        calls.push(`params ${path} ${endpoints.length}`);
        return parameters.map((p) => ({ ...p, description: `${p.description} (hooked)`.trim() }));
      },
      pathItem(pathItem, endpoints, path) {
        calls.push(`item ${path}`);
        return { ...pathItem, 'x-endpoints': endpoints.map((e) => e.id) };
      },
      root(document, groups) {
        calls.push('root');
        return { ...document, 'x-groups': groups.length };
      },
    };
    const hooked = build(richConfig(), [generator]);
    expect(calls[0]).toBe('params /api/books 2');
    expect(calls[1]).toBe('item /api/books');
    expect(calls[calls.length - 1]).toBe('root');
    expect(hooked['x-groups']).toBe(2);
    expect(hooked.paths['/api/books']!['x-endpoints']).toEqual(['GET /api/books', 'POST /api/books']);
    expect(hooked.paths['/api/books/{id}']!.parameters![0]!.description).toBe('The ID of the book. (hooked)');
    await validateOpenApiYaml(openApiToYaml(hooked));
  });

  it('writes OpenAPI 3.1.0 on request: type lists with null, schema examples as lists', async () => {
    const config = richConfig();
    config.openapi.version = '3.1.0';
    const v31 = build(config);
    expect(v31.openapi).toBe('3.1.0');
    const text = openApiToYaml(v31);
    await expect(validateOpenApiYaml(text)).resolves.toBeUndefined();
    expect(text).not.toMatch(/^\s*nullable:/m);
    const isbn = op(v31, '/api/books', 'post').requestBody!.content['application/json']!.schema.properties!.isbn;
    expect(isbn).toEqual({ type: ['string', 'null'], description: '', examples: [null] });
    expect(op(v31, '/api/imports', 'post').responses['202']!.content!['application/json']!.schema).toEqual({
      type: ['object', 'null'],
    });
    const ids = operationIds(v31 as never);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('OpenAPI diagnostics', () => {
  it('keeps the first of two endpoints with the same method and path, with a warning naming the route', () => {
    const first = endpoint({ httpMethods: ['GET'], uri: 'api/twice', metadata: { title: 'First' } });
    const second = endpoint({ httpMethods: ['GET'], uri: 'api/twice', metadata: { title: 'Second' } });
    second.source = { route: { file: 'routes/api.php', line: 9 }, action: 'Closure', routeName: null, domain: null, middleware: [] };
    const { spec, diagnostics } = generateOpenApiSpec([{ name: 'G', description: '', endpoints: [first, second] }], richContext());
    expect((spec.paths['/api/twice']!.get as OperationObject).summary).toBe('First');
    expect(diagnostics).toEqual([
      {
        severity: 'warning',
        message: 'GET /api/twice is documented more than once; the OpenAPI spec keeps the first.',
        file: 'routes/api.php',
        line: 9,
        code: 'openapi-duplicate-operation',
      },
    ]);
  });
});
