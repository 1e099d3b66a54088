/**
 * The PHP engine as the inference runs it, to learn what code does on any request rather than to build one
 * example: nothing is guessed — a comparison, a condition or a cast of something unknown stays unknown (the
 * example engine picks a side instead) — and everything that may run does, once:
 *
 * - both branches of an `if`, a ternary, a `switch` or a `match` whose condition is undecided, where a `return`
 *   or `throw` ends only that branch;
 * - the body of a loop over something unknown, once, its variables unknown;
 * - the arguments of a call on something unknown, and the `catch` and `finally` blocks of a `try`;
 * - every closure the code writes, even when what it is handed to is unknown (`->when(…, fn …)`), run at the end
 *   with its parameters known by their declared types.
 *
 * Warnings are not given: the inference reads what the code does, the examples report what they lack.
 */
import { isNode, nameOf, type PhpNode } from '../ast.ts';
import type { PhpMethod } from '../class-types.ts';
import { typeToString } from '../classes.ts';
import { PhpClosure } from '../closure.ts';
import { isSymbolic } from '../request-input.ts';
import { TypedValue, valueOfDeclaredType } from '../typed-value.ts';
import { UNKNOWN } from '../values.ts';
import type { EngineOptions } from './engine-base.ts';
import { PhpEngine } from './engine.ts';
import { NORMAL, type Completion, type Frame } from './frame.ts';
import { MISSING } from './runtime-object.ts';
import { binaryOperation, castTo, equalsLoosely, identical, toPhpString, truthy } from './value-ops.ts';

/** What a `throw` completes with: it ends the code like a return, but gives no value to the caller. */
const THROWN: Completion = { kind: 'return', value: UNKNOWN };

/** How many rounds of running closures nobody called: closures written inside such closures run in the next. */
const MAX_CLOSURE_ROUNDS = 3;

/** Whether a value is not known as a value: unknown, known only by type, or read from the request. */
export function isUndecided(value: unknown): boolean {
  return value === UNKNOWN || isSymbolic(value);
}

/** PHP truthiness when the value is known; undefined when it depends on what is not. */
export function decidedTruth(value: unknown): boolean | undefined {
  return isUndecided(value) ? undefined : truthy(value);
}

/** Whether a run follows a call into the app's code, by the object it runs on and its arguments (an entry always runs). */
export type FollowRule = (thisValue: unknown, args: unknown[]) => boolean;

export class AnalysisEngine extends PhpEngine {
  private readonly written = new Set<PhpClosure>();
  private readonly called = new Set<PhpClosure>();
  private readonly follows: FollowRule;
  /** Per running body, the values returned on one side of an undecided `if`. */
  private readonly branchReturns: unknown[][] = [];

  constructor(options: EngineOptions, follows: FollowRule = () => true) {
    super(options);
    this.follows = follows;
  }

  /** Starts a new evaluation with the full step budget (an engine reused for many small expressions). */
  restart(): void {
    this.steps = 0;
    this.staticProps.clear();
    this.written.clear();
    this.called.clear();
    this.branchReturns.length = 0;
  }

  override runMethod(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): unknown {
    if (this.depth > 0 && !this.follows(thisValue, args)) return UNKNOWN;
    return super.runMethod(method, thisValue, args, staticClass);
  }

  /** A method call on an object known only by its class that the run does not follow is unknown, its class not read. */
  override dispatch(target: unknown, name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    if (target instanceof TypedValue && !this.follows(target, args)) return UNKNOWN;
    return super.dispatch(target, name, args, node, frame);
  }

  /** Runs an entry method (an action, a helper) and then every closure it wrote that nothing called. */
  runEntry(method: PhpMethod, thisValue: unknown, args: unknown[], staticClass?: string): void {
    this.runMethod(method, thisValue, args, staticClass);
    for (let round = 0; round < MAX_CLOSURE_ROUNDS; round++) {
      const waiting = [...this.written].filter((closure) => !this.called.has(closure));
      if (waiting.length === 0) return;
      for (const closure of waiting) this.callClosure(closure, closureArguments(closure));
    }
  }

  override warn(): void {}

  override unknownAt(): typeof UNKNOWN {
    return UNKNOWN;
  }

  override callClosure(closure: PhpClosure, args: unknown[]): unknown {
    this.called.add(closure);
    return super.callClosure(closure, args);
  }

  protected override closure(node: PhpNode, frame: Frame): PhpClosure {
    const closure = super.closure(node, frame);
    this.written.add(closure);
    return closure;
  }

  override evalExpr(node: PhpNode | null | undefined, frame: Frame): unknown {
    if (isNode(node) && node.kind === 'cast') {
      // A cast of something unknown is known by its type (the example engine guesses a value).
      const value = this.evalExpr(node.expr as PhpNode, frame);
      const type = String(node.type);
      if (value !== UNKNOWN) return castTo(type, value);
      return ['int', 'float', 'string', 'bool'].includes(type) ? new TypedValue(type) : UNKNOWN;
    }
    if (isNode(node) && node.kind === 'encapsed' && node.type !== 'shell') return this.interpolated(node, frame);
    if (isNode(node) && node.kind === 'isset') return this.isset(node, frame);
    if (isNode(node) && node.kind === 'empty') {
      const truth = decidedTruth(this.quiet(node.expression as PhpNode, frame));
      return truth === undefined ? UNKNOWN : !truth;
    }
    return super.evalExpr(node, frame);
  }

  /** `"Hello {$name}"`: unknown when any part is not known as a value. */
  private interpolated(node: PhpNode, frame: Frame): unknown {
    let text = '';
    for (const part of (node.value ?? []) as PhpNode[]) {
      const value = this.evalExpr(part.kind === 'encapsedpart' ? (part.expression as PhpNode) : part, frame);
      const str = isUndecided(value) ? undefined : toPhpString(value);
      if (str === undefined) return UNKNOWN;
      text += str;
    }
    return text;
  }

  private isset(node: PhpNode, frame: Frame): unknown {
    let undecided = false;
    for (const variable of (node.variables ?? []) as PhpNode[]) {
      const value = this.quiet(variable, frame);
      if (value === null || value === MISSING) return false;
      if (isUndecided(value)) undecided = true;
    }
    return undecided ? UNKNOWN : true;
  }

  /** `$target->name(…)`: the arguments are evaluated even when the target is unknown (they may read input). */
  protected override callMethod(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const target = this.evalExpr(what.what as PhpNode, frame);
    if ((target === null || target === MISSING) && what.kind === 'nullsafepropertylookup') return null;
    const args = this.args(node, frame);
    const name = nameOf(what.offset);
    if (target === UNKNOWN || !name) return UNKNOWN;
    return this.dispatch(target, name, args, node, frame);
  }

  protected override binary(node: PhpNode, frame: Frame): unknown {
    const type = String(node.type);
    if (type === '??') {
      const left = this.quiet(node.left as PhpNode, frame);
      if (left !== null && left !== MISSING && left !== UNKNOWN) return left;
      const right = this.evalExpr(node.right as PhpNode, frame);
      return left === UNKNOWN ? UNKNOWN : right;
    }
    if (type === '&&' || type === 'and' || type === '||' || type === 'or') {
      const isAnd = type === '&&' || type === 'and';
      const left = decidedTruth(this.evalExpr(node.left as PhpNode, frame));
      if (left === !isAnd) return left;
      const right = decidedTruth(this.evalExpr(node.right as PhpNode, frame));
      if (right === !isAnd) return right;
      return left === undefined || right === undefined ? UNKNOWN : isAnd;
    }
    if (type === 'instanceof') return super.binary(node, frame);
    const left = this.evalExpr(node.left as PhpNode, frame);
    const right = this.evalExpr(node.right as PhpNode, frame);
    if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
    return binaryOperation(type, left, right);
  }

  protected override unary(node: PhpNode, frame: Frame): unknown {
    if (node.type !== '!') return super.unary(node, frame);
    const truth = decidedTruth(this.evalExpr(node.what as PhpNode, frame));
    return truth === undefined ? UNKNOWN : !truth;
  }

  protected override ternary(node: PhpNode, frame: Frame): unknown {
    const test = this.evalExpr(node.test as PhpNode, frame);
    const truth = decidedTruth(test);
    if (truth === true) return node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : test;
    if (truth === false) return this.evalExpr(node.falseExpr as PhpNode, frame);
    const whenTrue = node.trueExpr ? this.evalExpr(node.trueExpr as PhpNode, frame) : test;
    return this.eitherOf([whenTrue, this.evalExpr(node.falseExpr as PhpNode, frame)]);
  }

  protected override match(node: PhpNode, frame: Frame): unknown {
    const subject = this.evalExpr(node.cond as PhpNode, frame);
    const arms = (node.arms ?? []) as PhpNode[];
    let fallback: PhpNode | undefined;
    if (!isUndecided(subject)) {
      for (const arm of arms) {
        if (!arm.conds) {
          fallback = arm.body as PhpNode;
          continue;
        }
        for (const cond of arm.conds as PhpNode[]) {
          const value = this.evalExpr(cond, frame);
          if (isUndecided(value)) return this.everyArm(arms, frame);
          if (identical(value, subject)) return this.evalExpr(arm.body as PhpNode, frame);
        }
      }
      return fallback ? this.evalExpr(fallback, frame) : UNKNOWN;
    }
    return this.everyArm(arms, frame);
  }

  private everyArm(arms: PhpNode[], frame: Frame): unknown {
    const values: unknown[] = [];
    for (const arm of arms) {
      for (const cond of (arm.conds ?? []) as PhpNode[]) this.evalExpr(cond, frame);
      values.push(this.evalExpr(arm.body as PhpNode, frame));
    }
    return values.length ? this.eitherOf(values) : UNKNOWN;
  }

  protected override runStatement(node: PhpNode, frame: Frame): Completion {
    if (node.kind === 'try') {
      const completion = this.runStatement(node.body as PhpNode, frame);
      for (const handler of (node.catches ?? []) as PhpNode[]) this.runStatement(handler.body as PhpNode, frame);
      if (isNode(node.always)) this.runStatement(node.always, frame);
      return completion;
    }
    if (node.kind === 'throw') {
      this.evalExpr(node.what as PhpNode, frame);
      return THROWN;
    }
    return super.runStatement(node, frame);
  }

  /** Values known only by type or read from the request decide no branch either. */
  protected override undecided(test: unknown): boolean {
    return isUndecided(test);
  }

  /**
   * Undecided: both sides run; a `return` in either ends that side only, and gives one of the values the body may
   * return (`if (! $model) { return null; }` decides nothing after it). When both sides return, so does the `if`.
   */
  protected override runUndecided(node: PhpNode, frame: Frame): Completion {
    const body = this.runStatement(node.body as PhpNode, frame);
    const alternate = isNode(node.alternate) ? this.runStatement(node.alternate, frame) : NORMAL;
    // A side that throws gives no value: the other side's is what the code goes on with.
    const returned = [body, alternate].filter((side) => side.kind === 'return' && side !== THROWN).map((side) => (side as { value: unknown }).value);
    if (body.kind === 'return' && alternate.kind === 'return') return returned.length ? { kind: 'return', value: this.eitherOf(returned) } : THROWN;
    this.branchReturns[this.branchReturns.length - 1]?.push(...returned);
    return NORMAL;
  }

  /** A body whose undecided branch returned gives either that value or the one it ends with. */
  protected override runBody(statements: PhpNode[], frame: Frame, owner: PhpNode): unknown {
    this.branchReturns.push([]);
    let value: unknown;
    let returned: unknown[] = [];
    try {
      value = super.runBody(statements, frame, owner);
    } finally {
      returned = this.branchReturns.pop()!;
    }
    return returned.length ? this.eitherOf([...returned, value]) : value;
  }

  /** What code that may give any of these values gives: that value when they are all the same one, else unknown. */
  protected eitherOf(values: unknown[]): unknown {
    const [first] = values;
    return values.every((value) => value === first) ? first : UNKNOWN;
  }

  /** `$a['k'] = …` on an array that is not known leaves it not known (it is not an array of that one entry). */
  override assignTo(target: PhpNode, value: unknown, frame: Frame): void {
    if (target.kind === 'offsetlookup' && isUndecided(this.quiet(target.what as PhpNode, frame))) {
      if (isNode(target.offset)) this.evalExpr(target.offset, frame);
      return;
    }
    super.assignTo(target, value, frame);
  }

  /** Over something unknown the body runs once, its key and value unknown. */
  protected override runUnknownLoop(node: PhpNode, frame: Frame): Completion {
    if (isNode(node.key)) this.assignTo(node.key, UNKNOWN, frame);
    if (isNode(node.value)) this.assignTo(node.value, UNKNOWN, frame);
    this.runStatement(node.body as PhpNode, frame);
    return NORMAL;
  }

  protected override runLoop(node: PhpNode, frame: Frame): Completion {
    if (node.kind === 'do') return super.runLoop(node, frame);
    const exprs = (list: unknown): PhpNode[] => (Array.isArray(list) ? (list as PhpNode[]) : isNode(list) ? [list] : []);
    if (node.kind === 'for') for (const init of exprs(node.init)) this.evalExpr(init, frame);
    let test: unknown = true;
    for (const expr of exprs(node.test)) test = this.evalExpr(expr, frame);
    if (!isUndecided(test)) return super.runLoop(node, frame);
    this.runStatement(node.body as PhpNode, frame);
    if (node.kind === 'for') for (const step of exprs(node.increment)) this.evalExpr(step, frame);
    return NORMAL;
  }

  protected override runSwitch(node: PhpNode, frame: Frame): Completion {
    const subject = this.evalExpr(node.test as PhpNode, frame);
    const cases = ((node.body?.children ?? []) as PhpNode[]).filter((c) => c.kind === 'case');
    const tests = cases.map((item) => (item.test ? this.evalExpr(item.test as PhpNode, frame) : undefined));
    if (!isUndecided(subject) && !tests.some(isUndecided)) {
      const matched = tests.findIndex((test, index) => (cases[index]!.test ? equalsLoosely(subject, test) : false));
      const start = matched !== -1 ? matched : cases.findIndex((item) => !item.test);
      if (start === -1) return NORMAL;
      for (const item of cases.slice(start)) {
        if (!isNode(item.body)) continue;
        const completion = this.runStatement(item.body, frame);
        if (completion.kind === 'break') return NORMAL;
        if (completion.kind !== 'normal') return completion;
      }
      return NORMAL;
    }
    for (const item of cases) if (isNode(item.body)) this.runStatement(item.body, frame);
    return NORMAL;
  }
}

/** A closure's parameters as their declared types say, for running it with no caller. */
function closureArguments(closure: PhpClosure): unknown[] {
  return ((closure.node.arguments ?? []) as PhpNode[]).map((param) => {
    return valueOfDeclaredType(typeToString(param.type, closure.scope, Boolean(param.nullable))) ?? UNKNOWN;
  });
}
