/**
 * The base of docgen's PHP engine: the class index it reads the app from, the extensions that bring framework
 * knowledge, the limits that keep runaway code from running for ever, and the warnings it gives (one per place).
 *
 * The engine walks php-parser ASTs over engine values (php-array.ts, runtime-object.ts). What it cannot know
 * becomes `UNKNOWN` with one warning (file:line) where the unknown value first appears; unknowns then flow on
 * silently. statements.ts, expressions.ts and engine.ts build on this class, one layer each.
 */
import type { Diagnostic } from '../../model.ts';
import { lineOf, type PhpNode } from '../ast.ts';
import type { ClassLookup, PhpMethod } from '../class-types.ts';
import type { NameScope } from '../names.ts';
import { parseFile } from '../parser.ts';
import { UNKNOWN } from '../values.ts';
import type { EngineExtension } from './extension.ts';
import type { Frame } from './frame.ts';
import type { EvaluationPolicy } from './policy.ts';
import type { CallSite } from './runtime-object.ts';

/** What the engine reads of the app's classes: the class index, or a narrower view of it for strict evaluation. */
export interface EngineClasses extends ClassLookup {
  /** A method declared on the class, its traits or its ancestors. */
  findMethod(fqcn: string, name: string): PhpMethod | undefined;
  isSubclassOf(fqcn: string, other: string): boolean;
  /** A path relative to the app root (frames keep their file so). */
  relativePath(absPath: string): string;
}

export interface EngineOptions {
  classes: EngineClasses;
  hosts: EngineExtension[];
  report(diagnostic: Diagnostic): void;
  /** Forgiving when not given (policy.ts). */
  policy?: EvaluationPolicy;
}

export const MAX_DEPTH = 40;
export const MAX_LOOP = 200;
/** How often a method may be active at once: deeper self-recursion would not end in PHP either. */
export const MAX_REENTRY = 3;
/** Evaluation steps one engine may take: a hard stop for code whose example would explode. */
export const MAX_STEPS = 50_000;

/** A call site as an object (sites are made for every call and property read; closures would cost more). */
class EngineSite implements CallSite {
  constructor(
    readonly interpreter: EngineBase,
    readonly node: PhpNode,
    private readonly frame: Frame,
  ) {}

  get file(): string {
    return this.frame.file;
  }

  invoke(callable: unknown, args: unknown[]): unknown {
    return this.interpreter.invoke(callable, args, this.node, this.frame);
  }

  callMethod(target: unknown, name: string, args: unknown[]): unknown {
    return this.interpreter.dispatch(target, name, args, this.node, this.frame);
  }

  unknown(what: string): typeof UNKNOWN {
    return this.interpreter.unknownAt(this.node, this.frame, what);
  }
}

export abstract class EngineBase {
  readonly classes: EngineClasses;
  /** Strict evaluation (policy.ts): constant expressions only, any unknown operand unknown, nothing reported. */
  readonly strict: boolean;
  protected readonly hosts: EngineExtension[];
  protected readonly hostKeys = new Set<string>();
  protected readonly reportFn: (diagnostic: Diagnostic) => void;
  protected readonly reported = new Set<string>();
  protected readonly staticProps = new Map<string, unknown>();
  protected depth = 0;
  protected steps = 0;
  /** How many constant or property initializers are being evaluated (their unknown parts are not warned about). */
  protected initializers = 0;
  protected readonly active = new Map<PhpMethod, number>();

  constructor(options: EngineOptions) {
    this.classes = options.classes;
    this.hosts = [...options.hosts];
    this.reportFn = options.report;
    this.strict = options.policy === 'strict';
  }

  /** Adds framework knowledge (once per key). */
  addHost(key: string, host: () => EngineExtension): void {
    if (this.hostKeys.has(key)) return;
    this.hostKeys.add(key);
    this.hosts.unshift(host());
  }

  /** A call site outside any PHP code: where an annotation asks for a value (for warnings and closures). */
  topSite(file: string, line: number, scope: NameScope): CallSite {
    const node: PhpNode = { kind: 'annotation', loc: { start: { line, column: 0, offset: 0 }, end: { line, column: 0, offset: 0 } } };
    return this.site(node, { vars: new Map(), scope, file });
  }

  /** A warning at a node, once per place and message. */
  warn(node: PhpNode | undefined, file: string, message: string): void {
    if (this.strict) return;
    const line = lineOf(node) || undefined;
    const key = `${file}:${line}:${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.reportFn({ severity: 'warning', code: 'response-inference', message, file, line });
  }

  /** The source text of a node, shortened, for messages. */
  snippet(node: PhpNode, file: string): string {
    const start = node.loc?.start.offset;
    const end = node.loc?.end.offset;
    if (start === undefined || end === undefined || start === end) return node.kind;
    const source = parseFile(this.classes.absolutePath(file)).source;
    const text = source.slice(start, end).replace(/\s+/g, ' ').trim();
    return text.length > 70 ? `${text.slice(0, 67)}...` : text;
  }

  site(node: PhpNode, frame: Frame): CallSite {
    return new EngineSite(this, node, frame);
  }

  /** The warning for something that cannot be inferred (see CallSite.unknown). */
  unknownAt(node: PhpNode, frame: Frame, what: string): typeof UNKNOWN {
    // Past the step budget everything is unknown, which one warning already says.
    if (this.strict || this.steps > MAX_STEPS || this.initializers > 0) return UNKNOWN;
    const where = frame.label ? ` in ${frame.label}` : '';
    this.warn(node, frame.file, `Cannot infer ${what} statically (\`${this.snippet(node, frame.file)}\`${where}); the example shows null there.`);
    return UNKNOWN;
  }

  abstract evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown;
  /** Calls a closure, a bound method or a callable string. */
  abstract invoke(callable: unknown, args: unknown[], node: PhpNode, frame: Frame): unknown;
  /** `$target->name(...args)`. */
  abstract dispatch(target: unknown, name: string, args: unknown[], node: PhpNode, frame: Frame): unknown;
}
