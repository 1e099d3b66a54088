import { describe, expect, it } from 'vitest';
import { describeSyntax, withArticle } from '../../src/php/node-words.ts';

describe('describeSyntax', () => {
  it("names parser nodes in the developer's words with the right article", () => {
    expect(describeSyntax('offsetlookup')).toBe('an array element');
    expect(describeSyntax('foreach')).toBe('a foreach loop');
    expect(describeSyntax('if')).toBe('an if statement');
    expect(describeSyntax('retif')).toBe('a conditional (?:) expression');
    expect(describeSyntax('unset')).toBe('an unset() call');
  });

  it('spells an unlisted node kind as words, never glued', () => {
    expect(describeSyntax('someNewKind')).toBe('a some new kind expression');
    expect(withArticle('enum case')).toBe('an enum case');
  });
});
