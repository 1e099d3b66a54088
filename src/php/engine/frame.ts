/** Where PHP code runs in the engine, how statements end, and how arguments travel to a method. */
import type { PhpMethod } from '../class-types.ts';
import type { NameScope } from '../names.ts';

/** Where code runs: local variables, `$this`, and the class and file it is written in. */
export interface Frame {
  vars: Map<string, unknown>;
  thisValue?: unknown;
  /** The class the code is written in (`self::`, `parent::`). */
  className?: string;
  /** The class `static::` means (late static binding). */
  staticClass?: string;
  scope: NameScope;
  /** Relative to the app root. */
  file: string;
  /** The method the code belongs to, for warnings: "PostResource::toArray()". */
  label?: string;
}

/** How a statement ends: normally, or by `return`, `break` or `continue`. */
export type Completion = { kind: 'normal' } | { kind: 'return'; value: unknown } | { kind: 'break' } | { kind: 'continue' };
export const NORMAL: Completion = { kind: 'normal' };

/** A bound user method (`[$this, 'method']`, first-class callable). */
export class BoundMethod {
  constructor(
    readonly method: PhpMethod,
    readonly thisValue: unknown,
    readonly staticClass: string | undefined,
  ) {}
}

/** Named arguments of a call (`Attribute::make(get: …)`), kept beside the positional list. */
const NAMED_ARGS = new WeakMap<unknown[], Record<string, unknown>>();

export function namedArgsOf(args: unknown[]): Record<string, unknown> | undefined {
  return NAMED_ARGS.get(args);
}

export function setNamedArgs(args: unknown[], named: Record<string, unknown>): void {
  NAMED_ARGS.set(args, named);
}

/** An argument by name or position, as PHP binds it. */
export function argument(args: unknown[], index: number, name: string): unknown {
  const named = NAMED_ARGS.get(args);
  if (named && name in named) return named[name];
  return args[index];
}
