/**
 * A response field's type when the annotation gives none: the value at the field's path in the first 2xx
 * example response. Paths are dotted (`data.author.name`, `items[].id`); a list on the way is looked into
 * through its first item; a field named without the resource wrapper (`title` for `{"data": {"title": …}}`)
 * or without the list (`id` for `[{"id": …}]`) is found too, as Scribe finds it.
 */
import type { ResponseExample } from '../../../model.ts';

const MISSING = Symbol('missing');

function step(value: unknown, key: string): unknown {
  let current = value;
  while (Array.isArray(current)) {
    if (current.length === 0) return MISSING;
    current = current[0];
  }
  if (key === '') return current;
  if (typeof current !== 'object' || current === null || !Object.hasOwn(current, key)) return MISSING;
  return (current as Record<string, unknown>)[key];
}

function at(root: unknown, path: string): unknown {
  let current = root;
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    current = step(current, key);
    if (current === MISSING) return MISSING;
    if (part.endsWith('[]')) current = Array.isArray(current) ? current : MISSING;
    if (current === MISSING) return MISSING;
  }
  return current;
}

/** The docgen type of a JSON value: `string`, `integer`, `number`, `boolean`, `object`, `T[]` or `array`. */
export function typeOfValue(value: unknown): string {
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) {
    const itemTypes = new Set(value.filter((item) => item !== null).map(typeOfValue));
    return itemTypes.size === 1 ? `${[...itemTypes][0]}[]` : 'array';
  }
  if (typeof value === 'object' && value !== null) return 'object';
  return '';
}

/** The type of the field in the first 2xx response, or '' when it cannot be found (or is null there). */
export function inferFieldType(name: string, responses: readonly ResponseExample[]): string {
  const success = responses.find((r) => r.status >= 200 && r.status < 300);
  if (!success?.content) return '';
  let json: unknown;
  try {
    json = JSON.parse(success.content);
  } catch {
    return '';
  }
  const candidates = [name];
  if (!name.startsWith('data.')) candidates.push(`data.${name}`);
  else candidates.push(name.slice('data.'.length));
  for (const path of candidates) {
    const value = at(json, path);
    if (value !== MISSING && value !== null && value !== undefined) return typeOfValue(value);
  }
  return '';
}
