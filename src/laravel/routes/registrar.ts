/**
 * Illuminate\Routing\RouteRegistrar: the object `Route::prefix()`, `Route::middleware()` … return,
 * collecting group attributes until a terminal call (`group`, a verb, `match`, a resource).
 */
import { lookupTable } from '../../name-map.ts';
import { isPhpArrayObject } from '../../php/values.ts';
import { middlewareList, PhpClosure, type ActionArray } from './action.ts';
import { listArgument, type CallArgs, type CallSite } from './call-args.ts';
import { constraintFor, parseWhere } from './constraints.ts';
import type { Receiver } from './receiver.ts';
import { registerResource, registerVerbRoute, VERB_METHODS } from './register-route.ts';
import type { Router } from './router.ts';

/** RouteRegistrar::$allowedAttributes (Laravel 8–13) and the keys they are stored under. */
const ATTRIBUTE_KEYS: Record<string, string> = lookupTable({
  as: 'as',
  name: 'as',
  controller: 'controller',
  domain: 'domain',
  middleware: 'middleware',
  namespace: 'namespace',
  prefix: 'prefix',
  scopeBindings: 'scope_bindings',
  where: 'where',
  withoutMiddleware: 'excluded_middleware',
  missing: 'missing',
  can: 'can',
  withoutScopedBindings: 'scope_bindings',
  metadata: 'metadata',
});

export function isRegistrarAttribute(method: string): boolean {
  return method in ATTRIBUTE_KEYS;
}

export class RouteRegistrar implements Receiver {
  readonly attributes: ActionArray = {};

  constructor(private readonly router: Router) {}

  /** RouteRegistrar::attribute(): the value as PHP's __call passes it (middleware as a list). */
  attribute(method: string, args: CallArgs): this {
    const key = ATTRIBUTE_KEYS[method]!;
    const first = args.positional.length ? args.positional[0] : true;
    if (method === 'middleware') this.attributes.middleware = middlewareList(listArgument(args));
    else if (method === 'withoutMiddleware') {
      this.attributes.excluded_middleware = [...(this.attributes.excluded_middleware ?? []), ...middlewareList(first)];
    } else if (method === 'where') this.attributes.where = parseWhere(first, undefined);
    else if (method === 'withoutScopedBindings') this.attributes.scope_bindings = false;
    else this.attributes[key] = first;
    return this;
  }

  invoke(method: string, args: CallArgs, site: CallSite): Receiver | undefined {
    if (isRegistrarAttribute(method)) return this.attribute(method, args);
    const constraint = constraintFor(method, args.positional);
    if (constraint) {
      this.attributes.where = { ...(this.attributes.where ?? {}), ...constraint };
      return this;
    }
    if (method === 'group') {
      this.router.group({ ...this.attributes }, args.positional[0], site);
      return undefined;
    }
    if (VERB_METHODS[method]) {
      return registerVerbRoute(this.router, VERB_METHODS[method]!, args.positional[0], this.compileAction(args.positional[1], true), site);
    }
    if (method === 'match') {
      const methods = args.positional[0];
      const list = Array.isArray(methods) ? methods : [methods];
      return registerVerbRoute(this.router, list.map((m) => String(m).toUpperCase()), args.positional[1], this.compileAction(args.positional[2], false), site);
    }
    if (method === 'resource' || method === 'apiResource' || method === 'singleton' || method === 'apiSingleton') {
      // RouteRegistrar::resource() passes `$this->attributes + $options`: its attributes become resource
      // options (middleware, `as` as a name prefix); the others (prefix, domain …) are not resource options.
      const options = isPhpArrayObject(args.positional[2]) ? args.positional[2] : {};
      return registerResource(this.router, method, args.positional[0], args.positional[1], { ...options, ...this.attributes }, site);
    }
    return undefined;
  }

  /** RouteRegistrar::registerRoute() + compileAction(): the registrar's attributes merged into the action. */
  private compileAction(action: unknown, fromVerb: boolean): unknown {
    if (fromVerb && !isPhpArrayObject(action) && !Array.isArray(action)) {
      action = { ...this.attributes, ...(action ? { uses: action } : {}) };
    }
    if (action === undefined || action === null) return { ...this.attributes };
    if (typeof action === 'string' || action instanceof PhpClosure) action = { uses: action };
    if (Array.isArray(action) && action.length === 2 && typeof action[0] === 'string' && typeof action[1] === 'string') {
      const cls = action[0].startsWith('\\') ? action[0] : `\\${action[0]}`;
      action = { uses: `${cls}@${action[1]}`, controller: `${cls}@${action[1]}` };
    }
    if (isPhpArrayObject(action)) return { ...this.attributes, ...action };
    return action;
  }
}
