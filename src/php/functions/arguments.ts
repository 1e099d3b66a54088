/**
 * The arguments of a PHP function call, read under one of two policies. Strict (static evaluation of config and
 * route files): an argument PHP could not take, or one whose value is unknown, makes the whole call unknown, never a
 * guess. Forgiving (running factories and resources for example values): the argument reads as PHP's loose
 * conversion or a default, so that the example goes on.
 */
import { castToNumber, numericOperand } from '../operators.ts';
import { OrderedArray } from '../php-array.ts';
import { iterableEntries, toPhpString } from '../engine/value-ops.ts';
import { phpToString, UNKNOWN } from '../values.ts';

export type ArgumentPolicy = 'strict' | 'forgiving';

/** One PHP function: its arguments, and the name it was called by (trim() serves ltrim() and rtrim()). */
export type PhpFunction = (a: PhpArguments, name: string) => unknown;

/** Thrown under the strict policy when an argument cannot be taken; the call answers UNKNOWN. */
export class CannotCall extends Error {}

export class PhpArguments {
  constructor(
    readonly values: unknown[],
    readonly policy: ArgumentPolicy,
    /** Calls a PHP callable (closures passed to array_map …); absent where no code runs. */
    private readonly invoker?: (callable: unknown, args: unknown[]) => unknown,
  ) {}

  get strict(): boolean {
    return this.policy === 'strict';
  }

  get length(): number {
    return this.values.length;
  }

  /** Given, and not null (PHP's "optional argument left out"). */
  given(i: number): boolean {
    return this.values[i] !== undefined && this.values[i] !== null;
  }

  /** The forgiving answer, or UNKNOWN for the whole call under the strict policy. */
  cannot<T>(forgiving: T): T {
    if (this.strict) throw new CannotCall();
    return forgiving;
  }

  /** PHP's string conversion of a scalar (strict); of any value, else '' (forgiving). */
  string(i: number): string {
    const value = this.values[i];
    const text = this.strict ? phpToString(value) : toPhpString(value);
    return text ?? this.cannot('');
  }

  /** A number argument: numbers, and numeric strings under the strict policy; `fallback` when left out. */
  number(i: number, fallback: number): number {
    const value = this.values[i];
    if (value === undefined) return fallback;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    const n = this.strict ? numericOperand(value) : undefined;
    return n !== undefined && Number.isFinite(n) ? n : this.cannot(fallback);
  }

  /** `(float)` of the argument, as round(), intval() … read theirs. */
  castNumber(i: number): number {
    const n = castToNumber(this.values[i]);
    return n !== undefined && Number.isFinite(n) ? n : this.cannot(0);
  }

  /** An array argument; forgiving: a collection's items, and an empty array for anything else. */
  array(i: number): OrderedArray {
    const value = this.values[i];
    if (value instanceof OrderedArray) return value;
    if (this.strict) throw new CannotCall();
    const entries = iterableEntries(value);
    return entries ? OrderedArray.fromEntries(entries) : new OrderedArray();
  }

  /** An array argument, or undefined when the argument is not one (a string where arrays are optional). */
  optionalArray(i: number): OrderedArray | undefined {
    const value = this.values[i];
    if (value instanceof OrderedArray) return value;
    const entries = this.strict ? undefined : iterableEntries(value);
    return entries ? OrderedArray.fromEntries(entries) : undefined;
  }

  /** A string, or each item of an array argument read as one (str_replace's search, implode's pieces). */
  stringList(i: number): string[] {
    const array = this.optionalArray(i);
    if (!array) return [this.string(i)];
    const items = new PhpArguments(array.values(), this.policy);
    return items.values.map((_, j) => items.string(j));
  }

  /** Calls a callable argument with PHP values; none can run under the strict policy. */
  invoke(callable: unknown, args: unknown[]): unknown {
    if (!this.invoker) return this.cannot(UNKNOWN);
    return this.invoker(callable, args);
  }
}
