import { describe, expect, it } from 'vitest';
import { commonHeaders } from '../../src/site-data/common-headers.ts';
import type { Group } from '../../src/model.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

function withHeaders(list: Array<Record<string, string>>): Group[] {
  const [group] = syntheticGroups({ endpoints: list.length, perGroup: list.length });
  return [{ ...group!, endpoints: group!.endpoints.map((endpoint, index) => ({ ...endpoint, headers: list[index]! })) }];
}

describe('commonHeaders', () => {
  it('keeps the headers every endpoint sends with the same value, in the first endpoint\'s order', () => {
    const groups = withHeaders([
      { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Api-Version': '2' },
      { Accept: 'application/json', 'Content-Type': 'application/json', 'X-Api-Version': '3' },
      { Accept: 'application/json', 'Content-Type': 'application/json' },
    ]);
    expect(commonHeaders(groups)).toEqual([
      ['Content-Type', 'application/json'],
      ['Accept', 'application/json'],
    ]);
  });

  it('treats a header named like an object member as any other', () => {
    expect(commonHeaders(withHeaders([{ toString: 'a', constructor: 'b' }, { constructor: 'b' }]))).toEqual([['constructor', 'b']]);
  });

  it('reads each endpoint\'s headers once, through the reader it is given', () => {
    const groups = withHeaders([{ A: '1' }, { A: '1' }]);
    const read: string[] = [];
    const headers = commonHeaders(groups, (endpoint) => {
      read.push(endpoint.id);
      return [['A', '1'], ['B', '2']];
    });
    expect(headers).toEqual([['A', '1'], ['B', '2']]);
    expect(read).toEqual(groups[0]!.endpoints.map((e) => e.id));
  });

  it('finds none in an API without endpoints', () => {
    expect(commonHeaders([])).toEqual([]);
  });
});
