/** Endpoints whose parameter lists are decoded on first use: to every reader they are the endpoint they were. */
import { describe, expect, it } from 'vitest';
import { lazyEndpoint, splitEndpoint, withFields } from '../../src/endpoint/lazy-endpoint.ts';
import type { Endpoint } from '../../src/model.ts';

const endpoint = {
  id: 'getApiBooks',
  httpMethods: ['GET', 'HEAD'],
  uri: 'api/books',
  metadata: { groupName: 'Books', groupDescription: '', subgroup: '', subgroupDescription: '', title: 'List books.', description: '', authenticated: false, deprecated: false },
  headers: { Accept: 'application/json' },
  urlParameters: {},
  queryParameters: { page: { name: 'page', type: 'integer', required: false, example: 1 } },
  bodyParameters: {},
  responses: [{ status: 200, content: '{"data":[]}' }],
  responseFields: {},
  source: { route: { file: 'routes/api.php', line: 3 } },
} as unknown as Endpoint;

function counted(): { made: Endpoint; decodes: () => number } {
  const { head, body } = splitEndpoint(structuredClone(endpoint));
  let decodes = 0;
  const made = lazyEndpoint(head, () => {
    decodes++;
    return body;
  });
  return { made, decodes: () => decodes };
}

describe('lazy endpoints', () => {
  it('read their head without decoding the body, and copies with other fields share it undecoded', () => {
    const { made, decodes } = counted();
    expect([made.id, made.uri, made.httpMethods, made.metadata.title]).toEqual(['getApiBooks', 'api/books', ['GET', 'HEAD'], 'List books.']);
    const moved = withFields(made, { source: { route: { file: 'routes/api.php', line: 9 } } } as Partial<Endpoint>);
    expect(moved.source).toEqual({ route: { file: 'routes/api.php', line: 9 } });
    expect(Object.keys(moved)).toEqual(Object.keys(endpoint));
    expect(decodes()).toBe(0);
    expect(moved.queryParameters).toEqual(endpoint.queryParameters);
    expect(made.headers).toEqual(endpoint.headers);
    expect(made.responses).toEqual(endpoint.responses);
    expect(decodes()).toBe(1);
  });

  it('are the endpoint to JSON, a spread and a clone, and take writes to their body', () => {
    const { made } = counted();
    expect(JSON.stringify(made)).toBe(JSON.stringify(endpoint));
    expect({ ...counted().made }).toEqual(endpoint);
    expect(structuredClone(counted().made)).toEqual(endpoint);
    const written = counted().made;
    written.bodyParameters = { title: { name: 'title' } } as unknown as Endpoint['bodyParameters'];
    expect(written.bodyParameters).toEqual({ title: { name: 'title' } });
    expect(written.queryParameters).toEqual(endpoint.queryParameters);
  });
});
