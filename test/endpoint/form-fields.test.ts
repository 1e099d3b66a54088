import { describe, expect, it } from 'vitest';
import { FileExample } from '../../src/endpoint/example-values.ts';
import { exampleFormFields, formFields, formKeyOf } from '../../src/endpoint/form-fields.ts';

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

describe('exampleFormFields', () => {
  it('shows a list as `name[]` with its first item and keeps the values as they are', () => {
    expect(exampleFormFields({ ids: [4, 5], user: { tags: ['a', 'b'], admin: true }, none: [], note: null })).toEqual([
      { key: 'ids[]', value: 4 },
      { key: 'user[tags][]', value: 'a' },
      { key: 'user[admin]', value: true },
      { key: 'note', value: null },
    ]);
  });

  it('numbers the items of a list body', () => {
    expect(exampleFormFields([{ id: 1 }, { id: 2 }])).toEqual([
      { key: '0[id]', value: 1 },
      { key: '1[id]', value: 2 },
    ]);
  });
});

describe('formFields under a prefix', () => {
  it('puts every field under `prefix[…]`, every list item under its index', () => {
    expect(formFields({ a: [1, 2], b: { c: 'x' } }, 'filter')).toEqual([
      { key: 'filter[a][0]', value: '1' },
      { key: 'filter[a][1]', value: '2' },
      { key: 'filter[b][c]', value: 'x' },
    ]);
  });
});

describe('formKeyOf', () => {
  it('gives the form key of the first value a parameter sends', () => {
    expect(formKeyOf('title')).toBe('title');
    expect(formKeyOf('book.name')).toBe('book[name]');
    expect(formKeyOf('users[].x')).toBe('users[0][x]');
    expect(formKeyOf('a.tags[].label')).toBe('a[tags][0][label]');
  });
});
