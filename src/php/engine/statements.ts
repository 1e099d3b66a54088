/** The engine's statements: method bodies, `if`, loops, `switch`, `return`, `break`/`continue` and `throw`. */
import { isNode, nameOf, type PhpNode } from '../ast.ts';
import type { PhpMethod } from '../class-types.ts';
import { describeSyntax } from '../node-words.ts';
import { OrderedArray } from '../php-array.ts';
import { UNKNOWN } from '../values.ts';
import { EngineBase } from './engine-base.ts';
import { namedArgsOf, NORMAL, type Completion, type Frame } from './frame.ts';
import { equalsLoosely, isExpressionKind, iterableEntries, shortName, truthy } from './value-ops.ts';

/** `PostResource::toArray()` for a method, `initials()` for a function: how warnings name where they are. */
function callableLabel(method: PhpMethod, staticClass?: string): string {
  const className = staticClass ?? method.className;
  return className ? `${shortName(className)}::${method.name}()` : `${method.name}()`;
}

export abstract class StatementRunner extends EngineBase {
  /** Runs a method body and returns its return value (null when it returns nothing). */
  runMethod(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    const active = this.active.get(method) ?? 0;
    if (active >= this.limits.reentry) {
      this.warn(method.node, method.file, `${callableLabel(method)} calls itself without end; the example shows null there.`);
      return UNKNOWN;
    }
    this.active.set(method, active + 1);
    try {
      return this.runMethodBody(method, thisValue, args, staticClass);
    } finally {
      this.active.set(method, active);
    }
  }

  protected runMethodBody(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    const frame: Frame = {
      vars: new Map(),
      thisValue,
      className: method.className,
      staticClass: staticClass ?? method.className,
      scope: method.scope,
      file: method.file,
      label: callableLabel(method, staticClass),
    };
    this.bindParams((method.node.arguments ?? []) as PhpNode[], args, frame);
    return this.runBody(method.body, frame, method.node);
  }

  protected runBody(statements: PhpNode[], frame: Frame, owner: PhpNode): unknown {
    if (this.depth >= this.limits.depth) {
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

  protected bindParams(params: PhpNode[], args: unknown[], frame: Frame): void {
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

  protected runStatement(node: PhpNode, frame: Frame): Completion {
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

  protected runIf(node: PhpNode, frame: Frame): Completion {
    const test = this.evalExpr(node.test as PhpNode, frame);
    if (this.undecided(test)) return this.runUndecided(node, frame);
    if (truthy(test)) return this.runStatement(node.body as PhpNode, frame);
    if (isNode(node.alternate)) return this.runStatement(node.alternate, frame);
    return NORMAL;
  }

  /** Whether a condition's value leaves its branches undecided. */
  protected undecided(test: unknown): boolean {
    return test === UNKNOWN;
  }

  /** An `if` whose condition cannot be known: the example takes the `if` branch, to show what the code adds. */
  protected runUndecided(node: PhpNode, frame: Frame): Completion {
    return this.runStatement(node.body as PhpNode, frame);
  }

  protected runForeach(node: PhpNode, frame: Frame): Completion {
    const source = this.evalExpr(node.source as PhpNode, frame);
    const entries = iterableEntries(source);
    if (!entries) return this.runUnknownLoop(node, frame, source);
    for (const [key, value] of entries.slice(0, this.limits.loop)) {
      if (isNode(node.key)) this.assignTo(node.key, key, frame);
      if (isNode(node.value)) this.assignTo(node.value, value, frame);
      const completion = this.runStatement(node.body as PhpNode, frame);
      if (completion.kind === 'break') break;
      if (completion.kind === 'return') return completion;
    }
    return NORMAL;
  }

  /** A `foreach` over something that cannot be iterated statically: the example skips it. */
  protected runUnknownLoop(node: PhpNode, frame: Frame, source: unknown): Completion {
    if (source !== UNKNOWN) this.warn(node, frame.file, `Cannot iterate \`${this.snippet(node.source as PhpNode, frame.file)}\` statically; the loop is skipped.`);
    return NORMAL;
  }

  /** `while`, `do … while` and `for`, as long as their condition is known (at most `limits.loop` rounds). */
  protected runLoop(node: PhpNode, frame: Frame): Completion {
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
    } while (++rounds < this.limits.loop && holds());
    return NORMAL;
  }

  protected runSwitch(node: PhpNode, frame: Frame): Completion {
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

  protected unset(target: PhpNode, frame: Frame): void {
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

  /** Stores a value where an assignment's left side says (variable, array element, property, list). */
  abstract assignTo(target: PhpNode, value: unknown, frame: Frame): void;
}
