/**
 * YAML for plain data (objects, lists, strings, numbers, booleans, null), block style with two-space indents.
 * The `yaml` package builds a node tree first and takes ~10x as long as generating a large spec; this writes
 * lines directly. Safety comes from quoting: a string is written plain only when it is obviously a string in
 * every YAML reader (no number, boolean or null look-alike, no indicator characters); everything else is written
 * as a JSON string, which YAML 1.2 reads as a double-quoted scalar. Multi-line text uses literal blocks.
 * test/output/yaml-emit.test.ts checks that the `yaml` parser reads back exactly what was written.
 */

export function emitYaml(value: unknown): string {
  // Chunks joined once at the end: a large spec is megabytes, and per-line strings would churn the GC.
  const out: string[] = [];
  if (hasEntries(value)) writeMap(out, value, '', '');
  else if (Array.isArray(value) && value.length > 0) writeList(out, value, '', '');
  else out.push(scalar(value, ''));
  out.push('\n');
  return out.join('');
}

/** Writes a map's entries; the first line starts with `first`, the others with a newline and `indent`. */
function writeMap(out: string[], map: Record<string, unknown>, indent: string, first: string): void {
  let prefix = first;
  const inner = `${indent}  `;
  for (const key in map) {
    const value = map[key];
    if (value === undefined) continue;
    out.push(prefix, keyText(key), ':');
    prefix = `\n${indent}`;
    if (hasEntries(value)) writeMap(out, value, inner, `\n${inner}`);
    else if (Array.isArray(value) && value.length > 0) writeList(out, value, inner, `\n${inner}`);
    else out.push(' ', scalar(value, inner));
  }
}

/** Writes list items (`- …`); the first starts with `first`, the others with a newline and `indent`. */
function writeList(out: string[], list: unknown[], indent: string, first: string): void {
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
    if (Number.isFinite(value)) return String(value);
    return Number.isNaN(value) ? '.nan' : value > 0 ? '.inf' : '-.inf';
  }
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return '[]';
  if (isMap(value)) return '{}';
  const text = String(value);
  if (isPlain(text)) return text;
  if (isLiteralBlockSafe(text)) {
    const chomp = text.endsWith('\n') ? '' : '-';
    const body = (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
    return `|${chomp}\n${body.map((line) => (line === '' ? '' : `${indent}${line}`)).join('\n')}`;
  }
  return JSON.stringify(text);
}

function keyText(key: string): string {
  return isPlain(key) ? key : JSON.stringify(key);
}

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
  // Control characters (other than tab and newline) and CR need escapes; a line of only spaces is ambiguous.
  if (/[\u0000-\u0008\u000b-\u001f\u007f\u0085\u2028\u2029\ufeff\r]/.test(text)) return false;
  return !text.split('\n').some((line) => line !== '' && line.trim() === '');
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
