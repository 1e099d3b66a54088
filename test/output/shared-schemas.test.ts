/**
 * Schemas used more than once become `components/schemas` referred to with `$ref`; `x-codeSamples` carry the
 * example requests. Hand-built groups for the rules, and the bundled sample app for size and validity.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { makeParameter, type Endpoint, type Group, type ResponseExample } from '../../src/model.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import type { OpenApiDocument, OperationObject, Schema } from '../../src/output/openapi/openapi-types.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { extractApp } from '../../src/pipeline.ts';
import { copySampleApp } from '../e2e/support.ts';
import { testEndpoint } from '../support/hand-built.ts';
import { validateOpenApiYaml } from './support/validators.ts';
import { TemplateLibrary } from '../../src/snippets/templates.ts';
import { tempApp } from '../support/temp-app.ts';

const context = (config: DocgenConfig) => ({ config, appName: 'Shop', appUrl: 'https://shop.test' });

function config(edit: (c: DocgenConfig) => void = () => {}): DocgenConfig {
  const c = defaultConfig();
  edit(c);
  return c;
}

const book = (id: number, title: string) => ({ id, title, author: { id: 3, name: 'Ann' } });
const resource = (status: number, body: unknown, path = 'data'): ResponseExample => ({
  status,
  content: JSON.stringify(body),
  headers: {},
  description: '',
  origin: { class: 'App\\Http\\Resources\\BookResource', path },
});

function groups(endpoints: Endpoint[]): Group[] {
  return [{ name: 'Books', description: '', endpoints }];
}

const op = (spec: OpenApiDocument, path: string, method: string) => spec.paths[path]![method] as OperationObject;
const jsonSchema = (operation: OperationObject, status: string) => operation.responses[status]!.content!['application/json']!.schema;
const schemas = (spec: OpenApiDocument) => (spec.components?.schemas ?? {}) as Record<string, Schema>;

describe('shared schemas', () => {
  const threeUses = groups([
    testEndpoint({ httpMethods: ['GET'], uri: 'api/books/{id}', metadata: { title: 'Show a book' }, responses: [resource(200, { data: book(1, 'Dune') })] }),
    testEndpoint({ httpMethods: ['PUT'], uri: 'api/books/{id}', metadata: { title: 'Update a book' }, responses: [resource(200, { data: book(2, 'Emma') })] }),
    testEndpoint({ httpMethods: ['GET'], uri: 'api/books', metadata: { title: 'List books' }, responses: [resource(200, { data: [book(3, 'Ulysses')] }, 'data[]')] }),
    testEndpoint({ httpMethods: ['GET'], uri: 'api/ping', metadata: { title: 'Ping' }, responses: [{ status: 200, content: '{"pong":true,"at":1}', headers: {}, description: '' }] }),
  ]);

  it('make a resource returned by three endpoints one schema, named after its class, without examples of one endpoint', async () => {
    const spec = generateOpenApiSpec(threeUses, context(config())).spec;
    const ref = { $ref: '#/components/schemas/BookResource' };
    // GET and PUT answer the same whole body: one shared schema (named after the resource it wraps in `data`), each
    // response keeping its own example on the media type.
    const show = op(spec, '/api/books/{id}', 'get').responses['200']!.content!['application/json']!;
    const update = op(spec, '/api/books/{id}', 'put').responses['200']!.content!['application/json']!;
    expect(show.schema).toEqual({ $ref: '#/components/schemas/BookResourceResponse' });
    expect(update.schema).toEqual({ $ref: '#/components/schemas/BookResourceResponse' });
    expect(update.example).toEqual({ data: book(2, 'Emma') });
    expect(show.example).toEqual({ data: book(1, 'Dune') });
    expect(schemas(spec).BookResourceResponse).toEqual({ type: 'object', properties: { data: ref } });
    expect(jsonSchema(op(spec, '/api/books', 'get'), '200').properties!.data!.items).toEqual(ref);
    expect(jsonSchema(op(spec, '/api/books', 'get'), '200').example).toEqual({ data: [book(3, 'Ulysses')] });
    expect(schemas(spec).BookResource).toEqual({
      type: 'object',
      properties: {
        id: { type: 'integer' },
        title: { type: 'string' },
        author: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
      },
    });
    // The author object is only ever inside the book: it stays inline there. The ping body is used once: inline.
    expect(Object.keys(schemas(spec))).toEqual(['BookResource', 'BookResourceResponse']);
    expect(jsonSchema(op(spec, '/api/ping', 'get'), '200').properties).toMatchObject({ pong: { type: 'boolean' } });
    await validateOpenApiYaml(openApiToYaml(spec));
    const v31 = generateOpenApiSpec(threeUses, context(config((c) => (c.openapi.version = '3.1.0')))).spec;
    await validateOpenApiYaml(openApiToYaml(v31));
  });

  it('name shapes without a class after their property or uri, numbering a second shape with the same name', () => {
    // Each body has a field of its own, so only the author objects repeat.
    const author = (extra: Record<string, unknown>, own: string) => ({ author: { id: 1, name: 'Ann', ...extra }, [own]: 1 });
    const plain = (status: number, body: unknown): ResponseExample => ({ status, content: JSON.stringify(body), headers: {}, description: '' });
    const spec = generateOpenApiSpec(
      groups([
        testEndpoint({ httpMethods: ['GET'], uri: 'api/a', responses: [plain(200, author({}, 'page'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/b', responses: [plain(200, author({}, 'total'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/c', responses: [plain(200, author({ email: 'a@b.c' }, 'next'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/d', responses: [plain(200, author({ email: 'x@y.z' }, 'prev'))] }),
      ]),
      context(config()),
    ).spec;
    expect(Object.keys(schemas(spec))).toEqual(['Author', 'Author2']);
    expect(Object.keys(schemas(spec).Author2!.properties!)).toEqual(['id', 'name', 'email']);
    expect(jsonSchema(op(spec, '/api/d', 'get'), '200').properties!.author).toEqual({ $ref: '#/components/schemas/Author2' });
  });

  it('tell apart shapes that differ only deep inside them', () => {
    // The orders of a and b have the same shape all the way down; those of c and d too, but with a postcode three
    // objects deep: two components, never one.
    const body = (postcode: boolean, own: string) => ({ order: { customer: { address: { city: 'Oslo', ...(postcode ? { postcode: '0150' } : {}) } } }, [own]: 1 });
    const plain = (status: number, content: unknown): ResponseExample => ({ status, content: JSON.stringify(content), headers: {}, description: '' });
    const spec = generateOpenApiSpec(
      groups([
        testEndpoint({ httpMethods: ['GET'], uri: 'api/a', responses: [plain(200, body(false, 'page'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/b', responses: [plain(200, body(false, 'total'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/c', responses: [plain(200, body(true, 'next'))] }),
        testEndpoint({ httpMethods: ['GET'], uri: 'api/d', responses: [plain(200, body(true, 'prev'))] }),
      ]),
      context(config()),
    ).spec;
    const order = (path: string) => jsonSchema(op(spec, path, 'get'), '200').properties!.order!;
    expect(order('/api/a')).toEqual(order('/api/b'));
    expect(order('/api/c')).toEqual(order('/api/d'));
    expect(order('/api/a')).not.toEqual(order('/api/c'));
    const component = (ref: Schema) => schemas(spec)[String(ref.$ref).split('/').pop()!]!;
    const address = (path: string) => component(order(path)).properties!.customer!.properties!.address!;
    expect(Object.keys(address('/api/a').properties!)).toEqual(['city']);
    expect(Object.keys(address('/api/c').properties!)).toEqual(['city', 'postcode']);
  });

  it('share a request body sent by two operations, keeping its examples, and enums used twice', () => {
    const body = {
      status: makeParameter({ name: 'status', type: 'string', required: true, enumValues: ['draft', 'live'], example: 'live' }),
      title: makeParameter({ name: 'title', type: 'string', example: 'Dune' }),
    };
    const spec = generateOpenApiSpec(
      groups([
        testEndpoint({ httpMethods: ['POST'], uri: 'api/books', metadata: { title: 'Create a book' }, bodyParameters: body }),
        testEndpoint({ httpMethods: ['PUT'], uri: 'api/books/{id}', metadata: { title: 'Update a book' }, bodyParameters: body }),
      ]),
      context(config()),
    ).spec;
    expect(Object.keys(schemas(spec))).toEqual(['CreateABookRequest']);
    expect(schemas(spec).CreateABookRequest!.properties!.title).toMatchObject({ type: 'string', example: 'Dune' });
    expect(op(spec, '/api/books/{id}', 'put').requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/CreateABookRequest' });
  });

  it('can be turned off with openapi.shared_schemas: false', () => {
    const spec = generateOpenApiSpec(threeUses, context(config((c) => (c.openapi.shared_schemas = false)))).spec;
    expect(spec.components?.schemas).toBeUndefined();
    expect(jsonSchema(op(spec, '/api/books', 'get'), '200').properties!.data!.items!.properties!.title).toEqual({ type: 'string', example: 'Ulysses' });
  });
});

describe('x-codeSamples', () => {
  const one = groups([
    testEndpoint({
      httpMethods: ['POST'],
      uri: 'api/books',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer {YOUR_AUTH_KEY}' },
      bodyParameters: { title: makeParameter({ name: 'title', example: 'Dune' }) },
    }),
  ]);

  it('carry the example request in every configured language the site shows, built in or from a template', () => {
    const dir = tempApp({ 'ruby.mustache': 'Net::HTTP::{{method}}.new("{{{fullUrl}}}") # {{bodyJson}}', 'php.mustache': '$http->{{methodLower}}("{{url}}");' });
    const templates = new TemplateLibrary(dir);
    const languages = (c: DocgenConfig) => Object.assign(c, { example_languages: ['bash', 'python', 'ruby', 'php', 'go'] });
    const spec = generateOpenApiSpec(one, { ...context(config((c) => (languages(c).openapi.code_samples = true))), templates }).spec;
    const samples = op(spec, '/api/books', 'post')['x-codeSamples'] as Array<{ lang: string; label: string; source: string }>;
    // go has neither a generator nor a template: the site shows no go tab, and the spec has no go sample.
    expect(samples.map((s) => [s.lang, s.label])).toEqual([
      ['Shell', 'bash'],
      ['Python', 'python'],
      ['ruby', 'ruby'],
      ['PHP', 'php'],
    ]);
    expect(samples[2]!.source).toBe('Net::HTTP::POST.new("https://shop.test/api/books") # {\n    "title": "Dune"\n}');
    // The owner's php template replaces the built-in Guzzle example, as on the site.
    expect(samples[3]!.source).toBe('$http->post("https://shop.test/api/books");');
    expect(samples[0]!.source).toContain('curl --request POST');
    expect(samples[0]!.source).toContain('https://shop.test/api/books');
    expect(samples[0]!.source).toContain('\\"title\\": \\"Dune\\"');
    expect(samples[1]!.source).toContain("'Authorization': 'Bearer {YOUR_AUTH_KEY}'");
  });

  it('are on by default and left out when openapi.code_samples is false', () => {
    const byDefault = op(generateOpenApiSpec(one, context(config())).spec, '/api/books', 'post')['x-codeSamples'] as Array<{ label: string }>;
    // The default example_languages are bash and javascript.
    expect(byDefault.map((sample) => sample.label)).toEqual(['bash', 'javascript']);
    expect(op(generateOpenApiSpec(one, context(config((c) => (c.openapi.code_samples = false)))).spec, '/api/books', 'post')['x-codeSamples']).toBeUndefined();
  });
});

describe('the sample app spec', async () => {
  const app = await extractApp(copySampleApp());
  const spec = (edit: (c: DocgenConfig) => void) => {
    const c: DocgenConfig = { ...app.config, openapi: { ...app.config.openapi } };
    edit(c);
    return openApiToYaml(generateOpenApiSpec(app.groups, { config: c, appName: app.appName, appUrl: app.appUrl }).spec);
  };

  for (const version of ['3.0.3', '3.1.0'] as const) {
    it(`validates in ${version} with shared schemas and is at least 30 % smaller than with every schema inline`, async () => {
      const inline = spec((c) => Object.assign(c.openapi, { version, shared_schemas: false, code_samples: false }));
      const shared = spec((c) => Object.assign(c.openapi, { version, shared_schemas: true, code_samples: false }));
      await validateOpenApiYaml(shared);
      await validateOpenApiYaml(spec((c) => Object.assign(c.openapi, { version, shared_schemas: true, code_samples: true })));
      expect(shared.length).toBeLessThanOrEqual(inline.length * 0.7);
      // The spec the sample app's own config builds has shared schemas and code samples (both on by default).
      expect(spec((c) => Object.assign(c.openapi, { version }))).toBe(spec((c) => Object.assign(c.openapi, { version, shared_schemas: true, code_samples: true })));
    });
  }
});
