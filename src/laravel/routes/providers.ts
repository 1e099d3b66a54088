/**
 * Service providers that register routes (Laravel 8–10 and upgraded apps): `boot()` runs first (global
 * patterns, `$this->routes(fn)`, `loadRoutesFrom()`), then each RouteServiceProvider loads its routes —
 * the `routes()` callback, or `map()` (and the `map*Routes()` methods it calls) when there is none.
 */
import { join } from 'node:path';
import { nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { PhpClass } from '../../php/classes.ts';
import { fileScope, type NameScope } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { CallSite } from '../../php/engine/runtime-object.ts';
import { UNKNOWN } from '../../php/values.ts';
import { PhpClosure } from './action.ts';
import { AppInstance } from './app-instance.ts';
import { routeSite } from './route-object.ts';
import type { RouteRunner } from './route-runner.ts';

const FRAMEWORK_RSP = 'Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider';

/** `$this` inside a provider: the calls that matter for routes; the provider's own methods run as PHP. */
class ProviderObject extends AppInstance {
  readonly routeCallbacks: PhpClosure[] = [];

  constructor(
    private readonly provider: PhpClass,
    private readonly runner: RouteRunner,
  ) {
    super(provider.name, runner);
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const first = args[0];
    if (name === 'routes') {
      if (first instanceof PhpClosure) this.routeCallbacks.push(first);
      return null;
    }
    if (name === 'loadRoutesFrom') {
      if (typeof first === 'string') this.runner.runRouteFile(first, routeSite(site));
      return null;
    }
    return UNKNOWN;
  }

  /** Runs one of the provider's own methods; false when it declares none. */
  run(name: string): boolean {
    return this.runner.runMethod(this, this.provider.name, name);
  }
}

export interface ProviderRoutes {
  /** Whether some provider is a RouteServiceProvider (so routes come from providers). */
  foundRouteProvider: boolean;
}

/**
 * The app's providers in registration order: the `::class` names listed in config/app.php `providers`
 * (Laravel ≤10, any form — plain array or `defaultProviders()->merge([...])`) and bootstrap/providers.php
 * (11+). Without any list, every provider class in app/Providers.
 */
export function appProviders(root: string, classes: ClassIndex, providerDir = 'app/Providers'): PhpClass[] {
  const listed: string[] = [];
  const collect = (node: PhpNode | undefined, scope: NameScope) =>
    walk(node, (child) => {
      if (child.kind === 'staticlookup' && nameOf(child.offset)?.toLowerCase() === 'class' && child.what?.kind === 'name') {
        listed.push(scope.resolveClass(String(child.what.name)));
      }
    });
  const config = parseFile(join(root, 'config', 'app.php'));
  walk(config.ast, (node) => {
    if (node.kind === 'entry' && node.key?.kind === 'string' && node.key.value === 'providers') {
      collect(node.value as PhpNode, fileScope(config.ast));
      return false;
    }
    return undefined;
  });
  const bootstrap = parseFile(join(root, 'bootstrap', 'providers.php'));
  collect(bootstrap.ast, fileScope(bootstrap.ast));
  const all = classes.classesIn(providerDir).filter((cls) => cls.kind === 'class' && !cls.isAbstract);
  if (!listed.length) return all;
  const result: PhpClass[] = [];
  for (const name of listed) {
    const cls = classes.find(name);
    if (cls && cls.kind === 'class' && !cls.isAbstract && !result.includes(cls)) result.push(cls);
  }
  return result;
}

/**
 * Boots the app's providers in order. A RouteServiceProvider loads its routes right after its own boot()
 * (the framework does it in the provider's `booted` callback): the `routes()` callback, else `map()`.
 */
export function registerProviderRoutes(root: string, classes: ClassIndex, interpreter: RouteRunner): ProviderRoutes {
  let foundRouteProvider = false;
  for (const provider of appProviders(root, classes)) {
    const receiver = new ProviderObject(provider, interpreter);
    receiver.run('boot');
    const isRouteProvider = classes.isSubclassOf(provider.name, FRAMEWORK_RSP);
    foundRouteProvider ||= isRouteProvider;
    if (receiver.routeCallbacks.length) {
      for (const callback of receiver.routeCallbacks) interpreter.runClosure(callback);
    } else if (isRouteProvider && classes.findMethod(provider.name, 'map')) {
      receiver.run('map');
    }
  }
  return { foundRouteProvider };
}
