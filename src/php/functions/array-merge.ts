/** PHP's two ways of merging arrays, which array_merge() and array_merge_recursive() and Laravel's responses share. */
import { OrderedArray } from '../php-array.ts';

/** `array_merge(...$arrays)`: integer keys renumbered and appended, string keys overwritten in place. */
export function mergeArrays(...arrays: OrderedArray[]): OrderedArray {
  const result = new OrderedArray();
  for (const array of arrays) {
    for (const [key, value] of array.entries()) {
      if (typeof key === 'number') result.push(value, array.originOf(key));
      else result.set(key, value, array.originOf(key));
    }
  }
  return result;
}

/**
 * `array_merge_recursive(...$arrays)`: integer keys are appended; a string key present in both collects both
 * values (arrays merge recursively, scalars become a list).
 */
export function mergeArraysRecursive(...arrays: OrderedArray[]): OrderedArray {
  const result = new OrderedArray();
  for (const array of arrays) {
    for (const [key, value] of array.entries()) {
      if (typeof key === 'number') {
        result.push(value);
        continue;
      }
      if (!result.has(key)) {
        result.set(key, value);
        continue;
      }
      const existing = result.get(key);
      const left = existing instanceof OrderedArray ? existing : OrderedArray.list([existing]);
      const right = value instanceof OrderedArray ? value : OrderedArray.list([value]);
      result.set(key, mergeArraysRecursive(left, right));
    }
  }
  return result;
}
