/**
 * Runs route-registering PHP statically: route files, group closures, provider methods. Statements are
 * walked in order; calls on `Route::`, `$router` and route objects go to the receivers that mirror Laravel,
 * known variables are tracked, `require`/`include` are followed, and everything else is skipped.
 */
import { nameMap } from '../../name-map.ts';
import { existsSync, statSync } from 'node:fs';
import { isAppFile, locateAppFile, outsideAppReason } from '../../app-files.ts';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { Diagnostic } from '../../model.ts';
import { isNode, leadingDocComment, lineOf, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { evaluate, type EvalContext } from '../../php/evaluate.ts';
import { OrderedArray, toPlain } from '../../php/php-array.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { scopedStatements, type NameScope } from '../../php/names.ts';
import { globFiles } from '../../php/glob.ts';
import { appCallTarget } from '../app-calls.ts';
import { parseFile } from '../../php/parser.ts';
import { isPhpArray, phpArrayEntries, phpTruthy, UNKNOWN } from '../../php/values.ts';
import { PhpClosure } from './action.ts';
import type { CallArgs, CallSite } from './call-args.ts';
import type { Receiver } from './receiver.ts';
import { DeferredRegistration } from './resources.ts';
import { RouterFacade } from './router-facade.ts';
import { Router } from './router.ts';

export interface RouteRunnerOptions {
  root: string;
  classes: ClassIndex;
  env: Record<string, string>;
  report(diagnostic: Diagnostic): void;
}

/** Where PHP code runs: its file, names, variables and the route objects held in variables. */
export interface RouteFrame {
  /** Absolute path. */
  file: string;
  scope: NameScope;
  variables: Map<string, unknown>;
  receivers: Map<string, Receiver>;
  thisReceiver?: Receiver;
  className?: string;
  /** Route objects created here that register when destroyed (pending resources). */
  pendings: Receiver[];
  /**
   * The doc comment written before the running statement, until a closure in it takes it: PHP gives the
   * pending doc comment to the next `function`/`fn` (so `/** … *\/ Route::get('x', function () {…})` documents
   * the closure), and php-parser attaches it to the statement.
   */
  pendingDocComment?: PhpNode;
}

/** Route groups nested deeper than this are skipped with a warning; real apps nest a handful, so it only stops runaway files. */
const MAX_GROUP_DEPTH = 256;
const ROUTER_FUNCTIONS = new Set(['app', 'resolve']);

export class RouteRunner {
  readonly router: Router;
  readonly facade: RouterFacade;
  private readonly closureFrames = new WeakMap<PhpClosure, RouteFrame>();
  private readonly activeFiles: string[] = [];
  private readonly runningStatics = new Set<string>();
  private depth = 0;
  private depthReported = false;

  constructor(private readonly options: RouteRunnerOptions) {
    this.router = new Router({
      loadRoutes: (routes, site) => this.loadRoutes(routes, site),
      classExists: (name) => this.classExists(name),
      report: (diagnostic) => options.report(diagnostic),
    });
    this.facade = new RouterFacade(this.router);
  }

  report(diagnostic: Diagnostic): void {
    this.options.report(diagnostic);
  }

  relative(absPath: string): string {
    return this.options.classes.relativePath(absPath);
  }

  private classExists(name: string): boolean {
    const clean = name.replace(/^\\+/, '');
    return /^Illuminate\\/.test(clean) || this.options.classes.find(clean) !== undefined;
  }

  /** Runs a route file the way RouteFileRegistrar does: its own variables, with `$router` in scope. */
  runRouteFile(absPath: string, site?: CallSite): void {
    const receivers = new Map<string, Receiver>([['router', this.facade]]);
    const base = { variables: new Map<string, unknown>(), receivers, pendings: [] as Receiver[] };
    this.runFile(absPath, base, site);
    this.finishPendings(base.pendings, new Map());
  }

  /** Runs a file's statements in a frame (shared variables for `require` inside a file). */
  runFile(absPath: string, base: Pick<RouteFrame, 'variables' | 'receivers' | 'pendings' | 'thisReceiver' | 'className'>, site?: CallSite): void {
    const lookup = locateAppFile(this.options.root, absPath);
    if (!lookup.found) {
      this.options.report({
        severity: 'warning',
        code: lookup.reason === 'outside' ? 'outside-app' : 'route-file-missing',
        message:
          lookup.reason === 'outside'
            ? `The route file ${absPath} is not read, ${outsideAppReason(lookup)}.`
            : lookup.reason === 'not-a-file'
              ? `The route file ${this.relative(absPath)} is not a regular file; it is not read.`
              : `The route file ${this.relative(absPath)} does not exist.`,
        ...(site ? { file: site.file, line: site.line } : {}),
      });
      return;
    }
    if (this.activeFiles.includes(absPath)) {
      this.options.report({
        severity: 'warning',
        code: 'route-include-cycle',
        message: `${this.relative(absPath)} includes itself (directly or through other files); the inner include is skipped.`,
        ...(site ? { file: site.file, line: site.line } : {}),
      });
      return;
    }
    const parsed = parseFile(absPath);
    for (const error of parsed.errors) this.options.report({ ...error, file: this.relative(absPath) });
    this.activeFiles.push(absPath);
    try {
      for (const { node, scope } of scopedStatements(parsed.ast)) {
        const frame: RouteFrame = { ...base, file: absPath, scope };
        this.runStatement(node, frame);
        base.pendings = frame.pendings;
      }
    } finally {
      this.activeFiles.pop();
    }
  }

  /**
   * Runs a provider (or any class) method body with `$this` bound to a receiver (none for a static method), its
   * parameters bound to the call's arguments where they are known.
   */
  runMethod(method: PhpMethod, thisReceiver: Receiver | undefined, className: string, args: CallArgs = { positional: [], named: {} }): void {
    if (this.depth >= MAX_GROUP_DEPTH) return this.reportTooDeep(this.options.classes.absolutePath(method.file), method.line, 'method');
    const receivers = new Map<string, Receiver>();
    const variables = new Map<string, unknown>();
    method.params.forEach((param, index) => {
      if (isRouterType(param.type) || param.name === 'router') receivers.set(param.name, this.facade);
      const value = Object.hasOwn(args.named, param.name) ? args.named[param.name] : args.positional[index];
      if (value !== undefined) variables.set(param.name, value);
    });
    const frame: RouteFrame = {
      file: this.options.classes.absolutePath(method.file),
      scope: method.scope,
      variables,
      receivers,
      thisReceiver,
      className,
      pendings: [],
    };
    for (const param of method.params) {
      const fallback = (param.node as PhpNode).value as PhpNode | undefined;
      if (!variables.has(param.name) && fallback) variables.set(param.name, evaluate(fallback, this.evalContext(frame)));
    }
    this.depth++;
    try {
      this.runBlock(method.body, frame);
    } finally {
      this.depth--;
    }
  }

  /**
   * `RouteServiceProvider::loadVersionAwareRoutes('api')`, `self::mapRoutes()`, `registerAdminRoutes()`: a static
   * method or a function of the app's own code runs like any other route-registering code, its parameters bound to
   * the call's arguments (vendor code is not followed: its source is not read). A method already running is not
   * entered again.
   */
  private runAppCall(call: PhpNode, frame: RouteFrame): void {
    const target = appCallTarget(call, { classes: this.options.classes, scope: frame.scope, className: frame.className });
    if (!target || !target.method.body.length) return;
    const { method } = target;
    const key = `${method.className}::${method.name}`.toLowerCase();
    if (this.runningStatics.has(key)) return;
    const args = this.evaluateArgs((call.arguments ?? []) as PhpNode[], frame);
    // `self::x()` of an instance method inside a provider is `$this->x()`.
    if (!method.isStatic && method.className && frame.thisReceiver && frame.className === target.thisClass) {
      frame.thisReceiver.invoke(method.name, args, { file: this.relative(frame.file), line: lineOf(call) });
      return;
    }
    this.runningStatics.add(key);
    try {
      this.runMethod(method, undefined, target.thisClass, args);
    } finally {
      this.runningStatics.delete(key);
    }
  }

  /** Runs a closure: a group callback, an RSP `routes()` callback, `then:`/`using:` of withRouting. */
  runClosure(closure: PhpClosure): void {
    if (this.depth >= MAX_GROUP_DEPTH) return this.reportTooDeep(closure.file, closure.line, 'group');
    const defining = this.closureFrames.get(closure);
    const receivers = new Map<string, Receiver>(defining?.receivers ?? []);
    const params = (closure.node.arguments ?? []) as PhpNode[];
    // Router::group() calls the closure with the router; the container injects it for a typed parameter.
    params.forEach((param, index) => {
      const type = param.type ? nameOf(param.type) : undefined;
      if (index === 0 || isRouterType(type) || nameOf(param.name) === 'router') receivers.set(nameOf(param.name) ?? '', this.facade);
    });
    const frame: RouteFrame = {
      file: closure.file,
      scope: closure.scope,
      variables: new Map(closure.captured),
      receivers,
      thisReceiver: defining?.thisReceiver,
      className: defining?.className,
      pendings: [],
    };
    this.depth++;
    try {
      const body = closure.node.body as PhpNode;
      if (closure.node.kind === 'arrowfunc') {
        this.runExpression(body, frame);
        this.finishPendings(frame.pendings, frame.receivers);
      } else this.runBlock((body?.children ?? []) as PhpNode[], frame);
    } finally {
      this.depth--;
    }
  }

  /** Groups (and the app's own methods they call) nested past the limit: reported once, the innermost ones skipped. */
  private reportTooDeep(file: string, line: number, what: 'group' | 'method'): void {
    if (this.depthReported) return;
    this.depthReported = true;
    this.options.report({
      severity: 'warning',
      code: 'route-groups-too-deep',
      message: `Route groups are nested more than ${MAX_GROUP_DEPTH} levels deep here; the routes inside this ${what} are skipped.`,
      file: this.relative(file),
      line,
    });
  }

  private loadRoutes(routes: unknown, site: CallSite): void {
    if (routes instanceof DeferredRegistration) routes.run();
    else if (routes instanceof PhpClosure) this.runClosure(routes);
    else if (typeof routes === 'string') this.runRouteFile(this.resolvePath(routes), site);
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

  private resolvePath(path: string, from?: string): string {
    if (isAbsolute(path)) return resolve(path);
    if (from) {
      const besideFile = resolve(dirname(from), path);
      if (existsSync(besideFile)) return besideFile;
    }
    return resolve(this.options.root, path);
  }

  private runBlock(statements: PhpNode[], frame: RouteFrame): void {
    for (const statement of statements) this.runStatement(statement, frame);
    this.finishPendings(frame.pendings, frame.receivers);
  }

  private finishPendings(pendings: Receiver[], keep: Map<string, Receiver>): void {
    const kept = new Set(keep.values());
    for (const pending of pendings.splice(0)) {
      if (kept.has(pending)) continue;
      pending.finish?.();
    }
  }

  private runStatement(node: PhpNode, frame: RouteFrame): void {
    if (!isNode(node)) return;
    frame.pendingDocComment = leadingDocComment(node);
    switch (node.kind) {
      case 'expressionstatement':
        this.runExpression(node.expression as PhpNode, frame);
        // Pending resources not held in a variable are destroyed at the end of the statement.
        this.finishHeldPendings(frame);
        return;
      case 'block':
        for (const child of (node.children ?? []) as PhpNode[]) this.runStatement(child, frame);
        return;
      case 'if':
        this.runIf(node, frame);
        return;
      case 'foreach':
        this.runForeach(node, frame);
        return;
      case 'try':
        this.runStatement(node.body as PhpNode, frame);
        return;
      case 'return':
        if (node.expr) this.runExpression(node.expr as PhpNode, frame);
        return;
      default:
        return;
    }
  }

  private finishHeldPendings(frame: RouteFrame): void {
    const held = new Set(frame.receivers.values());
    const remaining: Receiver[] = [];
    for (const pending of frame.pendings) {
      if (held.has(pending)) remaining.push(pending);
      else pending.finish?.();
    }
    frame.pendings = remaining;
  }

  private runIf(node: PhpNode, frame: RouteFrame): void {
    const test = evaluate(node.test as PhpNode, this.evalContext(frame));
    if (test === UNKNOWN) {
      // Every branch is read; the notice is worth giving only when a branch registers routes.
      const before = this.router.registrations;
      if (node.body) this.runStatement(node.body as PhpNode, frame);
      if (node.alternate) this.runStatement(node.alternate as PhpNode, frame);
      if (this.router.registrations === before) return;
      this.options.report({
        severity: 'notice',
        code: 'route-condition-unknown',
        message: 'Routes are registered under a condition that cannot be evaluated statically; every branch is read.',
        file: this.relative(frame.file),
        line: lineOf(node),
      });
      return;
    }
    if (phpTruthy(test)) {
      if (node.body) this.runStatement(node.body as PhpNode, frame);
    } else if (node.alternate) this.runStatement(node.alternate as PhpNode, frame);
  }

  private runForeach(node: PhpNode, frame: RouteFrame): void {
    const source = this.evaluateIterable(node.source as PhpNode, frame);
    const valueName = node.value?.kind === 'variable' ? String(node.value.name) : undefined;
    const keyName = node.key?.kind === 'variable' ? String(node.key.name) : undefined;
    if (!isPhpArray(source)) {
      this.options.report({
        severity: 'notice',
        code: 'route-loop-unknown',
        message: 'Routes are registered in a loop over values that cannot be known statically; its body is read once.',
        file: this.relative(frame.file),
        line: lineOf(node),
      });
      if (valueName) frame.variables.delete(valueName);
      this.runStatement(node.body as PhpNode, frame);
      return;
    }
    for (const [key, value] of phpArrayEntries(source)) {
      if (keyName) frame.variables.set(keyName, key);
      if (valueName) frame.variables.set(valueName, value);
      this.runStatement(node.body as PhpNode, frame);
    }
  }

  /** Like evaluate(), plus `glob()`, which route files use to require a folder of files. */
  private evaluateIterable(node: PhpNode, frame: RouteFrame): unknown {
    if (node.kind === 'call' && node.what?.kind === 'name' && String(node.what.name).replace(/^\\/, '').toLowerCase() === 'glob') {
      const pattern = evaluate((node.arguments ?? [])[0] as PhpNode, this.evalContext(frame));
      if (typeof pattern !== 'string') return UNKNOWN;
      // The names of files outside the app are not the app's to list.
      return isAppFile(this.options.root, dirname(pattern)) ? globFiles(pattern) : [];
    }
    return evaluate(node, this.evalContext(frame));
  }

  private runExpression(expr: PhpNode, frame: RouteFrame): Receiver | undefined {
    if (!isNode(expr)) return undefined;
    switch (expr.kind) {
      case 'call':
        return this.runChain(expr, frame);
      case 'assign': {
        const left = expr.left as PhpNode;
        const right = expr.right as PhpNode;
        const receiver = right.kind === 'call' || right.kind === 'include' ? this.runExpression(right, frame) : undefined;
        if (left.kind === 'variable' && typeof left.name === 'string') {
          if (receiver) {
            frame.receivers.set(left.name, receiver);
            frame.variables.delete(left.name);
          } else {
            frame.receivers.delete(left.name);
            frame.variables.set(left.name, this.evaluateValue(right, frame));
          }
        }
        return receiver;
      }
      case 'include': {
        const target = evaluate(expr.target as PhpNode, this.evalContext(frame));
        if (typeof target !== 'string') {
          this.options.report({
            severity: 'warning',
            code: 'route-include-unknown',
            message: 'The path of this include cannot be read without running PHP; its routes are skipped.',
            file: this.relative(frame.file),
            line: lineOf(expr),
          });
          return undefined;
        }
        // A required file shares the variables of the code that requires it.
        this.runFile(this.resolvePath(target, frame.file), frame, { file: this.relative(frame.file), line: lineOf(expr) });
        return undefined;
      }
      case 'parenthesis':
        return this.runExpression(expr.inner as PhpNode, frame);
      default:
        return undefined;
    }
  }

  private evaluateValue(node: PhpNode, frame: RouteFrame): unknown {
    return evaluate(node, this.evalContext(frame));
  }

  /** `Route::prefix('x')->middleware('y')->group(fn)`: find the root, then send each call to what the previous one returned. */
  private runChain(node: PhpNode, frame: RouteFrame): Receiver | undefined {
    const calls: Array<{ name: string; args: PhpNode[]; line: number }> = [];
    let current: PhpNode = node;
    let receiver: Receiver | undefined;
    for (;;) {
      const what = current.what as PhpNode;
      if (current.kind !== 'call' || !isNode(what)) return undefined;
      const args = (current.arguments ?? []) as PhpNode[];
      if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') {
        calls.unshift({ name: nameOf(what.offset) ?? '', args, line: lineOf(what.offset) || lineOf(current) });
        const target = what.what as PhpNode;
        if (target.kind === 'call') {
          current = target;
          continue;
        }
        receiver = this.rootReceiver(target, frame);
        break;
      }
      if (what.kind === 'staticlookup') {
        calls.unshift({ name: nameOf(what.offset) ?? '', args, line: lineOf(what.offset) || lineOf(current) });
        receiver = this.staticRoot(what.what as PhpNode, frame);
        if (!receiver) {
          this.runAppCall(current, frame);
          return undefined;
        }
        break;
      }
      if (what.kind === 'name') {
        const fn = frame.scope.resolveFunction(String(what.name)).split('\\').pop()!.toLowerCase();
        const first = args[0] ? this.evaluateValue(args[0], frame) : undefined;
        if (ROUTER_FUNCTIONS.has(fn) && (first === 'router' || first === 'Illuminate\\Routing\\Router')) receiver = this.facade;
        else if (calls.length === 0) this.runAppCall(current, frame);
        break;
      }
      return undefined;
    }
    for (const call of calls) {
      if (!receiver) return undefined;
      const site: CallSite = { file: this.relative(frame.file), line: call.line };
      receiver = receiver.invoke(call.name, this.evaluateArgs(call.args, frame), site);
      if (receiver?.finish && !frame.pendings.includes(receiver)) frame.pendings.push(receiver);
    }
    return receiver;
  }

  private rootReceiver(target: PhpNode, frame: RouteFrame): Receiver | undefined {
    if (target.kind !== 'variable' || typeof target.name !== 'string') return undefined;
    if (target.name === 'this') return frame.thisReceiver;
    return frame.receivers.get(target.name);
  }

  private staticRoot(target: PhpNode, frame: RouteFrame): Receiver | undefined {
    if (target.kind !== 'name') return undefined;
    const resolved = frame.scope.resolveClass(String(target.name));
    return isRouteFacade(resolved) ? this.facade : undefined;
  }

  evalContext(frame: RouteFrame): EvalContext {
    return {
      scope: frame.scope,
      classes: this.options.classes,
      env: this.options.env,
      file: frame.file,
      className: frame.className,
      variables: frame.variables,
      appRoot: this.options.root,
      // Route files guard optional files with `if (file_exists(base_path('routes/x.php')))`: follow the guard.
      // Only inside the app: whether a file exists elsewhere on the machine is not the app's business.
      pathKind: (path) => (isAppFile(this.options.root, resolve(this.options.root, path)) ? pathKind(resolve(this.options.root, path)) : undefined),
    };
  }

  /** Evaluates call arguments, keeping closures (also inside arrays) as PhpClosure values. */
  evaluateArgs(nodes: PhpNode[], frame: RouteFrame): CallArgs {
    const positional: unknown[] = [];
    const named: Record<string, unknown> = nameMap();
    for (const node of nodes) {
      if (node.kind === 'namedargument') named[String(node.name)] = this.evaluateArg(node.value as PhpNode, frame);
      else if (node.kind === 'variadic') {
        const spread = this.evaluateValue(node.what as PhpNode, frame);
        if (isPhpArray(spread)) positional.push(...phpArrayEntries(spread).map(([, v]) => v));
        else positional.push(UNKNOWN);
      } else positional.push(this.evaluateArg(node, frame));
    }
    return { positional, named };
  }

  private evaluateArg(node: PhpNode, frame: RouteFrame): unknown {
    if (node.kind === 'closure' || node.kind === 'arrowfunc') {
      const docComment = leadingDocComment(node) ?? frame.pendingDocComment;
      frame.pendingDocComment = undefined;
      const closure = new PhpClosure(node, frame.scope, frame.file, new Map(frame.variables), { className: frame.className }, docComment);
      this.closureFrames.set(closure, frame);
      return closure;
    }
    if (node.kind === 'array') {
      const array = new OrderedArray();
      for (const item of (node.items ?? []) as PhpNode[]) {
        if (!item) continue;
        const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item };
        if (entry.unpack) return this.evaluateValue(node, frame);
        if (!entry.key) {
          array.push(this.evaluateArg(entry.value as PhpNode, frame));
          continue;
        }
        const raw = this.evaluateValue(entry.key as PhpNode, frame);
        if (typeof raw !== 'string' && typeof raw !== 'number') return UNKNOWN;
        array.set(raw, this.evaluateArg(entry.value as PhpNode, frame));
      }
      return toPlain(array);
    }
    return this.evaluateValue(node, frame);
  }
}

/** `Route` as written in route files: the facade, its global alias, or the Router class. */
function isRouteFacade(name: string): boolean {
  return (
    name === 'Illuminate\\Support\\Facades\\Route' ||
    name === 'Route' ||
    name === 'Illuminate\\Routing\\Router' ||
    name.endsWith('\\Route') && !name.startsWith('App\\')
  );
}

function isRouterType(type: string | undefined): boolean {
  if (!type) return false;
  const clean = type.replace(/^\?/, '');
  return clean === 'Illuminate\\Routing\\Router' || clean === 'Router' || clean.endsWith('\\Router');
}

/** A file, a folder or nothing; relative paths are taken from the app root (where artisan runs). */
function pathKind(absPath: string): 'file' | 'dir' | undefined {
  try {
    return statSync(absPath).isDirectory() ? 'dir' : 'file';
  } catch {
    return undefined;
  }
}
