/**
 * Example strings that match a regular expression: `regex:/…/` validation rules (PHP delimiters and
 * flags) and route `where()` constraints (bare patterns Laravel anchors itself).
 */
import type RandExpClass from 'randexp';
import { lazyModule } from '../lazy-module.ts';

/** Loaded only when a `regex:` rule needs an example. */
const randExp = lazyModule<typeof RandExpClass>('randexp');

/** Turns a PHP (PCRE) pattern with delimiters, e.g. `/^\d+$/i` or `#a|b#`, into a JS RegExp. */
export function phpRegexToJs(pattern: string): RegExp | undefined {
  const trimmed = pattern.trim();
  if (trimmed.length < 2) return undefined;
  const open = trimmed[0]!;
  if (/[a-zA-Z0-9\\\s]/.test(open)) return undefined;
  const close = { '(': ')', '{': '}', '[': ']', '<': '>' }[open] ?? open;
  const end = trimmed.lastIndexOf(close);
  if (end <= 0) return undefined;
  const body = trimmed.slice(1, end);
  const flags = trimmed.slice(end + 1);
  return compile(body, flags);
}

/** A route `where('id', '[0-9]+')` constraint: Laravel matches it against the whole segment. */
export function whereConstraintToJs(constraint: string): RegExp | undefined {
  return compile(`^(?:${constraint})$`, '');
}

function compile(body: string, phpFlags: string): RegExp | undefined {
  const jsBody = body
    .replace(/\\A/g, '^')
    .replace(/\\[zZ]/g, '$')
    .replace(/\(\?P</g, '(?<')
    // Possessive quantifiers do not exist in JS; the greedy form matches the same strings here.
    .replace(/([*+?}])\+/g, '$1');
  const flags = [...new Set(phpFlags.split('').filter((f) => 'imsu'.includes(f)))].join('');
  try {
    return new RegExp(jsBody, flags);
  } catch {
    return undefined;
  }
}

/** A string matching `regex`, drawing every random choice from `randInt` (so it can be seeded). */
export function sampleMatching(regex: RegExp, randInt: (min: number, max: number) => number): string | undefined {
  try {
    const RandExp = randExp();
    const generator = new RandExp(regex);
    generator.max = 5;
    generator.randInt = randInt;
    return generator.gen();
  } catch {
    return undefined;
  }
}
