/**
 * One regular expression that finds a secret in every form an HTTP response can carry it:
 *
 * - as written;
 * - JSON-escaped at any depth (a JSON document inside a JSON string inside …): `\/`, `\"`, `\\`, `\uXXXX` with
 *   either case of hex, and each of those behind any number of backslashes;
 * - URL-encoded: `%XX` for every UTF-8 byte in either case, `+` for a space, `%25…` when encoded twice;
 * - HTML-escaped: named (`&lt;`, `&sol;` …, every HTML5 name), decimal and hex references, with or without
 *   the `;`, and with their `&` itself escaped (`&amp;lt;`, `\u0026lt;`);
 * - base64 and base64url, padded or not, alone or as part of a longer encoded text (at each of the three
 *   byte alignments).
 *
 * Every character matches any of its forms on its own, so mixed encodings (PHP's `json_encode` escapes only
 * `/`; `JSON_HEX_TAG` only `<` and `>`) are found as well as uniform ones.
 */
import { characterEntities } from 'character-entities';

/** Shorter base64 fragments of a secret would match unrelated text too often. */
const MIN_BASE64_FRAGMENT = 6;

/** The regex that finds any of `secrets` (empty ones ignored); null when there is none. */
export function secretPattern(secrets: string[]): RegExp | null {
  const forms = new Map<string, 'text' | 'base64'>();
  for (const secret of secrets) {
    if (!secret) continue;
    for (const encoded of base64Forms(secret)) forms.set(encoded, 'base64');
  }
  for (const secret of secrets) if (secret) forms.set(secret, 'text');
  if (forms.size === 0) return null;
  // Longest first: where one form is a prefix of another, the whole one is replaced.
  const sources = [...forms].sort(([a], [b]) => b.length - a.length).map(([form, kind]) => anyEncoding(form, kind));
  return new RegExp(sources.join('|'), 'g');
}

/**
 * The pattern of one string: each character in any of its encodings. Base64 is made to be carried as it is:
 * only its `+`, `/`, `=` get escaped on the way (JSON's `\/`, URL encoding), not its letters and digits.
 */
function anyEncoding(text: string, kind: 'text' | 'base64'): string {
  return Array.from(text, (char) => {
    const forms = kind === 'base64' && /[A-Za-z0-9_-]/.test(char) ? [char] : characterForms(char);
    return forms.length === 1 ? forms[0]! : `(?:${forms.join('|')})`;
  }).join('');
}

const JSON_SHORT_ESCAPES: Record<string, string> = { '"': '"', '/': '/', '\\': '\\\\', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };
/** One or more backslashes: an escape at any JSON depth (bounded, so a run of backslashes cannot make matching slow). */
const BACKSLASHES = '\\\\{1,16}';

/** The HTML entity names of each character, indexed at the first secret (not by every run that loads this module). */
let entityNames: Map<string, string[]> | undefined;
function namesOf(char: string): readonly string[] {
  if (!entityNames) {
    entityNames = new Map();
    for (const [name, value] of Object.entries(characterEntities)) {
      const names = entityNames.get(value) ?? [];
      names.push(name);
      entityNames.set(value, names);
    }
  }
  return entityNames.get(char) ?? [];
}

function characterForms(char: string): string[] {
  const forms = [escapeRegExp(char)];
  const short = JSON_SHORT_ESCAPES[char];
  if (char === '\\') forms[0] = BACKSLASHES;
  else if (short !== undefined) forms.push(BACKSLASHES + short);
  // \uXXXX per UTF-16 unit (a character outside the BMP is a surrogate pair).
  forms.push(Array.from({ length: char.length }, (_, i) => `${BACKSLASHES}u${hexDigits(char.charCodeAt(i), 4)}`).join(''));
  // %XX per UTF-8 byte; %25XX when encoded again.
  forms.push([...Buffer.from(char, 'utf8')].map((byte) => `%(?:25)*${hexDigits(byte, 2)}`).join(''));
  if (char === ' ') forms.push('\\+');
  // HTML character references, the `&` possibly escaped itself (HTML inside JSON or escaped twice).
  const amp = `(?:&|&amp;|${BACKSLASHES}u0026)`;
  const codePoint = char.codePointAt(0)!;
  forms.push(`${amp}#0*${codePoint};?`, `${amp}#[xX]0*${hexDigits(codePoint, 1)};?`);
  for (const name of namesOf(char)) forms.push(`${amp}${name};?`);
  return forms;
}

/** `value` in hex, at least `width` digits, each letter matching either case. */
function hexDigits(value: number, width: number): string {
  return Array.from(value.toString(16).padStart(width, '0'), (digit) => (/[a-f]/.test(digit) ? `[${digit}${digit.toUpperCase()}]` : digit)).join('');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * Base64 and base64url of the secret: the whole encoding with and without padding, and the part of it that
 * stays the same when the secret is encoded inside a longer text starting 0, 1 or 2 bytes before it.
 */
function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const forms: string[] = [];
  for (const lead of [0, 1, 2]) {
    const encoded = Buffer.concat([Buffer.alloc(lead), bytes]).toString('base64');
    // Characters that mix bits of the leading bytes, or of whatever follows the secret, are left out.
    const first = lead === 0 ? 0 : lead + 1;
    const total = lead + bytes.length;
    const last = total % 3 === 0 ? encoded.length : Math.floor(total / 3) * 4 + (total % 3);
    const stable = encoded.slice(first, last);
    if (lead === 0) forms.push(encoded, withoutPadding(encoded));
    if (stable.length >= MIN_BASE64_FRAGMENT) forms.push(stable);
  }
  return [...new Set(forms.flatMap((form) => [form, toBase64Url(form)]))].filter((form) => form.length > 0);
}

function toBase64Url(base64: string): string {
  return withoutPadding(base64.replace(/\+/g, '-').replace(/\//g, '_'));
}

/** Base64 without its trailing `=` padding (a loop: a regex anchored at the end backtracks on every `=` run). */
export function withoutPadding(base64: string): string {
  let end = base64.length;
  while (end > 0 && base64[end - 1] === '=') end--;
  return base64.slice(0, end);
}
