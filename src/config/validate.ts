/**
 * Validation of one config layer (the PHP file or the options): unknown keys become warnings naming the key and
 * are dropped; wrong types and values become errors naming the key path, the value and what is allowed.
 */
import type { ZodIssue, ZodTypeAny } from 'zod';
import type { Diagnostic } from '../model.ts';
import { ownValue } from '../name-map.ts';
import { isPlainObject, withClassNames } from './php-values.ts';
import { arrayItem, objectShape, userConfigSchema, type UserConfig } from './schema.ts';
import { normaliseStrategies } from './strategy-entries.ts';

export interface LayerSource {
  /** `config/docgen.php` (relative to the app) for the file layer; undefined for options. */
  file?: string;
  /** The file's text, to point messages at the line of a key. */
  text?: string;
}

export function validateLayer(raw: unknown, source: LayerSource): { value: UserConfig; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const layer = isPlainObject(raw) ? { ...raw } : raw;
  let strategies: ReturnType<typeof normaliseStrategies>;
  if (isPlainObject(layer) && 'strategies' in layer) {
    strategies = normaliseStrategies(layer.strategies, source.file, diagnostics);
    if (isPlainObject(layer.strategies)) {
      for (const key of Object.keys(layer.strategies)) {
        if (!(strategies && Object.hasOwn(strategies, key))) {
          if (!isKnownStage(key)) diagnostics.push(unknownKey(['strategies', key], source));
        }
      }
    }
    delete layer.strategies;
  }
  const plain = withClassNames(layer);
  removeUnknownKeys(plain, userConfigSchema, [], source, diagnostics);
  const parsed = userConfigSchema.safeParse(plain);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) diagnostics.push(typeError(issue, plain, source));
    return { value: {}, diagnostics };
  }
  const value = (parsed.data ?? {}) as UserConfig;
  if (strategies) (value as Record<string, unknown>).strategies = strategies;
  return { value, diagnostics };
}

function isKnownStage(key: string): boolean {
  return ['metadata', 'headers', 'urlParameters', 'queryParameters', 'bodyParameters', 'responses', 'responseFields'].includes(key);
}

function removeUnknownKeys(value: unknown, schema: ZodTypeAny, path: string[], source: LayerSource, out: Diagnostic[]): void {
  const shape = objectShape(schema);
  if (shape && isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      const child = ownValue(shape, key);
      if (!child) {
        out.push(unknownKey([...path, key], source));
        delete value[key];
      } else removeUnknownKeys(value[key], child, [...path, key], source, out);
    }
    return;
  }
  const item = arrayItem(schema);
  if (item && Array.isArray(value)) value.forEach((v, i) => removeUnknownKeys(v, item, [...path, String(i)], source, out));
}

function unknownKey(path: string[], source: LayerSource): Diagnostic {
  const what = source.file ? 'Config key' : 'Option';
  return {
    severity: 'warning',
    code: 'config-unknown-key',
    message: `${what} ${path.join('.')} is not a docgen setting; it is ignored.`,
    ...(source.file ? { file: source.file, line: lineOfKey(source.text, path) } : {}),
  };
}

function typeError(issue: ZodIssue, value: unknown, source: LayerSource): Diagnostic {
  const path = issue.path.map(String);
  const given = path.reduce<unknown>((v, key) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), value);
  const what = source.file ? 'Config key' : 'Option';
  const name = path.length ? path.join('.') : '(the whole config)';
  return {
    severity: 'error',
    code: 'config-type',
    message: `${what} ${name} is ${describe(given)}; allowed: ${issue.message}.`,
    ...(source.file ? { file: source.file, line: lineOfKey(source.text, path) } : {}),
  };
}

/** How a given value is named in messages, PHP-style. */
export function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (typeof value === 'string') return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}' (a string)`;
  if (typeof value === 'number') return `${value} (a number)`;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (isPlainObject(value)) return 'an array of keys to values';
  return typeof value;
}

/** The line where a key path is written (`'try_it_out' => [ ... 'enabled' => ...`), 1 when not found. */
export function lineOfKey(text: string | undefined, path: string[]): number {
  if (!text) return 1;
  let position = 0;
  let found = -1;
  for (const segment of path) {
    if (/^\d+$/.test(segment)) continue;
    const pattern = new RegExp(`['"]${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]\\s*=>`, 'g');
    pattern.lastIndex = position;
    const match = pattern.exec(text);
    if (!match) break;
    found = match.index;
    position = match.index + match[0].length;
  }
  return found === -1 ? 1 : text.slice(0, found).split('\n').length;
}
