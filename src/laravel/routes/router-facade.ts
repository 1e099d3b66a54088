/**
 * What `Route::…` (and `$router->…`) calls do: verbs, redirect/view/fallback, groups, resources and
 * singletons, global patterns, and the group attributes that start a RouteRegistrar.
 */
import { isPhpArray, isPhpArrayObject, phpArrayEntries } from '../../php/values.ts';
import { toActionArray } from './action.ts';
import { argument, type CallArgs, type CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
import { registerResource, registerVerbRoute, VERB_METHODS } from './register-route.ts';
import { isRegistrarAttribute, RouteRegistrar } from './registrar.ts';
import type { RouteRecord } from './route-record.ts';
import { ALL_VERBS, type Router } from './router.ts';

/** specialRoute()'s answer for a method that is none of its routes. */
const NOT_A_ROUTE: unique symbol = Symbol('not-a-route');

/** `Route::` — the router itself. */
export class RouterFacade implements Receiver {
  constructor(readonly router: Router) {}

  invoke(method: string, args: CallArgs, site: CallSite): Receiver | undefined {
    if (VERB_METHODS[method]) {
      return registerVerbRoute(this.router, VERB_METHODS[method]!, argument(args, 0, 'uri'), argument(args, 1, 'action'), site);
    }
    const route = this.specialRoute(method, args, site);
    if (route !== NOT_A_ROUTE) return route;
    const [first, second, third] = args.positional;
    switch (method) {
      case 'group': {
        const attributes = isPhpArrayObject(first) ? toActionArray(first) : {};
        this.router.group(attributes, second, site);
        return undefined;
      }
      case 'resource':
      case 'apiResource':
      case 'singleton':
      case 'apiSingleton':
        return registerResource(this.router, method, first, second, third, site);
      case 'resources':
      case 'apiResources':
      case 'singletons':
      case 'apiSingletons': {
        const single = method.slice(0, -1) as 'resource' | 'apiResource' | 'singleton' | 'apiSingleton';
        if (!isPhpArrayObject(first)) return undefined;
        for (const [name, controller] of Object.entries(first)) {
          registerResource(this.router, single, name, controller, second, site)?.finish?.();
        }
        return undefined;
      }
    }
    if (this.setting(method, args)) return undefined;
    if (isRegistrarAttribute(method)) return new RouteRegistrar(this.router).attribute(method, args);
    return undefined;
  }

  /** `match`, `redirect`, `permanentRedirect`, `view` and `fallback`: one route each, with Laravel's defaults. */
  private specialRoute(method: string, args: CallArgs, site: CallSite): RouteRecord | undefined | typeof NOT_A_ROUTE {
    const router = this.router;
    const [first, second, third] = args.positional;
    switch (method) {
      case 'match': {
        const list = isPhpArray(first) ? phpArrayEntries(first).map(([, m]) => m) : [first];
        return registerVerbRoute(router, list.map((m) => String(m).toUpperCase()), second, third, site);
      }
      case 'redirect':
      case 'permanentRedirect': {
        const status = method === 'permanentRedirect' ? 301 : (third ?? 302);
        const route = registerVerbRoute(router, ALL_VERBS, first, '\\Illuminate\\Routing\\RedirectController', site);
        route?.call('defaults', { positional: ['destination', second], named: {} });
        route?.call('defaults', { positional: ['status', status], named: {} });
        return route;
      }
      case 'view': {
        const route = registerVerbRoute(router, ['GET', 'HEAD'], first, '\\Illuminate\\Routing\\ViewController', site);
        const status = args.positional[3];
        if (route) {
          route.defaults = {
            view: second,
            data: third ?? [],
            status: isPhpArray(status) ? 200 : (status ?? 200),
            headers: isPhpArray(status) ? status : (args.positional[4] ?? []),
          };
        }
        return route;
      }
      case 'fallback': {
        const route = router.addRoute(['GET'], '{fallbackPlaceholder}', first, site);
        route.where({ fallbackPlaceholder: '.*' });
        route.isFallback = true;
        return route;
      }
      default:
        return NOT_A_ROUTE;
    }
  }

  /** Router-wide settings: global patterns and resource naming. True when the call was one. */
  private setting(method: string, args: CallArgs): boolean {
    const resources = this.router.resources;
    const [first, second] = args.positional;
    switch (method) {
      case 'pattern':
        if (typeof first === 'string' && typeof second === 'string') this.router.patterns[first] = second;
        return true;
      case 'patterns':
        if (isPhpArrayObject(first)) {
          for (const [key, value] of Object.entries(first)) if (typeof value === 'string') this.router.patterns[key] = value;
        }
        return true;
      case 'resourceParameters':
        resources.parameterMap = {};
        if (isPhpArrayObject(first)) {
          for (const [key, value] of Object.entries(first)) if (typeof value === 'string') resources.parameterMap[key] = value;
        }
        return true;
      case 'resourceVerbs':
        if (isPhpArrayObject(first)) {
          if (typeof first.create === 'string') resources.verbs.create = first.create;
          if (typeof first.edit === 'string') resources.verbs.edit = first.edit;
        }
        return true;
      case 'singularResourceParameters':
        resources.singularParameters = args.positional.length ? Boolean(first) : true;
        return true;
      default:
        return false;
    }
  }
}
