/**
 * `collection.overrides` / `openapi.overrides`: values merged into a generated document, where a key
 * may be a dotted path (`info.version`) like Laravel's `data_set`. A nested map is merged into the
 * existing map instead of replacing it (Scribe replaces it, losing generated keys such as `info.title`).
 */
import { nameMap, ownValue, setOwn } from '../name-map.ts';

export function applyOverrides<T extends object>(document: T, overrides: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(overrides)) {
    setPath(document as Record<string, unknown>, key.split('.'), value);
  }
  return document;
}

// Segments are own keys only: `__proto__.x` or `constructor.prototype.x` name keys of the document, never the
// prototype of an object (or of every object).
function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  for (const segment of path.slice(0, -1)) {
    const child = ownValue(node, segment);
    if (isMap(child)) node = child;
    else {
      const created = nameMap<unknown>();
      setOwn(node, segment, created);
      node = created;
    }
  }
  const last = path[path.length - 1]!;
  const current = ownValue(node, last);
  setOwn(node, last, isMap(current) && isMap(value) ? mergeMaps(current, value) : clone(value));
}

function mergeMaps(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out = nameMap(Object.entries(base));
  for (const [key, value] of Object.entries(extra)) {
    const current = ownValue(out, key);
    out[key] = isMap(current) && isMap(value) ? mergeMaps(current, value) : clone(value);
  }
  return out;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (structuredClone(value) as T) : value;
}
