/**
 * Route objects as the PHP engine carries them in variables: the router (`Route::`, `$router`), a RouteRegistrar,
 * a Route, a pending resource. Each wraps the receiver that mirrors the Laravel class; calls reach it with their
 * arguments as plain data (closures kept) and the place they are written.
 */
import { nameMap } from '../../name-map.ts';
import { lineOf, type PhpNode } from '../../php/ast.ts';
import { namedArgsOf } from '../../php/engine/frame.ts';
import type { CallSite as EngineCallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { OrderedArray, plainData } from '../../php/php-array.ts';
import { UNKNOWN } from '../../php/values.ts';
import type { CallArgs, CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';

/** What route objects need from the code running them. */
export interface RouteObjects {
  /** The object standing for a receiver a call returned (one for the life of a pending registration). */
  wrap(receiver: Receiver): RouteObject;
}

export class RouteObject implements RuntimeObject {
  constructor(
    readonly receiver: Receiver,
    readonly phpClass: string,
    private readonly objects: RouteObjects,
  ) {}

  getProperty(): unknown {
    return UNKNOWN;
  }

  callMethod(name: string, args: unknown[], site: EngineCallSite): unknown {
    const result = this.receiver.invoke(name, callArgs(args), routeSite(site));
    if (result === this.receiver) return this;
    return result ? this.objects.wrap(result) : UNKNOWN;
  }
}

const NO_NAMES: Record<string, unknown> = Object.freeze(nameMap());

/** The engine's arguments (positional, named beside them) as the receivers take them: arrays as plain data, closures kept. */
export function callArgs(args: unknown[]): CallArgs {
  const given = namedArgsOf(args);
  let named = NO_NAMES;
  if (given) {
    named = nameMap();
    for (const [name, value] of Object.entries(given)) named[name] = plainData(value);
  }
  // Receivers only read their arguments: a list without arrays is passed as it is (most calls; fewer objects).
  return { positional: args.some((arg) => arg instanceof OrderedArray) ? args.map(plainData) : args, named };
}

/** Where a call is written: its file, and the line of the method name (a chain spans several lines). */
export function routeSite(site: EngineCallSite): CallSite {
  const what = site.node.what as PhpNode | undefined;
  return { file: site.file ?? '', line: lineOf(what?.offset as PhpNode | undefined) || lineOf(site.node) };
}
