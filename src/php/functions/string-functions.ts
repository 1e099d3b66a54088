/** PHP's string functions, each written once and read under either argument policy (arguments.ts). */
import type phpNumberFormat from 'locutus/php/strings/number_format.js';
import type phpSprintf from 'locutus/php/strings/sprintf.js';
import { lazyModule } from '../../lazy-module.ts';
import type { PhpArguments, PhpFunction } from './arguments.ts';

/** Loaded when an app's code calls them: most runs never do, and loading them cost every start. */
const numberFormat = lazyModule<typeof phpNumberFormat>('locutus/php/strings/number_format.js');
const locutusSprintf = lazyModule<typeof phpSprintf>('locutus/php/strings/sprintf.js');

const mapString = (map: (s: string) => string): PhpFunction => (a) => map(a.string(0));

/** trim(), ltrim() and rtrim(), with PHP's default character list or the one given. */
function trim(a: PhpArguments, name: string): string {
  const s = a.string(0);
  const set = new Set(a.length > 1 ? a.string(1) : ' \t\n\r\0\x0B');
  let start = 0;
  let end = s.length;
  if (name !== 'rtrim') while (start < end && set.has(s[start]!)) start++;
  if (name !== 'ltrim') while (end > start && set.has(s[end - 1]!)) end--;
  return s.slice(start, end);
}

function substr(a: PhpArguments): string {
  const s = a.string(0);
  const start = a.number(1, 0);
  const from = start < 0 ? Math.max(0, s.length + start) : start;
  const length = a.given(2) ? a.number(2, Infinity) : Infinity;
  if (length === Infinity) return s.slice(from);
  return s.substr(from, length < 0 ? Math.max(0, s.length - from + length) : length);
}

/** Each search replaced by its replacement (the one replacement string, or the one at the same place, else ''). */
function strReplace(a: PhpArguments): string {
  const searches = a.stringList(0);
  const replacements = a.optionalArray(1) ? a.stringList(1) : undefined;
  const single = replacements ? '' : a.string(1);
  let subject = a.string(2);
  searches.forEach((search, i) => {
    if (search) subject = subject.split(search).join(replacements ? (replacements[i] ?? '') : single);
  });
  return subject;
}

const STR_PAD_LEFT = 0;
const STR_PAD_BOTH = 2;

function strPad(a: PhpArguments): string {
  const s = a.string(0);
  const length = a.number(1, 0);
  const pad = a.given(2) ? a.string(2) : ' ';
  const side = a.number(3, 1);
  if (side === STR_PAD_LEFT) return s.padStart(length, pad);
  if (side === STR_PAD_BOTH) return s.padStart(s.length + Math.floor(Math.max(0, length - s.length) / 2), pad).padEnd(length, pad);
  return s.padEnd(length, pad);
}

/** How many arguments a format's conversions take (`%1$s` by position, the others in order). */
function conversionsIn(format: string): number {
  let sequential = 0;
  let positional = 0;
  for (const match of format.matchAll(/%(?:%|(\d+)\$)?(?:[-+ 0]|'.)*\d*(?:\.\d+)?([bcdeEfFgGosuxX])?/g)) {
    if (match[0] === '%%' || !match[2]) continue;
    if (match[1]) positional = Math.max(positional, Number(match[1]));
    else sequential++;
  }
  return Math.max(sequential, positional);
}

/** sprintf() with PHP's conversions; too few arguments is an error in PHP, so unknown under the strict policy. */
function sprintf(a: PhpArguments): unknown {
  const format = a.string(0);
  const values = a.values.slice(1).map((_, i) => a.string(i + 1));
  if (conversionsIn(format) > values.length) a.cannot(undefined);
  return locutusSprintf()(format, ...values);
}

export const STRING_FUNCTIONS: Record<string, PhpFunction> = {
  strtoupper: mapString((s) => s.toUpperCase()),
  strtolower: mapString((s) => s.toLowerCase()),
  ucfirst: mapString((s) => s.charAt(0).toUpperCase() + s.slice(1)),
  lcfirst: mapString((s) => s.charAt(0).toLowerCase() + s.slice(1)),
  ucwords: mapString((s) => s.replace(/(^|\s)\S/g, (m) => m.toUpperCase())),
  trim,
  ltrim: trim,
  rtrim: trim,
  strlen: (a) => Buffer.byteLength(a.string(0)),
  mb_strlen: (a) => [...a.string(0)].length,
  substr,
  str_replace: strReplace,
  str_pad: strPad,
  str_contains: (a) => a.string(0).includes(a.string(1)),
  str_starts_with: (a) => a.string(0).startsWith(a.string(1)),
  str_ends_with: (a) => a.string(0).endsWith(a.string(1)),
  sprintf,
  number_format: (a) => numberFormat()(a.number(0, 0), a.number(1, 0), a.given(2) ? a.string(2) : '.', a.given(3) ? a.string(3) : ','),
  strval: (a) => a.string(0),
  base64_encode: (a) => Buffer.from(a.string(0)).toString('base64'),
};
