import { describe, expect, it } from 'vitest';
import { endpointKey, endpointKeysPerMethod, parseEndpointKey, primaryEndpointKey, primaryMethod } from '../../src/endpoint/endpoint-key.ts';

describe('endpoint key', () => {
  it('is the upper-case method and the uri with one leading slash', () => {
    expect(endpointKey('get', 'api/books')).toBe('GET /api/books');
    expect(endpointKey('POST', '//api/books/{id}')).toBe('POST /api/books/{id}');
    expect(endpointKey('GET', '/')).toBe('GET /');
  });

  it('names an endpoint by its first method, or by each of its methods', () => {
    const endpoint = { httpMethods: ['PUT', 'PATCH'], uri: 'api/books/{id}' };
    expect(primaryMethod(endpoint)).toBe('PUT');
    expect(primaryEndpointKey(endpoint)).toBe('PUT /api/books/{id}');
    expect(endpointKeysPerMethod(endpoint)).toEqual(['PUT /api/books/{id}', 'PATCH /api/books/{id}']);
    expect(primaryMethod({ httpMethods: [] })).toBe('GET');
  });

  it('reads keys as users write them, and refuses what is not METHOD /uri', () => {
    expect(parseEndpointKey('get /api/x')).toBe('GET /api/x');
    expect(parseEndpointKey('  GET api/x ')).toBe('GET /api/x');
    expect(parseEndpointKey('Delete   /api/x/{id}')).toBe('DELETE /api/x/{id}');
    expect(parseEndpointKey('Books')).toBeNull();
    expect(parseEndpointKey('FETCH /api/x')).toBeNull();
  });
});
