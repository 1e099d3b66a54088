/**
 * The PHP engine validation rules are read on: the request engine of the endpoint being documented (its HTTP method
 * and route parameters decide the branches that test them, any other condition runs both sides), following the
 * app's own code — methods of `$this`, its traits and parents, static methods, properties and constants of app
 * classes, app helper functions, methods of the app classes properties are typed with — and remembering where each
 * array entry was written, for the comments above rule keys. What an undecided condition may give is kept whole:
 * where the sides of a ternary, the arms of a `match`, or the returns of an `if` and of the code after it are
 * arrays, the value is their entries together (the later side's rule for a key they share); otherwise it is unknown.
 *
 * It also records the validation the code runs first: the rules handed to `$request->validate()`,
 * `validateWithBag()`, `Request::validate()`, `Validator::make()`, `$this->validate($request, …)` or a validation
 * factory's `make()`, and what `sometimes()` and `addRules()` add to the validator made.
 */
import { nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { AnalysisEngine } from '../../php/engine/analysis-engine.ts';
import type { EngineOptions } from '../../php/engine/engine-base.ts';
import { argument, type Completion, type Frame } from '../../php/engine/frame.ts';
import { arrayKey, userClassOf } from '../../php/engine/value-ops.ts';
import { mergeArrays } from '../../php/functions/array-merge.ts';
import { OrderedArray, type EntryOrigin } from '../../php/php-array.ts';
import { TypedValue } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import { RequestObject } from '../extensions/request.ts';
import { factoryOf, validationRules } from '../extensions/validation-rules.ts';
import { appObject, parameterValue, requestEngine, type RequestEngine } from '../inference/request-engine.ts';
import { commentText } from './comments.ts';
import { PendingValidator, ValidationFactory } from './pending-validator.ts';
import type { ReadingOptions } from './reading-options.ts';

/** How deeply calls are followed from the method read (action → helper → validator wrapper → rules methods). */
const MAX_DEPTH = 12;

const LOOPS = new Set(['foreach', 'for', 'while', 'do']);

/** The first validation a run reached. */
export interface FoundValidation {
  /** The value of the rules argument. */
  rules: unknown;
  /** The rules argument (the call when it has none), and the frame it was evaluated in. */
  node: PhpNode;
  frame: Frame;
  /** A "query parameters" comment is above a statement on the way to the call. */
  isQuery: boolean;
  validator: PendingValidator;
}

export class RuleEngine extends AnalysisEngine {
  /** The first validation the run reached. */
  found?: FoundValidation;
  /** The statements running, outermost first. */
  private readonly running: PhpNode[] = [];
  /** Per frame, the expression each variable was last assigned (`$rule = Rule::unique(…)`), read where it was written. */
  private readonly assignments = new WeakMap<Frame, Map<string, PhpNode>>();
  /** The origin of the entry an assignment under way replaces. */
  private replaced?: EntryOrigin;
  /** Items of array literals that became no entry (a key or a spread not known), per array. */
  private readonly lost = new WeakMap<OrderedArray, EntryOrigin[]>();

  constructor(
    options: EngineOptions,
    private readonly index: ClassIndex,
  ) {
    super({ ...options, limits: { depth: MAX_DEPTH } }, followsAppCode);
    this.addHost('validation-rules', () => validationRules(index));
  }

  override restart(): void {
    super.restart();
    this.found = undefined;
    this.running.length = 0;
  }

  /** Evaluates an expression where it was written, after the run (with a fresh step budget). */
  valueAt(node: PhpNode, frame: Frame): unknown {
    this.steps = 0;
    return this.evalExpr(node, frame);
  }

  /** The expression a variable was last assigned in a frame. */
  assignedExpression(name: string, frame: Frame): PhpNode | undefined {
    return this.assignments.get(frame)?.get(name);
  }

  /** The items of an array literal that became no entry. */
  lostEntries(array: OrderedArray): EntryOrigin[] {
    return this.lost.get(array) ?? [];
  }

  protected override runStatement(node: PhpNode, frame: Frame): Completion {
    this.running.push(node);
    try {
      return super.runStatement(node, frame);
    } finally {
      this.running.pop();
    }
  }

  /**
   * An array literal's item, or for `$rules['x'] = …` the statement (its comments describe the key; without any, the
   * entry it replaces keeps describing it).
   */
  protected override originAt(node: PhpNode, value: PhpNode | undefined, frame: Frame): EntryOrigin {
    if (node.kind !== 'offsetlookup') return { node, value, frame };
    const statement = this.running[this.running.length - 1];
    const expr = statement?.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
    if (expr?.kind !== 'assign' || expr.left !== node) return { node, frame };
    const described = (statement!.leadingComments as PhpNode[] | undefined)?.length ? statement! : (this.replaced?.node ?? statement!);
    return { node: described, value: expr.right as PhpNode, frame };
  }

  protected override entryLost(array: OrderedArray, item: PhpNode, frame: Frame): void {
    const lost = this.lost.get(array);
    const origin = { node: item, value: item.value as PhpNode | undefined, frame };
    if (lost) lost.push(origin);
    else this.lost.set(array, [origin]);
  }

  protected override assign(node: PhpNode, frame: Frame): unknown {
    const value = super.assign(node, frame);
    const left = node.left as PhpNode;
    if (node.operator === '=' && left.kind === 'variable' && typeof left.name === 'string') {
      let assigned = this.assignments.get(frame);
      if (!assigned) this.assignments.set(frame, (assigned = new Map()));
      assigned.set(left.name, node.right as PhpNode);
    }
    return value;
  }

  /** `$a['k'] = …` on a known array remembers the entry it replaces, whose comment still describes the key. */
  override assignTo(target: PhpNode, value: unknown, frame: Frame): void {
    if (target.kind !== 'offsetlookup') return super.assignTo(target, value, frame);
    const container = this.quiet(target.what as PhpNode, frame);
    const key = container instanceof OrderedArray && target.offset ? arrayKey(this.evalExpr(target.offset as PhpNode, frame)) : undefined;
    this.replaced = key === undefined ? undefined : (container as OrderedArray).originOf(key);
    try {
      super.assignTo(target, value, frame);
    } finally {
      this.replaced = undefined;
    }
  }

  /** `$this->rules` on an object whose state is not known: the property's declared default. */
  protected override propertyLookup(node: PhpNode, frame: Frame): unknown {
    const value = super.propertyLookup(node, frame);
    const what = node.what as PhpNode;
    // A property typed with a class holds an object, never an array of rules.
    const mayHoldArray = value === UNKNOWN || (value instanceof TypedValue && !value.isClass);
    if (!mayHoldArray || what.kind !== 'variable' || what.name !== 'this') return value;
    const className = userClassOf(frame.thisValue);
    const name = nameOf(node.offset);
    const declared = className && name ? this.findStaticProperty(className, name) : undefined;
    return declared === undefined || declared === null ? value : declared;
  }

  /** Where the values it may give are all arrays, their entries together; otherwise unknown. */
  protected override eitherOf(values: unknown[]): unknown {
    return bothArrays(values);
  }

  override dispatch(target: unknown, name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    const member = name.toLowerCase();
    if (target instanceof PendingValidator) {
      if (member === 'sometimes' || member === 'addrules') target.additions.push({ method: member, args, node, frame });
      return target.callMethod(name);
    }
    if (target instanceof ValidationFactory) return member === 'make' ? this.validation(argument(args, 1, 'rules'), node, 1, frame) : UNKNOWN;
    if (target instanceof RequestObject && (member === 'validate' || member === 'validatewithbag')) {
      const index = member === 'validate' ? 0 : 1;
      if (args.length > index) this.validation(args[index], node, index, frame);
      return UNKNOWN;
    }
    // `$this->validate($request, [...])` in a controller (the ValidatesRequests trait).
    if (member === 'validate' && target === frame.thisValue && target !== undefined && args.length > 1) {
      this.validation(args[1], node, 1, frame);
      return UNKNOWN;
    }
    // An object known by its class runs its method only when the app's class declares it.
    if (target instanceof TypedValue && target.isClass && !this.index.declaresMethod(target.type, name)) return UNKNOWN;
    return super.dispatch(target, name, args, node, frame);
  }

  /** `array_merge()` of arrays joins their entries even where their values are not known (rule objects among them). */
  protected override functionCall(name: string, args: unknown[], node: PhpNode, frame: Frame): unknown {
    if (name.toLowerCase() === 'array_merge' && args.length > 0 && args.every((arg) => arg instanceof OrderedArray)) return mergeArrays(...(args as OrderedArray[]));
    return super.functionCall(name, args, node, frame);
  }

  /**
   * `Validator::make($data, $rules)` and `Request::validate($rules)` (facades, by their short name). A static method
   * an app class does not declare itself (`Post::query()`, `Resource::collection()`) runs no app code worth reading:
   * its arguments run, but its class is not read to find a framework method there.
   */
  protected override callStatic(what: PhpNode, node: PhpNode, frame: Frame): unknown {
    const classNode = what.what as PhpNode;
    const name = nameOf(what.offset);
    if (classNode.kind !== 'name' || !name || /^(self|static|parent)$/i.test(String(classNode.name))) return super.callStatic(what, node, frame);
    const className = frame.scope.resolveClass(String(classNode.name));
    const short = className.split('\\').pop()!.toLowerCase();
    const member = name.toLowerCase();
    if (short === 'validator' && member === 'make') return this.validation(argument(this.args(node, frame), 1, 'rules'), node, 1, frame);
    if (short === 'request' && member === 'validate') {
      this.validation(this.args(node, frame)[0], node, 0, frame);
      return UNKNOWN;
    }
    // The rule objects `Rule::in()`, `Password::min()` … make are values the run carries, as are an enum's cases.
    const enumStatic = /^(cases|from|tryfrom)$/.test(member) && this.index.find(className)?.kind === 'enum';
    const known = short === 'request' || factoryOf(className) !== undefined || enumStatic;
    if (!known && !this.index.declaresMethod(className, name)) {
      this.args(node, frame);
      return UNKNOWN;
    }
    return super.callStatic(what, node, frame);
  }

  /**
   * Records the first validation reached; the validator it makes collects what is added to it. One made in a loop
   * validates each item of a list, not the request's fields, and is not the request's validation.
   */
  private validation(rules: unknown, call: PhpNode, index: number, frame: Frame): PendingValidator {
    const validator = new PendingValidator();
    if (this.found || this.running.some((statement) => LOOPS.has(statement.kind))) return validator;
    const node = ((call.arguments ?? []) as PhpNode[])[index] ?? call;
    const isQuery = this.running.some((statement) => commentText(statement.leadingComments as PhpNode[] | undefined).toLowerCase().includes('query parameters'));
    this.found = { rules, node, frame, isQuery, validator };
    return validator;
  }
}

/** The run follows every call into the app's own code (the depth limit ends it). */
function followsAppCode(): boolean {
  return true;
}

/** The entries of every side's array, in order (a later side's value for a key wins); unknown unless all are arrays. */
function bothArrays(sides: unknown[]): unknown {
  if (!sides.length || !sides.every((side) => side instanceof OrderedArray)) return UNKNOWN;
  const result = new OrderedArray();
  for (const side of sides as OrderedArray[]) {
    for (const [key, value] of side.entries()) {
      if (typeof key === 'number') result.push(value, side.originOf(key));
      else result.set(key, value, side.originOf(key));
    }
  }
  return result;
}

/** One rule engine per app and endpoint facts (with the request extension it runs with), restarted for each reading. */
const engines = new WeakMap<ClassIndex, Map<string, RequestEngine>>();

function ruleEngineFor(classes: ClassIndex, options: ReadingOptions): RequestEngine {
  const { httpMethod, routeParameters } = options;
  const key = `${httpMethod ?? ''} ${routeParameters?.join(',') ?? '-'}`;
  let byEndpoint = engines.get(classes);
  if (!byEndpoint) engines.set(classes, (byEndpoint = new Map()));
  let run = byEndpoint.get(key);
  if (!run) {
    run = requestEngine({ classes, endpoint: { httpMethod, routeParameters } }, (engineOptions) => new RuleEngine(engineOptions, classes));
    byEndpoint.set(key, run);
  }
  run.engine.restart();
  return run;
}

/** What `$this` is in the method read: the request (a FormRequest's methods) or an object of an app class (an action's). */
export type ThisKind = 'request' | 'object';

/**
 * Runs a method on the rule engine of the endpoint: `$this` the request or an object of the class read (the caller
 * knows which), parameters as declared (a request for one typed so or named `$request`), or the arguments given.
 * The engine keeps what the run recorded (`found`, entry origins) until the next run for the same endpoint.
 */
export function runOnRuleEngine(
  method: PhpMethod,
  thisKind: ThisKind,
  options: ReadingOptions,
  classes: ClassIndex,
  args?: unknown[],
): { value: unknown; engine: RuleEngine } {
  const run = ruleEngineFor(classes, options);
  const engine = run.engine as RuleEngine;
  const thisClass = options.thisClass ?? method.className;
  const thisValue = method.isStatic || !thisClass ? undefined : thisKind === 'request' ? run.requests.request(thisClass) : appObject(thisClass, run.requests, classes);
  const given =
    args ?? method.params.map((param) => (!param.type && param.name === 'request' ? run.requests.request() : parameterValue(param.type, run, classes)));
  const value = engine.runMethod(method, thisValue, given, thisClass || undefined);
  return { value, engine };
}
