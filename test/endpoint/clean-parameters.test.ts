import { describe, expect, it } from 'vitest';
import { makeParameter } from '../../src/model.ts';
import { cleanParameters } from '../../src/endpoint/clean-parameters.ts';
import { exampleValues } from '../../src/endpoint/example-values.ts';

describe('clean parameters (Scribe cleanParams)', () => {
  it('leaves out parameters without an example, keeps explicit nulls, nests dots and []', () => {
    const clean = cleanParameters({
      name: makeParameter({ name: 'name', example: 'Ann' }),
      nickname: makeParameter({ name: 'nickname' }),
      bio: makeParameter({ name: 'bio', example: null }),
      author: makeParameter({ name: 'author', type: 'object', example: {} }),
      'author.email': makeParameter({ name: 'author.email', example: 'a@b.c' }),
      items: makeParameter({ name: 'items', type: 'object[]', example: [] }),
      'items[].sku': makeParameter({ name: 'items[].sku', example: 'X1' }),
      'items[].qty': makeParameter({ name: 'items[].qty', type: 'integer', example: 2 }),
    });
    expect(clean.values).toEqual({ name: 'Ann', bio: null, author: { email: 'a@b.c' }, items: [{ sku: 'X1', qty: 2 }] });
  });

  it('keeps a parent example over its children and turns a [] body into a list', () => {
    const parent = cleanParameters({
      user: makeParameter({ name: 'user', type: 'object', example: { name: 'From parent' } }),
      'user.name': makeParameter({ name: 'user.name', example: 'From child' }),
    });
    expect(parent.values).toEqual({ user: { name: 'From parent' } });
    const list = cleanParameters({
      '[].id': makeParameter({ name: '[].id', type: 'integer', example: 3 }),
      '[].name': makeParameter({ name: '[].name', example: 'x' }),
    });
    expect(list.values).toEqual([{ id: 3, name: 'x' }]);
  });

  it('takes files out with their form keys', () => {
    const clean = cleanParameters({
      avatar: makeParameter({ name: 'avatar', type: 'file', example: 'storage/avatar.png' }),
      'meta.cover': makeParameter({ name: 'meta.cover', type: 'file', example: 'c.jpg' }),
      title: makeParameter({ name: 'title', example: 't' }),
    });
    expect(clean.files).toEqual([{ key: 'avatar', path: 'storage/avatar.png' }, { key: 'meta[cover]', path: 'c.jpg' }]);
    expect(clean.values).toEqual({ title: 't' });
  });

  it('sends every file of a list under `name[]`, keeps the siblings of a file, and sends a required file without example as test.jpg', () => {
    // Scribe: getParameterNamesAndValuesForFormData keys lists `photos[]`; cleanParams gives a required
    // file without example generateDummyValue('file') (test.jpg); an optional one is dropped.
    const clean = cleanParameters({
      photos: makeParameter({ name: 'photos', type: 'file[]', example: ['a.png', 'b.png'] }),
      book: makeParameter({ name: 'book', type: 'object', example: {} }),
      'book.title': makeParameter({ name: 'book.title', example: 'Dune' }),
      'book.scan': makeParameter({ name: 'book.scan', type: 'file', example: 'scan.pdf' }),
      proof: makeParameter({ name: 'proof', type: 'file', required: true }),
      extra: makeParameter({ name: 'extra', type: 'file' }),
    });
    expect(clean.files).toEqual([
      { key: 'photos[]', path: 'a.png' },
      { key: 'photos[]', path: 'b.png' },
      { key: 'book[scan]', path: 'scan.pdf' },
      { key: 'proof', path: 'test.jpg' },
    ]);
    expect(clean.values).toEqual({ book: { title: 'Dune' } });
  });

  it('gives the same values as the Postman and OpenAPI writers (one implementation)', () => {
    const parameters = {
      q: makeParameter({ name: 'q', example: 'x' }),
      'filter.status': makeParameter({ name: 'filter.status', example: 'new' }),
      'rows[].id': makeParameter({ name: 'rows[].id', type: 'integer', example: 3 }),
      skipped: makeParameter({ name: 'skipped' }),
    };
    expect(cleanParameters(parameters).values).toEqual(exampleValues(parameters));
    expect(cleanParameters(parameters).values).toEqual({ q: 'x', filter: { status: 'new' }, rows: [{ id: 3 }] });
  });
});
