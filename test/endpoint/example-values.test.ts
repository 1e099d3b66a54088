/** Example values from parameter trees (Scribe's cleanParams: optional parameters without an example are left out). */
import { describe, expect, it } from 'vitest';
import { makeParameter as p } from '../../src/model.ts';
import { exampleValues, FileExample } from '../../src/endpoint/example-values.ts';
import { params } from '../support/hand-built.ts';

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
