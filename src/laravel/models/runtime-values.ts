/**
 * The values that exist while docgen "runs" a model factory, an API resource's `toArray()` or a transformer's
 * `transform()` statically. Scalars and null are JS scalars; PHP arrays are the engine's `OrderedArray`
 * (php/php-array.ts); objects implement `RuntimeObject`. `UNKNOWN` (php/values.ts, the engine's one marker for
 * what cannot be known) encodes as `null`. `MISSING` is not an unknown: it is Laravel's own MissingValue.
 */
import { OrderedArray } from '../../php/php-array.ts';
import { PhpEnumCase, UNKNOWN } from '../../php/values.ts';

export { UNKNOWN, PhpEnumCase };
export { OrderedArray, fromPlain, type ArrayKey } from '../../php/php-array.ts';

export { MISSING, isRuntimeObject, type CallSite, type RuntimeObject } from '../../php/engine/runtime-object.ts';

/** Laravel's `MergeValue` (`merge()`, `mergeWhen()`): its entries are spliced into the enclosing array. */
export class MergeValue {
  constructor(readonly data: OrderedArray) {}
}

/** Whether a value is a PHP array. */
export function isArray(value: unknown): value is OrderedArray {
  return value instanceof OrderedArray;
}
