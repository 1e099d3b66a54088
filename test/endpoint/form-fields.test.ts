import { describe, expect, it } from 'vitest';
import { FileExample } from '../../src/endpoint/example-values.ts';
import { formFields } from '../../src/endpoint/form-fields.ts';

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
