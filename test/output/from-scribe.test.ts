/**
 * From Scribe's own intermediate files to the outputs: the fixture (test/fixtures/scribe, modelled on Scribe's
 * tests/Fixtures and OutputTest, with OutputTest's config: title "GREAT API!", bearer auth, info.version 3.9.9)
 * must give the requests, operations, parameters and examples Scribe's writers give.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readCamelDir } from '../../src/camel/read-camel.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import type { OperationObject } from '../../src/output/openapi/openapi-types.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import type { PostmanFolder, PostmanItem } from '../../src/output/postman/postman-types.ts';
import { operationIds, postmanSchemaErrors, validateOpenApiYaml } from './support/validators.ts';

const scribeDir = fileURLToPath(new URL('../fixtures/scribe/.scribe', import.meta.url));
const { groups } = readCamelDir(scribeDir);

const config = defaultConfig();
config.title = 'GREAT API!';
config.auth = { ...config.auth, enabled: true, in: 'bearer' };
config.collection.overrides = { 'info.version': '3.9.9' };
config.openapi.overrides = { 'info.version': '3.9.9' };
const context = { config, appName: 'Laravel', appUrl: 'http://localhost' };

describe('Postman collection from Scribe Camel files', () => {
  const collection = generatePostmanCollection(groups, context).collection;
  const items = (folder: PostmanFolder): PostmanItem[] =>
    folder.item.flatMap((entry) => ('request' in entry ? [entry] : items(entry)));
  const all = collection.item.flatMap(items);
  const named = (name: string) => all.find((item) => item.name === name)!;

  it('is a valid v2.1.0 collection named from the title, with the overridden version', () => {
    expect(postmanSchemaErrors(JSON.parse(collectionToJson(collection)))).toEqual([]);
    expect(collection.info).toMatchObject({ name: 'GREAT API!', description: '', version: '3.9.9' });
    expect(collection.variable[0]).toMatchObject({ key: 'baseUrl', value: 'http://localhost' });
    expect(collection.item.map((f) => f.name)).toEqual(['Group A', 'Other😎', 'Status']);
    expect(collection.auth.type).toBe('bearer');
  });

  it('sends the body of withBodyParameters exactly as Scribe does', () => {
    expect(named('Endpoint with body parameters.').request.body?.raw).toBe(
      '{"user_id":9,"room_id":"consequatur","forever":false,"another_one":11613.31890586,"yet_another_param":{"name":"consequatur"},' +
        '"even_more_param":[11613.31890586],"book":{"name":"consequatur","author_id":17,"pages_count":17},"ids":[17],' +
        '"users":[{"first_name":"John","last_name":"Doe"}]}',
    );
  });

  it('sends a list body as a JSON list', () => {
    const item = named('Endpoint with body parameters as array.');
    expect(item.request.body?.raw).toBe('[{"first_name":"John","last_name":"Doe","contacts":[{"first_name":"Janelle"}],"roles":["Admin"]}]');
    expect(item.request.header).toEqual([
      { key: 'Custom-Header', value: 'NotSoCustom' },
      { key: 'Content-Type', value: 'application/json' },
      { key: 'Accept', value: 'application/json' },
    ]);
    expect(item.request.auth).toEqual({ type: 'noauth' });
  });

  it('sends form data with the file as a file field', () => {
    expect(named('Endpoint with body form data parameters.').request.body?.formdata).toEqual([
      { key: 'name', value: 'cat.jpg', type: 'text', description: 'Name of image.' },
      { key: 'image', src: null, type: 'file', description: 'The image.' },
    ]);
  });

  it('writes query parameters URL-encoded, the optional one without example disabled', () => {
    const url = named('GET api/withQueryParameters').request.url;
    expect(url.query.map((q) => [q.key, q.value, q.disabled])).toEqual([
      ['location_id', 'consequatur', false],
      ['user_id', 'me', false],
      ['page', '4', false],
      ['filters', '', true],
      ['url_encoded', '%2B+%5B%5D%26%3D', false],
    ]);
    expect(url.raw).toBe('{{baseUrl}}/api/withQueryParameters?location_id=consequatur&user_id=me&page=4&url_encoded=%2B+%5B%5D%26%3D');
  });

  it('leaves the Authorization header to the collection auth on authenticated requests', () => {
    const item = named('GET api/withAuthTag');
    expect(item.request.header.map((h) => h.key)).toEqual(['Custom-Header', 'Accept']);
    expect(item.request.auth).toBeUndefined();
  });

  it('turns URL parameters into :variables with their examples', () => {
    const url = named('GET api/echoesUrlParameters/{param}/{param2}/{param3?}/{param4?}').request.url;
    expect(url.path).toBe('api/echoesUrlParameters/:param/:param2/:param3/:param4');
    expect(url.variable?.map((v) => [v.key, v.value])).toEqual([
      ['param', '4'],
      ['param2', 'consequatur'],
      ['param3', 'consequatur'],
      ['param4', ''],
    ]);
    expect(url.raw).toBe('{{baseUrl}}/api/echoesUrlParameters/:param/:param2/:param3/:param4?something=consequatur');
  });

  it('attaches every example response, names without the status', () => {
    expect(named('GET api/withResponseTag').response.map((r) => [r.code, r.name])).toEqual([
      [200, ''],
      [200, 'An apple'],
      [404, 'Not found'],
    ]);
    const echo = named('GET api/echoesUrlParameters/{param}/{param2}/{param3?}/{param4?}').response[0]!;
    expect(echo.body).toBe('{"param":"4","param2":"consequatur","param3":"consequatur","param4":null}');
    expect(echo.header).toEqual([
      { key: 'cache-control', value: 'no-cache, private' },
      { key: 'content-type', value: 'application/json' },
    ]);
  });

  it('sends the custom PUT with a file as POST with _method', () => {
    const replace = named('Replace a photo').request;
    expect(replace.method).toBe('POST');
    expect(replace.body?.formdata?.at(-1)).toEqual({ key: '_method', value: 'PUT', type: 'text' });
    expect(replace.url.variable).toEqual([{ id: 'id', key: 'id', value: '3', description: 'The ID of the photo.' }]);
  });
});

describe('OpenAPI spec from Scribe Camel files', () => {
  const { spec } = generateOpenApiSpec(groups, context);
  const op = (path: string, method: string) => spec.paths[path]![method] as OperationObject;
  const echo = '/api/echoesUrlParameters/{param}/{param2}/{param3}/{param4}';

  it('validates, with unique operationIds and the overridden version', async () => {
    await validateOpenApiYaml(openApiToYaml(spec));
    const ids = operationIds(spec as never);
    expect(new Set(ids).size).toBe(ids.length);
    expect(spec.info).toEqual({ title: 'GREAT API!', description: '', version: '3.9.9' });
    expect(spec.servers).toEqual([{ url: 'http://localhost' }]);
    expect(spec.tags.map((t) => t.name)).toEqual(['Group A', 'Other😎', 'Status']);
  });

  it('places URL parameters on the path, optional ones marked with omitted/present examples', () => {
    expect(op(echo, 'get').operationId).toBe('getApiEchoesUrlParametersParamParam2Param3Param4');
    expect(spec.paths[echo]!.parameters).toEqual([
      { in: 'path', name: 'param', description: '', example: '4', required: true, schema: { type: 'string' } },
      { in: 'path', name: 'param2', description: '', example: 'consequatur', required: true, schema: { type: 'string' } },
      {
        in: 'path',
        name: 'param3',
        description: 'Optional parameter.',
        required: true,
        schema: { type: 'string' },
        examples: {
          omitted: { summary: 'When the value is omitted', value: '' },
          present: { summary: 'When the value is present', value: 'consequatur' },
        },
      },
      {
        in: 'path',
        name: 'param4',
        description: 'Optional parameter.',
        required: true,
        schema: { type: 'string' },
        examples: { omitted: { summary: 'When the value is omitted', value: '' } },
      },
    ]);
  });

  it('writes query and header parameters as Scribe does', () => {
    const query = op('/api/withQueryParameters', 'get');
    expect(query.parameters.map((p) => [p.in, p.name, p.example, p.required])).toEqual([
      ['query', 'location_id', 'consequatur', true],
      ['query', 'user_id', 'me', true],
      ['query', 'page', '4', true],
      ['query', 'filters', undefined, false],
      ['query', 'url_encoded', '+ []&=', false],
      ['header', 'Custom-Header', 'NotSoCustom', undefined],
    ]);
    expect(op('/api/withAuthTag', 'get').parameters.map((p) => p.name)).toEqual(['Custom-Header']);
  });

  it('describes the form-data body as multipart with both fields required', () => {
    expect(op('/api/withFormDataParams', 'post').requestBody).toEqual({
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'Name of image.', example: 'cat.jpg', nullable: false },
              image: { type: 'string', format: 'binary', description: 'The image.', nullable: false },
            },
            required: ['name', 'image'],
          },
        },
      },
    });
  });

  it('keeps both 200 examples of withResponseTag, with field descriptions in the schema', () => {
    const ok = op('/api/withResponseTag', 'get').responses['200']!;
    const media = ok.content!['application/json']!;
    expect(Object.values(media.examples!).map((e) => (e.value as { name: string }).name)).toEqual(['banana', 'apple']);
    expect(media.schema.properties!.id).toEqual({ type: 'integer', description: 'The id of the fruit.' });
    expect(media.schema.required).toEqual(['id']);
    expect(op('/api/withResponseTag', 'get').responses['404']!.description).toBe('Not found');
  });

  it('secures operations with the bearer scheme, opening the unauthenticated ones', () => {
    expect(spec.components!.securitySchemes!.default).toEqual({ type: 'http', scheme: 'bearer', description: '' });
    expect(spec.security).toEqual([{ default: [] }]);
    expect(op('/api/withAuthTag', 'get').security).toBeUndefined();
    expect(op('/api/photos/{id}', 'put').security).toBeUndefined();
    expect(op('/api/withQueryParameters', 'get').security).toEqual([]);
  });
});
