/**
 * docgen's modules form floors that import downwards only; a cycle between two modules means one of them sits on
 * the wrong floor (or two ideas share a file). Every module of src/ and integration/ is checked, type-only imports
 * included, since a cycle of types is the same mixing of floors.
 */
import { parseCircular } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { moduleTree } from './module-tree.ts';

describe('imports', () => {
  it('have no cycle in src/ or integration/', async () => {
    const tree = await moduleTree();
    expect(Object.keys(tree).length).toBeGreaterThan(300);
    expect(parseCircular(tree).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});
