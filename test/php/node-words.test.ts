import { describe, expect, it } from 'vitest';
import { describeSyntax, withArticle } from '../../src/php/node-words.ts';

describe('describeSyntax', () => {
  it("names parser nodes in the developer's words with the right article", () => {
    expect(describeSyntax('offsetlookup')).toBe('an array element access');
    expect(describeSyntax('foreach')).toBe('a foreach loop');
    expect(describeSyntax('if')).toBe('an if statement');
    expect(describeSyntax('retif')).toBe('a conditional (?:) expression');
    expect(describeSyntax('unset')).toBe('an unset() call');
    expect(describeSyntax('assignref')).toBe('an assignment by reference');
  });

  it("never shows the parser's word for an unlisted node kind", () => {
    expect(describeSyntax('someNewKind')).toBe('this PHP code');
    expect(withArticle('enum case')).toBe('an enum case');
  });
});
