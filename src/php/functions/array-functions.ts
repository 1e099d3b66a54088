/** PHP's array and JSON functions, each written once and read under either argument policy (arguments.ts). */
import { fromPlain, OrderedArray } from '../php-array.ts';
import { equalsLoosely, identical, truthy } from '../engine/value-ops.ts';
import { UNKNOWN } from '../values.ts';
import { mergeArrays, mergeArraysRecursive } from './array-merge.ts';
import type { PhpArguments, PhpFunction } from './arguments.ts';

/** implode($glue, $pieces), implode($pieces) and the old implode($pieces, $glue). */
function implode(a: PhpArguments): string {
  const piecesFirst = a.values[0] instanceof OrderedArray || a.length === 1;
  const [piecesAt, glueAt] = piecesFirst ? [0, 1] : [1, 0];
  if (!a.optionalArray(piecesAt)) return a.cannot('');
  return a.stringList(piecesAt).join(a.given(glueAt) ? a.string(glueAt) : '');
}

/** An empty separator is an error in PHP. */
function explode(a: PhpArguments): unknown {
  const separator = a.string(0);
  const s = a.string(1);
  return separator === '' ? UNKNOWN : OrderedArray.list(s.split(separator));
}

/** Arrays merged by PHP's rule (array-merge.ts); what is not an array is skipped. */
function merging(merge: (...arrays: OrderedArray[]) => OrderedArray): PhpFunction {
  return (a) => merge(...a.values.filter((value): value is OrderedArray => value instanceof OrderedArray || a.cannot(false)));
}

/** Anything that is not an array or a collection counts as one item. */
function count(a: PhpArguments): number {
  const items = a.optionalArray(0);
  return items ? items.size : a.cannot(1);
}

function arrayFilter(a: PhpArguments): OrderedArray {
  const callback = a.values[1];
  const keep = (value: unknown) => truthy(callback ? a.invoke(callback, [value]) : value);
  return OrderedArray.fromEntries(a.array(0).entries().filter(([, value]) => keep(value)));
}

/** in_array($needle, $haystack, $strict): `==` (an unknown value is never equal) or `===`. */
function inArray(a: PhpArguments): boolean {
  const [needle] = a.values;
  const same = a.given(2) && truthy(a.values[2]) ? identical : equalsLoosely;
  return a.array(1).values().some((item) => same(item, needle));
}

function arrayKeyExists(a: PhpArguments): boolean {
  const [key, array] = a.values;
  if (!(array instanceof OrderedArray)) return a.cannot(false);
  return (typeof key === 'string' || typeof key === 'number') && array.has(key);
}

/** null for text that is not JSON, as PHP answers. */
function jsonDecode(a: PhpArguments): unknown {
  const text = a.values[0];
  if (typeof text !== 'string') return null;
  try {
    return fromPlain(JSON.parse(text));
  } catch {
    return null;
  }
}

/** range() of numbers, at most 1000 of them. */
function range(a: PhpArguments): OrderedArray {
  const start = a.number(0, 0);
  const end = a.number(1, 0);
  const values: number[] = [];
  for (let i = start; start <= end ? i <= end : i >= end; i += start <= end ? 1 : -1) {
    values.push(i);
    if (values.length === 1000) break;
  }
  return OrderedArray.list(values);
}

export const ARRAY_FUNCTIONS: Record<string, PhpFunction> = {
  implode,
  join: implode,
  explode,
  count,
  array_keys: (a) => OrderedArray.list(a.array(0).keys()),
  array_values: (a) => OrderedArray.list(a.array(0).values()),
  array_merge: merging(mergeArrays),
  array_merge_recursive: merging(mergeArraysRecursive),
  array_map: (a) => OrderedArray.list(a.array(1).values().map((item) => a.invoke(a.values[0], [item]))),
  array_filter: arrayFilter,
  in_array: inArray,
  array_key_exists: arrayKeyExists,
  // The text depends on flags and on objects' own serialisation, which are not followed here.
  json_encode: () => UNKNOWN,
  json_decode: jsonDecode,
  range,
};
