import { describe, expect, it } from 'vitest';
import { endpointTitle } from '../../src/endpoint/endpoint-title.ts';

const metadata = { groupName: '', groupDescription: '', subgroup: '', subgroupDescription: '', title: '', description: '', authenticated: false, deprecated: false };

describe('endpoint title', () => {
  it('is the title, or the first method and the uri without one', () => {
    expect(endpointTitle({ metadata: { ...metadata, title: 'List books' }, httpMethods: ['GET'], uri: 'api/books' })).toBe('List books');
    expect(endpointTitle({ metadata, httpMethods: ['PUT', 'PATCH'], uri: 'api/books/{id}' })).toBe('PUT api/books/{id}');
  });
});
