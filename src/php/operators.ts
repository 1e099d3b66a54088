/**
 * PHP 8's operators on scalar values (int and float as numbers, strings, booleans, null) and enum cases:
 * conversions to number, loose and strict equality, ordering (`<`, `<=>` … with PHP 8's string-to-number
 * comparison rules), and the arithmetic and bitwise operators.
 *
 * The PHP engine (engine/value-ops.ts) runs them on its values: it brings its truthiness (OrderedArray, runtime
 * objects), hands its arrays' entries to the array comparisons here, handles `+` union and decides, per policy,
 * what to do with values it cannot know; `undefined` from these functions means the operation has no value here
 * (PHP would throw, or an operand is not a scalar).
 */
import { lookupTable } from '../name-map.ts';
import { PhpEnumCase, phpToString, phpTruthy } from './values.ts';

type Scalar = string | number | boolean | null;

/** PHP's numeric strings: optional leading and trailing white space, a sign, digits with a dot, an exponent. */
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?[ \t\n\r\v\f]*$/;
/** The number at the start of a leading-numeric string (`"5 apples"`). */
const LEADING_NUMBER = /^[ \t\n\r\v\f]*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?/;

function isScalar(value: unknown): value is Scalar {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function isNumericString(value: string): boolean {
  return NUMERIC.test(value);
}

/**
 * An operand of `+ - * / % **` as a number: numbers, booleans (0/1), null (0), numeric strings and
 * leading-numeric ones (`"5 apples"` is 5; PHP warns). A non-numeric string is undefined (PHP 8 throws a
 * TypeError), as is anything that is not a scalar.
 */
export function numericOperand(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null) return 0;
  if (typeof value === 'string') {
    const match = LEADING_NUMBER.exec(value);
    return match ? Number(match[0]) : undefined;
  }
  return undefined;
}

/** `(float)`/`floatval()`: the number a string starts with, else 0; undefined for what is not a scalar. */
export function castToNumber(value: unknown): number | undefined {
  if (typeof value === 'string') return Number(LEADING_NUMBER.exec(value)?.[0] ?? 0);
  return numericOperand(value);
}

/** `(int)`/`intval()`: castToNumber truncated toward zero. */
export function castToInt(value: unknown): number | undefined {
  const n = castToNumber(value);
  return n === undefined ? undefined : Math.trunc(n);
}

/** `===` for scalars and enum cases (arrays are the caller's: each represents them its own way). */
export function strictEquals(a: unknown, b: unknown): boolean {
  if (a instanceof PhpEnumCase && b instanceof PhpEnumCase) return a.className === b.className && a.name === b.name;
  return a === b;
}

type ArrayEntries = ReadonlyArray<readonly [string | number, unknown]>;

/**
 * `===` on two arrays, given as their entries: the same keys in the same order, each pair of values identical by
 * `same` (the caller's `===`, so nested arrays compare the same way).
 */
export function identicalArrays(a: ArrayEntries, b: ArrayEntries, same: (x: unknown, y: unknown) => boolean): boolean {
  return a.length === b.length && a.every(([key, value], i) => b[i]![0] === key && same(value, b[i]![1]));
}

/** `==` on two arrays, given as their entries: the same keys in any order, each pair of values loosely `equal`. */
export function looselyEqualArrays(a: ArrayEntries, b: ArrayEntries, equal: (x: unknown, y: unknown) => boolean): boolean {
  if (a.length !== b.length) return false;
  const other = new Map<string | number, unknown>(b);
  return a.every(([key, value]) => other.has(key) && equal(value, other.get(key)));
}

/** Byte order of two strings, as PHP's strcmp gives it: -1, 0 or 1. */
function compareStrings(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  return Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))) as -1 | 0 | 1;
}

function compareNumbers(a: number, b: number): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * `<=>` as PHP 8 orders two values: null against a string is the empty string; a boolean or null against
 * anything else compares truthiness; a number against a numeric string, or two numeric strings, compare as
 * numbers; any other string comparison is by bytes (a number against a non-numeric string is written out
 * first). Enum cases are equal only to themselves and not ordered. Undefined when PHP gives no order here
 * (enum cases, or arrays and objects beside a value that is not a boolean or null).
 */
export function compareLoose(a: unknown, b: unknown, truthy: (value: unknown) => boolean = phpTruthy): -1 | 0 | 1 | undefined {
  if (a === null && typeof b === 'string') return compareStrings('', b);
  if (b === null && typeof a === 'string') return compareStrings(a, '');
  if (typeof a === 'boolean' || typeof b === 'boolean' || a === null || b === null) return compareNumbers(Number(truthy(a)), Number(truthy(b)));
  if (a instanceof PhpEnumCase || b instanceof PhpEnumCase) return strictEquals(a, b) ? 0 : undefined;
  if (!isScalar(a) || !isScalar(b)) return undefined;
  // Booleans and null are handled above: numbers and strings are left.
  return compareNumbersAndStrings(a as number | string, b as number | string);
}

function compareNumbersAndStrings(a: number | string, b: number | string): -1 | 0 | 1 {
  if (typeof a === 'number' && typeof b === 'number') return compareNumbers(a, b);
  if (typeof a === 'number') return isNumericString(b as string) ? compareNumbers(a, Number(b)) : compareStrings(phpToString(a)!, b as string);
  if (typeof b === 'number') return isNumericString(a) ? compareNumbers(Number(a), b) : compareStrings(a, phpToString(b)!);
  if (isNumericString(a) && isNumericString(b)) return compareNumbers(Number(a), Number(b));
  return compareStrings(a, b);
}

/**
 * `==` as PHP 8 answers it (see compareLoose). Arrays and objects are equal to a boolean or null by their
 * truthiness, and otherwise only to themselves (the same value).
 */
export function looseEquals(a: unknown, b: unknown, truthy: (value: unknown) => boolean = phpTruthy): boolean {
  if (a === b) return true;
  return compareLoose(a, b, truthy) === 0;
}

const ORDERINGS: Record<string, (order: -1 | 0 | 1) => boolean | number> = lookupTable({
  '<': (order) => order < 0,
  '<=': (order) => order <= 0,
  '>': (order) => order > 0,
  '>=': (order) => order >= 0,
  '<=>': (order) => order,
});

/**
 * A binary operator on scalars: `== != <> === !==`, the orderings, `xor`, arithmetic and bitwise operators.
 * Undefined when the result is not known here: PHP would throw (division by zero, a non-numeric string in
 * arithmetic), bitwise operators on two strings (PHP works on their bytes), or an operand is not a scalar.
 */
export function scalarOperation(operator: string, a: unknown, b: unknown, truthy: (value: unknown) => boolean = phpTruthy): unknown {
  switch (operator) {
    case '===':
      return strictEquals(a, b);
    case '!==':
      return !strictEquals(a, b);
    case '==':
      return looseEquals(a, b, truthy);
    case '!=':
    case '<>':
      return !looseEquals(a, b, truthy);
    case 'xor':
      return truthy(a) !== truthy(b);
  }
  const ordering = ORDERINGS[operator];
  if (ordering) {
    const order = compareLoose(a, b, truthy);
    return order === undefined ? undefined : ordering(order);
  }
  if (['|', '&', '^'].includes(operator) && typeof a === 'string' && typeof b === 'string') return undefined;
  const x = numericOperand(a);
  const y = numericOperand(b);
  if (x === undefined || y === undefined) return undefined;
  switch (operator) {
    case '+':
      return x + y;
    case '-':
      return x - y;
    case '*':
      return x * y;
    case '/':
      return y === 0 ? undefined : x / y;
    case '%':
      return Math.trunc(y) === 0 ? undefined : Math.trunc(x) % Math.trunc(y);
    case '**':
      return x ** y;
    case '|':
      return x | y;
    case '&':
      return x & y;
    case '^':
      return x ^ y;
    case '<<':
      return x << y;
    case '>>':
      return x >> y;
    default:
      return undefined;
  }
}

/** Unary `-`, `+` and `~` on a scalar; undefined as for scalarOperation (`~` on a string works on its bytes). */
export function unaryOperation(operator: string, value: unknown): number | undefined {
  if (operator === '~' && typeof value === 'string') return undefined;
  const n = numericOperand(value);
  if (n === undefined) return undefined;
  switch (operator) {
    case '-':
      return -n;
    case '+':
      return n;
    case '~':
      return ~Math.trunc(n);
    default:
      return undefined;
  }
}
