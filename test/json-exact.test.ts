/** Values JSON gives back exactly, and those it would change or drop. */
import { describe, expect, it } from 'vitest';
import { jsonExact } from '../src/json-exact.ts';

describe('jsonExact', () => {
  it('accepts plain data', () => {
    expect(jsonExact({ roots: [{ index: 0, steps: ['data', null], children: [] }], ok: true, n: 1.5, s: 'é' })).toBe(true);
    expect(jsonExact([])).toBe(true);
  });

  it('refuses what JSON would change or drop', () => {
    for (const value of [undefined, { a: undefined }, [undefined], [1, , 2], NaN, Infinity, -0, new Map(), new Set(), new Date(0), 1n, () => 1, { [Symbol('s')]: 1 }, JSON.parse('{"__proto__": 1}')]) {
      expect(jsonExact(value), String(value)).toBe(false);
    }
  });
});
