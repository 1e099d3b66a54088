/**
 * YAML for plain data (objects, lists, strings, numbers, booleans, null), block style with two-space indents.
 * The `yaml` package builds a node tree first and takes ~10x as long as generating a large spec; this writes
 * lines directly. Safety comes from quoting: a string is written plain only when it is obviously a string in
 * every YAML reader (no number, boolean or null look-alike, no indicator characters); everything else is written
 * as a double-quoted scalar with escapes for every character YAML does not take raw. Multi-line text uses literal
 * blocks. test/yaml-emit.test.ts checks that the `yaml` parser reads back exactly what was written;
 * test/hostile/yaml-output.test.ts checks generated strings with three parsers (yaml, js-yaml, PyYAML).
 */

export function emitYaml(value: unknown): string {
  return emitYamlParts(value)
    .map((part) => (typeof part === 'string' ? part : Buffer.from(part).toString('utf8')))
    .join('');
}

/** The YAML text in parts: strings, and the UTF-8 bytes of entries given as bytes (`YamlEntries`). */
export function emitYamlParts(value: unknown): Array<string | Uint8Array> {
  // Chunks joined once at the end: a large spec is megabytes, and per-line strings would churn the GC.
  const out: Out = [];
  if (hasEntries(value)) writeMap(out, value, '', '');
  else if (Array.isArray(value) && value.length > 0) writeList(out, value, '', '');
  else out.push(scalar(value, ''));
  out.push('\n');
  return out;
}

type Out = Array<string | Uint8Array>;

/**
 * A map whose entries are already YAML text, each as `yamlEntry` writes it at the map's place (kept from an
 * earlier run and spliced in): the map is written as if its values had been given.
 */
export class YamlEntries {
  constructor(readonly entries: ReadonlyArray<string | Uint8Array>) {}
}

/** The text of one map entry as it is written at `indent` (starting with the line break before it). */
export function yamlEntry(key: string, value: unknown, indent: string): string {
  const out: Out = [];
  writeMap(out, Object.fromEntries([[key, value]]) as Record<string, unknown>, indent, `\n${indent}`);
  return out.join('');
}

/** A string or other scalar as it is written as a map value on one line (multi-line text: a literal block at no indent). */
export function yamlScalar(value: unknown): string {
  return scalar(value, '');
}

/** Writes a map's entries; the first line starts with `first`, the others with a newline and `indent`. */
function writeMap(out: Out, map: Record<string, unknown>, indent: string, first: string): void {
  let prefix = first;
  const inner = `${indent}  `;
  for (const key in map) {
    const value = map[key];
    if (value === undefined) continue;
    const written = keyText(key);
    // A key over 1,024 characters cannot be an implicit key: write it as `? key` with `:` on the next line.
    if (written.length > IMPLICIT_KEY_LIMIT) out.push(prefix, '? ', written, `\n${indent}:`);
    else out.push(prefix, written, ':');
    prefix = `\n${indent}`;
    if (value instanceof YamlEntries) out.push(...(value.entries.length > 0 ? value.entries : [' {}']));
    else if (hasEntries(value)) writeMap(out, value, inner, `\n${inner}`);
    else if (Array.isArray(value) && value.length > 0) writeList(out, value, inner, `\n${inner}`);
    else out.push(' ', scalar(value, inner));
  }
}

/** Writes list items (`- …`); the first starts with `first`, the others with a newline and `indent`. */
function writeList(out: Out, list: unknown[], indent: string, first: string): void {
  let prefix = first;
  const inner = `${indent}  `;
  for (const item of list) {
    if (hasEntries(item)) {
      // `- first: …` then the other keys aligned under it.
      writeMap(out, item, inner, `${prefix}- `);
    } else if (Array.isArray(item) && item.length > 0) {
      out.push(prefix, '-');
      writeList(out, item, inner, `\n${inner}`);
    } else {
      out.push(prefix, '- ', scalar(item === undefined ? null : item, inner));
    }
    prefix = `\n${indent}`;
  }
}

/** A map with at least one defined value (an all-undefined map is written `{}`, as JSON would drop its keys). */
function hasEntries(value: unknown): value is Record<string, unknown> {
  if (!isMap(value)) return false;
  for (const key in value) if (value[key] !== undefined) return true;
  return false;
}

function scalar(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    // `1e+21` is a float in YAML 1.2 but a string in YAML 1.1 readers, which need a dot: `1.0e+21`.
    if (Number.isFinite(value)) return String(value).replace(/^(-?\d+)e/, '$1.0e');
    return Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf';
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return '[]';
  if (isMap(value)) return '{}';
  const text = String(value);
  const known = oneLineTexts.get(text);
  if (known !== undefined) return known;
  if (isPlain(text)) return remembered(text, text);
  if (isLiteralBlockSafe(text)) {
    const chomp = text.endsWith('\n') ? '' : '-';
    const body = (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
    return `|${chomp}\n${body.map((line) => (line === '' ? '' : `${indent}${line}`)).join('\n')}`;
  }
  return remembered(text, doubleQuoted(text));
}

function keyText(key: string): string {
  const known = oneLineTexts.get(key);
  if (known !== undefined) return known;
  return remembered(key, isPlain(key) ? key : doubleQuoted(key));
}

/**
 * The text of a short string without line breaks (plain or double-quoted, the same as a key or a value, at any
 * indent): a document repeats the same words thousands of times (`type`, `string`, `description` …), and each
 * is worked out once. Text with line breaks is not kept: as a value it may be a literal block, at its indent.
 */
const oneLineTexts = new Map<string, string>();

function remembered(text: string, written: string): string {
  if (text.length > 200 || text.includes('\n')) return written;
  if (oneLineTexts.size >= 50_000) oneLineTexts.clear();
  oneLineTexts.set(text, written);
  return written;
}

/** Longer keys must use the explicit `? ` form (YAML limits implicit keys to 1,024 characters). */
const IMPLICIT_KEY_LIMIT = 1000;

/**
 * A double-quoted scalar: JSON's escapes (C0 controls, `"` and `\`), plus `\u` escapes for what YAML does not
 * allow raw or reads differently: DEL, the C1 controls (U+0085 is a line break in YAML 1.1), the line and
 * paragraph separators (line breaks in YAML 1.1, folded inside quotes), the byte-order mark and U+FFFE/U+FFFF.
 */
function doubleQuoted(text: string): string {
  return JSON.stringify(text).replace(NOT_RAW, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const NOT_RAW = /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]/g;

/** Words of safe characters separated by single spaces, starting with a letter, not a reserved word. */
const PLAIN = /^[A-Za-z][\w.\/()<>@+=,-]*(?: [\w.\/()<>@+=,`'-]+)*$/;
const RESERVED = /^(?:true|false|yes|no|on|off|y|n|null|nan|inf|infinity)$/i;

function isPlain(text: string): boolean {
  return text.length <= 200 && PLAIN.test(text) && !RESERVED.test(text) && !/^[0-9]/.test(text);
}

/** Text with line breaks that a literal block keeps exactly. */
function isLiteralBlockSafe(text: string): boolean {
  if (!text.includes('\n') || text.endsWith('\n\n') || text.startsWith('\n')) return false;
  if (/^[ \t]/.test(text)) return false;
  // Control characters (other than tab and newline), CR, what doubleQuoted escapes and lone surrogates (not
  // UTF-8) need escapes; a line of only spaces is ambiguous.
  if (/[\u0000-\u0008\u000b-\u001f\r]/.test(text) || /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff]|\p{Cs}/u.test(text)) return false;
  return !text.split('\n').some((line) => line !== '' && line.trim() === '');
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
