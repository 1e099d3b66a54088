/**
 * The middleware a route really runs, as names a reader recognises: the route's own list with the app's
 * middleware groups expanded (`api` → its entries in the HTTP kernel's `$middlewareGroups`), aliases kept
 * beside the class they stand for, and what the controller's constructor adds with `$this->middleware(…)`
 * (honouring `->only([…])` / `->except([…])`).
 */
import { readFileSync } from 'node:fs';
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import { evaluate, isPhpArray } from '../../php/evaluate.ts';
import { actionAndHelpers, callShape, isThis, methodFacts, shortClassName } from './code-walk.ts';
import { UNAUTHENTICATED_MESSAGE } from './error-bodies.ts';
import { raisedErrors } from './http-exceptions.ts';

const DEFAULT_KERNEL = 'App\\Http\\Kernel';

/** The app's HTTP kernel: the class `bootstrap/app.php` binds to the Http Kernel contract, else `App\Http\Kernel`. */
function kernelClass(classes: ClassIndex): string {
  try {
    const text = readFileSync(classes.absolutePath('bootstrap/app.php'), 'utf8');
    const bound = /Illuminate\\Contracts\\Http\\Kernel::class\s*,\s*\\?([\w\\]+)::class/.exec(text);
    if (bound && classes.find(bound[1]!)) return bound[1]!;
  } catch {
    // No bootstrap/app.php: Laravel's default kernel class.
  }
  return DEFAULT_KERNEL;
}

export interface RouteMiddleware {
  /** As written (`auth:sanctum`, `can:update,post`, `App\Http\Middleware\Authenticate`). */
  name: string;
  /** The class an alias stands for, when the app's kernel says. */
  className?: string;
}

function kernelArray(kernelName: string, property: string, classes: ClassIndex): Record<string, unknown> {
  const found = classes.findProperty(kernelName, property);
  const node = found?.property.default;
  if (!found || !node) return {};
  const value = evaluate(node, { scope: found.owner.scope, classes, file: classes.absolutePath(found.owner.file), className: found.owner.name, env: classes.env });
  return isPhpArray(value) && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function kernel(classes: ClassIndex): { groups: Record<string, unknown>; aliases: Record<string, unknown> } {
  return classes.memo('inference:kernel-middleware', () => {
    const name = kernelClass(classes);
    return {
      groups: kernelArray(name, 'middlewareGroups', classes),
      aliases: { ...kernelArray(name, 'routeMiddleware', classes), ...kernelArray(name, 'middlewareAliases', classes) },
    };
  });
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (isPhpArray(value)) return Object.values(value).filter((item): item is string => typeof item === 'string');
  return [];
}

/** What the middleware of a route means for its errors: the 401 message, if any, and whether an ability is checked. */
export interface MiddlewareErrors {
  unauthenticated?: string;
  checksAbility: boolean;
}

/** The errors a route's middleware can answer with: the route's list and the controller constructor's, each read once. */
export function middlewareErrors(middleware: string[], controller: PhpClass | undefined, action: string | undefined, classes: ClassIndex): MiddlewareErrors {
  const fromRoute = listErrors(middleware, classes);
  const own = controller && action ? constructorMiddleware(controller, action, classes) : [];
  if (own.length === 0) return fromRoute;
  const fromController = listErrors(own, classes);
  const unauthenticated = fromRoute.unauthenticated ?? fromController.unauthenticated;
  return { ...(unauthenticated !== undefined ? { unauthenticated } : {}), checksAbility: fromRoute.checksAbility || fromController.checksAbility };
}

function listErrors(middleware: string[], classes: ClassIndex): MiddlewareErrors {
  return classes.memo(`inference:middleware-errors:${middleware.join('|')}`, () => {
    const entries = expandMiddleware(middleware, classes);
    const unauthenticated = entries.map((entry) => unauthenticatedMessage(entry, classes)).find((message) => message !== undefined);
    return { ...(unauthenticated !== undefined ? { unauthenticated } : {}), checksAbility: entries.some((entry) => isAbilityMiddleware(entry, classes)) };
  });
}

/** The route's middleware with groups expanded and aliases resolved, then the controller constructor's. */
export function routeMiddleware(middleware: string[], controller: PhpClass | undefined, action: string | undefined, classes: ClassIndex): RouteMiddleware[] {
  return expandMiddleware([...middleware, ...(controller && action ? constructorMiddleware(controller, action, classes) : [])], classes);
}

function expandMiddleware(middleware: string[], classes: ClassIndex): RouteMiddleware[] {
  const { groups, aliases } = kernel(classes);
  const result: RouteMiddleware[] = [];
  const seenGroups = new Set<string>();
  const add = (name: string): void => {
    const group = groups[name];
    if (group !== undefined && !seenGroups.has(name)) {
      seenGroups.add(name);
      stringsOf(group).forEach(add);
      return;
    }
    const alias = aliases[name.split(':')[0]!];
    result.push({ name, ...(typeof alias === 'string' ? { className: alias.replace(/^\\/, '') } : {}) });
  };
  middleware.forEach(add);
  return result;
}

/** The middleware the controller's constructor adds for this action. */
function constructorMiddleware(controller: PhpClass, action: string, classes: ClassIndex): string[] {
  const lowerAction = action.toLowerCase();
  return constructorRules(controller, classes)
    .filter((rule) => (!rule.only || rule.only.includes(lowerAction)) && !rule.except?.includes(lowerAction))
    .flatMap((rule) => rule.names);
}

interface ConstructorRule {
  names: string[];
  only?: string[];
  except?: string[];
}

/** `$this->middleware('auth')`, `$this->middleware(['auth', 'verified'])->except(['index'])` in the constructor, read once per controller. */
function constructorRules(controller: PhpClass, classes: ClassIndex): ConstructorRule[] {
  return classes.memo(`inference:constructor-middleware:${controller.name}`, () => {
    const constructor = classes.findMethod(controller.name, '__construct');
    if (!constructor) return [];
    const context = { scope: constructor.scope, classes, file: classes.absolutePath(constructor.file), className: controller.name, env: classes.env };
    const result: ConstructorRule[] = [];
    for (const statement of constructor.body) {
      if (statement.kind !== 'expressionstatement') continue;
      // Walk down the chain `$this->middleware(…)->only(…)`: the outermost calls are the filters.
      let expr = statement.expression as PhpNode;
      let only: string[] | undefined;
      let except: string[] | undefined;
      while (expr?.kind === 'call') {
        const shape = callShape(expr, constructor);
        if (shape?.kind !== 'method') break;
        if (shape.name === 'only' || shape.name === 'except') {
          const names = stringsOf(evaluate(shape.args[0], context)).map((n) => n.toLowerCase());
          if (shape.name === 'only') only = names;
          else except = names;
          expr = shape.target;
          continue;
        }
        if (shape.name === 'middleware' && isThis(shape.target)) {
          const options = shape.args[1] ? evaluate(shape.args[1], context) : undefined;
          if (isPhpArray(options) && !Array.isArray(options)) {
            const o = options as Record<string, unknown>;
            if (o.only !== undefined) only = stringsOf(o.only).map((n) => n.toLowerCase());
            if (o.except !== undefined) except = stringsOf(o.except).map((n) => n.toLowerCase());
          }
          result.push({ names: stringsOf(evaluate(shape.args[0], context)), ...(only ? { only } : {}), ...(except ? { except } : {}) });
        }
        break;
      }
    }
    return result;
  });
}

/**
 * `auth`, `auth:api`, `auth.basic`, a class that is (or extends) Laravel's Authenticate middleware, or an app
 * middleware whose `handle()` (or a helper it calls) authenticates: `auth()->authenticate()`,
 * `Auth::authenticate()`, or throws a 401 (`AuthenticationException`, an app HTTP exception with status 401).
 */
export function isAuthMiddleware(entry: RouteMiddleware, classes: ClassIndex): boolean {
  return unauthenticatedMessage(entry, classes) !== undefined;
}

/** The message of the 401 an authentication middleware answers ("Unauthenticated." unless it throws its own). */
export function unauthenticatedMessage(entry: RouteMiddleware, classes: ClassIndex): string | undefined {
  return classes.memo(`inference:auth-middleware:${entry.name}:${entry.className ?? ''}`, () => readsAsAuth(entry, classes)) ?? undefined;
}

function readsAsAuth(entry: RouteMiddleware, classes: ClassIndex): string | null {
  const base = entry.name.split(':')[0]!.toLowerCase();
  if (base === 'auth' || base === 'auth.basic' || base === 'auth.basic.once') return UNAUTHENTICATED_MESSAGE;
  for (const name of [entry.className, entry.name]) {
    if (name === undefined || !isClassLike(name)) continue;
    if (extendsOrIs(name, 'Illuminate\\Auth\\Middleware\\Authenticate', classes)) return UNAUTHENTICATED_MESSAGE;
    const own = authenticatesInHandle(name.split(':')[0]!, classes);
    if (own !== undefined) return own;
  }
  return null;
}

/** The 401 message of a middleware whose handle() authenticates, or undefined when it does not. */
function authenticatesInHandle(className: string, classes: ClassIndex): string | undefined {
  const handle = classes.findMethod(className, 'handle');
  if (!handle) return undefined;
  const methods = actionAndHelpers(handle, className, classes);
  const thrown = raisedErrors(methods, classes).find((error) => error.status === 401);
  if (thrown) return thrown.message;
  const authenticates = methods.some((method) =>
    methodFacts(method).calls.some(({ shape }) => {
      if (shape.name !== 'authenticate' || shape.kind === 'function') return false;
      if (shape.kind === 'static') return shortClassName(shape.className) === 'auth';
      return shape.target.kind === 'call' && nameOfCall(shape.target) === 'auth';
    }),
  );
  return authenticates ? UNAUTHENTICATED_MESSAGE : undefined;
}

function nameOfCall(node: PhpNode): string | undefined {
  const what = node.what as PhpNode;
  return what?.kind === 'name' ? String(what.name).toLowerCase() : undefined;
}

/** `can:ability,model` or Laravel's Authorize middleware. */
export function isAbilityMiddleware(entry: RouteMiddleware, classes: ClassIndex): boolean {
  if (entry.name.split(':')[0]!.toLowerCase() === 'can') return true;
  const className = entry.className;
  if (className === undefined) return false;
  return classes.memo(`inference:ability-middleware:${className}`, () => extendsOrIs(className, 'Illuminate\\Auth\\Middleware\\Authorize', classes));
}

function isClassLike(name: string): boolean {
  return name.includes('\\');
}

function extendsOrIs(className: string, target: string, classes: ClassIndex): boolean {
  const clean = className.split(':')[0]!.replace(/^\\/, '');
  return clean.toLowerCase() === target.toLowerCase() || classes.isSubclassOf(clean, target);
}
