/** Arguments of a PHP call as the route interpreter hands them to registrars: evaluated, closures kept. */
import type { SourceLocation } from '../../model.ts';

export interface CallArgs {
  positional: unknown[];
  named: Record<string, unknown>;
}

/** Where a call is written (file relative to the app root). */
export type CallSite = SourceLocation;

/** The argument for a PHP parameter, given by name or by position. */
export function argument(args: CallArgs, position: number, name: string): unknown {
  if (name in args.named) return args.named[name];
  return args.positional[position];
}

/** Whether the argument was given at all. */
export function hasArgument(args: CallArgs, position: number, name: string): boolean {
  return name in args.named || args.positional.length > position;
}

/** PHP's variadic-or-array convention: `middleware('a', 'b')` or `middleware(['a', 'b'])`. */
export function listArgument(args: CallArgs): unknown {
  const first = args.positional[0];
  return Array.isArray(first) || (typeof first === 'object' && first !== null) ? first : args.positional;
}
