/** The `where*` helpers of Laravel's CreatesRegularExpressionRouteConstraints, as patterns. */
import { nameMap, lookupTable } from '../../name-map.ts';
import { PhpEnumCase } from '../../php/values.ts';
import { isPhpArray, phpArrayEntries } from '../../php/values.ts';

export const CONSTRAINT_PATTERNS: Record<string, string> = lookupTable({
  whereAlpha: '[a-zA-Z]+',
  whereAlphaNumeric: '[a-zA-Z0-9]+',
  whereNumber: '[0-9]+',
  whereUuid: '[\\da-fA-F]{8}-[\\da-fA-F]{4}-[\\da-fA-F]{4}-[\\da-fA-F]{4}-[\\da-fA-F]{12}',
  whereUlid: '[0-7][0-9a-hjkmnp-tv-zA-HJKMNP-TV-Z]{25}',
});

function listOf(value: unknown): unknown[] {
  if (isPhpArray(value)) return phpArrayEntries(value).map(([, item]) => item);
  return [value];
}

/**
 * The `param => pattern` map a where-helper call produces, or undefined when `method` is not one.
 * `whereIn('status', ['a', 'b'])` joins the values (enum cases by their value) with `|`.
 */
export function constraintFor(method: string, args: unknown[]): Record<string, string> | undefined {
  let pattern: string | undefined = CONSTRAINT_PATTERNS[method];
  if (method === 'whereIn') {
    const values = listOf(args[1]).map((v) => (v instanceof PhpEnumCase ? v.value : v));
    if (!values.every((v) => typeof v === 'string' || typeof v === 'number')) return undefined;
    pattern = values.join('|');
  }
  if (pattern === undefined) return undefined;
  const result: Record<string, string> = nameMap();
  for (const parameter of listOf(args[0])) if (typeof parameter === 'string') result[parameter] = pattern;
  return result;
}

/** `where('id', '[0-9]+')` or `where(['id' => '[0-9]+'])` → a map. */
export function parseWhere(name: unknown, expression: unknown): Record<string, string> {
  if (typeof name === 'string') return typeof expression === 'string' ? { [name]: expression } : {};
  const result: Record<string, string> = nameMap();
  if (isPhpArray(name)) {
    for (const [key, value] of phpArrayEntries(name)) if (typeof value === 'string') result[String(key)] = value;
  }
  return result;
}
