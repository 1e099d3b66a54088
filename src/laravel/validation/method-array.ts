/**
 * The rule arrays an expression stands for, as source (entries keep their comments): array literals,
 * `$rules` built by earlier statements (`$rules = [...]`, `$rules['x'] = ...` with or without an initial array,
 * `$rules += [...]`), `array_merge(...)`, `+`, spreads, methods of the same class, its traits and parents
 * (`$this->rules()`, `parent::rules()`), static methods, properties and constants of app classes
 * (`Model::getRules()`, `Model::$rules`, `self::RULES`), an entry of a returned array (`$this->rules()['create']`),
 * and arguments of the app's own helpers a validation call was found in.
 *
 * Branches are read for the endpoint being documented: a condition on the request's HTTP method
 * (`isMethod('POST')`, `$this->method() === 'PUT'`, `match ($this->method())`) or on a route parameter
 * (`$this->route('post')`) is decided from the endpoint; any other condition keeps every branch.
 */
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { evaluate, type EvalContext } from '../../php/evaluate.ts';
import { phpTruthy, UNKNOWN } from '../../php/values.ts';
import { appFunction } from '../app-functions.ts';

/** An array literal node plus the method it was written in (keys and values evaluate in that method's scope). */
export interface ArraySource {
  node: PhpNode;
  method: PhpMethod;
}

/** What is known about the request the rules are read for. */
export interface ReadingOptions {
  /** The endpoint's HTTP method (upper case), for branches on the request's method. */
  httpMethod?: string;
  /** The endpoint's route parameters, for branches on `$this->route('x')`. */
  routeParameters?: string[];
  /** The class `$this` is (a subclass inheriting the method that is read); the method's own class by default. */
  thisClass?: string;
}

/**
 * Where an expression is read: its method, the statements that ran before it (straight through enclosing
 * blocks, branches decided where they can be) and the caller's argument expressions bound to its parameters.
 */
export interface Place {
  method: PhpMethod;
  before: PhpNode[];
  bindings: Map<string, Bound>;
  thisClass: string;
  classes: ClassIndex;
  options: ReadingOptions;
  depth: number;
}

export interface Bound {
  node: PhpNode;
  place: Place;
}

const MAX_DEPTH = 8;

/** Where each source's entries were read: the place an entry's value (`$this->rules()['create']`) is read in. */
const sourcePlaces = new WeakMap<ArraySource, Place>();

/** The place a source was read at, for reading what its values call. */
export function placeOfSource(source: ArraySource): Place | undefined {
  return sourcePlaces.get(source);
}

/** The parts of the returned array, in order, or undefined when the return is not static. */
export function returnedArrays(method: PhpMethod, classes: ClassIndex, options: ReadingOptions = {}): ArraySource[] | undefined {
  return returnedArraysAt(newPlace(method, classes, options), []);
}

/** The arrays an expression written in `method` stands for (`[...]`, `$rules`, `array_merge(...)`, `$this->rules()`). */
export function arraysOfExpression(expr: PhpNode, method: PhpMethod, classes: ClassIndex, options: ReadingOptions = {}): ArraySource[] | undefined {
  const place = newPlace(method, classes, options);
  return arraysOf(expr, { ...place, before: statementsBefore(method.body, expr, place) });
}

/** Reads an expression at a place built by the caller (a followed helper's body, bindings included). */
export function arraysAt(expr: PhpNode, place: Place): ArraySource[] | undefined {
  return arraysOf(expr, place);
}

export function newPlace(method: PhpMethod, classes: ClassIndex, options: ReadingOptions): Place {
  return { method, before: [], bindings: new Map(), thisClass: options.thisClass ?? method.className, classes, options, depth: 0 };
}

function returnedArraysAt(place: Place, bindings: Array<[string, Bound]>): ArraySource[] | undefined {
  if (place.depth > MAX_DEPTH) return undefined;
  const inner: Place = { ...place, bindings: new Map(bindings), before: [] };
  const flat = straightLine(place.method.body, inner);
  const returnIndex = flat.findIndex((s) => s.kind === 'return');
  if (returnIndex === -1) return undefined;
  const expr = flat[returnIndex]!.expr as PhpNode | undefined;
  if (!expr) return undefined;
  return arraysOf(expr, { ...inner, before: flat.slice(0, returnIndex) });
}

/**
 * The statements of a body as they run for this request, in order: a block, `try` and a branch whose condition is
 * known are inlined; a branch whose condition is not known is inlined too (both sides), so that assignments in it
 * still count (`if ($x) { $rules['y'] = ...; }`). `returns`: `stop` ends the list at the first `return` that surely
 * runs (returns in undecided branches are dropped), `drop` leaves every `return` out, `keep` keeps them all.
 */
export function straightLine(statements: readonly PhpNode[], place: Place, returns: 'stop' | 'drop' | 'keep' = 'stop'): PhpNode[] {
  const result: PhpNode[] = [];
  const undecided = returns === 'stop' ? 'drop' : returns;
  for (const statement of statements) {
    if (!isNode(statement)) continue;
    switch (statement.kind) {
      case 'block':
        result.push(...straightLine((statement.children ?? []) as PhpNode[], place, returns));
        break;
      case 'try':
        result.push(...straightLine(blockStatements(statement.body), place, returns));
        break;
      case 'if': {
        const known = conditionValue(statement.test as PhpNode, { ...place, before: result });
        if (known === true) result.push(...straightLine(blockStatements(statement.body), place, returns));
        else if (known === false) result.push(...straightLine(blockStatements(statement.alternate), place, returns));
        else {
          result.push(...straightLine(blockStatements(statement.body), place, undecided));
          result.push(...straightLine(blockStatements(statement.alternate), place, undecided));
        }
        break;
      }
      case 'return':
        if (returns !== 'drop') result.push(statement);
        break;
      default:
        result.push(statement);
    }
    if (returns === 'stop' && result[result.length - 1]?.kind === 'return') break;
  }
  return result;
}

function blockStatements(node: unknown): PhpNode[] {
  if (!isNode(node)) return [];
  if (node.kind === 'block') return (node.children ?? []) as PhpNode[];
  return [node];
}

/** The statements that run before `target` in a body: straight through the blocks and branches that enclose it. */
export function statementsBefore(statements: readonly PhpNode[], target: PhpNode, place: Place): PhpNode[] {
  const result: PhpNode[] = [];
  for (const statement of statements) {
    if (!isNode(statement)) continue;
    if (containsNode(statement, target)) {
      const inner = enclosingBlock(statement, target);
      return inner ? [...result, ...statementsBefore(inner, target, { ...place, before: result })] : result;
    }
    result.push(...straightLine([statement], { ...place, before: result }, 'drop'));
  }
  return result;
}

/** The statements of the block of `statement` that holds `target` (a branch, a loop or `try` body), if any. */
function enclosingBlock(statement: PhpNode, target: PhpNode): PhpNode[] | undefined {
  if (statement === target) return undefined;
  const candidates: unknown[] =
    statement.kind === 'block' ? [statement] : statement.kind === 'if' ? [statement.body, statement.alternate] : ['try', 'foreach', 'for', 'while', 'do'].includes(statement.kind) ? [statement.body] : [];
  for (const candidate of candidates) {
    if (isNode(candidate) && containsNode(candidate, target)) return candidate.kind === 'block' ? ((candidate.children ?? []) as PhpNode[]) : [candidate];
  }
  return undefined;
}

function containsNode(root: PhpNode, target: PhpNode): boolean {
  if (root === target) return true;
  const start = target.loc?.start.offset;
  return start !== undefined && root.loc !== undefined && root.loc !== null && root.loc.start.offset <= start && start <= root.loc.end.offset;
}

function arraysOf(expr: PhpNode, place: Place): ArraySource[] | undefined {
  if (place.depth > MAX_DEPTH) return undefined;
  switch (expr.kind) {
    case 'array':
      return expandSpreads(expr, place);
    case 'variable':
      return variableArrays(String(expr.name), place);
    case 'parenthesis':
      return arraysOf(expr.inner as PhpNode, place);
    case 'call':
      return callArrays(expr, place);
    case 'offsetlookup':
      return entryArrays(expr, place);
    case 'propertylookup':
      return isVariable(expr.what, 'this') ? propertyArrays(place.thisClass, nameOf(expr.offset), place) : undefined;
    case 'staticlookup':
      return staticArrays(expr, place);
    case 'bin':
      return expr.type === '+' ? concat([arraysOf(expr.left as PhpNode, place), arraysOf(expr.right as PhpNode, place)]) : undefined;
    case 'retif': {
      const known = conditionValue(expr.test as PhpNode, place);
      if (known === true) return arraysOf((expr.trueExpr ?? expr.test) as PhpNode, place);
      if (known === false) return arraysOf(expr.falseExpr as PhpNode, place);
      return concat([arraysOf((expr.trueExpr ?? expr.test) as PhpNode, place), arraysOf(expr.falseExpr as PhpNode, place)]);
    }
    case 'match':
      return matchArrays(expr, place);
    default:
      return undefined;
  }
}

function concat(parts: Array<ArraySource[] | undefined>): ArraySource[] | undefined {
  if (parts.some((part) => part === undefined)) return undefined;
  return parts.flat() as ArraySource[];
}

function source(node: PhpNode, place: Place): ArraySource {
  const result = { node, method: place.method };
  sourcePlaces.set(result, place);
  return result;
}

/** `[...parent::rules(), ...self::BASE, 'x' => …]`: spreads of other arrays are replaced by their parts. */
function expandSpreads(array: PhpNode, place: Place): ArraySource[] {
  const items = (array.items ?? []) as Array<PhpNode | null>;
  if (!items.some((item) => item?.kind === 'entry' && item.unpack)) return [source(array, place)];
  const result: ArraySource[] = [];
  let own: PhpNode[] = [];
  const flush = () => {
    if (own.length) result.push(source({ ...array, items: own }, place));
    own = [];
  };
  for (const item of items) {
    if (item?.kind === 'entry' && item.unpack) {
      const spread = arraysOf(item.value as PhpNode, deeper(place));
      if (!spread) {
        own.push(item);
        continue;
      }
      flush();
      result.push(...spread);
    } else if (item) own.push(item);
  }
  flush();
  return result;
}

function deeper(place: Place): Place {
  return { ...place, depth: place.depth + 1 };
}

/**
 * `$rules = [...]; $rules['x'] = '...'; $rules += [...]; return $rules;` — also `$rules['x'] = ...` with no
 * initial array, and a parameter of a followed helper (the caller's argument).
 */
function variableArrays(name: string, place: Place): ArraySource[] | undefined {
  const before = place.before;
  const assignIndex = findLastIndex(before, (s) => {
    const assign = expressionOf(s);
    return assign?.kind === 'assign' && assign.operator === '=' && isVariable(assign.left, name);
  });
  let base: ArraySource[] | undefined;
  if (assignIndex !== -1) {
    const assign = expressionOf(before[assignIndex]!)!;
    base = arraysOf(assign.right as PhpNode, { ...place, before: before.slice(0, assignIndex) });
  } else {
    const bound = place.bindings.get(name);
    base = bound ? arraysOf(bound.node, deeper(bound.place)) : [];
  }
  if (!base) return undefined;
  const result = [...base];
  let added: PhpNode[] = [];
  const flush = () => {
    if (added.length) result.push(source({ kind: 'array', items: added, loc: added[0]!.loc }, place));
    added = [];
  };
  for (const statement of before.slice(assignIndex + 1)) {
    const expr = expressionOf(statement);
    if (expr?.kind !== 'assign') continue;
    const target = expr.left as PhpNode;
    if (expr.operator === '=' && target.kind === 'offsetlookup' && isVariable(target.what, name) && target.offset) {
      added.push({ kind: 'entry', key: target.offset, value: expr.right, leadingComments: statement.leadingComments, loc: statement.loc });
    } else if (expr.operator === '+=' && isVariable(target, name)) {
      flush();
      const more = arraysOf(expr.right as PhpNode, place);
      if (more) result.push(...more);
    }
  }
  flush();
  // A variable never assigned an array is not a rules array (unless a helper's parameter says what it is).
  if (assignIndex === -1 && !place.bindings.has(name) && result.length === 0) return undefined;
  return result;
}

function expressionOf(statement: PhpNode): PhpNode | undefined {
  return statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
}

/** `array_merge(a, b)`, `$this->baseRules()`, `parent::rules()`, `Model::getRules()`, an app helper function. */
function callArrays(call: PhpNode, place: Place): ArraySource[] | undefined {
  const what = call.what as PhpNode;
  if (what.kind === 'name' && String(what.name).replace(/^\\/, '').toLowerCase() === 'array_merge') {
    return concat(((call.arguments ?? []) as PhpNode[]).map((arg) => arraysOf(arg, deeper(place))));
  }
  const target = calledFunction(call, place);
  if (!target) return undefined;
  return returnedArraysAt({ ...deeper(place), method: target.method, thisClass: target.thisClass }, bindArguments(target.method, call, place));
}

/** The caller's argument expressions, by the callee's parameter names. */
export function bindArguments(callee: PhpMethod, call: PhpNode, place: Place): Array<[string, Bound]> {
  const result: Array<[string, Bound]> = [];
  const args = (call.arguments ?? []) as PhpNode[];
  callee.params.forEach((param, index) => {
    const named = args.find((arg) => arg.kind === 'namedargument' && String(arg.name) === param.name);
    const arg = named ? (named.value as PhpNode) : args[index] && args[index]!.kind !== 'namedargument' ? args[index] : undefined;
    const fallback = (param.node as PhpNode).value as PhpNode | undefined;
    if (arg) result.push([param.name, { node: arg, place }]);
    else if (fallback) result.push([param.name, { node: fallback, place: { ...place, method: callee, before: [], bindings: new Map() } }]);
  });
  return result;
}

/** The app function or method a call runs, with the class `$this` is inside it. */
export function calledFunction(call: PhpNode, place: Place): { method: PhpMethod; thisClass: string } | undefined {
  const what = call.what as PhpNode;
  const { classes } = place;
  if (what.kind === 'name') {
    const fn = appFunction(classes, place.method.scope.resolveFunction(String(what.name)));
    return fn ? { method: fn, thisClass: '' } : undefined;
  }
  const name = nameOf(what.offset);
  if (!name) return undefined;
  if ((what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') && isVariable(what.what, 'this')) {
    const method = classes.findMethod(place.thisClass, name);
    return method ? { method, thisClass: place.thisClass } : undefined;
  }
  if (what.kind === 'staticlookup') {
    const owner = what.what as PhpNode;
    if (owner.kind === 'parentreference') {
      const parent = classes.find(place.method.className)?.parent;
      const method = parent ? classes.findMethod(parent, name) : undefined;
      return method ? { method, thisClass: place.thisClass } : undefined;
    }
    const className = classOf(owner, place);
    const method = className ? classes.findMethod(className, name) : undefined;
    if (!method) return undefined;
    return { method, thisClass: owner.kind === 'name' ? className! : place.thisClass };
  }
  return undefined;
}

function classOf(node: PhpNode, place: Place): string | undefined {
  switch (node.kind) {
    case 'selfreference':
      return place.method.className;
    case 'staticreference':
      return place.thisClass;
    case 'parentreference':
      return place.classes.find(place.method.className)?.parent;
    case 'name':
      return place.method.scope.resolveClass(String(node.name));
    default:
      return undefined;
  }
}

/** `$this->rules()['create']`, `$this->rules['update']`: the entry with that key, read where the array was written. */
function entryArrays(lookup: PhpNode, place: Place): ArraySource[] | undefined {
  if (!lookup.offset) return undefined;
  const key = evaluate(lookup.offset as PhpNode, evaluationOf(place));
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const sources = arraysOf(lookup.what as PhpNode, deeper(place));
  if (!sources) return undefined;
  let found: { value: PhpNode; place: Place } | undefined;
  for (const part of sources) {
    const partPlace = sourcePlaces.get(part) ?? place;
    for (const item of (part.node.items ?? []) as Array<PhpNode | null>) {
      if (item?.kind !== 'entry' || !item.key) continue;
      if (evaluate(item.key as PhpNode, evaluationOf(partPlace)) === key) found = { value: item.value as PhpNode, place: partPlace };
    }
  }
  return found ? arraysOf(found.value, deeper(found.place)) : undefined;
}

/** `self::RULES`, `Model::$rules`, `static::$rules`. */
function staticArrays(lookup: PhpNode, place: Place): ArraySource[] | undefined {
  const className = classOf(lookup.what as PhpNode, place);
  const offset = lookup.offset as PhpNode;
  if (!className) return undefined;
  if (offset.kind === 'variable') return propertyArrays(className, typeof offset.name === 'string' ? offset.name : undefined, place);
  if (offset.kind !== 'identifier') return undefined;
  const constant = place.classes.findConstant(className, String(offset.name));
  return constant ? arraysOf(constant.value, declarationPlace(constant.owner, className, place)) : undefined;
}

/** The declared default of a property (`protected $rules = [...]`), read in its class. */
function propertyArrays(className: string, name: string | undefined, place: Place): ArraySource[] | undefined {
  if (!name) return undefined;
  const found = place.classes.findProperty(className, name);
  if (!found?.property.default) return undefined;
  return arraysOf(found.property.default, declarationPlace(found.owner, className, place));
}

/** A place for code written in a class body (a constant or a property default), not in a method. */
function declarationPlace(owner: PhpClass, thisClass: string, place: Place): Place {
  const method: PhpMethod = {
    name: '',
    className: owner.name,
    file: owner.file,
    line: owner.line,
    attributes: [],
    params: [],
    body: [],
    node: owner.node,
    scope: owner.scope,
    visibility: 'public',
    isStatic: true,
  };
  return { ...deeper(place), method, before: [], bindings: new Map(), thisClass };
}

/** `match ($this->method()) { 'POST' => [...], ... }` and `match (true) { $this->isMethod('put') => [...] }`. */
function matchArrays(expr: PhpNode, place: Place): ArraySource[] | undefined {
  const subject = requestValue(expr.cond as PhpNode, place);
  const arms = (expr.arms ?? []) as PhpNode[];
  if (subject !== UNKNOWN) {
    let fallback: PhpNode | undefined;
    for (const arm of arms) {
      if (!arm.conds) {
        fallback = arm.body as PhpNode;
        continue;
      }
      const values = (arm.conds as PhpNode[]).map((cond) => requestValue(cond, place));
      if (values.some((value) => value === subject)) return arraysOf(arm.body as PhpNode, place);
      if (values.some((value) => value === UNKNOWN)) return concat(arms.map((a) => arraysOf(a.body as PhpNode, place)));
    }
    return fallback ? arraysOf(fallback, place) : undefined;
  }
  return concat(arms.map((arm) => arraysOf(arm.body as PhpNode, place)));
}


/** True/false when the condition can be decided for this request, undefined otherwise. */
export function conditionValue(test: PhpNode, place: Place): boolean | undefined {
  const value = requestValue(test, place);
  return value === UNKNOWN ? undefined : phpTruthy(value);
}

const METHOD_GETTERS = new Set(['method', 'getmethod', 'getrealmethod']);

/**
 * The value of an expression about the request: its HTTP method (`$this->method()`, `$request->getMethod()`,
 * `request()->method()`), `isMethod('post')`, a route parameter's presence (`$this->route('post')`), and what
 * they are compared and combined with; other expressions as static evaluation gives them (bound arguments of a
 * followed helper included).
 */
function requestValue(node: PhpNode, place: Place): unknown {
  const { httpMethod, routeParameters } = place.options;
  switch (node.kind) {
    case 'parenthesis':
      return requestValue(node.inner as PhpNode, place);
    case 'unary': {
      if (node.type !== '!') break;
      const inner = requestValue(node.what as PhpNode, place);
      return inner === UNKNOWN ? UNKNOWN : !phpTruthy(inner);
    }
    case 'bin': {
      const type = String(node.type);
      const left = requestValue(node.left as PhpNode, place);
      if (type === '&&' || type === 'and') {
        if (left !== UNKNOWN && !phpTruthy(left)) return false;
        const right = requestValue(node.right as PhpNode, place);
        if (right !== UNKNOWN && !phpTruthy(right)) return false;
        return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : true;
      }
      if (type === '||' || type === 'or') {
        if (left !== UNKNOWN && phpTruthy(left)) return true;
        const right = requestValue(node.right as PhpNode, place);
        if (right !== UNKNOWN && phpTruthy(right)) return true;
        return left === UNKNOWN || right === UNKNOWN ? UNKNOWN : false;
      }
      if (['===', '==', '!==', '!='].includes(type)) {
        const right = requestValue(node.right as PhpNode, place);
        if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
        const equal = left === right;
        return type.startsWith('!') ? !equal : equal;
      }
      break;
    }
    case 'call': {
      const what = node.what as PhpNode;
      const args = (node.arguments ?? []) as PhpNode[];
      const member = nameOf(what.offset)?.toLowerCase();
      if (what.kind === 'name' && String(what.name).replace(/^\\/, '').toLowerCase() === 'in_array' && args.length >= 2) {
        const needle = requestValue(args[0]!, place);
        const haystack = evaluate(args[1]!, evaluationOf(place));
        if (needle === UNKNOWN || !Array.isArray(haystack)) return UNKNOWN;
        return haystack.some((item) => item === needle);
      }
      if (member && isRequestObject(what.what as PhpNode, place)) {
        if (METHOD_GETTERS.has(member)) return httpMethod ?? UNKNOWN;
        if (member === 'ismethod') {
          const wanted = args[0] ? evaluate(args[0], evaluationOf(place)) : UNKNOWN;
          return httpMethod && typeof wanted === 'string' ? wanted.toUpperCase() === httpMethod : UNKNOWN;
        }
        if (member === 'route' && args.length === 1 && routeParameters) {
          const name = evaluate(args[0]!, evaluationOf(place));
          // Only presence is known: a bound parameter is an object or a non-empty string, never falsy.
          return typeof name === 'string' ? (routeParameters.includes(name) ? true : null) : UNKNOWN;
        }
      }
      break;
    }
  }
  return evaluate(node, evaluationOf(place));
}

const REQUEST_CLASSES = ['Illuminate\\Http\\Request', 'Illuminate\\Foundation\\Http\\FormRequest'];

/** `$this` in a FormRequest, `$request`, `request()`. */
function isRequestObject(node: PhpNode, place: Place): boolean {
  if (!isNode(node)) return false;
  if (node.kind === 'variable') {
    if (node.name === 'this') return REQUEST_CLASSES.some((base) => place.classes.isSubclassOf(place.thisClass, base));
    const param = place.method.params.find((p) => p.name === node.name);
    if (param?.type && /Request$/.test(param.type)) return true;
    const bound = place.bindings.get(String(node.name));
    return bound ? isRequestObject(bound.node, bound.place) : node.name === 'request';
  }
  return node.kind === 'call' && (node.what as PhpNode)?.kind === 'name' && String((node.what as PhpNode).name).replace(/^\\/, '').toLowerCase() === 'request';
}

/** The evaluation context of a place: its method's scope, plus the bound arguments that are static values. */
export function evaluationAt(place: Place): EvalContext {
  return evaluationOf(place);
}

/** The expression last assigned to a variable before this place (`$rule = function (...) {...};`), where it was written. */
export function assignedExpression(name: string, place: Place): { node: PhpNode; place: Place } | undefined {
  const index = findLastIndex(place.before, (s) => {
    const assign = expressionOf(s);
    return assign?.kind === 'assign' && assign.operator === '=' && isVariable(assign.left, name);
  });
  if (index === -1) return undefined;
  return { node: expressionOf(place.before[index]!)!.right as PhpNode, place: { ...place, before: place.before.slice(0, index) } };
}

function evaluationOf(place: Place): EvalContext {
  const { classes, method } = place;
  const variables = new Map<string, unknown>();
  for (const [name, bound] of place.bindings) {
    if (bound.place === place) continue;
    const value = evaluate(bound.node, evaluationOf(bound.place));
    if (value !== UNKNOWN) variables.set(name, value);
  }
  return {
    scope: method.scope,
    classes,
    env: classes.env,
    file: classes.absolutePath(method.file),
    className: method.className || undefined,
    appRoot: classes.root,
    variables,
  };
}

function isVariable(node: unknown, name: string): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === name;
}

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}
