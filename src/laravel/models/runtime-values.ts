/**
 * The values that exist while docgen "runs" a model factory, an API resource's `toArray()` or a transformer's
 * `transform()` statically. Scalars and null are JS scalars; PHP arrays are `OrderedArray` (PHP keeps key order
 * even for integer keys mixed with string keys, which a JS object would not); objects implement `RuntimeObject`.
 * `UNKNOWN` (from the constant evaluator) stands for whatever could not be inferred and encodes as `null`.
 */
import type { PhpNode } from '../../php/ast.ts';
import { PhpEnumCase, UNKNOWN, isPhpArrayObject } from '../../php/values.ts';

export { UNKNOWN, PhpEnumCase };

/** Laravel's `MissingValue`: an attribute left out by `when()`/`whenLoaded()`; removed from the final array. */
export const MISSING: unique symbol = Symbol('laravel-missing-value');

export type ArrayKey = string | number;

/** A PHP array: ordered entries, integer or string keys. */
export class OrderedArray {
  private readonly map = new Map<ArrayKey, unknown>();
  private nextIndex = 0;

  static fromEntries(entries: Iterable<[ArrayKey, unknown]>): OrderedArray {
    const array = new OrderedArray();
    for (const [key, value] of entries) array.set(key, value);
    return array;
  }

  static list(values: Iterable<unknown>): OrderedArray {
    const array = new OrderedArray();
    for (const value of values) array.push(value);
    return array;
  }

  /** PHP's key normalisation: `"5"` is the integer key 5. */
  static normaliseKey(key: ArrayKey): ArrayKey {
    if (typeof key === 'number') return Math.trunc(key);
    return /^(0|-?[1-9]\d*)$/.test(key) && Math.abs(Number(key)) <= Number.MAX_SAFE_INTEGER ? Number(key) : key;
  }

  get size(): number {
    return this.map.size;
  }

  has(key: ArrayKey): boolean {
    return this.map.has(OrderedArray.normaliseKey(key));
  }

  get(key: ArrayKey): unknown {
    return this.map.get(OrderedArray.normaliseKey(key));
  }

  set(key: ArrayKey, value: unknown): void {
    const normalised = OrderedArray.normaliseKey(key);
    if (typeof normalised === 'number' && normalised >= this.nextIndex) this.nextIndex = normalised + 1;
    this.map.set(normalised, value);
  }

  push(value: unknown): void {
    this.set(this.nextIndex, value);
  }

  delete(key: ArrayKey): void {
    this.map.delete(OrderedArray.normaliseKey(key));
  }

  keys(): ArrayKey[] {
    return [...this.map.keys()];
  }

  values(): unknown[] {
    return [...this.map.values()];
  }

  entries(): Array<[ArrayKey, unknown]> {
    return [...this.map.entries()];
  }

  /** Keys 0..n-1 in order: json_encode writes a JSON list. */
  isList(): boolean {
    let index = 0;
    for (const key of this.map.keys()) if (key !== index++) return false;
    return true;
  }

  copy(): OrderedArray {
    return OrderedArray.fromEntries(this.entries());
  }
}

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

/** Converts a value from the constant evaluator (plain arrays and objects) into runtime values. */
export function fromPlain(value: unknown): unknown {
  if (Array.isArray(value)) return OrderedArray.list(value.map(fromPlain));
  if (isPhpArrayObject(value)) {
    return OrderedArray.fromEntries(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
  }
  return value;
}

/** Whether a value is a PHP array. */
export function isArray(value: unknown): value is OrderedArray {
  return value instanceof OrderedArray;
}
