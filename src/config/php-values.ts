/**
 * Values read from a PHP config file, before validation. Lists are arrays, keyed arrays plain objects, and a
 * mixed array (`['Books', 'Orders' => [...]]`, as `groups.order` uses) an array whose keyed items are
 * one-key objects, so PHP's order survives (JS objects would move integer keys first).
 * `Foo::class` stays a `ClassRef` (with its line) until validation, so strategy entries can say where they are.
 */
import { isRecordObject } from '../name-map.ts';

export class ClassRef {
  constructor(
    /** Fully qualified, without a leading backslash. */
    readonly name: string,
    readonly line: number,
  ) {}

  get shortName(): string {
    return this.name.split('\\').pop() ?? this.name;
  }

  toString(): string {
    return this.name;
  }
}

/** `ClassRef`s replaced by their class names, everywhere inside the value. */
export function withClassNames(value: unknown): unknown {
  if (value instanceof ClassRef) return value.name;
  if (Array.isArray(value)) return value.map(withClassNames);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withClassNames(v)]));
  }
  return value;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && isRecordObject(value);
}

/** A one-key object standing for a keyed item of a mixed list. */
export function isMixedListItem(value: unknown): value is Record<string, unknown> {
  return isPlainObject(value) && Object.keys(value).length === 1;
}
