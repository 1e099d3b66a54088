/**
 * Resource and singleton routes: PendingResourceRegistration / PendingSingletonResourceRegistration and
 * ResourceRegistrar, following Laravel's rules for names, parameters, nesting, shallow and slash names.
 */
import { nameMap } from '../../name-map.ts';
import { singular } from '../../inflect.ts';
import { isPhpArray, isPhpArrayObject, phpArrayEntries } from '../../php/values.ts';
import { middlewareList, stringMap, type ActionArray } from './action.ts';
import { argument, listArgument, type CallArgs, type CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
import type { RouteRecord } from './route-record.ts';
import type { Router } from './router.ts';
import { trimChars } from './uri.ts';

const RESOURCE_DEFAULTS = ['index', 'create', 'store', 'show', 'edit', 'update', 'destroy'];
const SINGLETON_DEFAULTS = ['show', 'edit', 'update'];
export const API_RESOURCE_METHODS = ['index', 'show', 'store', 'update', 'destroy'];
export const API_SINGLETON_METHODS = ['store', 'show', 'update', 'destroy'];

export interface ResourceOptions {
  only?: string[];
  except?: string[];
  names?: string | Record<string, string>;
  parameters?: 'singular' | Record<string, string>;
  middleware?: string[];
  excluded_middleware?: string[];
  wheres?: Record<string, string>;
  shallow?: boolean;
  bindingFields?: Record<string, string>;
  as?: string;
  creatable?: boolean;
  destroyable?: boolean;
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (isPhpArray(value)) return phpArrayEntries(value).map(([, v]) => v).filter((v): v is string => typeof v === 'string');
  return [];
}

/** Reads the `$options` array of `Route::resource($name, $controller, $options)`. */
export function resourceOptions(value: unknown): ResourceOptions {
  const options: ResourceOptions = {};
  if (!isPhpArrayObject(value)) return options;
  if ('only' in value) options.only = stringList(value.only);
  if ('except' in value) options.except = stringList(value.except);
  if (typeof value.names === 'string') options.names = value.names;
  else if (isPhpArrayObject(value.names)) options.names = stringMap(value.names);
  if (value.parameters === 'singular') options.parameters = 'singular';
  else if (isPhpArrayObject(value.parameters)) options.parameters = stringMap(value.parameters);
  if ('middleware' in value) options.middleware = middlewareList(value.middleware);
  if ('excluded_middleware' in value) options.excluded_middleware = middlewareList(value.excluded_middleware);
  if ('wheres' in value) options.wheres = stringMap(value.wheres);
  if ('shallow' in value) options.shallow = Boolean(value.shallow);
  if (typeof value.as === 'string') options.as = value.as;
  if ('creatable' in value) options.creatable = true;
  if ('destroyable' in value) options.destroyable = true;
  return options;
}

/** ResourceRegistrar: turns one resource (or singleton) registration into routes. */
class ResourceRegistrar {
  private parameters: ResourceOptions['parameters'];

  constructor(
    private readonly router: Router,
    private readonly site: CallSite,
  ) {}

  register(name: string, controller: string, options: ResourceOptions): RouteRecord[] {
    if (options.parameters && this.parameters === undefined) this.parameters = options.parameters;
    if (name.includes('/')) return this.prefixed(name, (me) => me.register(lastSegment(name), controller, options));
    const base = this.wildcard(name.split('.').pop()!);
    const routes: RouteRecord[] = [];
    for (const method of methodsFor(RESOURCE_DEFAULTS, options)) {
      const route = this.addResourceRoute(method, name, base, controller, options);
      if (options.bindingFields) setBindingFields(route, options.bindingFields);
      routes.push(route);
    }
    return routes;
  }

  singleton(name: string, controller: string, options: ResourceOptions): RouteRecord[] {
    if (options.parameters && this.parameters === undefined) this.parameters = options.parameters;
    if (name.includes('/')) return this.prefixed(name, (me) => me.singleton(lastSegment(name), controller, options));
    let defaults = SINGLETON_DEFAULTS;
    if (options.creatable) defaults = [...defaults, 'create', 'store', 'destroy'];
    else if (options.destroyable) defaults = [...defaults, 'destroy'];
    const routes: RouteRecord[] = [];
    for (const method of methodsFor(defaults, options)) {
      const route = this.addSingletonRoute(method, name, controller, options);
      if (options.bindingFields) setBindingFields(route, options.bindingFields);
      routes.push(route);
    }
    return routes;
  }

  /** `admin/photos`: the part before the last slash becomes a prefix group. */
  private prefixed(name: string, register: (me: ResourceRegistrar) => RouteRecord[]): RouteRecord[] {
    const prefix = name.split('/').slice(0, -1).join('/');
    let routes: RouteRecord[] = [];
    this.router.group({ prefix }, new DeferredRegistration(() => (routes = register(new ResourceRegistrar(this.router, this.site)))), this.site);
    return routes;
  }

  private addResourceRoute(method: string, name: string, base: string, controller: string, options: ResourceOptions): RouteRecord {
    const verbs = this.router.resources.verbs;
    const shallowName = options.shallow ? name.split('.').pop()! : name;
    switch (method) {
      case 'index':
        return this.route(['GET'], this.resourceUri(name), name, controller, method, options);
      case 'create':
        return this.route(['GET'], `${this.resourceUri(name)}/${verbs.create}`, name, controller, method, options);
      case 'store':
        return this.route(['POST'], this.resourceUri(name), name, controller, method, options);
      case 'show':
        return this.route(['GET'], `${this.resourceUri(shallowName)}/{${base}}`, shallowName, controller, method, options);
      case 'edit':
        return this.route(['GET'], `${this.resourceUri(shallowName)}/{${base}}/${verbs.edit}`, shallowName, controller, method, options);
      case 'update':
        return this.route(['PUT', 'PATCH'], `${this.resourceUri(shallowName)}/{${base}}`, shallowName, controller, method, options);
      default:
        return this.route(['DELETE'], `${this.resourceUri(shallowName)}/{${base}}`, shallowName, controller, method, options);
    }
  }

  private addSingletonRoute(method: string, name: string, controller: string, options: ResourceOptions): RouteRecord {
    const verbs = this.router.resources.verbs;
    const uri = this.resourceUri(name);
    switch (method) {
      case 'create':
        return this.route(['GET'], `${uri}/${verbs.create}`, name, controller, method, options);
      case 'store':
        return this.route(['POST'], uri, name, controller, method, options);
      case 'show':
        return this.route(['GET'], uri, name, controller, method, options);
      case 'edit':
        return this.route(['GET'], `${uri}/${verbs.edit}`, name, controller, method, options);
      case 'update':
        return this.route(['PUT', 'PATCH'], uri, name, controller, method, options);
      default:
        return this.route(['DELETE'], uri, name, controller, method, options);
    }
  }

  private route(methods: string[], uri: string, resource: string, controller: string, method: string, options: ResourceOptions): RouteRecord {
    const action: ActionArray = { as: this.routeName(resource, method, options), uses: `${controller}@${method}` };
    if (options.middleware) action.middleware = options.middleware;
    if (options.excluded_middleware) action.excluded_middleware = options.excluded_middleware;
    if (options.wheres) action.where = options.wheres;
    return this.router.addRoute(methods, uri, action, this.site);
  }

  private routeName(resource: string, method: string, options: ResourceOptions): string {
    let name = resource;
    if (typeof options.names === 'string') name = options.names;
    else if (options.names && typeof options.names[method] === 'string') return options.names[method]!;
    const prefix = options.as !== undefined ? `${options.as}.` : '';
    return trimChars(`${prefix}${name}.${method}`, '.');
  }

  /** `photos.comments` → `photos/{photo}/comments`. */
  resourceUri(resource: string): string {
    if (!resource.includes('.')) return resource;
    const segments = resource.split('.');
    const uri = segments.map((s) => `${s}/{${this.wildcard(s)}}`).join('/');
    return uri.split(`/{${this.wildcard(segments[segments.length - 1]!)}}`).join('');
  }

  /** The `{parameter}` name of a resource segment. */
  wildcard(value: string): string {
    const settings = this.router.resources;
    let result = value;
    if (typeof this.parameters === 'object' && this.parameters[value] !== undefined) result = this.parameters[value]!;
    else if (settings.parameterMap[value] !== undefined) result = settings.parameterMap[value]!;
    else if (this.parameters === 'singular' || settings.singularParameters) result = singular(value);
    return result.replace(/-/g, '_');
  }
}

/** A group body that is TypeScript code rather than PHP (resources registering under a prefix). */
export class DeferredRegistration {
  constructor(readonly run: () => void) {}
}

function lastSegment(name: string): string {
  return name.split('/').pop()!;
}

function methodsFor(defaults: string[], options: ResourceOptions): string[] {
  let methods = defaults;
  if (options.only) methods = methods.filter((m) => options.only!.includes(m));
  if (options.except) methods = methods.filter((m) => !options.except!.includes(m));
  return methods;
}

function setBindingFields(route: RouteRecord, bindingFields: Record<string, string>): void {
  const fields: Record<string, string> = nameMap();
  for (const match of route.uri.matchAll(/\{([^{}]*)\}/g)) {
    const name = match[1]!;
    if (bindingFields[name] !== undefined) fields[name] = bindingFields[name]!;
  }
  route.bindingFields = fields;
}

/**
 * `Route::resource(…)` / `Route::singleton(…)` before registration: the fluent options, then the routes
 * when the PHP object is destroyed (end of statement) or `->register()` is called.
 */
export class PendingResourceRegistration implements Receiver {
  private registered = false;

  constructor(
    private readonly router: Router,
    private readonly kind: 'resource' | 'singleton',
    private readonly name: string,
    private readonly controller: string,
    readonly options: ResourceOptions,
    private readonly site: CallSite,
  ) {}

  invoke(method: string, args: CallArgs): Receiver | undefined {
    const first = args.positional[0];
    const options = this.options;
    switch (method) {
      case 'only':
        options.only = stringList(listArgument(args));
        break;
      case 'except':
        options.except = stringList(listArgument(args));
        break;
      case 'names':
        if (typeof first === 'string') options.names = first;
        else if (isPhpArrayObject(first)) options.names = stringMap(first);
        break;
      case 'name': {
        const routeName = args.positional[1];
        if (typeof first === 'string' && typeof routeName === 'string') {
          options.names = { ...(typeof options.names === 'object' ? options.names : {}), [first]: routeName };
        }
        break;
      }
      case 'parameters':
        if (isPhpArrayObject(first)) options.parameters = stringMap(first);
        else if (first === 'singular') options.parameters = 'singular';
        break;
      case 'parameter': {
        const next = args.positional[1];
        if (typeof first === 'string' && typeof next === 'string') {
          options.parameters = { ...(typeof options.parameters === 'object' ? options.parameters : {}), [first]: next };
        }
        break;
      }
      case 'middleware':
        options.middleware = middlewareList(listArgument(args));
        break;
      case 'withoutMiddleware':
        options.excluded_middleware = [...(options.excluded_middleware ?? []), ...middlewareList(first)];
        break;
      case 'where':
        options.wheres = stringMap(first);
        break;
      case 'shallow':
        options.shallow = args.positional.length ? Boolean(first) : true;
        break;
      case 'scoped':
        options.bindingFields = stringMap(argument(args, 0, 'fields'));
        break;
      case 'creatable':
        options.creatable = true;
        break;
      case 'destroyable':
        options.destroyable = true;
        break;
      case 'register':
        this.finish();
        break;
      default:
        // missing(), withTrashed(), middlewareFor() … change no route identity.
        break;
    }
    return this;
  }

  finish(): void {
    if (this.registered) return;
    this.registered = true;
    const registrar = new ResourceRegistrar(this.router, this.site);
    if (this.kind === 'resource') registrar.register(this.name, this.controller, this.options);
    else registrar.singleton(this.name, this.controller, this.options);
  }
}
