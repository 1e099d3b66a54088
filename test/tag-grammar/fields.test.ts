/** `key=value` fields in tags: at the edges of parameter tags, anywhere in response tags, and their values. */
import { describe, expect, it } from 'vitest';
import { fieldIsTrue, listField, numberField, parseContentAndFields, parseFieldsAtEdges, parsePairs } from '../../src/tag-grammar/fields.ts';

describe('fields at the edges of a tag (parameter tags)', () => {
  it('takes allowed fields off the start and the end, quoted or not', () => {
    expect(parseFieldsAtEdges('status=201 scenario="user created" {"id": 1}', ['status', 'scenario'])).toEqual({
      content: '{"id": 1}', fields: { status: '201', scenario: 'user created' },
    });
    expect(parseFieldsAtEdges('middle_name string The middle name. nullable=true', ['nullable'])).toEqual({
      content: 'middle_name string The middle name.', fields: { nullable: 'true' },
    });
  });

  it('leaves fields in the middle and unknown keys in the content', () => {
    expect(parseFieldsAtEdges('name string a=b in the middle', ['a'])).toEqual({ content: 'name string a=b in the middle', fields: {} });
    expect(parseFieldsAtEdges('formula=x string', ['deprecated'])).toEqual({ content: 'formula=x string', fields: {} });
  });
});

describe('fields anywhere in a tag (response tags)', () => {
  it('takes allowed fields out wherever they are, quoted or not', () => {
    expect(parseContentAndFields('status=201 scenario="all good" {"a": 1}', ['status', 'scenario'])).toEqual({
      content: '{"a": 1}',
      fields: { status: '201', scenario: 'all good' },
    });
    expect(parseContentAndFields('App\\X states=a,b with=author', ['states', 'with', 'paginate'])).toEqual({
      content: 'App\\X',
      fields: { states: 'a,b', with: 'author' },
    });
    // Unknown keys stay in the content.
    expect(parseContentAndFields('{"a": "x=y"}', ['status']).content).toBe('{"a": "x=y"}');
  });

  it('reads every @apiResourceAdditional pair form', () => {
    expect(parsePairs('result=success message="User fetched" "request id"="abc 123"')).toEqual([
      ['result', 'success'],
      ['message', 'User fetched'],
      ['request id', 'abc 123'],
    ]);
  });
});

describe('field values', () => {
  it('reads booleans, numbers and lists', () => {
    expect([fieldIsTrue('true'), fieldIsTrue('YES'), fieldIsTrue('1'), fieldIsTrue('false'), fieldIsTrue(undefined)]).toEqual([true, true, true, false, undefined]);
    expect([numberField('201'), numberField(' 404 '), numberField('abc'), numberField(undefined)]).toEqual([201, 404, undefined, undefined]);
    expect(listField('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(listField(undefined)).toEqual([]);
  });
});
