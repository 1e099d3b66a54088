/**
 * `json_encode` for runtime values: PHP arrays keep their key order, a list becomes a JSON array and an empty
 * array `[]`, objects give what they serialise to, enum cases their value, and anything unknown `null`.
 * Slashes and non-ASCII characters are left unescaped (the text is shown to people, not parsed by PHP).
 */
import { PhpEnumCase } from '../../php/values.ts';
import { PhpDate } from './php-date.ts';
import { MISSING, OrderedArray, UNKNOWN, isRuntimeObject, type CallSite } from './runtime-values.ts';

/** Resolves objects to plain runtime values (arrays, scalars) before encoding. */
export function toJsonValue(value: unknown, site: CallSite, depth = 0): unknown {
  if (depth > 64) return null;
  if (value === UNKNOWN || value === MISSING || value === undefined) return null;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value instanceof PhpEnumCase) return value.value ?? value.name;
  if (value instanceof PhpDate) return value.toJson();
  if (value instanceof OrderedArray) {
    return OrderedArray.fromEntries(value.entries().map(([key, item]) => [key, toJsonValue(item, site, depth + 1)]));
  }
  if (Array.isArray(value)) return OrderedArray.list(value.map((item) => toJsonValue(item, site, depth + 1)));
  if (isRuntimeObject(value)) {
    if (!value.jsonValue) return OrderedArray.list([]);
    return toJsonValue(value.jsonValue(site), site, depth + 1);
  }
  if (typeof value === 'object') {
    return OrderedArray.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, toJsonValue(item, site, depth + 1)]),
    );
  }
  return null;
}

/** Encodes a value resolved by `toJsonValue` (or any plain runtime value) as compact JSON text. */
export function encodeJson(value: unknown, site: CallSite): string {
  return write(toJsonValue(value, site));
}

function write(value: unknown): string {
  if (value instanceof OrderedArray) {
    if (value.size === 0) return '[]';
    if (value.isList()) return `[${value.values().map(write).join(',')}]`;
    return `{${value
      .entries()
      .map(([key, item]) => `${JSON.stringify(String(key))}:${write(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Turns an encodable value into plain JS data (objects for keyed arrays), for callers that inspect results. */
export function toPlain(value: unknown): unknown {
  if (value instanceof OrderedArray) {
    if (value.isList()) return value.values().map(toPlain);
    const object: Record<string, unknown> = {};
    for (const [key, item] of value.entries()) object[String(key)] = toPlain(item);
    return object;
  }
  return value;
}
