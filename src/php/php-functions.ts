/**
 * PHP's side-effect-free functions, each written once (functions/): the engine calls them under its policy:
 * strict for static evaluation (evaluate.ts), forgiving when it runs factories and resources (functions/arguments.ts).
 */
import { lookupTable } from '../name-map.ts';
import { ARRAY_FUNCTIONS } from './functions/array-functions.ts';
import { CannotCall, PhpArguments, type ArgumentPolicy, type PhpFunction } from './functions/arguments.ts';
import { NUMBER_FUNCTIONS } from './functions/number-functions.ts';
import { STRING_FUNCTIONS } from './functions/string-functions.ts';
import { UNKNOWN } from './values.ts';

export type { ArgumentPolicy } from './functions/arguments.ts';

const PHP_FUNCTIONS: Record<string, PhpFunction> = lookupTable({ ...STRING_FUNCTIONS, ...NUMBER_FUNCTIONS, ...ARRAY_FUNCTIONS });

/** The names of the functions known here, lower-case. */
export function phpFunctionNames(): string[] {
  return Object.keys(PHP_FUNCTIONS);
}

export interface PhpFunctionCall {
  policy: ArgumentPolicy;
  /** Runs a PHP callable passed as an argument; without it such calls are unknown. */
  invoke?: (callable: unknown, args: unknown[]) => unknown;
}

/**
 * Calls `fn` (lower-case) with engine values; UNKNOWN for a function not known here and, under the strict policy,
 * for an unknown argument or one PHP could not take.
 */
export function callPhpFunction(fn: string, args: unknown[], call: PhpFunctionCall): unknown {
  const implementation = Object.hasOwn(PHP_FUNCTIONS, fn) ? PHP_FUNCTIONS[fn] : undefined;
  if (!implementation) return UNKNOWN;
  if (call.policy === 'strict' && args.includes(UNKNOWN)) return UNKNOWN;
  try {
    return implementation(new PhpArguments(args, call.policy, call.invoke), fn);
  } catch (error) {
    if (error instanceof CannotCall) return UNKNOWN;
    throw error;
  }
}
