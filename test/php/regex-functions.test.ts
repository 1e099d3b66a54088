/** PCRE functions: the answers PHP 8 gives for the same calls (`php -r`), written here by hand. */
import { describe, expect, it } from 'vitest';
import { OrderedArray } from '../../src/php/php-array.ts';
import { callPhpFunction } from '../../src/php/php-functions.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const strict = (fn: string, ...args: unknown[]) => callPhpFunction(fn, args, { policy: 'strict' });
const list = (...values: unknown[]) => OrderedArray.list(values);

describe('PCRE functions', () => {
  it('preg_match(): delimiters and modifiers', () => {
    expect(strict('preg_match', '/^__KOEL_UPLOADS_\\$\\d+__$/', '__KOEL_UPLOADS_$12__')).toBe(1);
    expect(strict('preg_match', '/^__KOEL_UPLOADS_\\$\\d+__$/', 'Music')).toBe(0);
    expect(strict('preg_match', '#^a+$#i', 'AAA')).toBe(1);
    expect(strict('preg_match', '{^a}', 'abc')).toBe(1);
  });

  it('preg_replace(): $n, \\\\n and ${n} references, a limit, lists of patterns', () => {
    expect(strict('preg_replace', '/(\\w+) (\\w+)/', '$2 \\\\1 ${1}!', 'hello world')).toBe('world \\1 hello!');
    expect(strict('preg_replace', '/a/', 'b', 'aaaa', 2)).toBe('bbaa');
    expect(strict('preg_replace', list('/a/', '/b/'), list('b', 'c'), 'ab')).toBe('cc');
  });

  it('preg_split() and preg_quote()', () => {
    expect((strict('preg_split', '/[\\s,]+/', 'a, b  c,d') as OrderedArray).values()).toEqual(['a', 'b', 'c', 'd']);
    expect(strict('preg_quote', 'Hello.World?(#1) a/b', '/')).toBe('Hello\\.World\\?\\(\\#1\\) a\\/b');
  });

  it('unknown where JavaScript would read the pattern differently, or $matches is asked for', () => {
    expect(strict('preg_match', '/\\Aabc\\z/', 'abc')).toBe(UNKNOWN);
    expect(strict('preg_match', '/a++/', 'aa')).toBe(UNKNOWN);
    expect(strict('preg_match', '/[[:alpha:]]/', 'a')).toBe(UNKNOWN);
    expect(strict('preg_match', '/a/x', 'a')).toBe(UNKNOWN);
    expect(strict('preg_match', '/a/', 'a', null)).toBe(UNKNOWN);
    expect(strict('preg_split', '/(,)/', 'a,b')).toBe(UNKNOWN);
  });

  it('unknown, rather than a hang: quantified groups, and many quantifiers over a long subject', () => {
    expect(strict('preg_match', '/^(a+)+$/', `${'a'.repeat(40)}b`)).toBe(UNKNOWN);
    expect(strict('preg_match', '/^(a|ab)*$/', 'ab')).toBe(UNKNOWN);
    expect(strict('preg_match', '/^a*a*a*a*a*a*a*b$/', 'a'.repeat(5000))).toBe(UNKNOWN);
    expect(strict('preg_match', '/^a*b$/', 'a'.repeat(1000))).toBe(0);
    expect(strict('preg_match', '/^[+*]+$/', '+*')).toBe(1);
  });
});
