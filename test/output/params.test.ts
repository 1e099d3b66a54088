/**
 * Parameter trees and example values (Scribe's nestArrayAndObjectFields and cleanParams, §2 "Nested parameters"
 * and §3 "Optional params lose their example"), which both writers build on.
 */
import { describe, expect, it } from 'vitest';
import { makeParameter as p } from '../../src/model.ts';
import { exampleValues, FileExample } from '../../src/output/params/example-values.ts';
import { formFields } from '../../src/output/params/form-fields.ts';
import { nestParameters } from '../../src/output/params/nest-parameters.ts';
import { params } from './support/rich-groups.ts';

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

describe('exampleValues', () => {
  it('leaves out parameters without an example, keeps an explicit null', () => {
    expect(exampleValues(params(p({ name: 'a' }), p({ name: 'b', example: null, exampleWasSpecified: true }), p({ name: 'c', example: 0 })))).toEqual({
      b: null,
      c: 0,
    });
  });

  it("builds parents from children, the parent's own example winning key by key", () => {
    const values = exampleValues(
      params(
        p({ name: 'book', type: 'object', example: { title: 'From parent' }, exampleWasSpecified: true }),
        p({ name: 'book.title', example: 'From child' }),
        p({ name: 'book.pages', example: 10 }),
        p({ name: 'empty', type: 'object', example: [] }),
        p({ name: 'empty.x', example: 'y' }),
      ),
    );
    expect(values).toEqual({ book: { title: 'From parent', pages: 10 }, empty: { x: 'y' } });
  });

  it('keeps an explicit list example of objects, else builds one item from the children', () => {
    expect(
      exampleValues(params(p({ name: 'rows', type: 'object[]', example: [{ a: 1 }, { a: 2 }], exampleWasSpecified: true }), p({ name: 'rows[].a', example: 9 }))),
    ).toEqual({ rows: [{ a: 1 }, { a: 2 }] });
    expect(exampleValues(params(p({ name: 'rows', type: 'object[]', example: [[]] }), p({ name: 'rows[].a', example: 9 })))).toEqual({ rows: [{ a: 9 }] });
  });

  it('turns files into FileExamples named after the example path; optional files without one are left out', () => {
    const values = exampleValues(
      params(
        p({ name: 'doc', type: 'file', example: 'storage/app/x.pdf' }),
        p({ name: 'shots', type: 'file[]', required: true }),
        p({ name: 'maybe', type: 'file' }),
      ),
    ) as Record<string, unknown>;
    expect(values.doc).toEqual(new FileExample('storage/app/x.pdf'));
    expect((values.doc as FileExample).fileName).toBe('x.pdf');
    // A required file without an example is sent as Scribe's dummy upload (generateDummyValue: test.jpg).
    expect(values.shots).toEqual([new FileExample('test.jpg')]);
    expect('maybe' in values).toBe(false);
  });
});

describe('formFields', () => {
  it('flattens to PHP bracket keys with string values, booleans as 1/0', () => {
    expect(formFields({ a: { b: [1, true] }, c: false, d: null, f: new FileExample('x.png') })).toEqual([
      { key: 'a[b][0]', value: '1' },
      { key: 'a[b][1]', value: '1' },
      { key: 'c', value: '0' },
      { key: 'd', value: '' },
      { key: 'f', file: new FileExample('x.png') },
    ]);
  });
});
