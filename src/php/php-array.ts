/**
 * The one PHP array of docgen's PHP engine: ordered entries with integer or string keys (PHP keeps key order
 * even for integer keys mixed with string keys, which a JS object would not). Static evaluation (evaluate.ts)
 * hands the engine's results to readers of config, attributes and rules as plain data (a JS array for a list, an
 * object otherwise, values.ts); `plainData`, `toPlain` and `fromPlain` convert between the two.
 */
import type { PhpNode } from './ast.ts';
import type { Frame } from './engine/frame.ts';
import { arrayFromEntries, isPhpArrayObject } from './values.ts';

export type ArrayKey = string | number;

/**
 * Where an entry was written, for readers that attach what is written there to it (a comment above a rule key):
 * the array item or the statement that set it, the expression of its value, and the frame it ran in. Only an
 * engine that asks for them records origins; entries keep theirs through copies, `+`, spreads and array_merge().
 */
export interface EntryOrigin {
  readonly node: PhpNode;
  /** The value's expression; absent when the entry was set by code that has none (`$rules[] = …` in a loop). */
  readonly value?: PhpNode;
  readonly frame: Frame;
}

/** A PHP array: ordered entries, integer or string keys. */
export class OrderedArray {
  private readonly map = new Map<ArrayKey, unknown>();
  /** Made on the first origin recorded: arrays of engines that record none pay nothing. */
  private origins?: Map<ArrayKey, EntryOrigin>;
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

  /** Sets an entry; its origin is the one given (an entry set again without one no longer has one). */
  set(key: ArrayKey, value: unknown, origin?: EntryOrigin): void {
    const normalised = OrderedArray.normaliseKey(key);
    if (typeof normalised === 'number' && normalised >= this.nextIndex) this.nextIndex = normalised + 1;
    this.map.set(normalised, value);
    if (origin) (this.origins ??= new Map()).set(normalised, origin);
    else this.origins?.delete(normalised);
  }

  push(value: unknown, origin?: EntryOrigin): void {
    this.set(this.nextIndex, value, origin);
  }

  delete(key: ArrayKey): void {
    const normalised = OrderedArray.normaliseKey(key);
    this.map.delete(normalised);
    this.origins?.delete(normalised);
  }

  /** Where the entry was written, when the engine that wrote it recorded it. */
  originOf(key: ArrayKey): EntryOrigin | undefined {
    return this.origins?.get(OrderedArray.normaliseKey(key));
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
    const copy = OrderedArray.fromEntries(this.entries());
    if (this.origins) copy.origins = new Map(this.origins);
    return copy;
  }
}

/** A PHP array key from any value PHP accepts as one (booleans, null, numeric strings); undefined for others. */
export function arrayKey(key: unknown): ArrayKey | undefined {
  if (typeof key === 'string' || typeof key === 'number') return OrderedArray.normaliseKey(key);
  if (typeof key === 'boolean') return key ? 1 : 0;
  if (key === null) return '';
  return undefined;
}

/** Converts a value from the plain data (JS arrays and objects) into engine values, arrays at every depth. */
export function fromPlain(value: unknown): unknown {
  if (Array.isArray(value)) return OrderedArray.list(value.map(fromPlain));
  if (isPhpArrayObject(value)) {
    return OrderedArray.fromEntries(Object.entries(value).map(([key, item]) => [key, fromPlain(item)]));
  }
  return value;
}

/** An engine value as plain data, arrays at every depth (a JS array for a list, an object otherwise). */
export function plainData(value: unknown): unknown {
  return value instanceof OrderedArray ? arrayFromEntries(value.entries().map(([key, item]) => [key, plainData(item)])) : value;
}

/** An engine array as plain data, one level deep (a JS array for a list, an object otherwise). */
export function toPlain(array: OrderedArray): unknown[] | Record<string, unknown> {
  return arrayFromEntries(array.entries());
}
