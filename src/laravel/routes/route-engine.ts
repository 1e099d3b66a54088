/**
 * The PHP engine as route-registering code is read: strict values (a URI built from something unknown is
 * unknown, never a guess), every branch of a condition it cannot decide (a notice when routes are registered
 * inside), a loop over unknown values read once, `require`/`include` of the app's own files sharing the
 * variables of the code that includes them, pending resource registrations that register when PHP would destroy
 * them, and PHP's rule that a closure takes the doc comment written before its statement.
 */
import { dirname, isAbsolute, resolve } from 'node:path';
import { existsSync } from 'node:fs';
import { locateAppFile, outsideAppReason } from '../../app-files.ts';
import type { Diagnostic } from '../../model.ts';
import { isNode, leadingDocComment, lineOf, type PhpNode } from '../../php/ast.ts';
import { PhpClosure } from '../../php/closure.ts';
import { PhpEngine } from '../../php/engine/engine.ts';
import type { EngineOptions } from '../../php/engine/engine-base.ts';
import { NORMAL, type Completion, type Frame } from '../../php/engine/frame.ts';
import { scopedStatements } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import { UNKNOWN } from '../../php/values.ts';
import type { CallSite } from './call-args.ts';
import { RouteObject } from './route-object.ts';

export interface RouteEngineOptions extends Omit<EngineOptions, 'report' | 'policy'> {
  root: string;
  /** Route diagnostics (the engine reports nothing itself under the reading policy). */
  report(diagnostic: Diagnostic): void;
  /** How many routes have been registered so far. */
  registrations(): number;
}

/**
 * Route groups nest hundreds deep in generated files (the router stops them past 256 levels, with a warning): the
 * engine's own depth limit must not stop them first. A method already running is not entered again. A route file
 * may loop over every page of a long list, and an app registers thousands of routes.
 */
const LIMITS = { depth: 300, reentry: 1, steps: 5_000_000, loop: 10_000 };

export class RouteEngine extends PhpEngine {
  private readonly activeFiles: string[] = [];
  /** Pending registrations per running body, innermost last. */
  private readonly pendingScopes: RouteObject[][] = [[]];
  private pendingDocComment: PhpNode | undefined;

  constructor(private readonly options: RouteEngineOptions) {
    super({ classes: options.classes, hosts: options.hosts, limits: { ...LIMITS, ...options.limits }, policy: 'reading', report: () => undefined });
  }

  /** How many method and closure bodies are running inside each other. */
  get nesting(): number {
    return this.depth;
  }

  relative(absPath: string): string {
    return this.classes.relativePath(absPath);
  }

  /** A route object that registers when PHP destroys it: at the end of its statement, or of the body holding it. */
  adoptPending(object: RouteObject): void {
    this.pendingScopes[this.pendingScopes.length - 1]!.push(object);
  }

  /** Runs a file's statements with the given variables (shared with the code that requires it). */
  runFile(absPath: string, base: Omit<Frame, 'scope' | 'file'>, site?: CallSite): unknown {
    if (!this.mayRun(absPath, site)) return false;
    const parsed = parseFile(absPath);
    for (const error of parsed.errors) this.options.report({ ...error, file: this.relative(absPath) });
    this.activeFiles.push(absPath);
    try {
      for (const { node, scope } of scopedStatements(parsed.ast)) {
        const completion = this.runStatement(node, { ...base, scope, file: this.relative(absPath) });
        if (completion.kind === 'return') return completion.value;
      }
      return 1;
    } finally {
      this.activeFiles.pop();
    }
  }

  /** Runs a file with variables of its own, finishing what it leaves pending. */
  runOwnFile(absPath: string, vars: Map<string, unknown>, site?: CallSite): void {
    this.dropping(() => this.runFile(absPath, { vars }, site));
  }

  /**
   * Runs code whose result the framework drops (a group callback, a provider's `boot()`): what it leaves pending,
   * its result included, registers before it returns, inside the group that runs it.
   */
  dropping(run: () => unknown): void {
    this.pendingScopes.push([]);
    try {
      run();
    } finally {
      for (const pending of this.pendingScopes.pop()!) pending.receiver.finish?.();
    }
  }

  private mayRun(absPath: string, site: CallSite | undefined): boolean {
    const lookup = locateAppFile(this.options.root, absPath);
    const where = site ? { file: site.file, line: site.line } : {};
    if (!lookup.found) {
      const message =
        lookup.reason === 'outside'
          ? `The route file ${absPath} is not read, ${outsideAppReason(lookup)}.`
          : lookup.reason === 'not-a-file'
            ? `The route file ${this.relative(absPath)} is not a regular file; it is not read.`
            : `The route file ${this.relative(absPath)} does not exist.`;
      this.options.report({ severity: 'warning', code: lookup.reason === 'outside' ? 'outside-app' : 'route-file-missing', message, ...where });
      return false;
    }
    if (this.activeFiles.includes(absPath)) {
      const message = `${this.relative(absPath)} includes itself (directly or through other files); the inner include is skipped.`;
      this.options.report({ severity: 'warning', code: 'route-include-cycle', message, ...where });
      return false;
    }
    return true;
  }

  /** A path as PHP's include resolves it: absolute, beside the including file, or from where artisan runs. */
  resolvePath(path: string, fromFile?: string): string {
    if (isAbsolute(path)) return resolve(path);
    if (fromFile) {
      const besideFile = resolve(dirname(fromFile), path);
      if (existsSync(besideFile)) return besideFile;
    }
    return resolve(this.options.root, path);
  }

  /** A call's arguments as the engine passes them (named ones beside the list). */
  argumentsOf(call: PhpNode, frame: Frame): unknown[] {
    return this.args(call, frame);
  }

  evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    if (node?.kind === 'include') return this.include(node, frame);
    return super.evalExpr(node, frame);
  }

  private include(node: PhpNode, frame: Frame): unknown {
    const target = this.evalExpr(node.target as PhpNode, frame);
    const site = { file: frame.file, line: lineOf(node) };
    if (typeof target !== 'string') {
      const message = 'The path of this include cannot be read without running PHP; its routes are skipped.';
      this.options.report({ severity: 'warning', code: 'route-include-unknown', message, ...site });
      return UNKNOWN;
    }
    const { vars, thisValue, className, staticClass, label } = frame;
    return this.runFile(this.resolvePath(target, this.classes.absolutePath(frame.file)), { vars, thisValue, className, staticClass, label }, site);
  }

  protected runStatement(node: PhpNode, frame: Frame): Completion {
    this.pendingDocComment = leadingDocComment(node);
    // Code after a `throw` under a condition is read like the rest: routes are registered around such guards.
    if (node.kind === 'throw') return NORMAL;
    const completion = super.runStatement(node, frame);
    if (node.kind === 'expressionstatement') this.finishUnheld(frame);
    return completion;
  }

  /** Pending registrations not held in a variable are destroyed at the end of their statement. */
  private finishUnheld(frame: Frame): void {
    const scope = this.pendingScopes[this.pendingScopes.length - 1]!;
    if (!scope.length) return;
    const held = new Set(frame.vars.values());
    const kept = scope.filter((pending) => held.has(pending));
    for (const pending of scope) if (!held.has(pending)) pending.receiver.finish?.();
    scope.splice(0, scope.length, ...kept);
  }

  protected runBody(statements: PhpNode[], frame: Frame, owner: PhpNode): unknown {
    this.pendingScopes.push([]);
    let value: unknown;
    try {
      value = super.runBody(statements, frame, owner);
      return value;
    } finally {
      const parent = this.pendingScopes[this.pendingScopes.length - 2]!;
      // What the body returns lives on in its caller.
      for (const pending of this.pendingScopes.pop()!) {
        if (pending === value) parent.push(pending);
        else pending.receiver.finish?.();
      }
    }
  }

  /** Every branch is read; the notice is worth giving only when a branch registers routes. */
  protected runUndecided(node: PhpNode, frame: Frame): Completion {
    const before = this.options.registrations();
    this.runStatement(node.body as PhpNode, frame);
    if (isNode(node.alternate)) this.runStatement(node.alternate, frame);
    if (this.options.registrations() !== before) {
      const message = 'Routes are registered under a condition that cannot be evaluated statically; every branch is read.';
      this.options.report({ severity: 'notice', code: 'route-condition-unknown', message, file: frame.file, line: lineOf(node) });
    }
    return NORMAL;
  }

  /** The body is read once, its loop variables unknown; the notice is given when it registers routes. */
  protected runUnknownLoop(node: PhpNode, frame: Frame): Completion {
    const before = this.options.registrations();
    if (isNode(node.key)) this.assignTo(node.key, UNKNOWN, frame);
    if (isNode(node.value)) this.assignTo(node.value, UNKNOWN, frame);
    this.runStatement(node.body as PhpNode, frame);
    if (this.options.registrations() !== before) {
      const message = 'Routes are registered in a loop over values that cannot be known statically; its body is read once.';
      this.options.report({ severity: 'notice', code: 'route-loop-unknown', message, file: frame.file, line: lineOf(node) });
    }
    return NORMAL;
  }

  /** Route objects stand for the framework's classes: the app declares no methods on them to look for. */
  protected userMethodOf(target: unknown, name: string): ReturnType<PhpEngine['userMethodOf']> {
    return target instanceof RouteObject ? undefined : super.userMethodOf(target, name);
  }

  /** A closure takes its own doc comment, or the one written before its statement (PHP's pending doc comment). */
  protected closure(node: PhpNode, frame: Frame): PhpClosure {
    const closure = super.closure(node, frame);
    const docComment = leadingDocComment(node) ?? this.pendingDocComment;
    this.pendingDocComment = undefined;
    return docComment ? new PhpClosure(closure.node, closure.scope, closure.file, closure.captured, closure.binding, docComment) : closure;
  }
}
