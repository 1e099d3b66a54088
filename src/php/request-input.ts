/**
 * A value read from the HTTP request's input: `$request->query('sort', 'name')`, `$request->boolean('active')`,
 * `request('q')`, `$request->q`. Its value depends on the request (comparisons, concatenation and truthiness are
 * unknown), what is known is which input it is, how it was read and its default; the reader gives its type where
 * it has one (`boolean`, `integer`, `float`), a cast gives it otherwise.
 */
import { TypedValue } from './typed-value.ts';

/** How the input was read: the request method's name, lower-case (`query`, `input`, `boolean` …) or `property`. */
export type InputReader = string;

/** The type a reader gives its value; undefined when the input's own string (or its default) is given back. */
const READER_TYPES: Record<string, string> = {
  boolean: 'bool',
  integer: 'int',
  float: 'float',
  string: 'string',
  str: 'string',
  has: 'bool',
  filled: 'bool',
  missing: 'bool',
  exists: 'bool',
};

export class RequestInput {
  constructor(
    /** The input's name (`sort`, `filter.name`). */
    readonly name: string,
    readonly reader: InputReader,
    /** The default handed to the reader (`query('limit', 20)`), undefined when none was. */
    readonly defaultValue?: unknown,
  ) {}

  /** What the value is known as by type, when the reader says (`boolean()` gives a bool). */
  get knownType(): TypedValue | undefined {
    const type = READER_TYPES[this.reader];
    return type ? new TypedValue(type) : undefined;
  }
}

/** A value that stands for something only a request would tell: known by type or read from the input. */
export function isSymbolic(value: unknown): value is TypedValue | RequestInput {
  return value instanceof TypedValue || value instanceof RequestInput;
}
