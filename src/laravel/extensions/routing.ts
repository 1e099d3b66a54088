/**
 * Laravel's router for the PHP engine: `Route::…` (the facade, its alias, the Router class) and
 * `app('router')` / `resolve('router')` / `app(Router::class)` give the router object, on which route files
 * register their routes.
 */
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import type { RouteObject } from '../routes/route-object.ts';

const ROUTER_CLASS = 'Illuminate\\Routing\\Router';
const CONTAINER_FUNCTIONS = new Set(['app', 'resolve']);

/** `Route` as written in route files: the facade, its global alias, or the Router class. */
export function isRouteFacade(name: string): boolean {
  return (
    name === 'Illuminate\\Support\\Facades\\Route' ||
    name === 'Route' ||
    name === ROUTER_CLASS ||
    (name.endsWith('\\Route') && !name.startsWith('App\\'))
  );
}

/** A parameter type the container fills with the router. */
export function isRouterType(type: string | undefined): boolean {
  if (!type) return false;
  const clean = type.replace(/^\?/, '');
  return clean === ROUTER_CLASS || clean === 'Router' || clean.endsWith('\\Router');
}

export function routing(router: RouteObject): EngineExtension {
  return {
    callStatic(className, method, args, site) {
      return isRouteFacade(className) ? router.callMethod(method, args, site) : NOT_HANDLED;
    },
    callFunction(name, args) {
      const fn = name.split('\\').pop()!.toLowerCase();
      if (!CONTAINER_FUNCTIONS.has(fn)) return NOT_HANDLED;
      return args[0] === 'router' || args[0] === ROUTER_CLASS ? router : NOT_HANDLED;
    },
  };
}
