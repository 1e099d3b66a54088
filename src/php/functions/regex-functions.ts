/**
 * PHP's PCRE functions (`preg_match()`, `preg_replace()`, `preg_split()`, `preg_quote()`) for the patterns
 * JavaScript reads the same way: delimiters and the `i`, `m`, `s`, `u` modifiers translate; PCRE-only syntax
 * (`\A`, `\z`, possessive and atomic groups, POSIX classes, inline options, `(?P…)`) and other modifiers make
 * the call unknown rather than answered differently from PHP. (One difference stays: without `D`, PHP's `$` also
 * matches before a final newline of the subject.)
 */
import { OrderedArray } from '../php-array.ts';
import type { PhpArguments, PhpFunction } from './arguments.ts';

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}', '<': '>' };
const FLAGS: Record<string, string> = { i: 'i', m: 'm', s: 's', u: 'u' };
const PCRE_ONLY = /\\[AzZGKQEhHRXC]|\(\?[>|]|\(\?P|\(\?R|\(\?\d|\(\?[imsxJU-]+[):]|\[\[:|[*+?}][+]/;

/**
 * How many quantifiers a pattern has, or undefined when a group is quantified (`(a+)+`, `(a|ab)*`: those can
 * backtrack exponentially in JavaScript, where PCRE stops at its backtrack limit). Without quantified groups a
 * match tries at most about n^(quantifiers + 1) paths on a subject of length n, which bounds the work (see
 * boundedWork).
 */
function quantifiers(body: string): number | undefined {
  let count = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      i++;
      continue;
    }
    if (c === '[') {
      // A character class: its `*`, `+` and `{` are characters.
      for (i++; i < body.length && body[i] !== ']'; i++) if (body[i] === '\\') i++;
      continue;
    }
    if (c === ')' && /[*+?{]/.test(body[i + 1] ?? '')) return undefined;
    if (c === '*' || c === '+' || c === '{' || (c === '?' && body[i - 1] !== '(')) count++;
  }
  return count;
}

/** Patterns whose worst case on this subject stays under about ten million steps. */
const MAX_LOG_STEPS = 7;

function boundedWork(body: string, subject: string): boolean {
  const count = quantifiers(body);
  return count !== undefined && (count + 1) * Math.log10(Math.max(subject.length, 2)) <= MAX_LOG_STEPS;
}

/**
 * A PHP pattern (`/^a+$/i`) as a JavaScript RegExp to run on `subject`, or undefined when the two would not agree
 * or the match could take too long.
 */
export function phpRegex(pattern: string, subject: string, global = false): RegExp | undefined {
  const delimiter = pattern.trimStart()[0];
  if (!delimiter || /[\w\s\\]/.test(delimiter)) return undefined;
  const text = pattern.trimStart();
  const closing = CLOSING[delimiter] ?? delimiter;
  const end = text.lastIndexOf(closing);
  if (end <= 0) return undefined;
  const body = text.slice(1, end);
  const modifiers = text.slice(end + 1);
  if (PCRE_ONLY.test(body) || !boundedWork(body, subject)) return undefined;
  let flags = global ? 'g' : '';
  for (const modifier of modifiers) {
    const flag = FLAGS[modifier];
    // `D`: `$` matches only at the very end, as it always does in JavaScript.
    if (modifier === 'D' || modifier === '\n') continue;
    if (!flag) return undefined;
    if (!flags.includes(flag)) flags += flag;
  }
  try {
    return new RegExp(body, flags);
  } catch {
    return undefined;
  }
}

function regexArgument(a: PhpArguments, i: number, subject: string, global = false): RegExp {
  return phpRegex(a.string(i), subject, global) ?? a.cannot(/(?!)/);
}

/** preg_match(): 1 or 0; the `$matches` it fills by reference cannot be filled here, so asking for them is unknown. */
function pregMatch(a: PhpArguments): number {
  if (a.length > 2) a.cannot(undefined);
  const subject = a.string(1);
  return regexArgument(a, 0, subject).test(subject) ? 1 : 0;
}

/** A PHP replacement (`$1`, `\1`, `${1}`, `$0`) for one match. */
function expandReplacement(replacement: string, groups: Array<string | undefined>): string {
  return replacement.replace(/\\\\|\$\{(\d{1,2})\}|[$\\](\d{1,2})/g, (whole, braced: string | undefined, plain: string | undefined) => {
    if (whole === '\\\\') return '\\';
    return groups[Number(braced ?? plain)] ?? '';
  });
}

function replaceOne(subject: string, pattern: RegExp, replacement: string, limit: number): string {
  let count = 0;
  return subject.replace(pattern, (...match: unknown[]) => {
    const groups = match.slice(0, match.findIndex((part) => typeof part === 'number')) as Array<string | undefined>;
    if (limit >= 0 && count >= limit) return groups[0] ?? '';
    count++;
    return expandReplacement(replacement, groups);
  });
}

/** preg_replace() with a pattern (or a list of patterns, each with its replacement) on a string subject. */
function pregReplace(a: PhpArguments): string {
  const patterns = a.stringList(0);
  const replacements = a.optionalArray(1) ? a.stringList(1) : undefined;
  const limit = a.number(3, -1);
  let subject = a.string(2);
  patterns.forEach((source, i) => {
    const pattern = phpRegex(source, subject, true) ?? a.cannot(undefined);
    if (pattern) subject = replaceOne(subject, pattern, replacements ? (replacements[i] ?? '') : a.string(1), limit);
  });
  return subject;
}

/** preg_split() without flags: the pieces between matches. */
function pregSplit(a: PhpArguments): OrderedArray {
  if (a.given(3) && a.number(3, 0) !== 0) return a.cannot(new OrderedArray());
  // JavaScript's split() also returns what capturing groups matched; PHP does so only when asked.
  if (/(^|[^\\])\((?!\?)/.test(a.string(0))) return a.cannot(new OrderedArray());
  const limit = a.number(2, -1);
  const subject = a.string(1);
  const pieces = subject.split(regexArgument(a, 0, subject, true));
  if (limit > 0 && pieces.length > limit) return a.cannot(OrderedArray.list(pieces));
  return OrderedArray.list(pieces);
}

/** preg_quote(): PCRE's special characters (and the delimiter) escaped. */
function pregQuote(a: PhpArguments): string {
  const delimiter = a.given(1) ? a.string(1) : '';
  return a
    .string(0)
    .split('')
    .map((c) => ('.\\+*?[^]$(){}=!<>|:-#'.includes(c) || (delimiter && c === delimiter) ? `\\${c}` : c === '\0' ? '\\000' : c))
    .join('');
}

export const REGEX_FUNCTIONS: Record<string, PhpFunction> = {
  preg_match: pregMatch,
  preg_replace: pregReplace,
  preg_split: pregSplit,
  preg_quote: pregQuote,
};
