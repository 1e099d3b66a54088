import { describe, expect, it } from 'vitest';
import { buildGroups } from '../../src/groups/build-groups.ts';
import { orderGroups, sortGroupNames } from '../../src/groups/order.ts';
import { naturalCompare } from '../../src/groups/natural-compare.ts';
import type { Endpoint, Group } from '../../src/model.ts';
import { testEndpoint } from '../support/hand-built.ts';

function endpoint(method: string, uri: string, groupName = '', subgroup = '', groupDescription = ''): Endpoint {
  return testEndpoint({ httpMethods: [method], uri, metadata: { groupName, subgroup, groupDescription } });
}

const names = (groups: Group[]) => groups.map((g) => g.name);
const ids = (group: Group) => group.endpoints.map((e) => e.id);

describe('natural sort (PHP strnatcmp)', () => {
  it('compares digit runs as numbers', () => {
    expect(['Group 10', 'Group 2', 'Group 1'].sort(naturalCompare)).toEqual(['Group 1', 'Group 2', 'Group 10']);
  });
  it('is case-sensitive like PHP (upper case before lower case)', () => {
    expect(['b', 'B', 'a', 'A'].sort(naturalCompare)).toEqual(['A', 'B', 'a', 'b']);
  });
});

describe('default ordering (rule 1)', () => {
  it('sorts groups naturally and keeps endpoints in route-definition order', () => {
    const groups = buildGroups(
      [
        endpoint('POST', 'api/z', 'Group 10'),
        endpoint('GET', 'api/b', 'Group 2'),
        endpoint('GET', 'api/a', 'Group 2'),
        endpoint('GET', 'api/c', 'Group 1'),
      ],
      { defaultGroup: 'Endpoints', order: [] },
    );
    expect(names(groups)).toEqual(['Group 1', 'Group 2', 'Group 10']);
    expect(ids(groups[1]!)).toEqual(['GET /api/b', 'GET /api/a']);
  });

  it('puts endpoints without a group in groups.default and takes the first non-empty description', () => {
    const groups = buildGroups(
      [endpoint('GET', 'api/x'), endpoint('GET', 'api/y', 'Books'), endpoint('GET', 'api/z', 'Books', '', 'About books')],
      { defaultGroup: 'Misc', order: [] },
    );
    expect(names(groups)).toEqual(['Books', 'Misc']);
    expect(groups[0]!.description).toBe('About books');
    expect(groups[1]!.endpoints[0]!.metadata.groupName).toBe('Misc');
  });
});

describe('groups.order', () => {
  const sample = () => [
    { name: 'Alpha', description: '', endpoints: [endpoint('GET', 'api/a1', 'Alpha'), endpoint('POST', 'api/a2', 'Alpha')] },
    { name: 'Beta', description: '', endpoints: [endpoint('GET', 'api/b1', 'Beta')] },
    { name: 'Gamma', description: '', endpoints: [endpoint('GET', 'api/g1', 'Gamma')] },
    { name: 'Delta', description: '', endpoints: [endpoint('GET', 'api/d1', 'Delta')] },
  ];

  it('puts listed groups first in the listed order, the rest after in natural order (rules 2, 3)', () => {
    expect(names(orderGroups(sample(), ['Gamma', 'Beta']))).toEqual(['Gamma', 'Beta', 'Alpha', 'Delta']);
  });

  it("places unlisted groups at '*' and buries the groups listed after it (rule 5)", () => {
    expect(names(orderGroups(sample(), ['Gamma', '*', 'Alpha']))).toEqual(['Gamma', 'Beta', 'Delta', 'Alpha']);
    expect(names(orderGroups(sample(), ['*', 'Beta', 'Alpha']))).toEqual(['Delta', 'Gamma', 'Beta', 'Alpha']);
  });

  it('ignores listed names that match no group', () => {
    expect(names(orderGroups(sample(), ['Nope', 'Delta']))).toEqual(['Delta', 'Alpha', 'Beta', 'Gamma']);
  });

  it('orders endpoints listed under their group, unlisted ones after in route order (rules 2, 3)', () => {
    const group: Group = {
      name: 'Books',
      description: '',
      endpoints: [
        endpoint('GET', 'api/books', 'Books'),
        endpoint('POST', 'api/books', 'Books'),
        endpoint('GET', 'api/books/{id}', 'Books'),
        endpoint('DELETE', 'api/books/{id}', 'Books'),
      ],
    };
    const [sorted] = orderGroups([group], [{ Books: ['DELETE /api/books/{id}', 'post api/books'] }]);
    expect(ids(sorted!)).toEqual(['DELETE /api/books/{id}', 'POST /api/books', 'GET /api/books', 'GET /api/books/{id}']);
  });

  it('orders subgroups, and endpoints inside a subgroup, listed items first', () => {
    const group: Group = {
      name: 'Shop',
      description: '',
      endpoints: [
        endpoint('GET', 'api/misc', 'Shop'),
        endpoint('GET', 'api/carts', 'Shop', 'Carts'),
        endpoint('POST', 'api/carts', 'Shop', 'Carts'),
        endpoint('GET', 'api/orders', 'Shop', 'Orders'),
        endpoint('POST', 'api/orders', 'Shop', 'Orders'),
        endpoint('DELETE', 'api/orders/1', 'Shop', 'Orders'),
      ],
    };
    const [sorted] = orderGroups([group], [{ Shop: [{ Orders: ['DELETE /api/orders/1', 'POST /api/orders'] }, 'Carts'] }]);
    expect(ids(sorted!)).toEqual([
      'DELETE /api/orders/1',
      'POST /api/orders',
      'GET /api/orders',
      'GET /api/carts',
      'POST /api/carts',
      'GET /api/misc',
    ]);
  });

  it('ignores an endpoint or subgroup listed under a group it does not belong to (rule 4)', () => {
    const books: Group = {
      name: 'Books',
      description: '',
      endpoints: [endpoint('GET', 'api/books', 'Books'), endpoint('POST', 'api/books', 'Books')],
    };
    const authors: Group = { name: 'Authors', description: '', endpoints: [endpoint('GET', 'api/authors', 'Authors', 'Reading')] };
    const sorted = orderGroups([books, authors], [
      { Books: ['GET /api/authors', 'Reading', 'POST /api/books'] },
      { Authors: ['POST /api/books'] },
    ]);
    expect(names(sorted)).toEqual(['Books', 'Authors']);
    expect(ids(sorted[0]!)).toEqual(['POST /api/books', 'GET /api/books']);
    expect(ids(sorted[1]!)).toEqual(['GET /api/authors']);
  });

  it('accepts the keyed-map form (a PHP array with only string keys)', () => {
    const sorted = orderGroups(sample(), { Delta: [], Beta: [] } as never);
    expect(names(sorted)).toEqual(['Delta', 'Beta', 'Alpha', 'Gamma']);
  });

  it('keeps a named subgroup together at its first endpoint, endpoints without one where they are', () => {
    const group: Group = {
      name: 'G',
      description: '',
      endpoints: [
        endpoint('GET', 'api/0', 'G'),
        endpoint('GET', 'api/1', 'G', 'S1'),
        endpoint('GET', 'api/2', 'G', 'S2'),
        endpoint('GET', 'api/x', 'G'),
        endpoint('GET', 'api/3', 'G', 'S1'),
      ],
    };
    expect(ids(orderGroups([group], [])[0]!)).toEqual(['GET /api/0', 'GET /api/1', 'GET /api/3', 'GET /api/2', 'GET /api/x']);
  });

  it('puts a listed subgroup before unlisted endpoints without a subgroup (rule 3)', () => {
    const group: Group = {
      name: 'Books',
      description: '',
      endpoints: [
        endpoint('GET', 'api/books', 'Books'),
        endpoint('GET', 'api/books/slug', 'Books'),
        endpoint('POST', 'api/books/1/cover', 'Books', 'Covers'),
      ],
    };
    expect(ids(orderGroups([group], [{ Books: ['GET /api/books', 'Covers'] }])[0]!)).toEqual([
      'GET /api/books',
      'POST /api/books/1/cover',
      'GET /api/books/slug',
    ]);
  });

  it('sortGroupNames: buried names never come before unlisted ones', () => {
    expect(sortGroupNames(['a', 'b', 'c', 'd'], ['*', 'a'])).toEqual(['b', 'c', 'd', 'a']);
  });
});
