/**
 * Static evaluation of PHP constant expressions: what config files, route files, attributes and
 * rule arrays are made of. Anything that needs PHP to run gives `UNKNOWN`, never a guess.
 */
import { nameMap } from '../name-map.ts';
import { isNode, lineOf, nameOf, type PhpNode } from './ast.ts';
import { castToInt, castToNumber, identicalArrays, looseEquals, looselyEqualArrays, scalarOperation, strictEquals, unaryOperation } from './operators.ts';
import { appEnvironment, type AppEnvironment } from './app-environment.ts';
import { NOT_HANDLED } from './engine/extension.ts';
import { enumStatic, NO_SUCH_CASE } from './enum-statics.ts';
import { callPhpFunction } from './php-functions.ts';
import { binaryOperation } from './engine/value-ops.ts';
import { arrayKey, OrderedArray, toPlain, toPlainDeep } from './php-array.ts';
import { classReference, isClassReference } from './class-reference.ts';
import {
  classConstant as sharedClassConstant,
  globalConstant,
  type Initializer,
  magicConstant,
  parseNumber,
  propertyDefault as sharedPropertyDefault,
} from './constants.ts';
import type { ClassLookup } from './class-types.ts';
import type { NameScope } from './names.ts';
import {
  UNKNOWN,
  PhpEnumCase,
  isPhpArray,
  phpArrayEntries,
  phpToString,
  phpTruthy,
} from './values.ts';

export { UNKNOWN, PhpEnumCase, isUnknown, containsUnknown, isPhpArray, isPhpArrayObject, arrayFromEntries } from './values.ts';

/** Where an expression is written; env(), the path helpers and the file tests read the app around it. */
export interface EvalContext extends AppEnvironment {
  scope: NameScope;
  /** Resolves `Foo::BAR` and enum cases of other classes. */
  classes?: ClassLookup;
  /** The file the expression is written in (absolute, for `__DIR__`/`__FILE__`). */
  file: string;
  /** The class the expression is written in, for `self::`, `static::` and `__CLASS__`. */
  className?: string;
  /** Known local variables (`$prefix = 'v1';` earlier in a route file). */
  variables?: Map<string, unknown>;
}


/** Evaluates an expression node; gives `UNKNOWN` for whatever cannot be known statically. */
export function evaluate(expr: PhpNode | null | undefined, ctx: EvalContext): unknown {
  if (!expr || !isNode(expr)) return UNKNOWN;
  switch (expr.kind) {
    case 'string':
      return String(expr.value);
    case 'nowdoc':
      return String(expr.value);
    case 'number':
      return parseNumber(String(expr.value));
    case 'boolean':
      return Boolean(expr.value);
    case 'nullkeyword':
      return null;
    case 'encapsed':
      return evaluateEncapsed(expr, ctx);
    case 'array':
      return evaluateArray(expr, ctx);
    case 'magic':
      return evaluateMagic(expr, ctx);
    case 'name':
      return globalConstant(String(expr.name), ctx.scope);
    case 'variable':
      return evaluateVariable(expr, ctx);
    case 'unary':
      return evaluateUnary(expr, ctx);
    case 'cast':
      return evaluateCast(expr, ctx);
    case 'bin':
      return evaluateBinary(expr, ctx);
    case 'retif':
      return evaluateTernary(expr, ctx);
    case 'match':
      return evaluateMatch(expr, ctx);
    case 'parenthesis':
      return evaluate(expr.inner as PhpNode, ctx);
    case 'staticlookup':
      return evaluateStaticLookup(expr, ctx);
    case 'propertylookup':
    case 'nullsafepropertylookup':
      return evaluatePropertyLookup(expr, ctx);
    case 'call':
      return evaluateCall(expr, ctx);
    default:
      return UNKNOWN;
  }
}

function evaluateEncapsed(expr: PhpNode, ctx: EvalContext): unknown {
  if (expr.type === 'shell') return UNKNOWN;
  let text = '';
  for (const part of (expr.value ?? []) as PhpNode[]) {
    const inner = part.kind === 'encapsedpart' ? (part.expression as PhpNode) : part;
    const value = evaluate(inner, ctx);
    const str = phpToString(value);
    if (str === undefined) return UNKNOWN;
    text += str;
  }
  return text;
}

function evaluateArray(expr: PhpNode, ctx: EvalContext): unknown {
  const array = new OrderedArray();
  for (const item of (expr.items ?? []) as Array<PhpNode | null>) {
    if (!item) continue;
    const entry = item.kind === 'entry' ? item : { kind: 'entry', key: null, value: item, unpack: false };
    if (entry.unpack) {
      const spread = evaluate(entry.value as PhpNode, ctx);
      if (!isPhpArray(spread)) return UNKNOWN;
      for (const [key, value] of phpArrayEntries(spread)) {
        if (typeof key === 'number') array.push(value);
        else array.set(key, value);
      }
      continue;
    }
    if (!entry.key) {
      array.push(evaluate(entry.value as PhpNode, ctx));
      continue;
    }
    const key = arrayKey(evaluate(entry.key as PhpNode, ctx));
    if (key === undefined) return UNKNOWN;
    array.set(key, evaluate(entry.value as PhpNode, ctx));
  }
  return toPlain(array);
}

function evaluateMagic(expr: PhpNode, ctx: EvalContext): unknown {
  return magicConstant(String(expr.value), { file: ctx.file, line: lineOf(expr), namespace: ctx.scope.namespace, className: ctx.className });
}

function evaluateVariable(expr: PhpNode, ctx: EvalContext): unknown {
  const name = typeof expr.name === 'string' ? expr.name : undefined;
  if (!name || !ctx.variables?.has(name)) return UNKNOWN;
  return ctx.variables.get(name);
}

function evaluateUnary(expr: PhpNode, ctx: EvalContext): unknown {
  const value = evaluate(expr.what as PhpNode, ctx);
  if (value === UNKNOWN) return UNKNOWN;
  if (expr.type === '!') return !phpTruthy(value);
  return unaryOperation(String(expr.type), value) ?? UNKNOWN;
}

function evaluateCast(expr: PhpNode, ctx: EvalContext): unknown {
  const value = evaluate(expr.expr as PhpNode, ctx);
  if (value === UNKNOWN) return UNKNOWN;
  switch (expr.type) {
    case 'int':
      return castToInt(value) ?? UNKNOWN;
    case 'float':
      return castToNumber(value) ?? UNKNOWN;
    case 'string':
      return phpToString(value) ?? UNKNOWN;
    case 'bool':
      return phpTruthy(value);
    case 'array':
      return isPhpArray(value) ? value : value === null ? [] : [value];
    default:
      return UNKNOWN;
  }
}

function evaluateBinary(expr: PhpNode, ctx: EvalContext): unknown {
  const type = String(expr.type);
  if (type === '??') {
    const left = evaluate(expr.left as PhpNode, ctx);
    if (left === UNKNOWN) return UNKNOWN;
    return left === null ? evaluate(expr.right as PhpNode, ctx) : left;
  }
  if (type === '&&' || type === 'and' || type === '||' || type === 'or') {
    const left = evaluate(expr.left as PhpNode, ctx);
    if (left === UNKNOWN) return UNKNOWN;
    const isAnd = type === '&&' || type === 'and';
    if (isAnd && !phpTruthy(left)) return false;
    if (!isAnd && phpTruthy(left)) return true;
    const right = evaluate(expr.right as PhpNode, ctx);
    return right === UNKNOWN ? UNKNOWN : phpTruthy(right);
  }
  if (type === '|>') return evaluatePipe(expr, ctx);
  const left = evaluate(expr.left as PhpNode, ctx);
  const right = evaluate(expr.right as PhpNode, ctx);
  if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN;
  if (type === '.') {
    const a = phpToString(left);
    const b = phpToString(right);
    return a === undefined || b === undefined ? UNKNOWN : a + b;
  }
  if (type === '+' && isPhpArray(left) && isPhpArray(right)) return toPlainDeep(binaryOperation('+', engineValue(left), engineValue(right)));
  if (type === '===') return identical(left, right);
  if (type === '!==') return !identical(left, right);
  if ((type === '==' || type === '!=' || type === '<>') && isPhpArray(left) && isPhpArray(right)) {
    return looselyEqual(left, right) === (type === '==');
  }
  return scalarOperation(type, left, right) ?? UNKNOWN;
}

/**
 * PHP 8.5's pipe: `$value |> trim(...) |> strtolower(...)` calls each function with the value so far (first-class
 * callables of functions only). The chain runs left to right; php-parser nests it to the right, so it is unrolled.
 */
function evaluatePipe(expr: PhpNode, ctx: EvalContext): unknown {
  const stages: PhpNode[] = [];
  let rest = expr.right as PhpNode;
  while (rest?.kind === 'bin' && rest.type === '|>') {
    stages.push(rest.left as PhpNode);
    rest = rest.right as PhpNode;
  }
  stages.push(rest);
  let value = evaluate(expr.left as PhpNode, ctx);
  for (const callable of stages) {
    if (value === UNKNOWN) return UNKNOWN;
    const args = (callable?.arguments ?? []) as PhpNode[];
    const isFirstClass = callable?.kind === 'call' && args.length === 1 && args[0]!.kind === 'variadicplaceholder';
    if (!isFirstClass || (callable.what as PhpNode).kind !== 'name') return UNKNOWN;
    value = evaluateCall({ ...callable, arguments: [{ kind: 'pipedvalue', value }] }, ctx);
  }
  return value;
}

/** `===`: arrays by their entries (keys, order and values), the rest as operators.ts says. */
function identical(a: unknown, b: unknown): boolean {
  if (isPhpArray(a) && isPhpArray(b)) return identicalArrays(phpArrayEntries(a), phpArrayEntries(b), identical);
  return strictEquals(a, b);
}

/** `==`: arrays by their key/value pairs in any order, values compared loosely; the rest as operators.ts says. */
function looselyEqual(a: unknown, b: unknown): boolean {
  if (isPhpArray(a) && isPhpArray(b)) return looselyEqualArrays(phpArrayEntries(a), phpArrayEntries(b), looselyEqual);
  return looseEquals(a, b);
}

function evaluateTernary(expr: PhpNode, ctx: EvalContext): unknown {
  const test = evaluate(expr.test as PhpNode, ctx);
  if (test === UNKNOWN) return UNKNOWN;
  if (phpTruthy(test)) return expr.trueExpr ? evaluate(expr.trueExpr as PhpNode, ctx) : test;
  return evaluate(expr.falseExpr as PhpNode, ctx);
}

function evaluateMatch(expr: PhpNode, ctx: EvalContext): unknown {
  const subject = evaluate(expr.cond as PhpNode, ctx);
  if (subject === UNKNOWN) return UNKNOWN;
  let fallback: PhpNode | undefined;
  for (const arm of (expr.arms ?? []) as PhpNode[]) {
    if (!arm.conds) {
      fallback = arm.body as PhpNode;
      continue;
    }
    for (const cond of arm.conds as PhpNode[]) {
      const value = evaluate(cond, ctx);
      if (value === UNKNOWN) return UNKNOWN;
      if (identical(value, subject)) return evaluate(arm.body as PhpNode, ctx);
    }
  }
  return fallback ? evaluate(fallback, ctx) : UNKNOWN;
}

/** The class a `Foo`, `self`, `static` or `parent` in `Foo::X` refers to. */
function classReferenceOf(node: PhpNode, ctx: EvalContext): string | undefined {
  return classReference(node, ctx, ctx.classes);
}

function evaluateStaticLookup(expr: PhpNode, ctx: EvalContext): unknown {
  const offset = expr.offset as PhpNode;
  if (offset?.kind !== 'identifier') return UNKNOWN;
  const member = String(offset.name);
  const what = expr.what as PhpNode;
  if (member.toLowerCase() === 'class') {
    return isClassReference(what) ? (classReferenceOf(what, ctx) ?? UNKNOWN) : UNKNOWN;
  }
  const className = classReferenceOf(what, ctx);
  if (!className) return UNKNOWN;
  return classConstant(className, member, ctx);
}

/** The value of `Class::NAME`: a constant (inherited ones included) or an enum case. */
export function classConstant(className: string, member: string, ctx: EvalContext): unknown {
  return sharedClassConstant(className, member, ctx.classes, (initializer) => evaluateInitializer(initializer, ctx));
}

/** A constant's or property's initializer, evaluated where it is written. */
function evaluateInitializer({ expr, scope, className, file }: Initializer, ctx: EvalContext): unknown {
  return evaluate(expr, { ...ctx, scope, className, file, variables: undefined });
}

function evaluatePropertyLookup(expr: PhpNode, ctx: EvalContext): unknown {
  const property = nameOf(expr.offset);
  const what = expr.what as PhpNode;
  if (what?.kind === 'variable' && what.name === 'this' && property) return thisPropertyDefault(property, ctx);
  const target = evaluate(what, ctx);
  if (target instanceof PhpEnumCase) {
    if (property === 'value') return target.value ?? UNKNOWN;
    if (property === 'name') return target.name;
  }
  return UNKNOWN;
}

/**
 * `$this->name` read as the property's declared default (walking traits and parents), e.g. a RouteServiceProvider's
 * `$namespace`. Code that assigns the property at run time is not seen.
 */
function thisPropertyDefault(property: string, ctx: EvalContext): unknown {
  if (!ctx.className) return UNKNOWN;
  const value = propertyDefault(ctx.className, property, ctx);
  return value === undefined ? UNKNOWN : value;
}

/**
 * The declared default of a property (static or not) on a class, its traits or its ancestors: null when it declares
 * none, undefined when there is no such property. Evaluated where it is written.
 */
export function propertyDefault(className: string, property: string, ctx: EvalContext): unknown {
  return sharedPropertyDefault(className, property, ctx.classes, (initializer) => evaluateInitializer(initializer, ctx));
}

function argumentValues(expr: PhpNode, ctx: EvalContext): { positional: unknown[]; named: Record<string, unknown> } {
  const positional: unknown[] = [];
  const named: Record<string, unknown> = nameMap();
  for (const arg of (expr.arguments ?? []) as PhpNode[]) {
    if (arg.kind === 'pipedvalue') positional.push(arg.value);
    else if (arg.kind === 'namedargument') named[String(arg.name)] = evaluate(arg.value as PhpNode, ctx);
    else if (arg.kind === 'variadic') {
      const spread = evaluate(arg.what as PhpNode, ctx);
      if (Array.isArray(spread)) positional.push(...spread);
      else positional.push(UNKNOWN);
    } else positional.push(evaluate(arg, ctx));
  }
  return { positional, named };
}

function evaluateCall(expr: PhpNode, ctx: EvalContext): unknown {
  const what = expr.what as PhpNode;
  if (what.kind === 'staticlookup') return evaluateStaticCall(expr, ctx);
  if (what.kind !== 'name') return UNKNOWN;
  const fn = ctx.scope.resolveFunction(String(what.name)).split('\\').pop()!.toLowerCase();
  const { positional: args } = argumentValues(expr, ctx);

  const answered = appEnvironment(ctx).callFunction(fn, args);
  if (answered !== NOT_HANDLED) return answered;
  return toPlainDeep(callPhpFunction(fn, args.map(engineValue), { policy: 'strict' }));
}

/** A plain array as the PHP functions take it (one level: what lies inside is handed back as it was). */
function engineValue(value: unknown): unknown {
  return isPhpArray(value) ? OrderedArray.fromEntries(phpArrayEntries(value)) : value;
}


function evaluateStaticCall(expr: PhpNode, ctx: EvalContext): unknown {
  const lookup = expr.what as PhpNode;
  const method = nameOf(lookup.offset)?.toLowerCase();
  const className = classReferenceOf(lookup.what as PhpNode, ctx);
  if (!className || !method || !ctx.classes) return UNKNOWN;
  const cls = ctx.classes.find(className);
  if (cls?.kind !== 'enum') return UNKNOWN;
  const answer = enumStatic(cls, method, argumentValues(expr, ctx).positional);
  return answer === NOT_HANDLED || answer === NO_SUCH_CASE ? UNKNOWN : answer;
}

/** Evaluates a call's arguments: positional values in order and named ones by name. */
export function evaluateArguments(
  call: PhpNode,
  ctx: EvalContext,
): { positional: unknown[]; named: Record<string, unknown> } {
  return argumentValues(call, ctx);
}

