/**
 * Framework knowledge plugged into the PHP engine: each extension answers the functions, static calls and
 * `new` expressions of one facade, helper or class family, and says NOT_HANDLED for the rest. The engine itself
 * knows PHP only.
 */
import type { CallSite } from './runtime-object.ts';

/** An extension's answer when a call is not its business. */
export const NOT_HANDLED: unique symbol = Symbol('not-handled');

export interface EngineExtension {
  /** `name(...args)` for a global or namespaced function (name resolved, without leading backslash). */
  callFunction?(name: string, args: unknown[], site: CallSite): unknown;
  /** `Class::method(...args)` for classes the app does not declare the method on. */
  callStatic?(className: string, method: string, args: unknown[], site: CallSite): unknown;
  /** `new Class(...args)`. */
  construct?(className: string, args: unknown[], site: CallSite): unknown;
}
