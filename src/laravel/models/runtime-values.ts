/**
 * The values that exist while docgen "runs" a model factory, an API resource's `toArray()` or a transformer's
 * `transform()` statically. Scalars and null are JS scalars; PHP arrays are the engine's `OrderedArray`
 * (php/php-array.ts); objects implement `RuntimeObject`. `UNKNOWN` (php/values.ts, the engine's one marker for
 * what cannot be known) encodes as `null`. `MISSING` is not an unknown: it is Laravel's own MissingValue.
 */
import type { PhpNode } from '../../php/ast.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { PhpEnumCase, UNKNOWN } from '../../php/values.ts';

export { UNKNOWN, PhpEnumCase };
export { OrderedArray, fromPlain, type ArrayKey } from '../../php/php-array.ts';

/** Laravel's `MissingValue`: an attribute left out by `when()`/`whenLoaded()`; removed from the final array. */
export const MISSING: unique symbol = Symbol('laravel-missing-value');

/** What the interpreter needs from a value that behaves like a PHP object. */
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
}

/** Where a call happens and how to run closures, handed to runtime objects. */
export interface CallSite {
  node: PhpNode;
  /** Calls a PHP closure (or any callable value) with arguments. */
  invoke(callable: unknown, args: unknown[]): unknown;
  /** `$target->name(...args)` with the app's own methods run as PHP. */
  callMethod(target: unknown, name: string, args: unknown[]): unknown;
  /** The running interpreter (for objects that run the app's methods, such as model accessors). */
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

/** Laravel's `MergeValue` (`merge()`, `mergeWhen()`): its entries are spliced into the enclosing array. */
export class MergeValue {
  constructor(readonly data: OrderedArray) {}
}

/** Whether a value is a PHP array. */
export function isArray(value: unknown): value is OrderedArray {
  return value instanceof OrderedArray;
}
