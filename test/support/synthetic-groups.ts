/**
 * Realistic `Group[]` of any size, for site tests and benchmarks: resource-style groups with
 * CRUD endpoints, nested body parameters, query filters, JSON responses with headers, error
 * scenarios, response fields and some authenticated endpoints. Deterministic for a given seed.
 */
import { Faker, base, en } from '@faker-js/faker';
import { endpointKey } from '../../src/endpoint/endpoint-key.ts';
import { makeParameter, type Endpoint, type Group, type Parameter, type ResponseExample } from '../../src/model.ts';

export interface SyntheticOptions {
  /** Total endpoints. */
  endpoints: number;
  /** Endpoints per group (the last group takes the remainder). */
  perGroup?: number;
  seed?: number;
}

const ACTIONS = ['index', 'store', 'show', 'update', 'destroy', 'search', 'export', 'restore'] as const;

export function syntheticGroups(options: SyntheticOptions): Group[] {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(options.seed ?? 42);
  const perGroup = options.perGroup ?? 25;
  const groups: Group[] = [];
  let made = 0;
  let groupIndex = 0;
  while (made < options.endpoints) {
    const noun = `${faker.word.noun()}${groupIndex}`.toLowerCase().replace(/[^a-z0-9]/g, '');
    const name = `${capitalise(noun)} management`;
    const group: Group = { name, description: faker.lorem.sentence(), endpoints: [] };
    const count = Math.min(perGroup, options.endpoints - made);
    for (let i = 0; i < count; i++) {
      const action = ACTIONS[i % ACTIONS.length]!;
      const round = Math.floor(i / ACTIONS.length);
      group.endpoints.push(makeEndpoint(faker, name, noun, action, round));
    }
    made += count;
    groups.push(group);
    groupIndex++;
  }
  return groups;
}

function makeEndpoint(faker: Faker, groupName: string, noun: string, action: (typeof ACTIONS)[number], round: number): Endpoint {
  const base = round === 0 ? `api/${noun}s` : `api/v${round + 1}/${noun}s`;
  const [method, uri] = (
    {
      index: ['GET', base],
      store: ['POST', base],
      show: ['GET', `${base}/{id}`],
      update: ['PUT', `${base}/{id}`],
      destroy: ['DELETE', `${base}/{id}`],
      search: ['GET', `${base}/search`],
      export: ['POST', `${base}/export`],
      restore: ['PATCH', `${base}/{id}/restore`],
    } as const
  )[action];
  const urlParameters: Record<string, Parameter> = {};
  if (uri.includes('{id}')) {
    urlParameters.id = makeParameter({
      name: 'id',
      description: `The ID of the ${noun}.`,
      required: true,
      type: 'integer',
      example: faker.number.int({ min: 1, max: 99 }),
    });
  }
  const queryParameters: Record<string, Parameter> = {};
  if (method === 'GET' && !uri.includes('{id}')) {
    queryParameters.page = makeParameter({ name: 'page', description: 'The page number.', type: 'integer', example: 1 });
    queryParameters['filter[status]'] = makeParameter({
      name: 'filter[status]',
      description: `Only ${noun}s with this status.`,
      type: 'string',
      example: 'active',
      enumValues: ['active', 'archived'],
    });
    queryParameters.q = makeParameter({ name: 'q', description: faker.lorem.sentence(), type: 'string' });
  }
  const bodyParameters: Record<string, Parameter> = {};
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
    bodyParameters.title = makeParameter({
      name: 'title',
      description: 'Must not be greater than 255 characters.',
      required: true,
      example: faker.lorem.words(3),
    });
    bodyParameters.price = makeParameter({ name: 'price', type: 'number', example: faker.number.float({ min: 1, max: 500, fractionDigits: 2 }) });
    bodyParameters.tags = makeParameter({ name: 'tags', type: 'string[]', example: [faker.word.adjective()] });
    bodyParameters.author = makeParameter({ name: 'author', type: 'object', required: true, example: {} });
    bodyParameters['author.name'] = makeParameter({ name: 'author.name', required: true, example: faker.person.fullName() });
    bodyParameters['author.email'] = makeParameter({
      name: 'author.email',
      description: 'Must be a valid email address.',
      example: faker.internet.email(),
    });
    bodyParameters.items = makeParameter({ name: 'items', type: 'object[]', example: [] });
    bodyParameters['items[].sku'] = makeParameter({ name: 'items[].sku', required: true, example: faker.string.alphanumeric(8) });
    bodyParameters['items[].quantity'] = makeParameter({ name: 'items[].quantity', type: 'integer', example: faker.number.int({ min: 1, max: 9 }) });
  }
  const record = {
    id: faker.number.int({ min: 1, max: 999 }),
    title: faker.lorem.words(3),
    status: faker.helpers.arrayElement(['active', 'archived']),
    price: faker.number.float({ min: 1, max: 500, fractionDigits: 2 }),
    author: { name: faker.person.fullName(), email: faker.internet.email() },
    created_at: faker.date.past({ refDate: '2026-01-01T00:00:00Z' }).toISOString(),
  };
  const responses: ResponseExample[] = [];
  const jsonHeaders = { 'content-type': 'application/json', 'cache-control': 'no-cache, private' };
  if (method === 'DELETE') {
    responses.push({ status: 204, content: null, headers: {}, description: '' });
  } else if (action === 'index' || action === 'search') {
    responses.push({
      status: 200,
      content: JSON.stringify({ data: [record, { ...record, id: record.id + 1 }], meta: { current_page: 1, per_page: 15, total: 2 } }, null, 4),
      headers: jsonHeaders,
      description: '',
    });
  } else {
    responses.push({ status: method === 'POST' ? 201 : 200, content: JSON.stringify({ data: record }, null, 4), headers: jsonHeaders, description: '' });
  }
  if (uri.includes('{id}')) {
    responses.push({ status: 404, content: JSON.stringify({ message: `${capitalise(noun)} not found.` }, null, 4), headers: jsonHeaders, description: 'not found' });
  }
  if (Object.keys(bodyParameters).length) {
    responses.push({
      status: 422,
      content: JSON.stringify({ message: 'The title field is required.', errors: { title: ['The title field is required.'] } }, null, 4),
      headers: jsonHeaders,
      description: 'validation failed',
    });
  }
  const authenticated = method !== 'GET';
  return {
    id: endpointKey(method, uri),
    httpMethods: [method],
    uri,
    metadata: {
      groupName,
      groupDescription: '',
      subgroup: '',
      subgroupDescription: '',
      title: `${capitalise(action)} ${noun}${action === 'index' || action === 'search' ? 's' : ''}${round ? ` (v${round + 1})` : ''}`,
      description: `${faker.lorem.paragraph()} ${faker.hacker.phrase()}`,
      authenticated,
      deprecated: false,
    },
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(authenticated ? { Authorization: 'Bearer {YOUR_AUTH_KEY}' } : {}),
    },
    urlParameters,
    queryParameters,
    bodyParameters,
    responses,
    responseFields: method === 'GET'
      ? {
          id: { name: 'id', description: `The ID of the ${noun}.`, type: 'integer', required: true, nullable: false, enumValues: [] },
          status: { name: 'status', description: 'Lifecycle state.', type: 'string', required: false, nullable: false, enumValues: ['active', 'archived'] },
          'author.name': { name: 'author.name', description: 'Who wrote it.', type: 'string', required: false, nullable: true, enumValues: [] },
        }
      : {},
  };
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A group whose source text tries to inject HTML and script everywhere text reaches the page. */
export const XSS_MARK = '__docgenXss';
export const XSS_SCRIPT = `<script>window.${XSS_MARK}=1</script>`;
export const XSS_IMG = `<img src=x onerror="window.${XSS_MARK}=2">`;

export function xssGroup(): Group {
  return {
    name: 'Hostile <em>group</em>',
    description: `Group text ${XSS_IMG}`,
    endpoints: [
      {
        id: 'POST /api/hostile',
        httpMethods: ['POST'],
        uri: 'api/hostile',
        metadata: {
          groupName: 'Hostile <em>group</em>',
          groupDescription: '',
          subgroup: '',
          subgroupDescription: '',
          title: `Hostile ${XSS_SCRIPT} title`,
          description: `Docblock says ${XSS_IMG} and ${XSS_SCRIPT} and [a link](javascript:window.${XSS_MARK}=3).`,
          authenticated: false,
          deprecated: false,
        },
        headers: { 'Content-Type': 'application/json', 'X-Evil': `"><svg onload=window.${XSS_MARK}=4>` },
        urlParameters: {},
        queryParameters: {},
        bodyParameters: {
          note: makeParameter({ name: 'note', description: `A note ${XSS_IMG}`, example: `</textarea>${XSS_SCRIPT}`, required: true }),
        },
        responses: [
          { status: 200, content: JSON.stringify({ html: XSS_SCRIPT, img: XSS_IMG }), headers: { 'x-note': XSS_IMG }, description: `scenario ${XSS_IMG}` },
          { status: 500, content: `<html><body>${XSS_SCRIPT}${XSS_IMG}</body></html>`, headers: {}, description: '' },
        ],
        responseFields: {
          html: { name: 'html', description: `Field ${XSS_SCRIPT}`, type: 'string', required: false, nullable: false, enumValues: [XSS_IMG] },
        },
      },
    ],
  };
}
