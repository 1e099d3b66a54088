/**
 * Static route discovery: every route a Laravel 8–13 app registers, read from its PHP source without
 * running it — spatie route attributes, service providers (RouteServiceProvider), `bootstrap/app.php`
 * `withRouting()` — in the order the framework registers them.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ControllerRef, Diagnostic, Route } from '../../model.ts';
import { lineOf } from '../../php/ast.ts';
import { ClassIndex } from '../../php/class-index.ts';
import { PhpClosure } from './action.ts';
import { registerBootstrapRoutes } from './bootstrap-app.ts';
import { RouteRunner } from './route-runner.ts';
import { registerProviderRoutes } from './providers.ts';
import { registerAttributeRoutes } from './route-attributes.ts';
import type { RouteRecord } from './route-record.ts';

export interface DiscoverOptions {
  /** Reuse a class index (and its parsed files) across calls. */
  classes?: ClassIndex;
  /** `.env` values; read from the app when not given. */
  env?: Record<string, string>;
  /**
   * Parse every controller a route names (default true): reports their syntax errors and resolves inherited
   * and trait methods. `false` reads method lines from the file text where it can, for quick listings.
   */
  parseControllers?: boolean;
}

export interface DiscoveryResult {
  routes: Route[];
  diagnostics: Diagnostic[];
}

/** Reads an app's routes statically. Synchronous; never throws for problems in the app's code. */
export function discoverRoutes(appRoot: string, options: DiscoverOptions = {}): DiscoveryResult {
  const root = resolve(appRoot);
  const diagnostics: Diagnostic[] = [];
  if (!existsSync(root)) {
    return { routes: [], diagnostics: [{ severity: 'error', code: 'app-missing', message: `No Laravel app at ${appRoot}.` }] };
  }
  const classes = options.classes ?? ClassIndex.forApp(root, options.env ? { env: options.env } : {});
  // Syntax errors in controllers and other classes read along the way, also when an earlier run read them.
  const { value: routes, files } = classes.readsDuring(() => registeredRoutes(root, classes, options, diagnostics));
  diagnostics.push(...classes.diagnosticsOf(files));
  return { routes, diagnostics: dedupe(diagnostics) };
}

function registeredRoutes(root: string, classes: ClassIndex, options: DiscoverOptions, diagnostics: Diagnostic[]): Route[] {
  const interpreter = new RouteRunner({
    root,
    classes,
    env: options.env ?? classes.env,
    report: (diagnostic) => diagnostics.push(diagnostic),
  });

  registerAttributeRoutes(root, classes, interpreter);
  const { foundRouteProvider } = registerProviderRoutes(root, classes, interpreter);
  const usedBootstrap = registerBootstrapRoutes(root, interpreter);
  if (!foundRouteProvider && !usedBootstrap) registerConventionalFiles(root, interpreter, diagnostics);

  return interpreter.router
    .allRoutes()
    .map((record) => record.toRoute(controllerOf(record, classes, options.parseControllers !== false), closureOf(record, classes)));
}

/** No RouteServiceProvider and no withRouting(): load routes/api.php and routes/web.php as the skeletons do. */
function registerConventionalFiles(root: string, interpreter: RouteRunner, diagnostics: Diagnostic[]): void {
  const router = interpreter.router;
  const site = { file: 'routes', line: 1 };
  let loaded = false;
  const api = join(root, 'routes', 'api.php');
  const web = join(root, 'routes', 'web.php');
  if (existsSync(api)) {
    router.group({ middleware: ['api'], prefix: 'api' }, api, site);
    loaded = true;
  }
  if (existsSync(web)) {
    router.group({ middleware: ['web'] }, web, site);
    loaded = true;
  }
  diagnostics.push({
    severity: 'notice',
    code: 'routes-conventional',
    message: loaded
      ? 'No RouteServiceProvider or withRouting() found; routes/api.php (prefix api) and routes/web.php were read as the Laravel skeleton loads them.'
      : 'No routes found: no RouteServiceProvider, no withRouting() in bootstrap/app.php, and no routes/api.php or routes/web.php.',
  });
}

/**
 * The controller class and method a route dispatches to, with where the method is written when the class
 * index finds it. Parsing the controller also reports its syntax errors; with `parseControllers: false`
 * the method's line is read from the file text where possible (faster, but syntax errors in controllers
 * go unreported until something parses them). A missing method is not reported here: matching reports it
 * for documented routes only.
 */
function controllerOf(record: RouteRecord, classes: ClassIndex, parseControllers: boolean): ControllerRef | undefined {
  const handler = record.handler();
  if (!handler) return undefined;
  if (!parseControllers) {
    const located = classes.locateMethod(handler.class, handler.method);
    // Not found: the class named as the route names it (as route:list shows it), and nothing more is parsed for it.
    return located ? { class: handler.class, method: handler.method, location: { file: located.file, line: located.line } } : { class: handler.class, method: handler.method };
  }
  const cls = classes.find(handler.class);
  if (!cls) return { class: handler.class, method: handler.method };
  const method = classes.findMethod(cls.name, handler.method);
  if (!method) return { class: cls.name, method: handler.method };
  return { class: cls.name, method: handler.method, location: { file: method.file, line: method.line } };
}

function closureOf(record: RouteRecord, classes: ClassIndex): Route['closure'] {
  const uses = record.action.uses;
  if (!(uses instanceof PhpClosure)) return undefined;
  const comment = uses.docComment;
  return {
    location: { file: classes.relativePath(uses.file), line: uses.line },
    ...(comment ? { docComment: String(comment.value), docCommentLine: lineOf(comment) } : {}),
  };
}

function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.severity}|${d.code}|${d.file}|${d.line}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
