/** `Example:`, `Enum:` and `No-example` at the end of descriptions (tags, `@responseField`, rule comments). */
import { describe, expect, it } from 'vitest';
import { isNoExampleValue, takeEnum, takeExample, takeNoExample, writtenExample } from '../../src/tag-grammar/labels.ts';

describe('Example:', () => {
  it('splits off the last label that has a value', () => {
    expect(takeExample('The id of the user. Example: 9')).toEqual({ before: 'The id of the user.', value: '9' });
    expect(takeExample('Use Example: a. Example: b')).toEqual({ before: 'Use Example: a.', value: 'b' });
    expect(takeExample('Nothing after. Example:')).toBeUndefined();
    expect(takeExample('Example: ["Admin"]')).toEqual({ before: '', value: '["Admin"]' });
  });

  it('starts after a non-word character in tags, only after whitespace in comments', () => {
    expect(takeExample('(Example: 3)')).toEqual({ before: '(', value: '3)' });
    expect(takeExample('(Example: 3)', 'whitespace')).toBeUndefined();
    expect(takeExample('AnExample: 3')).toBeUndefined();
    expect(takeExample('The title.\nExample: Hello', 'whitespace')).toEqual({ before: 'The title.', value: 'Hello' });
  });

  it('reads `null` as an explicit null', () => {
    expect(writtenExample('null')).toBeNull();
    expect(writtenExample('draft')).toBe('draft');
  });
});

describe('Enum:', () => {
  it('lists the values, without a final full stop or empty items', () => {
    expect(takeEnum('The status. Enum: draft, published.')).toEqual({ before: 'The status.', values: ['draft', 'published'] });
    expect(takeEnum('Enum: 1, 2, 3')).toEqual({ before: '', values: ['1', '2', '3'] });
    expect(takeEnum('Size. Enum: a,, b,')).toEqual({ before: 'Size.', values: ['a', 'b'] });
    expect(takeEnum('No list here.')).toBeUndefined();
  });

  it('takes the last label, or the first when asked', () => {
    expect(takeEnum('A Enum: x. Enum: y')).toEqual({ before: 'A Enum: x.', values: ['y'] });
    expect(takeEnum('A Enum: x. Enum: y', 'first')).toEqual({ before: 'A', values: ['x. Enum: y'] });
  });
});

describe('No-example', () => {
  it('is taken out of a description and noted when it starts a word', () => {
    expect(takeNoExample('Not shown in examples. No-example')).toEqual({ text: 'Not shown in examples.', noExample: true });
    expect(takeNoExample('A genre.\nNo-example.')).toEqual({ text: 'A genre.', noExample: true });
    expect(takeNoExample('The name.')).toEqual({ text: 'The name.', noExample: false });
  });

  it('as a whole value, with or without the full stop', () => {
    expect([isNoExampleValue('No-example'), isNoExampleValue('No-example.'), isNoExampleValue('no-example'), isNoExampleValue(null)]).toEqual([
      true, true, false, false,
    ]);
  });
});
