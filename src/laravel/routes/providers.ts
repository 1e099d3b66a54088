/**
 * Service providers that register routes (Laravel 8–10 and upgraded apps): `boot()` runs first (global
 * patterns, `$this->routes(fn)`, `loadRoutesFrom()`), then each RouteServiceProvider loads its routes —
 * the `routes()` callback, or `map()` (and the `map*Routes()` methods it calls) when there is none.
 */
import type { PhpClass } from '../../php/classes.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { PhpClosure } from './action.ts';
import type { CallArgs, CallSite } from './call-args.ts';
import type { RouteInterpreter } from './interpreter.ts';
import type { Receiver } from './receiver.ts';

const FRAMEWORK_RSP = 'Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider';

/** `$this` inside a provider: the calls that matter for routes, and the provider's own methods. */
class ProviderReceiver implements Receiver {
  readonly routeCallbacks: PhpClosure[] = [];
  private readonly running = new Set<string>();

  constructor(
    private readonly provider: PhpClass,
    private readonly classes: ClassIndex,
    private readonly interpreter: RouteInterpreter,
  ) {}

  invoke(method: string, args: CallArgs, site: CallSite): Receiver | undefined {
    const first = args.positional[0];
    if (method === 'routes') {
      if (first instanceof PhpClosure) this.routeCallbacks.push(first);
      return undefined;
    }
    if (method === 'loadRoutesFrom') {
      if (typeof first === 'string') this.interpreter.runRouteFile(first, site);
      return undefined;
    }
    this.runOwnMethod(method);
    return undefined;
  }

  /** Follows `$this->mapApiRoutes()` and similar into the app's own code (never into the framework's). */
  runOwnMethod(name: string): boolean {
    const method = this.classes.findMethod(this.provider.name, name);
    if (!method || this.running.has(method.name.toLowerCase())) return false;
    this.running.add(method.name.toLowerCase());
    try {
      this.interpreter.runMethod(method, this, this.provider.name);
    } finally {
      this.running.delete(method.name.toLowerCase());
    }
    return true;
  }
}

export interface ProviderRoutes {
  /** Whether some provider is a RouteServiceProvider (so routes come from providers). */
  foundRouteProvider: boolean;
}

/** Runs the app's providers (app/Providers) the way the framework boots them, registering their routes. */
export function registerProviderRoutes(classes: ClassIndex, interpreter: RouteInterpreter, providerDir = 'app/Providers'): ProviderRoutes {
  const providers = classes
    .classesIn(providerDir)
    .filter((cls) => cls.kind === 'class' && !cls.isAbstract);
  const receivers = providers.map((provider) => ({ provider, receiver: new ProviderReceiver(provider, classes, interpreter) }));
  for (const { receiver } of receivers) receiver.runOwnMethod('boot');
  let foundRouteProvider = false;
  // Routes load in the framework RSP's `booted` callback, after every provider has booted.
  for (const { provider, receiver } of receivers) {
    const isRouteProvider = classes.isSubclassOf(provider.name, FRAMEWORK_RSP);
    foundRouteProvider ||= isRouteProvider;
    if (receiver.routeCallbacks.length) {
      for (const callback of receiver.routeCallbacks) interpreter.runClosure(callback);
    } else if (isRouteProvider && provider.methods.has('map')) {
      receiver.runOwnMethod('map');
    }
  }
  return { foundRouteProvider };
}
