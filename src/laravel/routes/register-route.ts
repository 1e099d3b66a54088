/**
 * Registering one verb route or one resource: what `Route::get()`, `Route::resource()` and a RouteRegistrar's
 * terminal calls share, with the diagnostic for a URI or a controller that cannot be read.
 */
import { lookupTable } from '../../name-map.ts';
import type { CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
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
