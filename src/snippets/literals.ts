/**
 * Value printers shared by the example-request languages: quoting for shells and language string
 * literals, and values as PHP and Python code (how PHP turns a value into a string and PHP's
 * `urlencode` are in src/endpoint).
 */

/** Content for a double-quoted shell word: `\`, `"`, `$` and backquote are escaped. */
export function shellDoubleQuoted(value: string): string {
  return value.replace(/[\\"$`]/g, (c) => `\\${c}`);
}

/** A double-quoted JavaScript/JSON string literal. */
export function doubleQuoted(value: string): string {
  return JSON.stringify(value);
}

/** A single-quoted PHP or Python string literal (only `\` and `'` need escaping; newlines become `\n` in Python). */
export function singleQuoted(value: string, language: 'php' | 'python'): string {
  let body = value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
  if (language === 'python') body = body.replace(/\n/g, '\\n').replace(/\r/g, '\\r');
  return `'${body}'`;
}

function isList(value: object): value is unknown[] {
  return Array.isArray(value);
}

/** A PHP value in the style of Symfony's VarExporter (short arrays, 4-space indent, trailing commas). */
export function phpValue(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isInteger(value) || !Number.isFinite(value) ? String(value) : String(value);
  if (typeof value === 'string') return singleQuoted(value, 'php');
  if (typeof value !== 'object') return singleQuoted(String(value), 'php');
  const entries = isList(value) ? value.map((v) => [undefined, v] as const) : Object.entries(value).map(([k, v]) => [k, v] as const);
  if (entries.length === 0) return '[]';
  const pad = ' '.repeat(indent + 4);
  const lines = entries.map(([key, v]) => `${pad}${key === undefined ? '' : `${phpKey(key)} => `}${phpValue(v, indent + 4)},`);
  return `[\n${lines.join('\n')}\n${' '.repeat(indent)}]`;
}

function phpKey(key: string): string {
  return /^(0|-?[1-9][0-9]*)$/.test(key) ? key : singleQuoted(key, 'php');
}

/** A Python literal formatted like pretty JSON (4-space indent), with `True`/`False`/`None`. */
export function pythonValue(value: unknown, indent = 0): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return doubleQuoted(value);
  if (typeof value !== 'object') return doubleQuoted(String(value));
  const pad = ' '.repeat(indent + 4);
  if (isList(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${pad}${pythonValue(v, indent + 4)}`).join(',\n')}\n${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${pad}${doubleQuoted(k)}: ${pythonValue(v, indent + 4)}`).join(',\n')}\n${' '.repeat(indent)}}`;
}
