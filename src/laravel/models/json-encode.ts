/**
 * `json_encode` for runtime values: PHP arrays keep their key order, a list becomes a JSON array and an empty
 * array `[]`, objects give what they serialise to, enum cases their value, and anything unknown `null`.
 * Slashes and non-ASCII characters are left unescaped (the text is shown to people, not parsed by PHP).
 */
import { PhpEnumCase } from '../../php/values.ts';
import { PhpDate } from './carbon-date.ts';
import { MISSING, OrderedArray, UNKNOWN, isRuntimeObject, type CallSite } from './runtime-values.ts';

/** Encodes a runtime value as compact JSON text, resolving objects on the way (one pass, no copies). */
export function encodeJson(value: unknown, site: CallSite): string {
  const parts: string[] = [];
  write(value, site, parts, 0);
  return parts.join('');
}

function write(value: unknown, site: CallSite, out: string[], depth: number): void {
  if (depth > 64 || value === UNKNOWN || value === MISSING || value === undefined || value === null) {
    out.push('null');
    return;
  }
  if (typeof value === 'string') {
    out.push(JSON.stringify(value));
    return;
  }
  if (typeof value === 'number') {
    out.push(Number.isFinite(value) ? String(value) : '0');
    return;
  }
  if (typeof value === 'boolean') {
    out.push(value ? 'true' : 'false');
    return;
  }
  if (value instanceof PhpEnumCase) {
    out.push(JSON.stringify(value.value ?? value.name));
    return;
  }
  if (value instanceof PhpDate) {
    out.push(JSON.stringify(value.toJson()));
    return;
  }
  if (value instanceof OrderedArray) {
    if (value.size === 0) {
      out.push('[]');
      return;
    }
    const list = value.isList();
    out.push(list ? '[' : '{');
    let first = true;
    for (const [key, item] of value.entries()) {
      if (!first) out.push(',');
      first = false;
      if (!list) out.push(JSON.stringify(String(key)), ':');
      write(item, site, out, depth + 1);
    }
    out.push(list ? ']' : '}');
    return;
  }
  if (Array.isArray(value)) {
    write(OrderedArray.list(value), site, out, depth);
    return;
  }
  if (isRuntimeObject(value)) {
    if (!value.jsonValue) out.push('[]');
    else write(value.jsonValue(site), site, out, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    write(OrderedArray.fromEntries(Object.entries(value as Record<string, unknown>)), site, out, depth);
    return;
  }
  out.push('null');
}

/** Turns an encodable value into plain JS data (objects for keyed arrays), for callers that inspect results. */
export { plainData as toPlain } from '../../php/php-array.ts';
