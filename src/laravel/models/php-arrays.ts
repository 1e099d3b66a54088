/** PHP array functions over runtime arrays where their exact semantics shape a response. */
import { OrderedArray } from './runtime-values.ts';

/**
 * `array_merge_recursive(...$arrays)`: integer keys are appended; a string key present in both collects both
 * values (arrays merge recursively, scalars become a list).
 */
export function arrayMergeRecursive(...arrays: OrderedArray[]): OrderedArray {
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
      result.set(key, arrayMergeRecursive(left, right));
    }
  }
  return result;
}

/** `array_merge(...$arrays)`: integer keys renumbered and appended, string keys overwritten. */
export function arrayMerge(...arrays: OrderedArray[]): OrderedArray {
  const result = new OrderedArray();
  for (const array of arrays) {
    for (const [key, value] of array.entries()) {
      if (typeof key === 'number') result.push(value);
      else result.set(key, value);
    }
  }
  return result;
}
