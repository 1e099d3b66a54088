/**
 * PHP's hashing, URL and HTML encoding functions (`md5()`, `hash()`, `http_build_query()`, `html_entity_decode()`, `strip_tags()` …),
 * computed as PHP computes them, so that a value an app derives from a known one (a Gravatar URL) stays known.
 */
import { createHash } from 'node:crypto';
import { OrderedArray } from '../php-array.ts';
import { toPhpString } from '../engine/value-ops.ts';
import type { PhpArguments, PhpFunction } from './arguments.ts';

/** hash()'s algorithm names Node knows under the same or another name. */
const HASH_ALGORITHMS: Record<string, string> = { md5: 'md5', sha1: 'sha1', sha224: 'sha224', sha256: 'sha256', sha384: 'sha384', sha512: 'sha512', 'sha3-256': 'sha3-256', 'sha3-512': 'sha3-512' };

/** The hex digest of a string; a raw binary one (`$binary = true`) has no text form worth showing. */
function digest(algorithm: string, a: PhpArguments, textAt: number): string {
  const hashed = createHash(algorithm).update(a.string(textAt), 'utf8');
  return a.values[textAt + 1] === true ? a.cannot(hashed.digest('base64')) : hashed.digest('hex');
}

function hash(a: PhpArguments): string {
  const algorithm = HASH_ALGORITHMS[a.string(0).toLowerCase()];
  return algorithm ? digest(algorithm, a, 1) : a.cannot('');
}

/** crc32() as PHP gives it: an unsigned 32-bit integer. */
function crc32(a: PhpArguments): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(a.string(0), 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** urlencode(): RFC 1738, spaces as `+`, only letters, digits and `-_.` left as they are. */
function urlencode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`).replace(/%20/g, '+');
}

/** rawurlencode(): RFC 3986, `~` left as it is. */
function rawurlencode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** http_build_query(): nested arrays as `a[b]=c`, null values left out, booleans as 1 and 0, `&` between pairs. */
function httpBuildQuery(a: PhpArguments): string {
  const pairs: string[] = [];
  const prefix = a.given(1) ? a.string(1) : '';
  const separator = a.given(2) ? a.string(2) : '&';
  const encode = a.values[3] === 2 ? rawurlencode : urlencode;
  const add = (name: string, value: unknown): void => {
    if (value === null || value === undefined) return;
    if (value instanceof OrderedArray) {
      for (const [key, item] of value.entries()) add(`${name}[${key}]`, item);
      return;
    }
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : (toPhpString(value) ?? a.cannot(''));
    pairs.push(`${encode(name)}=${encode(text)}`);
  };
  for (const [key, value] of a.array(0).entries()) add(typeof key === 'number' ? `${prefix}${key}` : key, value);
  return pairs.join(separator);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', hellip: '…', ndash: '–', mdash: '—' };

/** html_entity_decode() with PHP 8's default flags (quotes decoded); a named entity not listed here is unknown. */
function htmlEntityDecode(a: PhpArguments): string {
  return a.string(0).replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    const known = NAMED_ENTITIES[name.toLowerCase()];
    return known ?? a.cannot(whole);
  });
}

/** htmlspecialchars() with PHP 8's default flags: `& < > " '` escaped. */
function htmlspecialchars(a: PhpArguments): string {
  const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };
  return a.string(0).replace(/[&<>"']/g, (c) => escapes[c]!);
}

/**
 * strip_tags() without allowed tags, as PHP's state machine reads the text: a `<` not followed by whitespace opens
 * a tag (a comment `<!--` runs to `-->`), quotes inside a tag hide its `>`, and an unclosed tag runs to the end.
 */
function stripTags(a: PhpArguments): string {
  if (a.given(1)) return a.cannot(a.string(0));
  const text = a.string(0);
  let result = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c !== '<' || /\s/.test(text[i + 1] ?? '')) {
      result += c;
      i++;
      continue;
    }
    if (text.startsWith('<!--', i)) {
      const close = text.indexOf('-->', i + 4);
      i = close === -1 ? text.length : close + 3;
      continue;
    }
    let quote = '';
    for (i++; i < text.length; i++) {
      const d = text[i]!;
      if (quote) quote = d === quote ? '' : quote;
      else if (d === '"' || d === "'") quote = d;
      else if (d === '>') break;
    }
    i++;
  }
  return result;
}

const hashOf =
  (algorithm: string): PhpFunction =>
  (a) =>
    digest(algorithm, a, 0);

export const ENCODING_FUNCTIONS: Record<string, PhpFunction> = {
  md5: hashOf('md5'),
  sha1: hashOf('sha1'),
  hash,
  crc32,
  bin2hex: (a) => Buffer.from(a.string(0), 'utf8').toString('hex'),
  base64_decode: (a) => Buffer.from(a.string(0), 'base64').toString('utf8'),
  urlencode: (a) => urlencode(a.string(0)),
  rawurlencode: (a) => rawurlencode(a.string(0)),
  http_build_query: httpBuildQuery,
  html_entity_decode: htmlEntityDecode,
  htmlspecialchars,
  strip_tags: stripTags,
};
