/** PHP's number and type functions, each written once and read under either argument policy (arguments.ts). */
import { truthy } from '../engine/value-ops.ts';
import type { PhpFunction } from './arguments.ts';

/** PHP rounds halves away from zero (-2.5 is -3), unlike Math.round. */
function round(value: number, precision: number): number {
  const scale = 10 ** precision;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale)) / scale;
}

export const NUMBER_FUNCTIONS: Record<string, PhpFunction> = {
  round: (a) => round(a.castNumber(0), a.number(1, 0)),
  floor: (a) => Math.floor(a.castNumber(0)),
  ceil: (a) => Math.ceil(a.castNumber(0)),
  abs: (a) => Math.abs(a.castNumber(0)),
  intval: (a) => Math.trunc(a.castNumber(0)),
  floatval: (a) => a.castNumber(0),
  boolval: (a) => truthy(a.values[0]),
  is_null: (a) => a.values[0] === null,
};
