/**
 * What the PHP engine needs from values that stand for PHP objects (models, resources, collections, dates …),
 * and the call site it hands them so they can run closures and the app's own methods.
 */
import type { PhpNode } from '../ast.ts';
import type { UNKNOWN } from '../values.ts';

/**
 * A value that is known to be left out, as opposed to UNKNOWN (a value that cannot be known): Laravel's
 * `MissingValue`, which `when()`/`whenLoaded()` give and the final array drops. The engine reads it as null.
 */
export const MISSING: unique symbol = Symbol('laravel-missing-value');

/** What the engine needs from a value that behaves like a PHP object. */
export interface RuntimeObject {
  /** The PHP class this object stands for (for messages and `instanceof`). */
  readonly phpClass: string;
  /** `$object->name`; UNKNOWN when the object cannot say. */
  getProperty(name: string, call: CallSite): unknown;
  /** `$object->name(...args)`; UNKNOWN when the object cannot say. */
  callMethod(name: string, args: unknown[], call: CallSite): unknown;
  /** `$object['key']` for ArrayAccess objects. */
  offsetGet?(key: unknown, call: CallSite): unknown;
  /** What `json_encode` writes for it (before encoding), when it is JsonSerializable or Arrayable. */
  jsonValue?(call: CallSite): unknown;
  /** Its string conversion (`__toString()`), when it has one. */
  toPhpString?(): string | undefined;
  /** The number comparisons between two such objects compare (a date's time), when they compare at all. */
  comparableValue?(): number;
}

/** Where a call happens and how to run closures, handed to runtime objects. */
export interface CallSite {
  node: PhpNode;
  /** The file the call is written in, relative to the app root. */
  readonly file?: string;
  /** Calls a PHP closure (or any callable value) with arguments. */
  invoke(callable: unknown, args: unknown[]): unknown;
  /** `$target->name(...args)` with the app's own methods run as PHP. */
  callMethod(target: unknown, name: string, args: unknown[]): unknown;
  /** The running engine (for objects that run the app's methods, such as model accessors). */
  interpreter?: unknown;
  /** Reports that something could not be inferred here (one warning per place). */
  unknown(what: string): typeof UNKNOWN;
}

export function isRuntimeObject(value: unknown): value is RuntimeObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RuntimeObject).getProperty === 'function' &&
    typeof (value as RuntimeObject).callMethod === 'function'
  );
}
