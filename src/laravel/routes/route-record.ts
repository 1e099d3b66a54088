/**
 * One registered route while routes are being read: the mutable counterpart of Illuminate\Routing\Route,
 * answering the fluent calls made on it (`->name()`, `->middleware()`, `->where()` …).
 */
import { nameMap } from '../../name-map.ts';
import type { ControllerRef, Route, SourceLocation } from '../../model.ts';
import { middlewareList, PhpClosure, type ActionArray } from './action.ts';
import { argument, listArgument, type CallArgs } from './call-args.ts';
import { constraintFor, parseWhere } from './constraints.ts';
import type { Receiver } from './receiver.ts';
import { parseRouteUri, uriParameterNames, withRoutePrefix } from './uri.ts';

export class RouteRecord implements Receiver {
  methods: string[];
  uri = '';
  action: ActionArray;
  wheres: Record<string, string> = nameMap();
  defaults: Record<string, unknown> = nameMap();
  bindingFields: Record<string, string> = nameMap();
  isFallback = false;
  readonly definedAt: SourceLocation;

  /** Mirrors Route::__construct: HEAD joins GET, and the action's own prefix goes in front of the uri. */
  constructor(methods: string[], uri: string, action: ActionArray, definedAt: SourceLocation) {
    this.methods = [...methods];
    this.definedAt = definedAt;
    const { prefix, ...rest } = action;
    this.action = parseAction(rest);
    if (this.methods.includes('GET') && !this.methods.includes('HEAD')) this.methods.push('HEAD');
    this.uri = uri;
    this.prefix(typeof prefix === 'string' ? prefix : '');
  }

  prefix(prefix: string): this {
    this.action.prefix = prefix ? withRoutePrefix(prefix, this.action.prefix ?? '') : this.action.prefix;
    this.setUri(withRoutePrefix(prefix, this.uri));
    return this;
  }

  setUri(uri: string): void {
    const parsed = parseRouteUri(uri);
    this.uri = parsed.uri;
    this.bindingFields = { ...this.bindingFields, ...parsed.bindingFields };
  }

  name(name: string): this {
    this.action.as = (this.action.as ?? '') + name;
    return this;
  }

  middleware(middleware: string[]): this {
    this.action.middleware = [...(this.action.middleware ?? []), ...middleware];
    return this;
  }

  where(wheres: Record<string, string>): this {
    Object.assign(this.wheres, wheres);
    return this;
  }

  invoke(method: string, args: CallArgs): Receiver {
    return this.call(method, args);
  }

  /** A fluent call on the route; unknown methods are accepted and change nothing. */
  call(method: string, args: CallArgs): RouteRecord {
    const first = args.positional[0];
    const constraint = constraintFor(method, args.positional);
    if (constraint) return this.where(constraint);
    switch (method) {
      case 'name':
      case 'as':
        if (typeof first === 'string') this.name(first);
        return this;
      case 'middleware':
        return this.middleware(middlewareList(listArgument(args)));
      case 'withoutMiddleware':
        this.action.excluded_middleware = [...(this.action.excluded_middleware ?? []), ...middlewareList(first)];
        return this;
      case 'where':
        return this.where(parseWhere(first, args.positional[1]));
      case 'setWheres':
        return this.where(parseWhere(first, undefined));
      case 'defaults':
        if (typeof first === 'string') this.defaults[first] = args.positional[1];
        return this;
      case 'setDefaults':
        if (typeof first === 'object' && first !== null) this.defaults = { ...(first as Record<string, unknown>) };
        return this;
      case 'domain':
        if (typeof first === 'string') this.action.domain = first;
        return this;
      case 'prefix':
        if (typeof first === 'string') this.prefix(first);
        return this;
      case 'fallback':
        this.isFallback = true;
        return this;
      case 'can': {
        const ability = argument(args, 0, 'ability');
        const models = middlewareList(argument(args, 1, 'models'));
        if (typeof ability === 'string') this.middleware([[`can:${ability}`, ...models].join(',')]);
        return this;
      }
      case 'uses': {
        const uses = Array.isArray(first) ? `${String(first[0])}@${String(first[1])}` : first;
        if (typeof uses === 'string') this.action = parseAction({ ...this.action, uses, controller: uses });
        else if (uses instanceof PhpClosure) this.action = { ...this.action, uses };
        return this;
      }
      default:
        return this;
    }
  }

  /** The route as `route:list` would show it. */
  toRoute(controller?: ControllerRef, closure?: Route['closure']): Route {
    const rawDomain = typeof this.action.domain === 'string' ? this.action.domain : null;
    const domain = rawDomain === null ? null : rawDomain.replace(/^https?:\/\//, '');
    const parameters = new Set([...uriParameterNames(this.uri), ...(domain ? uriParameterNames(domain) : [])]);
    const wheres: Record<string, string> = nameMap();
    // Laravel keeps every pattern it was given; only the ones naming a parameter of this route matter.
    for (const [key, value] of Object.entries(this.wheres)) if (parameters.has(key)) wheres[key] = value;
    return {
      methods: [...this.methods],
      uri: this.uri,
      name: typeof this.action.as === 'string' && this.action.as !== '' ? this.action.as : null,
      action: actionName(this.action),
      domain,
      middleware: middlewareList(this.action.middleware),
      excludedMiddleware: middlewareList(this.action.excluded_middleware),
      wheres,
      defaults: { ...this.defaults },
      bindingFields: { ...this.bindingFields },
      definedAt: { ...this.definedAt },
      ...(controller ? { controller } : {}),
      ...(closure ? { closure } : {}),
    };
  }

  /** The controller class and method this route dispatches to, when it is not a closure. */
  handler(): { class: string; method: string } | undefined {
    const uses = this.action.uses;
    if (typeof uses !== 'string' || uses === '') return undefined;
    const [cls, method] = uses.includes('@') ? uses.split('@', 2) : [uses, '__invoke'];
    return { class: cls!.replace(/^\\+/, ''), method: method! };
  }
}

/** RouteAction::parse(): array callables become `Class@method`; invokable class strings get `@__invoke` in `uses`. */
export function parseAction(action: ActionArray): ActionArray {
  const result: ActionArray = { ...action };
  if (result.uses === undefined) {
    // A closure given among numeric keys: `['as' => 'x', function () {}]`.
    const closure = Object.entries(action).find(([key, value]) => /^\d+$/.test(key) && value instanceof PhpClosure);
    if (closure) {
      result.uses = closure[1] as PhpClosure;
      delete result[closure[0]];
    }
  }
  return result;
}

/** What `route:list` prints as the action: the controller string or `Closure`. */
export function actionName(action: ActionArray): string {
  const controller = action.controller;
  return typeof controller === 'string' && controller !== '' ? controller.replace(/^\\+/, '') : 'Closure';
}
