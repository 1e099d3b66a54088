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
import { nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';
import { UNKNOWN } from '../../php/values.ts';
import { bindArguments, calledFunction, classOf, evaluationAt, newPlace, type Bound, type Place, type ReadingOptions } from './place.ts';
import { conditionValue, requestValue } from './request-conditions.ts';
import { expressionOf, findLastIndex, isVariable, statementsBefore, straightLine } from './statement-flow.ts';

/** An array literal node plus the method it was written in (keys and values evaluate in that method's scope). */
export interface ArraySource {
  node: PhpNode;
  method: PhpMethod;
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

/** `$this->rules()['create']`, `$this->rules['update']`: the entry with that key, read where the array was written. */
function entryArrays(lookup: PhpNode, place: Place): ArraySource[] | undefined {
  if (!lookup.offset) return undefined;
  const key = evaluate(lookup.offset as PhpNode, evaluationAt(place));
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const sources = arraysOf(lookup.what as PhpNode, deeper(place));
  if (!sources) return undefined;
  let found: { value: PhpNode; place: Place } | undefined;
  for (const part of sources) {
    const partPlace = sourcePlaces.get(part) ?? place;
    for (const item of (part.node.items ?? []) as Array<PhpNode | null>) {
      if (item?.kind !== 'entry' || !item.key) continue;
      if (evaluate(item.key as PhpNode, evaluationAt(partPlace)) === key) found = { value: item.value as PhpNode, place: partPlace };
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
