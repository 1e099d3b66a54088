/**
 * A hand-built `Group[]` with every kind of parameter and response the writers must handle:
 * query lists and objects, nested and list bodies, files (nested, lists, PUT with files), optional
 * URL parameters, several responses with one status, 204, text and binary responses, urlencoded
 * bodies, subgroups, authenticated and open endpoints, and two endpoints with the same title.
 */
import { defaultConfig } from '../../../src/config/defaults.ts';
import type { DocgenConfig } from '../../../src/config/types.ts';
import { makeParameter, type Endpoint, type Group, type ResponseExample } from '../../../src/model.ts';
import type { OutputContext } from '../../../src/output/context.ts';
import { params, testEndpoint, type TestEndpointFields } from '../../support/hand-built.ts';

/** An endpoint of the rich groups: its methods and uri given, the rest defaulted (see testEndpoint). */
export function endpoint(input: TestEndpointFields & { httpMethods: string[] }): Endpoint {
  return testEndpoint(input);
}

const p = makeParameter;

function json(status: number, body: unknown, description = '', headers: Record<string, string> = {}): ResponseExample {
  return { status, content: JSON.stringify(body), headers, description };
}

export function richGroups(): Group[] {
  const books: Group = {
    name: 'Books',
    description: 'Manage the catalogue.',
    endpoints: [
      endpoint({
        httpMethods: ['GET'],
        uri: 'api/books',
        metadata: { title: 'List books', description: 'Paginated.', authenticated: true },
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: 'Bearer {YOUR_AUTH_KEY}', 'X-Tenant': 'acme' },
        queryParameters: params(
          p({ name: 'page', type: 'integer', required: true, example: 2, description: 'The <b>page</b>.' }),
          p({ name: 'per_page', type: 'integer', description: 'Page size.' }),
          p({ name: 'tags', type: 'string[]', example: ['sf', 'classic'], description: 'Tags to match.' }),
          p({ name: 'filter', type: 'object', description: 'Filters.' }),
          p({ name: 'filter.status', type: 'string', example: 'draft', enumValues: ['draft', 'published'] }),
          p({ name: 'include_deleted', type: 'boolean', example: false }),
          p({ name: 'old_param', type: 'string', example: 'x', deprecated: true }),
        ),
        responses: [
          json(200, { data: [{ id: 1, title: 'Dune', subtitle: null }], meta: { total: 1 } }, '', {
            'content-type': 'application/json',
            'x-ratelimit-limit': '60',
          }),
        ],
        responseFields: {
          id: { name: 'id', description: 'The book ID.', type: 'integer', required: true, nullable: false, enumValues: [] },
          subtitle: { name: 'subtitle', description: 'Subtitle, if any.', type: 'string', required: false, nullable: true, enumValues: [] },
          'meta.total': { name: 'meta.total', description: 'How many books match.', type: 'integer', required: true, nullable: false, enumValues: [] },
        },
      }),
      endpoint({
        httpMethods: ['POST'],
        uri: 'api/books',
        metadata: { title: 'Create a book', authenticated: true },
        headers: { 'Content-Type': 'application/json' },
        bodyParameters: params(
          p({ name: 'title', type: 'string', required: true, example: 'Dune', description: 'The title.' }),
          p({ name: 'author', type: 'object', required: true, description: 'Who wrote it.' }),
          p({ name: 'author.name', type: 'string', required: true, example: 'Frank' }),
          p({ name: 'author.born', type: 'integer', example: 1920 }),
          p({ name: 'tags', type: 'string[]', example: ['sf'] }),
          p({ name: 'chapters', type: 'object[]', description: 'Chapters in order.' }),
          p({ name: 'chapters[].title', type: 'string', required: true, example: 'One' }),
          p({ name: 'chapters[].pages', type: 'integer', example: 20 }),
          p({ name: 'isbn', type: 'string', nullable: true, example: null, exampleWasSpecified: true }),
          p({ name: 'notes', type: 'string', description: 'Left out of examples.' }),
          p({ name: 'format', type: 'string', example: 'paperback', enumValues: ['paperback', 'hardcover'] }),
        ),
        responses: [
          json(201, { id: 7, title: 'Dune' }, '201, Created'),
          json(422, { message: 'The title field is required.' }, '422, Missing title'),
          json(422, { message: 'The isbn has already been taken.' }, '422, Duplicate ISBN'),
        ],
      }),
      endpoint({
        httpMethods: ['GET'],
        uri: 'api/books/{id}',
        metadata: { title: 'Show a book', authenticated: true },
        urlParameters: params(p({ name: 'id', type: 'integer', required: true, example: 5, description: 'The ID of the book.' })),
        responses: [
          json(200, { id: 5, title: 'Dune' }),
          { status: 404, content: 'Not Found', headers: { 'Content-Type': 'text/plain; charset=UTF-8' }, description: '404, Missing' },
        ],
      }),
      endpoint({
        httpMethods: ['PUT', 'PATCH'],
        uri: 'api/books/{id}/cover',
        metadata: { title: 'Replace the cover', subgroup: 'Covers', subgroupDescription: 'Cover images.', authenticated: true },
        headers: { 'Content-Type': 'multipart/form-data' },
        urlParameters: params(p({ name: 'id', type: 'integer', required: true, example: 5 })),
        bodyParameters: params(
          p({ name: 'cover', type: 'file', required: true, example: 'storage/covers/dune.jpg', description: 'The image.' }),
          p({ name: 'caption', type: 'string', example: 'First edition' }),
          p({ name: 'primary', type: 'boolean', example: true }),
        ),
        responses: [{ status: 204, content: null, headers: {}, description: '204, Replaced' }],
      }),
      endpoint({
        httpMethods: ['DELETE'],
        uri: 'api/books/{id}/cover',
        metadata: { title: 'Remove the cover', subgroup: 'Covers', authenticated: true },
        urlParameters: params(p({ name: 'id', type: 'integer', required: true, example: 5 })),
        responses: [{ status: 204, content: '', headers: {}, description: '' }],
      }),
    ],
  };
  const tools: Group = {
    name: 'Tools',
    description: '',
    endpoints: [
      endpoint({
        httpMethods: ['GET'],
        uri: 'api/search/{term?}',
        metadata: { title: 'Search' },
        urlParameters: params(p({ name: 'term', type: 'string', required: false, description: 'What to look for.' })),
        responses: [{ status: 200, content: 'id,title\n1,Dune', headers: { 'Content-Type': 'text/csv' }, description: '' }],
      }),
      endpoint({
        httpMethods: ['POST'],
        uri: 'api/search',
        metadata: { title: 'Search' },
        bodyParameters: params(
          p({ name: '[]', type: 'object[]', required: true, description: 'Criteria.' }),
          p({ name: '[].field', type: 'string', required: true, example: 'title' }),
          p({ name: '[].value', type: 'string', example: 'Dune' }),
        ),
        responses: [json(200, [{ id: 1 }])],
      }),
      endpoint({
        httpMethods: ['POST'],
        uri: 'api/imports',
        metadata: { title: 'Import' },
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        bodyParameters: params(
          p({ name: 'name', type: 'string', required: true, example: 'batch 1' }),
          p({ name: 'options.overwrite', type: 'boolean', example: true }),
        ),
        responses: [{ status: 202, content: null, headers: {}, description: 'Accepted for processing' }],
      }),
      endpoint({ httpMethods: ['GET'], uri: 'api/ping' }),
      endpoint({
        httpMethods: ['GET'],
        uri: 'api/export',
        metadata: { title: 'Export', deprecated: true },
        responses: [{ status: 200, content: '<<binary>> The CSV file', headers: {}, description: '' }],
      }),
      endpoint({
        httpMethods: ['POST'],
        uri: 'api/photos',
        metadata: { title: 'Upload photos' },
        bodyParameters: params(
          p({ name: 'photos', type: 'file[]', required: true, example: ['a.jpg', 'b.jpg'] }),
          p({ name: 'meta', type: 'object' }),
          p({ name: 'meta.cover', type: 'file', required: true, example: 'cover.png' }),
          p({ name: 'meta.album', type: 'string', example: 'Summer' }),
        ),
      }),
    ],
  };
  return [books, tools];
}

/** A config with bearer auth on, a title and a description; override what a test needs. */
export function richConfig(): DocgenConfig {
  const config = defaultConfig();
  config.title = 'Library API';
  config.description = 'Books and more.';
  config.base_url = 'https://api.example.test/';
  config.auth = { ...config.auth, enabled: true, in: 'bearer', placeholder: '{YOUR_AUTH_KEY}' };
  config.openapi.enabled = true;
  return config;
}

export function richContext(config: DocgenConfig = richConfig()): OutputContext {
  return { config, appName: 'Laravel', appUrl: 'http://localhost' };
}
