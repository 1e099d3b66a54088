/**
 * The Postman collection (Scribe's `PostmanCollectionWriter`, the config's `collection`): shapes
 * written from Scribe's writer rules, validated by the official v2.1.0 schema and the postman-collection SDK.
 */
import { describe, expect, it } from 'vitest';
import sdk from 'postman-collection';
import type { DocgenConfig } from '../../src/config/types.ts';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import type { PostmanCollection, PostmanFolder, PostmanItem } from '../../src/output/postman/postman-types.ts';
import { params } from '../support/hand-built.ts';
import { endpoint, richConfig, richContext, richGroups } from './support/rich-groups.ts';
import { postmanSchemaErrors } from './support/validators.ts';
import { makeParameter } from '../../src/model.ts';

function build(config: DocgenConfig = richConfig()): PostmanCollection {
  return generatePostmanCollection(richGroups(), richContext(config)).collection;
}

function folder(collection: { item: PostmanFolder[] } | PostmanFolder, name: string): PostmanFolder {
  const found = collection.item.find((entry) => entry.name === name);
  if (!found || !('item' in found)) throw new Error(`no folder ${name}`);
  return found;
}

function request(container: PostmanFolder, name: string): PostmanItem {
  const found = container.item.find((entry) => entry.name === name);
  if (!found || !('request' in found)) throw new Error(`no request ${name}`);
  return found;
}

describe('Postman collection', () => {
  const collection = build();
  const books = folder(collection, 'Books');
  const tools = folder(collection, 'Tools');

  it('validates against the official v2.1.0 schema', () => {
    expect(postmanSchemaErrors(JSON.parse(collectionToJson(collection)))).toEqual([]);
  });

  it('is rejected by the schema when broken, so the check is real', () => {
    const broken = JSON.parse(collectionToJson(collection));
    broken.item[0].item[0].request.header = [{ key: 'X' }];
    expect(postmanSchemaErrors(broken).length).toBeGreaterThan(0);
  });

  it('loads in the postman-collection SDK and keeps every request through toJSON()', () => {
    const loaded = new sdk.Collection(JSON.parse(collectionToJson(collection)));
    const requests: Array<{ name: string; method: string; url: string }> = [];
    loaded.forEachItem((item) => {
      requests.push({ name: item.name, method: item.request.method, url: item.request.url.getPath(true) });
    });
    expect(requests.map((r) => r.name)).toEqual([
      'List books',
      'Create a book',
      'Show a book',
      'Replace the cover',
      'Remove the cover',
      'Search',
      'Search',
      'Import',
      'GET api/ping',
      'Export',
      'Upload photos',
    ]);
    expect(requests.find((r) => r.name === 'Show a book')).toEqual({ name: 'Show a book', method: 'GET', url: '/api/books/:id' });
    const again = new sdk.Collection(loaded.toJSON());
    let count = 0;
    again.forEachItem(() => count++);
    expect(count).toBe(11);
  });

  it('has the baseUrl variable and info from the config', () => {
    expect(collection.variable).toEqual([
      { id: 'baseUrl', key: 'baseUrl', type: 'string', name: 'string', value: 'https://api.example.test' },
    ]);
    expect(collection.info.name).toBe('Library API');
    expect(collection.info.description).toBe('Books and more.');
    expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
    expect(collection.info._postman_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('falls back to the app name and URL', () => {
    const config = richConfig();
    config.title = null;
    config.base_url = '';
    const { collection: fallback } = generatePostmanCollection([], { config, appName: 'Shop', appUrl: 'http://shop.test' });
    expect(fallback.info.name).toBe('Shop');
    expect(fallback.variable[0]!.value).toBe('http://shop.test');
  });

  it('puts one folder per group and nests subgroups as folders', () => {
    expect(collection.item.map((f) => [f.name, f.description])).toEqual([
      ['Books', 'Manage the catalogue.'],
      ['Tools', ''],
    ]);
    expect(books.item.map((i) => i.name)).toEqual(['List books', 'Create a book', 'Show a book', 'Covers']);
    const covers = folder(books, 'Covers');
    expect(covers.description).toBe('Cover images.');
    expect(covers.item.map((i) => i.name)).toEqual(['Replace the cover', 'Remove the cover']);
  });

  it('writes query parameters: lists and maps in PHP form, optional ones without example disabled', () => {
    const list = request(books, 'List books').request;
    expect(list.url.host).toBe('{{baseUrl}}');
    expect(list.url.path).toBe('api/books');
    expect(list.url.query).toEqual([
      { key: 'page', value: '2', description: 'The page.', disabled: false },
      { key: 'per_page', value: '', description: 'Page size.', disabled: true },
      { key: 'tags%5B0%5D', value: 'sf', description: 'Tags to match.', disabled: false },
      { key: 'tags%5B1%5D', value: 'classic', description: 'Tags to match.', disabled: false },
      { key: 'filter%5Bstatus%5D', value: 'draft', description: 'Filters.', disabled: false },
      { key: 'include_deleted', value: '0', description: '', disabled: false },
      { key: 'old_param', value: 'x', description: '', disabled: false },
    ]);
    expect(list.url.raw).toBe(
      '{{baseUrl}}/api/books?page=2&tags%5B0%5D=sf&tags%5B1%5D=classic&filter%5Bstatus%5D=draft&include_deleted=0&old_param=x',
    );
  });

  it('adds Accept once, keeps other headers and drops the one carrying the credential', () => {
    expect(request(books, 'List books').request.header).toEqual([
      { key: 'Content-Type', value: 'application/json' },
      { key: 'Accept', value: 'application/json' },
      { key: 'X-Tenant', value: 'acme' },
    ]);
    expect(request(tools, 'GET api/ping').request.header).toEqual([{ key: 'Accept', value: 'application/json' }]);
  });

  it('turns {param} into :param with a variable entry; optional ones without example are empty', () => {
    const show = request(books, 'Show a book').request;
    expect(show.url.path).toBe('api/books/:id');
    expect(show.url.variable).toEqual([{ id: 'id', key: 'id', value: '5', description: 'The ID of the book.' }]);
    const search = request(tools, 'Search').request;
    expect(search.url.path).toBe('api/search/:term');
    expect(search.url.variable).toEqual([{ id: 'term', key: 'term', value: '', description: 'What to look for.' }]);
  });

  it('sends JSON bodies raw, nested, without parameters that have no example', () => {
    const create = request(books, 'Create a book').request;
    expect(create.body?.mode).toBe('raw');
    expect(JSON.parse(create.body!.raw!)).toEqual({
      title: 'Dune',
      author: { name: 'Frank', born: 1920 },
      tags: ['sf'],
      chapters: [{ title: 'One', pages: 20 }],
      isbn: null,
      format: 'paperback',
    });
    expect(create.body?.raw).not.toContain('notes');
    const searchPost = (tools.item.filter((i) => i.name === 'Search')[1] as PostmanItem).request;
    expect(JSON.parse(searchPost.body!.raw!)).toEqual([{ field: 'title', value: 'Dune' }]);
  });

  it('sends PUT with files as POST form data with _method, without a boundary-less Content-Type', () => {
    const cover = request(folder(books, 'Covers'), 'Replace the cover').request;
    expect(cover.method).toBe('POST');
    expect(cover.body).toEqual({
      mode: 'formdata',
      formdata: [
        { key: 'cover', src: null, type: 'file', description: 'The image.' },
        { key: 'caption', value: 'First edition', type: 'text', description: '' },
        { key: 'primary', value: '1', type: 'text', description: '' },
        { key: '_method', value: 'PUT', type: 'text' },
      ],
    });
    expect(cover.header.map((h) => h.key)).toEqual(['Accept']);
  });

  it('writes nested and listed files with bracket keys', () => {
    const photos = request(tools, 'Upload photos').request;
    expect(photos.method).toBe('POST');
    expect(photos.body?.formdata?.map((f) => [f.key, f.type])).toEqual([
      ['photos[0]', 'file'],
      ['photos[1]', 'file'],
      ['meta[cover]', 'file'],
      ['meta[album]', 'text'],
    ]);
  });

  it('uses urlencoded mode for application/x-www-form-urlencoded', () => {
    const body = request(tools, 'Import').request.body;
    expect(body).toEqual({
      mode: 'urlencoded',
      urlencoded: [
        { key: 'name', value: 'batch 1', description: '' },
        { key: 'options[overwrite]', value: '1', description: '' },
      ],
    });
  });

  it('has no body for endpoints without body parameters and names untitled requests "METHOD uri"', () => {
    const ping = request(tools, 'GET api/ping');
    expect(ping.request.body).toBeUndefined();
    expect(ping.request.method).toBe('GET');
    expect(ping.response).toEqual([]);
  });

  it('attaches example responses with the status stripped from their names', () => {
    const create = request(books, 'Create a book');
    expect(create.response.map((r) => [r.code, r.name, r.status])).toEqual([
      [201, 'Created', 'Created'],
      [422, 'Missing title', 'Unprocessable Entity'],
      [422, 'Duplicate ISBN', 'Unprocessable Entity'],
    ]);
    expect(create.response[0]!.body).toBe('{"id":7,"title":"Dune"}');
    const list = request(books, 'List books');
    expect(list.response[0]!.header).toEqual([
      { key: 'content-type', value: 'application/json' },
      { key: 'x-ratelimit-limit', value: '60' },
    ]);
  });

  it('sets collection auth and noauth on open endpoints only when auth is enabled', () => {
    expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{YOUR_AUTH_KEY}', type: 'string' }] });
    expect(request(books, 'List books').request.auth).toBeUndefined();
    expect(request(tools, 'GET api/ping').request.auth).toEqual({ type: 'noauth' });

    const off = richConfig();
    off.auth.enabled = false;
    const open = build(off);
    expect(open.auth).toEqual({ type: 'noauth' });
    expect(request(folder(open, 'Tools'), 'GET api/ping').request.auth).toBeUndefined();
  });

  it('describes basic, header and query API keys, leaving the carrier out of requests', () => {
    const basic = richConfig();
    basic.auth.in = 'basic';
    expect(build(basic).auth).toEqual({ type: 'basic' });

    const header = richConfig();
    header.auth = { ...header.auth, in: 'header', name: 'X-Api-Key' };
    const groups = [
      {
        name: 'G',
        description: '',
        endpoints: [
          endpoint({
            httpMethods: ['GET'],
            uri: 'api/me',
            metadata: { authenticated: true },
            headers: { 'x-api-key': '{YOUR_AUTH_KEY}', 'X-Other': '1' },
            queryParameters: params(makeParameter({ name: 'api_token', required: true, example: '{YOUR_AUTH_KEY}' })),
          }),
        ],
      },
    ];
    const withHeader = generatePostmanCollection(groups, richContext(header)).collection;
    expect(withHeader.auth).toEqual({
      type: 'apikey',
      apikey: [
        { key: 'in', value: 'header', type: 'string' },
        { key: 'key', value: 'X-Api-Key', type: 'string' },
        { key: 'value', value: '{YOUR_AUTH_KEY}', type: 'string' },
      ],
    });
    const me = (withHeader.item[0]!.item[0] as PostmanItem).request;
    expect(me.header.map((h) => h.key)).toEqual(['X-Other', 'Accept']);
    expect(me.url.query.map((q) => q.key)).toEqual(['api_token']);

    const query = richConfig();
    query.auth = { ...query.auth, in: 'query', name: 'api_token' };
    const withQuery = generatePostmanCollection(groups, richContext(query)).collection;
    expect(withQuery.auth.apikey?.[0]).toEqual({ key: 'in', value: 'query', type: 'string' });
    expect((withQuery.item[0]!.item[0] as PostmanItem).request.url.query).toEqual([]);
    expect(postmanSchemaErrors(JSON.parse(collectionToJson(withQuery)))).toEqual([]);
  });

  it('applies collection.overrides with dot notation and nested maps, merging into info', () => {
    const config = richConfig();
    config.collection.overrides = { 'info.version': '3.9.9', info: { description: 'Overridden.' }, 'x.y.z': 1 };
    const overridden = build(config);
    expect(overridden.info.version).toBe('3.9.9');
    expect(overridden.info.description).toBe('Overridden.');
    expect(overridden.info.name).toBe('Library API');
    expect(overridden['x']).toEqual({ y: { z: 1 } });
    expect(postmanSchemaErrors(JSON.parse(collectionToJson(overridden)))).toEqual([]);
  });

  it('keeps an id given in overrides and otherwise derives it from the content', () => {
    const config = richConfig();
    config.collection.overrides = { 'info._postman_id': 'fixed-id' };
    expect(build(config).info._postman_id).toBe('fixed-id');
    const other = richConfig();
    other.description = 'Something else.';
    expect(build(other).info._postman_id).not.toBe(collection.info._postman_id);
  });
});

describe('Postman diagnostics', () => {
  it('warns when auth.in needs a name and auth.name is missing, and still writes a valid collection', () => {
    const config = richConfig();
    config.auth = { ...config.auth, in: 'header', name: null };
    const { collection, diagnostics } = generatePostmanCollection(richGroups(), richContext(config));
    expect(diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([['warning', 'auth-name-missing', 'config/docgen.php']]);
    expect(collection.auth.apikey?.[1]).toEqual({ key: 'key', value: 'Authorization', type: 'string' });
    expect(postmanSchemaErrors(JSON.parse(collectionToJson(collection)))).toEqual([]);
  });
});
