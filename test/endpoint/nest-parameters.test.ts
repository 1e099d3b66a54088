/** Parameter trees as example requests build on them (Scribe's nestArrayAndObjectFields). */
import { describe, expect, it } from 'vitest';
import { makeParameter as p } from '../../src/model.ts';
import { nestParameters } from '../../src/endpoint/nest-parameters.ts';
import { params } from '../support/hand-built.ts';

describe('nestParameters', () => {
  it('adds missing parents: an object, or a list of objects for `x[].y`', () => {
    const { roots, isList } = nestParameters(params(p({ name: 'a.b.c', example: 1 }), p({ name: 'items[].id', example: 2 })));
    expect(isList).toBe(false);
    expect(roots.map((r) => [r.key, r.parameter.type, r.synthesized])).toEqual([
      ['a', 'object', true],
      ['items', 'object[]', true],
    ]);
    expect(roots[0]!.fields[0]!.key).toBe('b');
    expect(roots[0]!.fields[0]!.fields[0]!.key).toBe('c');
  });

  it('lets a parent declared after its children replace the implied one', () => {
    const { roots } = nestParameters(params(p({ name: 'user.name' }), p({ name: 'user', type: 'object', required: true, description: 'The user.' })));
    expect(roots).toHaveLength(1);
    expect(roots[0]!.parameter.description).toBe('The user.');
    expect(roots[0]!.synthesized).toBe(false);
    expect(roots[0]!.fields.map((f) => f.key)).toEqual(['name']);
  });

  it('treats a `[]` body as a list and drops other top-level fields, as Scribe does', () => {
    const { roots, isList } = nestParameters(params(p({ name: 'stray' }), p({ name: '[].id', type: 'integer' })));
    expect(isList).toBe(true);
    expect(roots.map((r) => [r.key, r.parameter.type])).toEqual([['[]', 'object[]']]);
    expect(roots[0]!.fields.map((f) => f.key)).toEqual(['id']);
  });
});
