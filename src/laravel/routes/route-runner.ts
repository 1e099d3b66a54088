/**
 * Loads routes the way Laravel does, on the PHP engine: route files with `$router` in scope (RouteFileRegistrar),
 * group closures called with the router, provider methods with the router injected, and the routes a group names
 * (closures, files, lists of them). The engine runs the PHP; the router and the route objects mirror Laravel's.
 */
import type { Diagnostic } from '../../model.ts';
import { nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { PhpClosure } from '../../php/closure.ts';
import { setNamedArgs } from '../../php/engine/frame.ts';
import type { RuntimeObject } from '../../php/engine/runtime-object.ts';
import { nameMap } from '../../name-map.ts';
import type { NameScope } from '../../php/names.ts';
import { isPhpArray, phpArrayEntries, UNKNOWN } from '../../php/values.ts';
import { appConstants } from '../extensions/app-constants.ts';
import { appFunctions } from '../extensions/app-functions.ts';
import { isRouterType, routing } from '../extensions/routing.ts';
import type { CallArgs, CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
import { RouteRegistrar } from './registrar.ts';
import { DeferredRegistration, PendingResourceRegistration } from './resources.ts';
import type { PropertyReader } from './app-instance.ts';
import { RouteEngine } from './route-engine.ts';
import { callArgs, RouteObject, type RouteObjects } from './route-object.ts';
import { RouteRecord } from './route-record.ts';
import { RouterFacade } from './router-facade.ts';
import { Router } from './router.ts';

export interface RouteRunnerOptions {
  root: string;
  classes: ClassIndex;
  env: Record<string, string>;
  report(diagnostic: Diagnostic): void;
}

/** Route groups nested deeper than this are skipped with a warning; real apps nest a handful, so it only stops runaway files. */
const MAX_GROUP_DEPTH = 256;

/** A parameter as the container sees it. */
interface Parameter {
  name: string;
  type?: string;
  hasDefault: boolean;
}

export class RouteRunner implements RouteObjects, PropertyReader {
  readonly router: Router;
  readonly engine: RouteEngine;
  /** `Route::`, `$router`, `app('router')`. */
  readonly routerObject: RouteObject;
  private readonly pendings = new WeakMap<Receiver, RouteObject>();
  private depthReported = false;

  constructor(private readonly options: RouteRunnerOptions) {
    this.router = new Router({
      loadRoutes: (routes, site) => this.loadRoutes(routes, site),
      classExists: (name) => this.classExists(name),
      report: (diagnostic) => options.report(diagnostic),
    });
    this.routerObject = new RouteObject(new RouterFacade(this.router), 'Illuminate\\Routing\\Router', this);
    const { root, classes, env } = options;
    this.engine = new RouteEngine({
      root,
      classes,
      hosts: [routing(this.routerObject), appConstants(root, env), appFunctions(classes, () => this.engine)],
      report: (diagnostic) => options.report(diagnostic),
      registrations: () => this.router.registrations,
    });
  }

  report(diagnostic: Diagnostic): void {
    this.options.report(diagnostic);
  }

  get classes(): ClassIndex {
    return this.options.classes;
  }

  /** A property's declared default on a class, its traits or its ancestors (undefined when there is no such property). */
  findStaticProperty(className: string, name: string): unknown {
    return this.engine.findStaticProperty(className, name);
  }

  relative(absPath: string): string {
    return this.options.classes.relativePath(absPath);
  }

  wrap(receiver: Receiver): RouteObject {
    if (receiver === this.routerObject.receiver) return this.routerObject;
    // Only a pending registration needs one object for its life (it is looked for in variables); a route or a
    // registrar answers the same through any object standing for it.
    if (!receiver.finish) return new RouteObject(receiver, phpClassOf(receiver), this);
    const known = this.pendings.get(receiver);
    if (known) return known;
    const object = new RouteObject(receiver, phpClassOf(receiver), this);
    this.pendings.set(receiver, object);
    // A pending registration belongs to the body it is created in.
    this.engine.adoptPending(object);
    return object;
  }

  private classExists(name: string): boolean {
    const clean = name.replace(/^\\+/, '');
    return /^Illuminate\\/.test(clean) || this.options.classes.find(clean) !== undefined;
  }

  /** Runs a route file the way RouteFileRegistrar does: its own variables, with `$router` in scope. */
  runRouteFile(absPath: string, site?: CallSite): void {
    this.engine.runOwnFile(absPath, new Map([['router', this.routerObject]]), site);
  }

  /** Runs a closure: a group callback, an RSP `routes()` callback, `then:`/`using:` of withRouting. */
  runClosure(closure: PhpClosure): void {
    if (this.engine.nesting >= MAX_GROUP_DEPTH) return this.reportTooDeep(closure);
    const params = ((closure.node.arguments ?? []) as PhpNode[]).map((param) => ({
      name: nameOf(param.name) ?? '',
      type: param.type ? nameOf(param.type) : undefined,
      hasDefault: param.value !== undefined && param.value !== null,
    }));
    // Router::group() calls the closure with the router; the container injects it for a typed parameter.
    this.engine.dropping(() => this.engine.callClosure(closure, this.injected(params, true)));
  }

  /**
   * Runs a method the app declares on an object's class (a provider's `boot()` or `map()`), its router
   * parameters injected. False when the app declares no such method.
   */
  runMethod(object: RuntimeObject, className: string, name: string): boolean {
    const method = this.options.classes.findMethod(className, name);
    if (!method || method.file.startsWith('vendor/') || !method.body.length) return false;
    const params = method.params.map((param) => ({ name: param.name, type: param.type, hasDefault: Boolean((param.node as PhpNode).value) }));
    this.engine.dropping(() => this.engine.runMethod(method, object, this.injected(params, false), className));
    return true;
  }

  /** The arguments of a call written in a file, evaluated (closures kept, arrays as plain data). */
  argumentsOf(call: PhpNode, absFile: string, scope: NameScope): CallArgs {
    return callArgs(this.engine.argumentsOf(call, { vars: new Map(), scope, file: this.relative(absFile) }));
  }

  /** What the container passes: the router where a parameter asks for it, nothing known for the others. */
  private injected(params: Parameter[], firstIsRouter: boolean): unknown[] {
    const args: unknown[] = [];
    const named: Record<string, unknown> = nameMap();
    params.forEach((param, index) => {
      const isRouter = (firstIsRouter && index === 0) || isRouterType(param.type) || param.name === 'router';
      if (isRouter && index === args.length) args.push(this.routerObject);
      else if (isRouter) named[param.name] = this.routerObject;
      else if (!param.hasDefault && index === args.length) args.push(UNKNOWN);
    });
    if (Object.keys(named).length) setNamedArgs(args, named);
    return args;
  }

  /** Groups nested past the limit: reported once, the innermost ones skipped. */
  private reportTooDeep(closure: PhpClosure): void {
    if (this.depthReported) return;
    this.depthReported = true;
    this.options.report({
      severity: 'warning',
      code: 'route-groups-too-deep',
      message: `Route groups are nested more than ${MAX_GROUP_DEPTH} levels deep here; the routes inside this group are skipped.`,
      file: this.relative(closure.file),
      line: closure.line,
    });
  }

  private loadRoutes(routes: unknown, site: CallSite): void {
    if (routes instanceof DeferredRegistration) routes.run();
    else if (routes instanceof PhpClosure) this.runClosure(routes);
    else if (typeof routes === 'string') this.runRouteFile(this.engine.resolvePath(routes), site);
    else if (isPhpArray(routes)) for (const [, item] of phpArrayEntries(routes)) this.loadRoutes(item, site);
    else {
      this.options.report({
        severity: 'warning',
        code: 'route-group-unknown',
        message: 'The routes of this group cannot be read without running PHP (neither a closure nor a known file path).',
        file: site.file,
        line: site.line,
      });
    }
  }
}

function phpClassOf(receiver: Receiver): string {
  if (receiver instanceof RouteRecord) return 'Illuminate\\Routing\\Route';
  if (receiver instanceof RouteRegistrar) return 'Illuminate\\Routing\\RouteRegistrar';
  if (receiver instanceof PendingResourceRegistration) return 'Illuminate\\Routing\\PendingResourceRegistration';
  return 'Illuminate\\Routing\\Router';
}
