/**
 * How PHP values are represented in TypeScript after static evaluation.
 *
 * - strings, numbers (int and float alike), booleans and null map to their JS counterparts;
 * - a PHP list (keys 0..n-1 in order) becomes an array, any other array a plain object in PHP's key order
 *   (integer-like keys aside, which JS objects sort first);
 * - an enum case becomes a `PhpEnumCase`;
 * - anything that cannot be known without running PHP is `UNKNOWN` (it may sit inside arrays, where the
 *   rest of the array is still known).
 */
import { isRecordObject, nameMap } from '../name-map.ts';

/** The value of an expression that static evaluation cannot know. */
export const UNKNOWN: unique symbol = Symbol('php-unknown');
export type Unknown = typeof UNKNOWN;

export function isUnknown(value: unknown): value is Unknown {
  return value === UNKNOWN;
}

/** True when the value, or anything inside it, is UNKNOWN. */
export function containsUnknown(value: unknown): boolean {
  if (value === UNKNOWN) return true;
  if (Array.isArray(value)) return value.some(containsUnknown);
  if (isPhpArrayObject(value)) return Object.values(value).some(containsUnknown);
  return false;
}

/** An enum case (`Status::Active`): the enum's class, the case name and its backing value (undefined for pure enums). */
export class PhpEnumCase {
  constructor(
    readonly className: string,
    readonly name: string,
    readonly value: string | number | undefined,
  ) {}
}

/** A keyed PHP array (plain object), as opposed to a list (JS array) or another value. */
export function isPhpArrayObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof PhpEnumCase) &&
    // Plain objects, and the prototype-free ones arrays with names for keys are built as (name-map.ts).
    isRecordObject(value)
  );
}

/** Whether the value is a PHP array of either form. */
export function isPhpArray(value: unknown): value is unknown[] | Record<string, unknown> {
  return Array.isArray(value) || isPhpArrayObject(value);
}

/** The entries of a PHP array in order, keys as PHP would give them (numbers for list positions). */
export function phpArrayEntries(value: unknown[] | Record<string, unknown>): Array<[string | number, unknown]> {
  if (Array.isArray(value)) return value.map((item, index) => [index, item]);
  return Object.entries(value).map(([key, item]) => [/^(0|-?[1-9]\d*)$/.test(key) ? Number(key) : key, item]);
}

/** PHP's string conversion for scalar values; undefined when the value has no string form. */
export function phpToString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (Number.isInteger(value)) return String(value);
    if (Number.isNaN(value)) return 'NAN';
    if (!Number.isFinite(value)) return value > 0 ? 'INF' : '-INF';
    // PHP 8 prints floats with up to 17 significant digits, shortest round-trip: same as JS for usual values.
    return String(value).replace('e+', 'E+').replace('e-', 'E-');
  }
  if (typeof value === 'boolean') return value ? '1' : '';
  if (value === null) return '';
  if (value instanceof PhpEnumCase) return undefined;
  return undefined;
}

/** PHP truthiness. */
export function phpTruthy(value: unknown): boolean {
  if (value === null || value === false || value === 0 || value === '' || value === '0') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isPhpArrayObject(value)) return Object.keys(value).length > 0;
  return true;
}

/** Builds the TS value of a PHP array from ordered entries. */
export function arrayFromEntries(entries: Array<[string | number, unknown]>): unknown[] | Record<string, unknown> {
  const isList = entries.every(([key], index) => key === index);
  if (isList) return entries.map(([, value]) => value);
  const object: Record<string, unknown> = nameMap();
  for (const [key, value] of entries) object[String(key)] = value;
  return object;
}

