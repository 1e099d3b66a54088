/**
 * A small, forgiving PHP interpreter for the code docgen must "run" without PHP: factory `definition()` and
 * states, API resource `toArray()`, transformer `transform()` and the helper methods they call.
 *
 * It walks php-parser ASTs over runtime values (runtime-values.ts). What it cannot know becomes `UNKNOWN`
 * with one warning (file:line) where the unknown value first appears; unknowns then flow on silently
 * (comparisons with an unknown side give `false`, so booleans keep their type). Framework behaviour lives in
 * hosts (builtins, factories, resources), so this file only knows PHP itself.
 */
import { nameMap } from '../../name-map.ts';
import type { Diagnostic } from '../../model.ts';
import { isNode, lineOf, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';
import { PhpClosure } from '../../php/closure.ts';
import type { NameScope } from '../../php/names.ts';
import { parseFile } from '../../php/parser.ts';
import { castToNumber, looseEquals, scalarOperation, strictEquals, unaryOperation } from '../../php/operators.ts';
import { PhpEnumCase, phpToString, phpTruthy } from '../../php/values.ts';
import { describeSyntax } from '../../php/node-words.ts';
import { PhpDate } from './php-date.ts';
import {
  MISSING,
  OrderedArray,
  UNKNOWN,
  fromPlain,
  isRuntimeObject,
  type CallSite,
  type RuntimeObject,
} from './runtime-values.ts';

export { PhpClosure } from '../../php/closure.ts';

/** Named arguments of a call (`Attribute::make(get: …)`), kept beside the positional list. */
const NAMED_ARGS = new WeakMap<unknown[], Record<string, unknown>>();

export function namedArgsOf(args: unknown[]): Record<string, unknown> | undefined {
  return NAMED_ARGS.get(args);
}

/** An argument by name or position, as PHP binds it. */
export function argument(args: unknown[], index: number, name: string): unknown {
  const named = NAMED_ARGS.get(args);
  if (named && name in named) return named[name];
  return args[index];
}

/** A host's answer when a call is not its business. */
export const NOT_HANDLED: unique symbol = Symbol('not-handled');
export type HostResult = unknown;

/** Where code runs: local variables, `$this`, and the class and file it is written in. */
export interface Frame {
  vars: Map<string, unknown>;
  thisValue?: unknown;
  /** The class the code is written in (`self::`, `parent::`). */
  className?: string;
  /** The class `static::` means (late static binding). */
  staticClass?: string;
  scope: NameScope;
  /** Relative to the app root. */
  file: string;
  /** The method the code belongs to, for warnings: "PostResource::toArray()". */
  label?: string;
}

/** Framework knowledge plugged into the interpreter. Each hook returns NOT_HANDLED when it does not apply. */
export interface InterpreterHost {
  /** `name(...args)` for a global or namespaced function (name resolved, without leading backslash). */
  callFunction?(name: string, args: unknown[], site: CallSite, interpreter: Interpreter): HostResult;
  /** `Class::method(...args)` for classes the app does not declare the method on. */
  callStatic?(className: string, method: string, args: unknown[], site: CallSite, interpreter: Interpreter): HostResult;
  /** `new Class(...args)`. */
  construct?(className: string, args: unknown[], site: CallSite, interpreter: Interpreter): HostResult;
}

export interface InterpreterOptions {
  classes: ClassIndex;
  hosts: InterpreterHost[];
  report(diagnostic: Diagnostic): void;
}

/** A bound user method (`[$this, 'method']`, first-class callable). */
export class BoundMethod {
  constructor(
    readonly method: PhpMethod,
    readonly thisValue: unknown,
    readonly staticClass: string | undefined,
  ) {}
}

/** A call site as an object (sites are made for every call and property read; closures would cost more). */
class InterpreterSite implements CallSite {
  constructor(
    readonly interpreter: Interpreter,
    readonly node: PhpNode,
    private readonly frame: Frame,
  ) {}

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

type Completion = { kind: 'normal' } | { kind: 'return'; value: unknown } | { kind: 'break' } | { kind: 'continue' };
const NORMAL: Completion = { kind: 'normal' };

const MAX_DEPTH = 40;
const MAX_LOOP = 200;
/** How often a method may be active at once: deeper self-recursion would not end in PHP either. */
const MAX_REENTRY = 3;
/** Evaluation steps one interpreter may take: a hard stop for code whose example would explode. */
const MAX_STEPS = 50_000;

export class Interpreter {
  readonly classes: ClassIndex;
  private readonly hosts: InterpreterHost[];
  private readonly hostKeys = new Set<string>();
  private readonly reportFn: (diagnostic: Diagnostic) => void;
  private readonly reported = new Set<string>();
  private readonly staticProps = new Map<string, unknown>();
  private depth = 0;
  private steps = 0;
  private readonly active = new Map<PhpMethod, number>();

  constructor(options: InterpreterOptions) {
    this.classes = options.classes;
    this.hosts = [...options.hosts];
    this.reportFn = options.report;
  }

  /** Adds framework knowledge (once per key). */
  addHost(key: string, host: () => InterpreterHost): void {
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
    return new InterpreterSite(this, node, frame);
  }

  /** The warning for something that cannot be inferred (see CallSite.unknown). */
  unknownAt(node: PhpNode, frame: Frame, what: string): typeof UNKNOWN {
    // Past the step budget everything is unknown, which one warning already says.
    if (this.steps > MAX_STEPS) return UNKNOWN;
    const where = frame.label ? ` in ${frame.label}` : '';
    this.warn(node, frame.file, `Cannot infer ${what} statically (\`${this.snippet(node, frame.file)}\`${where}); the example shows null there.`);
    return UNKNOWN;
  }


  // ---------------------------------------------------------------- statements

  /** Runs a method body and returns its return value (null when it returns nothing). */
  runMethod(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    const active = this.active.get(method) ?? 0;
    if (active >= MAX_REENTRY) {
      this.warn(method.node, method.file, `${shortName(method.className)}::${method.name}() calls itself without end; the example shows null there.`);
      return UNKNOWN;
    }
    this.active.set(method, active + 1);
    try {
      return this.runMethodBody(method, thisValue, args, staticClass);
    } finally {
      this.active.set(method, active);
    }
  }

  private runMethodBody(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    const frame: Frame = {
      vars: new Map(),
      thisValue,
      className: method.className,
      staticClass: staticClass ?? method.className,
      scope: method.scope,
      file: method.file,
      label: `${shortName(staticClass ?? method.className)}::${method.name}()`,
    };
    this.bindParams((method.node.arguments ?? []) as PhpNode[], args, frame);
    return this.runBody(method.body, frame, method.node);
  }

  private runBody(statements: PhpNode[], frame: Frame, owner: PhpNode): unknown {
    if (this.depth >= MAX_DEPTH) {
      this.warn(owner, frame.file, 'Calls nest too deeply to follow statically; the example shows null there.');
      return UNKNOWN;
    }
    this.depth++;
    try {
      const completion = this.runStatements(statements, frame);
      return completion.kind === 'return' ? completion.value : null;
    } finally {
      this.depth--;
    }
  }

  private bindParams(params: PhpNode[], args: unknown[], frame: Frame): void {
    const named = namedArgsOf(args);
    params.forEach((param, index) => {
      const name = nameOf(param.name) ?? '';
      if (param.variadic) {
        frame.vars.set(name, OrderedArray.list(args.slice(index)));
        return;
      }
      if (index < args.length) frame.vars.set(name, args[index]);
      else if (named && name in named) frame.vars.set(name, named[name]);
      else if (isNode(param.value)) frame.vars.set(name, this.evalExpr(param.value, frame));
      else frame.vars.set(name, null);
    });
  }

  runStatements(statements: PhpNode[], frame: Frame): Completion {
    for (const statement of statements) {
      const completion = this.runStatement(statement, frame);
      if (completion.kind !== 'normal') return completion;
    }
    return NORMAL;
  }

  private runStatement(node: PhpNode, frame: Frame): Completion {
    switch (node.kind) {
      case 'expressionstatement':
        this.evalExpr(node.expression as PhpNode, frame);
        return NORMAL;
      case 'return':
        return { kind: 'return', value: node.expr ? this.evalExpr(node.expr as PhpNode, frame) : null };
      case 'block':
        return this.runStatements((node.children ?? []) as PhpNode[], frame);
      case 'if':
        return this.runIf(node, frame);
      case 'foreach':
        return this.runForeach(node, frame);
      case 'switch':
        return this.runSwitch(node, frame);
      case 'while':
      case 'do':
      case 'for':
        return this.runLoop(node, frame);
      case 'try':
        return this.runStatement(node.body as PhpNode, frame);
      case 'unset':
        for (const target of (node.variables ?? []) as PhpNode[]) this.unset(target, frame);
        return NORMAL;
      case 'break':
        return { kind: 'break' };
      case 'continue':
        return { kind: 'continue' };
      case 'throw':
        this.warn(node, frame.file, `The code throws here (\`${this.snippet(node, frame.file)}\`); the example stops at this point.`);
        return { kind: 'return', value: UNKNOWN };
      case 'echo':
      case 'inline':
      case 'global':
      case 'static':
      case 'noop':
      case 'declare':
        return NORMAL;
      default:
        if (typeof node.kind === 'string' && isExpressionKind(node.kind)) {
          this.evalExpr(node, frame);
          return NORMAL;
        }
        this.warn(node, frame.file, `Cannot follow ${describeSyntax(node)} statically (\`${this.snippet(node, frame.file)}\`); it is skipped.`);
        return NORMAL;
    }
  }

  private runIf(node: PhpNode, frame: Frame): Completion {
    const test = this.evalExpr(node.test as PhpNode, frame);
    // An undecidable condition takes the `if` branch: the documented example shows what the code adds.
    const taken = test === UNKNOWN ? true : truthy(test);
    if (taken) return this.runStatement(node.body as PhpNode, frame);
    if (isNode(node.alternate)) return this.runStatement(node.alternate, frame);
    return NORMAL;
  }

  private runForeach(node: PhpNode, frame: Frame): Completion {
    const source = this.evalExpr(node.source as PhpNode, frame);
    const entries = iterableEntries(source);
    if (!entries) {
      if (source !== UNKNOWN) this.warn(node, frame.file, `Cannot iterate \`${this.snippet(node.source as PhpNode, frame.file)}\` statically; the loop is skipped.`);
      return NORMAL;
    }
    for (const [key, value] of entries.slice(0, MAX_LOOP)) {
      if (isNode(node.key)) this.assignTo(node.key, key, frame);
      if (isNode(node.value)) this.assignTo(node.value, value, frame);
      const completion = this.runStatement(node.body as PhpNode, frame);
      if (completion.kind === 'break') break;
      if (completion.kind === 'return') return completion;
    }
    return NORMAL;
  }

  /** `while`, `do … while` and `for`, as long as their condition is known (at most MAX_LOOP rounds). */
  private runLoop(node: PhpNode, frame: Frame): Completion {
    const exprs = (list: unknown): PhpNode[] => (Array.isArray(list) ? (list as PhpNode[]) : []);
    if (node.kind === 'for') for (const init of exprs(node.init)) this.evalExpr(init, frame);
    const holds = (): boolean => {
      const tests = node.kind === 'for' ? exprs(node.test) : [node.test as PhpNode];
      if (!tests.length) return true;
      let value: unknown = true;
      for (const test of tests) value = this.evalExpr(test, frame);
      return value !== UNKNOWN && truthy(value);
    };
    let rounds = 0;
    if (node.kind !== 'do' && !holds()) return NORMAL;
    do {
      const completion = this.runStatement(node.body as PhpNode, frame);
      if (completion.kind === 'break') break;
      if (completion.kind === 'return') return completion;
      if (node.kind === 'for') for (const step of exprs(node.increment)) this.evalExpr(step, frame);
    } while (++rounds < MAX_LOOP && holds());
    return NORMAL;
  }

  private runSwitch(node: PhpNode, frame: Frame): Completion {
    const subject = this.evalExpr(node.test as PhpNode, frame);
    const cases = ((node.body?.children ?? []) as PhpNode[]).filter((c) => c.kind === 'case');
    let matched = false;
    for (const item of cases) {
      if (!matched) {
        if (!item.test) matched = true;
        else if (equalsLoosely(subject, this.evalExpr(item.test as PhpNode, frame))) matched = true;
      }
      if (matched && isNode(item.body)) {
        const completion = this.runStatement(item.body, frame);
        if (completion.kind === 'break') return NORMAL;
        if (completion.kind !== 'normal') return completion;
      }
    }
    return NORMAL;
  }

  private unset(target: PhpNode, frame: Frame): void {
    if (target.kind === 'variable') {
      frame.vars.delete(String(target.name));
      return;
    }
    if (target.kind === 'offsetlookup') {
      const container = this.evalExpr(target.what as PhpNode, frame);
      if (container instanceof OrderedArray && target.offset) {
        const key = this.evalExpr(target.offset as PhpNode, frame);
        if (typeof key === 'string' || typeof key === 'number') container.delete(key);
      }
    }
  }

  // ---------------------------------------------------------------- expressions

  evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    if (!node || !isNode(node)) return null;
    if (++this.steps > MAX_STEPS) {
      if (this.steps === MAX_STEPS + 1) {
        this.warn(node, frame.file, 'The example takes too many steps to build statically; what is left shows null.');
      }
      return UNKNOWN;
    }
    switch (node.kind) {
      case 'string':
      case 'nowdoc':
        return String(node.value);
      case 'number':
      case 'boolean':
      case 'nullkeyword':
      case 'magic':
        return evaluate(node, this.evalContext(frame));
      case 'name':
        return this.constantName(node, frame);
      case 'encapsed':
        return this.encapsed(node, frame);
      case 'array':
        return this.arrayLiteral(node, frame);
      case 'variable':
        return this.variable(node, frame);
      case 'parenthesis':
        return this.evalExpr(node.inner as PhpNode, frame);
      case 'encapsedpart':
        return this.evalExpr(node.expression as PhpNode, frame);
      case 'assign':
        return this.assign(node, frame);
      case 'propertylookup':
      case 'nullsafepropertylookup':
        return this.propertyLookup(node, frame);
      case 'staticlookup':
        return this.staticLookup(node, frame);
      case 'offsetlookup':
        return this.offsetLookup(node, frame);
      case 'call':
        return this.call(node, frame);
      case 'new':
        return this.newObject(node, frame);
      case 'bin':
        return this.binary(node, frame);
      case 'unary':
        return this.unary(node, frame);
      case 'cast':
        return castTo(String(node.type), this.evalExpr(node.expr as PhpNode, frame));
      case 'retif':
        return this.ternary(node, frame);
      case 'match':
        return this.match(node, frame);
      case 'isset':
        return ((node.variables ?? []) as PhpNode[]).every((v) => {
          const value = this.quiet(v, frame);
          return value !== null && value !== UNKNOWN && value !== MISSING;
        });
      case 'empty':
        return !truthy(this.quiet(node.expression as PhpNode, frame));
      case 'closure':
      case 'arrowfunc':
        return this.closure(node, frame);
      case 'clone':
      case 'silent':
      case 'print':
        return this.evalExpr((node.what ?? node.expr) as PhpNode, frame);
      case 'pre':
      case 'post':
        return this.increment(node, frame);
      default:
        return this.site(node, frame).unknown(describeSyntax(node));
    }
  }

  /** Evaluates without warnings for undefined variables or properties (isset/empty/??). */
  private quiet(node: PhpNode, frame: Frame): unknown {
    if (node.kind === 'variable' && !frame.vars.has(String(node.name)) && node.name !== 'this') return null;
    if (node.kind === 'offsetlookup') {
      const container = this.quiet(node.what as PhpNode, frame);
      if (container === null || container === UNKNOWN) return container;
      return this.offsetOf(container, node.offset ? this.evalExpr(node.offset as PhpNode, frame) : null, node, frame);
    }
    return this.evalExpr(node, frame);
  }

  private evalContext(frame: Frame) {
    return {
      scope: frame.scope,
      classes: this.classes,
      env: this.classes.env,
      file: this.classes.absolutePath(frame.file),
      className: frame.className,
      appRoot: this.classes.root,
    };
  }

  private constantName(node: PhpNode, frame: Frame): unknown {
    const value = evaluate(node, this.evalContext(frame));
    if (value === UNKNOWN) return this.site(node, frame).unknown(`the constant ${String(node.name)}`);
    return fromPlain(value);
  }

  private encapsed(node: PhpNode, frame: Frame): unknown {
    if (node.type === 'shell') return this.site(node, frame).unknown('a shell command');
    let text = '';
    for (const part of (node.value ?? []) as PhpNode[]) {
      const inner = part.kind === 'encapsedpart' ? (part.expression as PhpNode) : part;
      text += toPhpString(this.evalExpr(inner, frame)) ?? '';
    }
    return text;
  }

  private arrayLiteral(node: PhpNode, frame: Frame): OrderedArray {
    const array = new OrderedArray();
    for (const item of (node.items ?? []) as Array<PhpNode | null>) {
      if (!item) continue;
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item, unpack: false };
      const value = this.evalExpr(entry.value as PhpNode, frame);
      if (entry.unpack) {
        const entries = iterableEntries(value);
        if (!entries) continue;
        for (const [key, inner] of entries) {
          if (typeof key === 'number') array.push(inner);
          else array.set(key, inner);
        }
        continue;
      }
      if (entry.key) {
        const key = this.evalExpr(entry.key as PhpNode, frame);
        const normalised = arrayKey(key);
        if (normalised === undefined) {
          this.site(entry.key as PhpNode, frame).unknown('an array key');
          continue;
        }
        array.set(normalised, value);
      } else {
        array.push(value);
      }
    }
    return array;
  }

  private variable(node: PhpNode, frame: Frame): unknown {
    const name = typeof node.name === 'string' ? node.name : undefined;
    if (name === 'this') return frame.thisValue ?? this.site(node, frame).unknown('$this');
    if (name && frame.vars.has(name)) return frame.vars.get(name);
    return this.site(node, frame).unknown(name ? `the variable $${name}` : 'a variable variable');
  }

  private assign(node: PhpNode, frame: Frame): unknown {
    const operator = String(node.operator ?? '=');
    const left = node.left as PhpNode;
    if (operator === '??=') {
      const current = this.quiet(left, frame);
      if (current !== null && current !== UNKNOWN) return current;
      const value = this.evalExpr(node.right as PhpNode, frame);
      this.assignTo(left, value, frame);
      return value;
    }
    let value = this.evalExpr(node.right as PhpNode, frame);
    if (operator !== '=') {
      const current = this.quiet(left, frame);
      value = binaryOperation(operator.slice(0, -1), current, value);
    }
    if (left.kind === 'list' || (left.kind === 'array' && operator === '=')) {
      this.destructure(left, value, frame);
      return value;
    }
    this.assignTo(left, value, frame);
    return value;
  }

  private destructure(pattern: PhpNode, value: unknown, frame: Frame): void {
    const items = (pattern.items ?? []) as Array<PhpNode | null>;
    items.forEach((item, index) => {
      if (!item) return;
      const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item };
      const key = entry.key ? arrayKey(this.evalExpr(entry.key as PhpNode, frame)) : index;
      const inner = value instanceof OrderedArray && key !== undefined ? value.get(key) : UNKNOWN;
      this.assignTo(entry.value as PhpNode, inner ?? null, frame);
    });
  }

  assignTo(target: PhpNode, value: unknown, frame: Frame): void {
    switch (target.kind) {
      case 'variable':
        frame.vars.set(String(target.name), value);
        return;
      case 'offsetlookup': {
        const containerNode = target.what as PhpNode;
        let container = this.quiet(containerNode, frame);
        if (!(container instanceof OrderedArray)) {
          container = new OrderedArray();
          this.assignTo(containerNode, container, frame);
        }
        const array = container as OrderedArray;
        if (!target.offset) {
          array.push(value);
          return;
        }
        const key = arrayKey(this.evalExpr(target.offset as PhpNode, frame));
        if (key !== undefined) array.set(key, value);
        return;
      }
      case 'staticlookup': {
        const className = this.classOf(target.what as PhpNode, frame);
        const name = nameOf(target.offset);
        if (className && name) this.staticProps.set(`${className.toLowerCase()}::${name}`, value);
        return;
      }
      case 'propertylookup': {
        const object = this.evalExpr(target.what as PhpNode, frame);
        const name = nameOf(target.offset);
        const setter = isRuntimeObject(object) ? (object as RuntimeObject & { setProperty?: (n: string, v: unknown) => void }).setProperty : undefined;
        if (setter && name) setter.call(object, name, value);
        return;
      }
      case 'list':
      case 'array':
        this.destructure(target, value, frame);
        return;
      default:
        return;
    }
  }

  private increment(node: PhpNode, frame: Frame): unknown {
    const target = node.what as PhpNode;
    const current = this.quiet(target, frame);
    const n = castToNumber(current);
    if (n === undefined) return UNKNOWN;
    const next = node.type === '+' ? n + 1 : n - 1;
    this.assignTo(target, next, frame);
    return node.kind === 'pre' ? next : n;
  }

  private propertyLookup(node: PhpNode, frame: Frame): unknown {
    const target = this.evalExpr(node.what as PhpNode, frame);
    const name = isNode(node.offset) && node.offset.kind !== 'identifier' ? toPhpString(this.evalExpr(node.offset, frame)) : nameOf(node.offset);
    if (target === UNKNOWN) return UNKNOWN;
    if (target === null || target === MISSING) return null;
    if (!name) return this.site(node, frame).unknown('a dynamic property name');
    if (target instanceof PhpEnumCase) {
      if (name === 'value') return target.value ?? this.site(node, frame).unknown('the value of a pure enum case');
      if (name === 'name') return target.name;
    }
    if (isRuntimeObject(target)) return target.getProperty(name, this.site(node, frame));
    if (target instanceof OrderedArray) return this.site(node, frame).unknown(`the property ${name} of an array`);
    return this.site(node, frame).unknown(`the property ${name}`);
  }

  private staticLookup(node: PhpNode, frame: Frame): unknown {
    const offset = node.offset as PhpNode;
    if (offset?.kind === 'variable') {
      const className = this.classOf(node.what as PhpNode, frame);
      const name = String(offset.name);
      if (!className) return this.site(node, frame).unknown('a static property');
      const key = `${className.toLowerCase()}::${name}`;
      if (this.staticProps.has(key)) return this.staticProps.get(key);
      const declared = this.findStaticProperty(className, name);
      if (declared !== undefined) return declared;
      return null;
    }
    const value = evaluate(node, this.evalContext(frame));
    if (value === UNKNOWN) {
      const className = this.classOf(node.what as PhpNode, frame);
      const member = nameOf(offset);
      if (member?.toLowerCase() === 'class' && className) return className;
      return this.site(node, frame).unknown(`the constant ${className ?? '?'}::${member ?? '?'}`);
    }
    return fromPlain(value);
  }

  /** The declared default of a static property on a class, its traits or its app-declared ancestors. */
  findStaticProperty(className: string, name: string): unknown {
    const found = this.classes.findProperty(className, name);
    if (!found) return undefined;
    const { owner, property } = found;
    if (!property.default) return null;
    return fromPlain(evaluate(property.default, this.evalContext({ vars: new Map(), scope: owner.scope, file: owner.file, className: owner.name })));
  }

  private offsetLookup(node: PhpNode, frame: Frame): unknown {
    const container = this.evalExpr(node.what as PhpNode, frame);
    if (container === UNKNOWN) return UNKNOWN;
    if (!node.offset) return this.site(node, frame).unknown('`[]` used for reading');
    const key = this.evalExpr(node.offset as PhpNode, frame);
    return this.offsetOf(container, key, node, frame);
  }

  private offsetOf(container: unknown, key: unknown, node: PhpNode, frame: Frame): unknown {
    if (container === null || container === MISSING) return null;
    if (container instanceof OrderedArray) {
      const normalised = arrayKey(key);
      if (normalised === undefined) return UNKNOWN;
      return container.has(normalised) ? container.get(normalised) : null;
    }
    if (typeof container === 'string' && typeof key === 'number') return container[key] ?? '';
    if (isRuntimeObject(container) && container.offsetGet) return container.offsetGet(key, this.site(node, frame));
    if (isRuntimeObject(container) && typeof key === 'string') return container.getProperty(key, this.site(node, frame));
    return this.site(node, frame).unknown('an array element');
  }

  // ---------------------------------------------------------------- calls

  private args(node: PhpNode, frame: Frame): unknown[] {
    const result: unknown[] = [];
    const named: Record<string, unknown> = nameMap();
    let hasNamed = false;
    for (const arg of (node.arguments ?? []) as PhpNode[]) {
      if (arg.kind === 'variadic') {
        const spread = iterableEntries(this.evalExpr(arg.what as PhpNode, frame));
        if (spread) result.push(...spread.map(([, v]) => v));
        continue;
      }
      if (arg.kind === 'namedargument') {
        named[String(arg.name)] = this.evalExpr(arg.value as PhpNode, frame);
        hasNamed = true;
        continue;
      }
      result.push(this.evalExpr(arg, frame));
    }
    if (hasNamed) NAMED_ARGS.set(result, named);
    return result;
  }

  private call(node: PhpNode, frame: Frame): unknown {
    const what = node.what as PhpNode;
    if (isNode(node.arguments?.[0]) && node.arguments[0].kind === 'variadicplaceholder') {
      return this.site(node, frame).unknown('a first-class callable');
    }
    switch (what.kind) {
      case 'name':
        return this.callFunction(what, node, frame);
      case 'propertylookup':
      case 'nullsafepropertylookup':
        return this.callMethod(what, node, frame);
      case 'staticlookup':
        return this.callStatic(what, node, frame);
      default: {
        const callee = this.evalExpr(what, frame);
        return this.invoke(callee, this.args(node, frame), node, frame);
      }
    }
  }

  private callFunction(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const name = frame.scope.resolveFunction(String(what.name));
    const args = this.args(node, frame);
    const site = this.site(node, frame);
    for (const host of this.hosts) {
      const result = host.callFunction?.(name, args, site, this);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`the function ${name}()`);
  }

  private callMethod(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const target = this.evalExpr(what.what as PhpNode, frame);
    const name = nameOf(what.offset);
    if (target === UNKNOWN) return UNKNOWN;
    if ((target === null || target === MISSING) && what.kind === 'nullsafepropertylookup') return null;
    if (!name) return this.site(node, frame).unknown('a dynamic method name');
    return this.dispatch(target, name, this.args(node, frame), node, frame);
  }

  /** `$target->name(...args)`: the app's own methods run as PHP, framework methods are answered by the object. */
  dispatch(target: unknown, name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    const site = this.site(node, frame);
    if (target === UNKNOWN) return UNKNOWN;
    // PHP would throw; the example model lacks the value, which the reader should know about.
    if (target === null || target === MISSING) return site.unknown(`${name}() on null`);
    if (target instanceof PhpClosure && (name === 'call' || name === '__invoke')) return this.invoke(target, args, node, frame);
    const own = this.userMethodOf(target, name);
    if (own) return this.runMethod(own.method, target, args, own.staticClass);
    if (isRuntimeObject(target)) return target.callMethod(name, args, site);
    if (target instanceof PhpEnumCase) return this.enumMethod(target, name, args, site);
    return site.unknown(`${name}() on ${describe(target)}`);
  }

  /** Runs a method the app declares on the object's class, if there is one. */
  callUserMethod(target: unknown, name: string, args: unknown[]): { value: unknown } | undefined {
    const own = this.userMethodOf(target, name);
    return own ? { value: this.runMethod(own.method, target, args, own.staticClass) } : undefined;
  }

  /** A method declared in the app's own code on the class an object stands for. */
  private userMethodOf(target: unknown, name: string): { method: PhpMethod; staticClass: string } | undefined {
    const className = userClassOf(target);
    if (!className) return undefined;
    const method = this.classes.findMethod(className, name);
    if (!method || method.file.startsWith('vendor/') || method.body.length === 0) return undefined;
    return { method, staticClass: className };
  }

  private enumMethod(target: PhpEnumCase, name: string, args: unknown[], site: CallSite): unknown {
    const method = this.classes.findMethod(target.className, name);
    if (method && method.body.length) return this.runMethod(method, target, args, target.className);
    return site.unknown(`the enum method ${name}()`);
  }

  private callStatic(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const classNode = what.what as PhpNode;
    const name = nameOf(what.offset);
    const args = this.args(node, frame);
    const site = this.site(node, frame);
    if (!name) return site.unknown('a dynamic static method name');
    const isParent = classNode.kind === 'parentreference' || (classNode.kind === 'name' && String(classNode.name).toLowerCase() === 'parent');
    const className = this.classOf(classNode, frame);
    if (!className) return site.unknown(`${name}() on an unknown class`);

    const method = this.classes.findMethod(className, name);
    const isUserMethod = method && !method.file.startsWith('vendor/') && method.body.length > 0;
    const refersToThis = isParent || classNode.kind === 'selfreference' || classNode.kind === 'staticreference';
    if (isUserMethod && method) {
      // parent::x() and self::x() on an instance method keep $this.
      const thisValue = refersToThis && !method.isStatic ? frame.thisValue : undefined;
      return this.runMethod(method, thisValue, args, refersToThis ? frame.staticClass : className);
    }
    if (refersToThis && frame.thisValue !== undefined && isRuntimeObject(frame.thisValue)) {
      // A framework method inherited by the app's class (`parent::toArray($request)`).
      return frame.thisValue.callMethod(name, args, site);
    }
    const enumResult = this.enumStatic(className, name, args, site);
    if (enumResult !== NOT_HANDLED) return enumResult;
    for (const host of this.hosts) {
      const result = host.callStatic?.(className, name, args, site, this);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`${shortName(className)}::${name}()`);
  }

  private enumStatic(className: string, name: string, args: unknown[], site: CallSite): unknown {
    const cls = this.classes.find(className);
    if (cls?.kind !== 'enum') return NOT_HANDLED;
    const cases = cls.enumCases.map((c) => new PhpEnumCase(cls.name, c.name, c.value as string | number | undefined));
    switch (name.toLowerCase()) {
      case 'cases':
        return OrderedArray.list(cases);
      case 'from':
      case 'tryfrom': {
        const found = cases.find((c) => c.value === args[0] || String(c.value) === String(args[0]));
        if (found) return found;
        return name.toLowerCase() === 'tryfrom' ? null : site.unknown(`${cls.shortName}::from() with a value that is not a case`);
      }
      default:
        return NOT_HANDLED;
    }
  }

  /** The class a `Foo`, `self`, `static` or `parent` refers to, from a frame. */
  classOf(node: PhpNode, frame: Frame): string | undefined {
    switch (node.kind) {
      case 'selfreference':
        return frame.className;
      case 'staticreference':
        return frame.staticClass ?? frame.className;
      case 'parentreference':
        return frame.className ? this.parentOf(frame.className) : undefined;
      case 'name': {
        const raw = String(node.name);
        const lower = raw.toLowerCase();
        if (lower === 'self') return frame.className;
        if (lower === 'static') return frame.staticClass ?? frame.className;
        if (lower === 'parent') return frame.className ? this.parentOf(frame.className) : undefined;
        return frame.scope.resolveClass(raw);
      }
      default: {
        const value = this.evalExpr(node, frame);
        if (typeof value === 'string') return value.replace(/^\\/, '');
        return userClassOf(value);
      }
    }
  }

  private parentOf(className: string): string | undefined {
    return this.classes.find(className)?.parent;
  }

  private newObject(node: PhpNode, frame: Frame): unknown {
    const what = node.what as PhpNode;
    if (what.kind === 'class') return this.site(node, frame).unknown('an anonymous class');
    const className = this.classOf(what, frame);
    const args = this.args(node, frame);
    const site = this.site(node, frame);
    if (!className) return site.unknown('new with an unknown class');
    for (const host of this.hosts) {
      const result = host.construct?.(className, args, site, this);
      if (result !== NOT_HANDLED && result !== undefined) return result;
    }
    return site.unknown(`new ${shortName(className)}()`);
  }

  /** Calls a closure, a bound method or a callable string. */
  invoke(callable: unknown, args: unknown[], node: PhpNode, frame: Frame): unknown {
    if (callable instanceof PhpClosure) return this.callClosure(callable, args);
    if (callable instanceof BoundMethod) return this.runMethod(callable.method, callable.thisValue, args, callable.staticClass);
    if (typeof callable === 'string') {
      const site = this.site(node, frame);
      for (const host of this.hosts) {
        const result = host.callFunction?.(callable, args, site, this);
        if (result !== NOT_HANDLED && result !== undefined) return result;
      }
    }
    if (callable === UNKNOWN) return UNKNOWN;
    return this.site(node, frame).unknown('a call to a value that is not a closure');
  }

  /** A closure written in a running method: it sees the method's variables, `$this` and classes. */
  private closure(node: PhpNode, frame: Frame): PhpClosure {
    const { thisValue, className, staticClass, label } = frame;
    return new PhpClosure(node, frame.scope, this.classes.absolutePath(frame.file), frame.vars, { thisValue, className, staticClass, label });
  }

  callClosure(closure: PhpClosure, args: unknown[]): unknown {
    const node = closure.node;
    const outer = closure.binding;
    const frame: Frame = {
      vars: node.kind === 'arrowfunc' ? new Map(closure.captured) : new Map(),
      thisValue: node.isStatic ? undefined : outer.thisValue,
      className: outer.className,
      staticClass: outer.staticClass,
      scope: closure.scope,
      file: this.classes.relativePath(closure.file),
      label: outer.label,
    };
    for (const use of (node.uses ?? []) as PhpNode[]) {
      const name = String(use.name);
      frame.vars.set(name, closure.captured.has(name) ? closure.captured.get(name) : null);
    }
    this.bindParams((node.arguments ?? []) as PhpNode[], args, frame);
    if (node.kind === 'arrowfunc') {
      if (this.depth >= MAX_DEPTH) return UNKNOWN;
      this.depth++;
      try {
        return this.evalExpr(node.body as PhpNode, frame);
      } finally {
        this.depth--;
      }
    }
    return this.runBody((node.body?.children ?? []) as PhpNode[], frame, node);
  }

  // ---------------------------------------------------------------- operators

  private binary(node: PhpNode, frame: Frame): unknown {
    const type = String(node.type);
    if (type === '??') {
      const left = this.quiet(node.left as PhpNode, frame);
      if (left !== null && left !== UNKNOWN && left !== MISSING) return left;
      return this.evalExpr(node.right as PhpNode, frame);
    }
    if (type === 'instanceof') {
      const left = this.evalExpr(node.left as PhpNode, frame);
      const right = this.classOf(node.right as PhpNode, frame);
      const className = userClassOf(left);
      if (!className || !right) return false;
      return className.toLowerCase() === right.toLowerCase() || this.classes.isSubclassOf(className, right);
    }
    if (type === '&&' || type === 'and' || type === '||' || type === 'or') {
      const left = this.evalExpr(node.left as PhpNode, frame);
      const isAnd = type === '&&' || type === 'and';
      if (left !== UNKNOWN) {
        if (isAnd && !truthy(left)) return false;
        if (!isAnd && truthy(left)) return true;
      }
      const right = this.evalExpr(node.right as PhpNode, frame);
      if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
      return truthy(right);
    }
    const left = this.evalExpr(node.left as PhpNode, frame);
    const right = this.evalExpr(node.right as PhpNode, frame);
    return binaryOperation(type, left, right);
  }

  private unary(node: PhpNode, frame: Frame): unknown {
    const value = this.evalExpr(node.what as PhpNode, frame);
    if (value === UNKNOWN) return UNKNOWN;
    if (node.type === '!') return !truthy(value);
    return unaryOperation(String(node.type), value) ?? UNKNOWN;
  }

  private ternary(node: PhpNode, frame: Frame): unknown {
    const test = this.evalExpr(node.test as PhpNode, frame);
    if (test === UNKNOWN) {
      // Undecidable: show the "true" branch, as `when()` does.
      return node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : UNKNOWN;
    }
    if (truthy(test)) return node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : test;
    return this.evalExpr(node.falseExpr as PhpNode, frame);
  }

  private match(node: PhpNode, frame: Frame): unknown {
    const subject = this.evalExpr(node.cond as PhpNode, frame);
    let fallback: PhpNode | undefined;
    const arms = (node.arms ?? []) as PhpNode[];
    for (const arm of arms) {
      if (!arm.conds) {
        fallback = arm.body as PhpNode;
        continue;
      }
      if (subject === UNKNOWN) continue;
      for (const cond of arm.conds as PhpNode[]) {
        if (strictEquals(this.evalExpr(cond, frame), subject)) return this.evalExpr(arm.body as PhpNode, frame);
      }
    }
    if (subject === UNKNOWN) {
      const first = arms.find((arm) => arm.conds) ?? arms[0];
      return first ? this.evalExpr(first.body as PhpNode, frame) : UNKNOWN;
    }
    return fallback ? this.evalExpr(fallback, frame) : this.site(node, frame).unknown('a match without a matching arm');
  }
}

// ---------------------------------------------------------------- value helpers

function isExpressionKind(kind: string): boolean {
  return ['call', 'assign', 'new', 'post', 'pre', 'staticlookup', 'propertylookup'].includes(kind);
}

function shortName(className: string): string {
  return className.split('\\').pop() ?? className;
}

/** The class a runtime value stands for, when it is an object. */
export function userClassOf(value: unknown): string | undefined {
  if (value instanceof PhpEnumCase) return value.className;
  if (isRuntimeObject(value)) {
    const own = (value as { userClass?: string }).userClass;
    return own ?? value.phpClass;
  }
  return undefined;
}

function describe(value: unknown): string {
  if (value instanceof OrderedArray) return 'an array';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return 'a value';
}

/** Key/value pairs of anything foreach can walk. */
export function iterableEntries(value: unknown): Array<[string | number, unknown]> | undefined {
  if (value instanceof OrderedArray) return value.entries();
  if (isRuntimeObject(value)) {
    const items = (value as { items?: () => OrderedArray }).items;
    if (typeof items === 'function') return items.call(value).entries();
  }
  return undefined;
}

function arrayKey(key: unknown): string | number | undefined {
  if (typeof key === 'string' || typeof key === 'number') return OrderedArray.normaliseKey(key);
  if (typeof key === 'boolean') return key ? 1 : 0;
  if (key === null) return '';
  if (key instanceof PhpEnumCase && key.value !== undefined) return key.value;
  return undefined;
}

/** PHP truthiness, with the interpreter's own arrays and Laravel's MissingValue (falsy, as `when()` leaves it). */
export function truthy(value: unknown): boolean {
  if (value === MISSING) return false;
  if (value instanceof OrderedArray) return value.size > 0;
  return phpTruthy(value);
}

/** PHP's string conversion of a runtime value; undefined when it has none. */
export function toPhpString(value: unknown): string | undefined {
  if (value instanceof PhpDate) return value.format('Y-m-d H:i:s');
  if (value instanceof PhpEnumCase) return value.value === undefined ? undefined : String(value.value);
  if (value instanceof OrderedArray) return 'Array';
  if (isRuntimeObject(value)) return (value as { toPhpString?: () => string | undefined }).toPhpString?.();
  return phpToString(value);
}

export function castTo(type: string, value: unknown): unknown {
  if (value === UNKNOWN) {
    // The type is known even when the value is not.
    switch (type) {
      case 'int':
        return 1;
      case 'float':
        return 1.5;
      case 'bool':
        return true;
      default:
        return UNKNOWN;
    }
  }
  switch (type) {
    case 'int': {
      if (value instanceof PhpEnumCase) return UNKNOWN;
      const n = castToNumber(value);
      return n === undefined ? 1 : Math.trunc(n);
    }
    case 'float':
      return castToNumber(value) ?? 1;
    case 'string':
      return toPhpString(value) ?? UNKNOWN;
    case 'bool':
      return truthy(value);
    case 'array':
      if (value instanceof OrderedArray) return value;
      if (value === null) return new OrderedArray();
      if (isRuntimeObject(value)) return UNKNOWN;
      return OrderedArray.list([value]);
    case 'object':
      return value;
    default:
      return value;
  }
}

/** `==` where an unknown side is never equal (so a `switch` on an unknown value takes no case). */
function equalsLoosely(a: unknown, b: unknown): boolean {
  return a !== UNKNOWN && b !== UNKNOWN && looseEquals(a, b, truthy);
}

/** A binary operator over runtime values (unknown operands: comparisons are false, the rest unknown). */
export function binaryOperation(type: string, left: unknown, right: unknown): unknown {
  const comparison = ['===', '!==', '==', '!=', '<>', '<', '>', '<=', '>='].includes(type);
  if (left === UNKNOWN || right === UNKNOWN) {
    if (comparison) return false;
    if (type === '.') return (toPhpString(left === UNKNOWN ? '' : left) ?? '') + (toPhpString(right === UNKNOWN ? '' : right) ?? '');
    return UNKNOWN;
  }
  if (type === '.') return (toPhpString(left) ?? '') + (toPhpString(right) ?? '');
  if (type === '+' && left instanceof OrderedArray && right instanceof OrderedArray) {
    const result = left.copy();
    for (const [key, value] of right.entries()) if (!result.has(key)) result.set(key, value);
    return result;
  }
  if (left instanceof PhpDate && right instanceof PhpDate) {
    return binaryOperation(type, left.ms, right.ms);
  }
  return scalarOperation(type, left, right, truthy) ?? UNKNOWN;
}
