/**
 * Laravel's `once(fn)` runs its callback once per request and gives that first result to every later call from the
 * same place, on the same object (the same class in a static method), with the same values used by the callback.
 * An example world is one request: `Organization::default()` written as `once(fn () => …firstOrCreate(…))` makes one
 * organisation however many users a factory makes.
 */
import { PhpClosure } from '../../php/closure.ts';
import type { PhpNode } from '../../php/ast.ts';

interface OnceResult {
  thisValue: unknown;
  staticClass: string | undefined;
  /** The closure's captured variables when it ran: a superset of the values it uses, so equal ones never mislead. */
  captured: Map<string, unknown>;
  value: unknown;
}

export class OnceResults {
  private readonly byPlace = new Map<PhpNode, OnceResult[]>();

  /** The earlier result of the same callback, else `run()`'s, kept. A callback that is not a closure runs each time. */
  get(callback: unknown, run: () => unknown): unknown {
    if (!(callback instanceof PhpClosure)) return run();
    const earlier = this.byPlace.get(callback.node) ?? [];
    const { thisValue, staticClass } = callback.binding;
    const same = earlier.find((r) => r.thisValue === thisValue && r.staticClass === staticClass && sameValues(r.captured, callback.captured));
    if (same) return same.value;
    const value = run();
    earlier.push({ thisValue, staticClass, captured: new Map(callback.captured), value });
    this.byPlace.set(callback.node, earlier);
    return value;
  }
}

/** Identical values (an array or object by identity: a different but equal one runs the callback again). */
function sameValues(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const [name, value] of a) if (!b.has(name) || b.get(name) !== value) return false;
  return true;
}
