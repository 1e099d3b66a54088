/**
 * PHP's conversions and operators over engine values: truthiness (MISSING is falsy), string conversion, casts
 * (the type is known even when the value is not), comparisons (an unknown side is never equal) and arithmetic.
 */
import { castToInt, castToNumber, identicalArrays, looseEquals, looselyEqualArrays, scalarOperation, strictEquals } from '../operators.ts';
import { arrayKey as plainArrayKey, OrderedArray } from '../php-array.ts';
import { PhpEnumCase, phpToString, phpTruthy, UNKNOWN } from '../values.ts';
import { isSymbolic } from '../request-input.ts';
import { TypedValue } from '../typed-value.ts';
import { isRuntimeObject, MISSING } from './runtime-object.ts';

export function isExpressionKind(kind: string): boolean {
  return ['call', 'assign', 'new', 'post', 'pre', 'staticlookup', 'propertylookup'].includes(kind);
}

export function shortName(className: string): string {
  return className.split('\\').pop() ?? className;
}

/** The class a runtime value stands for, when it is an object. */
export function userClassOf(value: unknown): string | undefined {
  if (value instanceof PhpEnumCase) return value.className;
  if (value instanceof TypedValue) return value.isClass ? value.type : undefined;
  if (isRuntimeObject(value)) {
    const own = (value as { userClass?: string }).userClass;
    return own ?? value.phpClass;
  }
  return undefined;
}

export function describe(value: unknown): string {
  if (value instanceof OrderedArray) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a value';
}

/** Key/value pairs of anything foreach can walk. */
export function iterableEntries(value: unknown): Array<[string | number, unknown]> | undefined {
  if (value instanceof OrderedArray) return value.entries();
  if (isRuntimeObject(value)) {
    const items = (value as { items?: () => OrderedArray }).items;
    if (typeof items === 'function') return items.call(value).entries();
  }
  return undefined;
}

/** An array key as the engine reads one: PHP's keys, and a backed enum case by its value (the example goes on). */
export function arrayKey(key: unknown): string | number | undefined {
  if (key instanceof PhpEnumCase && key.value !== undefined) return key.value;
  return plainArrayKey(key);
}

/** PHP truthiness, with the engine's arrays and Laravel's MissingValue (falsy, as `when()` leaves it). */
export function truthy(value: unknown): boolean {
  if (value === MISSING) return false;
  if (value instanceof OrderedArray) return value.size > 0;
  return phpTruthy(value);
}

/** PHP's string conversion of a runtime value; undefined when it has none. */
export function toPhpString(value: unknown): string | undefined {
  if (value instanceof PhpEnumCase) return value.value === undefined ? undefined : String(value.value);
  if (value instanceof OrderedArray) return 'Array';
  if (isRuntimeObject(value)) return value.toPhpString?.();
  return phpToString(value);
}

export function castTo(type: string, value: unknown): unknown {
  // A value known by type or read from the request: the cast gives its type, not its value.
  if (isSymbolic(value)) return ['int', 'float', 'string', 'bool'].includes(type) ? new TypedValue(type) : type === 'array' ? UNKNOWN : value;
  if (value === UNKNOWN) {
    // The type is known even when the value is not.
    switch (type) {
      case 'int':
        return 1;
      case 'float':
        return 1.5;
      case 'bool':
        return true;
      default:
        return UNKNOWN;
    }
  }
  switch (type) {
    case 'int': {
      if (value instanceof PhpEnumCase) return UNKNOWN;
      const n = castToNumber(value);
      return n === undefined ? 1 : Math.trunc(n);
    }
    case 'float':
      return castToNumber(value) ?? 1;
    case 'string':
      return toPhpString(value) ?? UNKNOWN;
    case 'bool':
      return truthy(value);
    case 'array':
      if (value instanceof OrderedArray) return value;
      if (value === null) return new OrderedArray();
      if (isRuntimeObject(value)) return UNKNOWN;
      return OrderedArray.list([value]);
    case 'object':
      return value;
    default:
      return value;
  }
}

/**
 * PHP's string conversion where PHP gives one without an error or a warning: scalars, and objects with
 * `__toString()`; undefined for an unknown value, an array ("Array", with a warning) or an enum case (an error).
 */
export function strictString(value: unknown): string | undefined {
  if (isRuntimeObject(value)) return value.toPhpString?.();
  return phpToString(value);
}

/** A cast in strict mode: unknown when the value is, or when PHP gives no value (or an object) for it. */
export function strictCast(type: string, value: unknown): unknown {
  if (value === UNKNOWN) return UNKNOWN;
  switch (type) {
    case 'int':
      return castToInt(value) ?? UNKNOWN;
    case 'float':
      return castToNumber(value) ?? UNKNOWN;
    case 'string':
      return strictString(value) ?? UNKNOWN;
    case 'bool':
      return truthy(value);
    case 'array':
      if (value instanceof OrderedArray) return value;
      if (isRuntimeObject(value)) return UNKNOWN;
      return value === null ? new OrderedArray() : OrderedArray.list([value]);
    default:
      return UNKNOWN;
  }
}

/** `==` where an unknown side is never equal (so a `switch` on an unknown value takes no case); arrays by their pairs. */
export function equalsLoosely(a: unknown, b: unknown): boolean {
  if (a === UNKNOWN || b === UNKNOWN) return false;
  if (a instanceof OrderedArray && b instanceof OrderedArray) return looselyEqualArrays(a.entries(), b.entries(), equalsLoosely);
  return looseEquals(a, b, truthy);
}

/** `===` where an unknown side is never identical; arrays by their keys, order and values. */
export function identical(a: unknown, b: unknown): boolean {
  if (a === UNKNOWN || b === UNKNOWN) return false;
  if (a instanceof OrderedArray && b instanceof OrderedArray) return identicalArrays(a.entries(), b.entries(), identical);
  return strictEquals(a, b);
}

/** The equality operators on two arrays; undefined for any other operator. */
function arrayComparison(type: string, left: OrderedArray, right: OrderedArray): boolean | undefined {
  switch (type) {
    case '===':
      return identical(left, right);
    case '!==':
      return !identical(left, right);
    case '==':
      return equalsLoosely(left, right);
    case '!=':
    case '<>':
      return !equalsLoosely(left, right);
    default:
      return undefined;
  }
}

/** A binary operator in strict mode: an unknown operand makes the result unknown, `.` joins strict strings only. */
export function strictBinaryOperation(type: string, left: unknown, right: unknown): unknown {
  if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
  if (type === '.') {
    const a = strictString(left);
    const b = strictString(right);
    return a === undefined || b === undefined ? UNKNOWN : a + b;
  }
  return binaryOperation(type, left, right);
}

/** A binary operator over runtime values (unknown operands: comparisons are false, the rest unknown). */
export function binaryOperation(type: string, left: unknown, right: unknown): unknown {
  const comparison = ['===', '!==', '==', '!=', '<>', '<', '>', '<=', '>='].includes(type);
  // Whatever a value known only by type or read from the request gives, comparisons included, depends on the request.
  if (isSymbolic(left) || isSymbolic(right)) return UNKNOWN;
  if (left === UNKNOWN || right === UNKNOWN) {
    if (comparison) return false;
    if (type === '.') return (toPhpString(left === UNKNOWN ? '' : left) ?? '') + (toPhpString(right === UNKNOWN ? '' : right) ?? '');
    return UNKNOWN;
  }
  if (type === '.') return (toPhpString(left) ?? '') + (toPhpString(right) ?? '');
  if (type === '+' && left instanceof OrderedArray && right instanceof OrderedArray) {
    const result = left.copy();
    for (const [key, value] of right.entries()) if (!result.has(key)) result.set(key, value, right.originOf(key));
    return result;
  }
  if (left instanceof OrderedArray && right instanceof OrderedArray) {
    const compared = arrayComparison(type, left, right);
    if (compared !== undefined) return compared;
  }
  if (isRuntimeObject(left) && isRuntimeObject(right) && left.comparableValue && right.comparableValue) {
    return binaryOperation(type, left.comparableValue(), right.comparableValue());
  }
  return scalarOperation(type, left, right, truthy) ?? UNKNOWN;
}
