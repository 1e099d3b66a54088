/**
 * A theme's style of a token from its scopes, on a small theme written here: the innermost scope with a rule
 * sets the colour, a rule without a colour keeps the one around it, and parent selectors are honoured.
 */
import { describe, expect, it } from 'vitest';
import type { ThemeRegistrationResolved } from 'shiki/core';
import { ScopeStyles } from '../../src/site-data/scope-styles.ts';

const theme = {
  name: 'test',
  type: 'light',
  fg: '#111111',
  bg: '#FFFFFF',
  settings: [
    { settings: { foreground: '#111111', background: '#FFFFFF' } },
    { scope: 'string', settings: { foreground: '#222222' } },
    { scope: 'string punctuation', settings: { fontStyle: 'italic' } },
    { scope: 'meta.key string', settings: { foreground: '#333333' } },
    { scope: ['keyword', 'storage'], settings: { foreground: '#444444', fontStyle: 'bold' } },
  ],
} as unknown as ThemeRegistrationResolved;

describe('ScopeStyles', () => {
  const styles = new ScopeStyles(theme);

  it('gives the theme text colour where no rule matches', () => {
    expect(styles.of(['source.x'])).toEqual({ color: '#111111', fontStyle: 0 });
    expect(styles.of(['source.x', 'comment.line'])).toEqual({ color: '#111111', fontStyle: 0 });
  });

  it('takes the innermost rule, a prefix of a scope matching it', () => {
    expect(styles.of(['source.x', 'string.quoted.double'])).toEqual({ color: '#222222', fontStyle: 0 });
    expect(styles.of(['source.x', 'storage.type'])).toEqual({ color: '#444444', fontStyle: 2 });
    // `string` does not match `strings`.
    expect(styles.of(['source.x', 'strings'])).toEqual({ color: '#111111', fontStyle: 0 });
  });

  it('keeps the colour around a rule that sets only the font style, and honours parent selectors', () => {
    expect(styles.of(['source.x', 'string.quoted', 'punctuation.definition'])).toEqual({ color: '#222222', fontStyle: 1 });
    expect(styles.of(['source.x', 'punctuation.definition'])).toEqual({ color: '#111111', fontStyle: 0 });
    expect(styles.of(['source.x', 'meta.key.json', 'string.quoted'])).toEqual({ color: '#333333', fontStyle: 0 });
    // A keyword inside a string: the keyword's rule is the innermost.
    expect(styles.of(['source.x', 'string.quoted', 'keyword.operator'])).toEqual({ color: '#444444', fontStyle: 2 });
  });
});
