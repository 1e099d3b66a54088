/**
 * `collection.overrides` / `openapi.overrides`: values merged into a generated document, where a key
 * may be a dotted path (`info.version`) like Laravel's `data_set`. A nested map is merged into the
 * existing map instead of replacing it (Scribe replaces it, losing generated keys such as `info.title`).
 */
export function applyOverrides<T extends object>(document: T, overrides: Record<string, unknown>): T {
  for (const [key, value] of Object.entries(overrides)) {
    setPath(document as Record<string, unknown>, key.split('.'), value);
  }
  return document;
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node: Record<string, unknown> = target;
  for (const segment of path.slice(0, -1)) {
    const child = node[segment];
    if (!isMap(child)) node[segment] = {};
    node = node[segment] as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  const current = node[last];
  node[last] = isMap(current) && isMap(value) ? mergeMaps(current, value) : clone(value);
}

function mergeMaps(base: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    out[key] = isMap(out[key]) && isMap(value) ? mergeMaps(out[key] as Record<string, unknown>, value) : clone(value);
  }
  return out;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function clone<T>(value: T): T {
  return value !== null && typeof value === 'object' ? (structuredClone(value) as T) : value;
}
