/** Deep merge for config layers: maps merge key by key, lists and scalars replace, `undefined` leaves a key alone. */
import { nameMap } from '../name-map.ts';
import { isPlainObject } from './php-values.ts';

export function deepMerge<T>(base: T, override: unknown): T {
  if (override === undefined) return base;
  if (!isPlainObject(base) || !isPlainObject(override)) return override as T;
  const result: Record<string, unknown> = nameMap(Object.entries(base));
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    result[key] = Object.hasOwn(result, key) ? deepMerge(result[key], value) : value;
  }
  return result as T;
}
