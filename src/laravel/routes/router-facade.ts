/**
 * What `Route::…` (and `$router->…`) calls do: verbs, redirect/view/fallback, groups, resources and
 * singletons, global patterns, and the group attributes that start a RouteRegistrar.
 */
import { lookupTable } from '../../name-map.ts';
import { isPhpArray, isPhpArrayObject, phpArrayEntries } from '../../php/values.ts';
import { toActionArray } from './action.ts';
import { argument, type CallArgs, type CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
import { isRegistrarAttribute, RouteRegistrar } from './registrar.ts';
import { API_RESOURCE_METHODS, API_SINGLETON_METHODS, PendingResourceRegistration, resourceOptions } from './resources.ts';
import type { RouteRecord } from './route-record.ts';
import { ALL_VERBS, type Router } from './router.ts';

export const VERB_METHODS: Record<string, string[]> = lookupTable({
  get: ['GET'],
  post: ['POST'],
  put: ['PUT'],
  patch: ['PATCH'],
  delete: ['DELETE'],
  options: ['OPTIONS'],
  any: ALL_VERBS,
});

/** A route whose uri could not be read becomes a diagnostic instead. */
export function registerVerbRoute(router: Router, methods: string[], uri: unknown, action: unknown, site: CallSite): RouteRecord | undefined {
  if (typeof uri !== 'string') {
    router.hooks.report({
      severity: 'warning',
      code: 'route-uri-unknown',
      message: 'The route URI cannot be read without running PHP; the route is skipped.',
      file: site.file,
      line: site.line,
    });
    return undefined;
  }
  return router.addRoute(methods, uri, action, site);
}

export function registerResource(
  router: Router,
  method: 'resource' | 'apiResource' | 'singleton' | 'apiSingleton',
  name: unknown,
  controller: unknown,
  rawOptions: unknown,
  site: CallSite,
): Receiver | undefined {
  if (typeof name !== 'string' || typeof controller !== 'string') {
    router.hooks.report({
      severity: 'warning',
      code: 'route-resource-unknown',
      message: `The ${method} name or controller cannot be read without running PHP; its routes are skipped.`,
      file: site.file,
      line: site.line,
    });
    return undefined;
  }
  const options = resourceOptions(rawOptions);
  if (method === 'apiResource' || method === 'apiSingleton') {
    const defaults = method === 'apiResource' ? API_RESOURCE_METHODS : API_SINGLETON_METHODS;
    const only = options.except ? defaults.filter((m) => !options.except!.includes(m)) : defaults;
    options.only ??= only;
  }
  const kind = method === 'resource' || method === 'apiResource' ? 'resource' : 'singleton';
  return new PendingResourceRegistration(router, kind, name, controller, options, site);
}

/** `Route::` — the router itself. */
export class RouterFacade implements Receiver {
  constructor(readonly router: Router) {}

  invoke(method: string, args: CallArgs, site: CallSite): Receiver | undefined {
    const router = this.router;
    const [first, second, third] = args.positional;
    if (VERB_METHODS[method]) {
      return registerVerbRoute(router, VERB_METHODS[method]!, argument(args, 0, 'uri'), argument(args, 1, 'action'), site);
    }
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
      case 'group': {
        const attributes = isPhpArrayObject(first) ? toActionArray(first) : {};
        router.group(attributes, second, site);
        return undefined;
      }
      case 'resource':
      case 'apiResource':
      case 'singleton':
      case 'apiSingleton':
        return registerResource(router, method, first, second, third, site);
      case 'resources':
      case 'apiResources':
      case 'singletons':
      case 'apiSingletons': {
        const single = method.slice(0, -1) as 'resource' | 'apiResource' | 'singleton' | 'apiSingleton';
        if (!isPhpArrayObject(first)) return undefined;
        for (const [name, controller] of Object.entries(first)) {
          registerResource(router, single, name, controller, second, site)?.finish?.();
        }
        return undefined;
      }
      case 'pattern':
        if (typeof first === 'string' && typeof second === 'string') router.patterns[first] = second;
        return undefined;
      case 'patterns':
        if (isPhpArrayObject(first)) {
          for (const [key, value] of Object.entries(first)) if (typeof value === 'string') router.patterns[key] = value;
        }
        return undefined;
      case 'resourceParameters':
        router.resources.parameterMap = {};
        if (isPhpArrayObject(first)) {
          for (const [key, value] of Object.entries(first)) if (typeof value === 'string') router.resources.parameterMap[key] = value;
        }
        return undefined;
      case 'resourceVerbs':
        if (isPhpArrayObject(first)) {
          if (typeof first.create === 'string') router.resources.verbs.create = first.create;
          if (typeof first.edit === 'string') router.resources.verbs.edit = first.edit;
        }
        return undefined;
      case 'singularResourceParameters':
        router.resources.singularParameters = args.positional.length ? Boolean(first) : true;
        return undefined;
    }
    if (isRegistrarAttribute(method)) return new RouteRegistrar(router).attribute(method, args);
    return undefined;
  }
}
