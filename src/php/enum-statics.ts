/**
 * PHP's own static methods of every enum: `cases()`, `from($value)` and `tryFrom($value)`. A numeric string finds
 * an int-backed case and an int a string-backed one, as PHP converts arguments outside strict_types.
 */
import { enumCasesOf } from './class-reference.ts';
import type { PhpClass } from './class-types.ts';
import { NOT_HANDLED } from './engine/extension.ts';
import { PhpEnumCase, UNKNOWN } from './values.ts';

/** `from()` with a value that is no case's: PHP throws a ValueError. */
export const NO_SUCH_CASE: unique symbol = Symbol('no-such-case');

function isCaseOf(value: unknown, enumCase: PhpEnumCase): boolean {
  if (enumCase.value === undefined) return false;
  if (enumCase.value === value) return true;
  return (typeof value === 'string' || typeof value === 'number') && String(enumCase.value) === String(value);
}

/** The answer of `Enum::method(...args)`: NOT_HANDLED for other methods, UNKNOWN for an unknown value. */
export function enumStatic(cls: PhpClass, method: string, args: unknown[]): PhpEnumCase[] | PhpEnumCase | null | typeof UNKNOWN | typeof NO_SUCH_CASE | typeof NOT_HANDLED {
  const name = method.toLowerCase();
  if (name === 'cases') return enumCasesOf(cls);
  if (name !== 'from' && name !== 'tryfrom') return NOT_HANDLED;
  if (args[0] === UNKNOWN) return UNKNOWN;
  const found = enumCasesOf(cls).find((enumCase) => isCaseOf(args[0], enumCase));
  return found ?? (name === 'tryfrom' ? null : NO_SUCH_CASE);
}
