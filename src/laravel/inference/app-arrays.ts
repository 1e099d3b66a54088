/**
 * The array literal a JSON value is built from when the app's own code builds it out of the action's sight:
 * a variable assigned an array (`$data = [...]; return response()->json($data);`), a helper of the app that
 * returns one (`$this->formattedData($entity)`), and a value object of the app whose `toArray()` or
 * `jsonSerialize()` returns one (`$token->toArray()`, `response()->json($information)` where the service
 * declares it returns `AlbumInformation`). A helper whose result cannot be read, given one value, is read as
 * showing that value (`serializeApiResponse($payload)`); a list the code fills by `->push(…)` or `$list[] = …` is a
 * list of what it appends, a list mapped by a callback a list of what the callback returns. The literal is read where it is written, so that
 * `$this->url` in the value object's `toArray()` is the value object's property.
 */
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import { appCallTarget } from '../app-calls.ts';
import { callShape, isThis, methodFacts } from './code-walk.ts';
import { expressionClass } from './declared-types.ts';
import type { OriginReader } from './model-origin.ts';

export interface BuiltArray {
  node: PhpNode;
  /** The method the literal is written in, with the class `$this` is there. */
  reader: OriginReader;
}

const MAX_DEPTH = 6;
/** The methods through which Laravel turns an object into JSON. */
const SERIALIZERS = ['jsonSerialize', 'toArray'];

/** The array literal `node`'s value is built from, if the app's code shows one. */
export function builtArray(node: PhpNode | undefined, reader: OriginReader, depth = 0): BuiltArray | undefined {
  if (!node || depth > MAX_DEPTH) return undefined;
  if (node.kind === 'array' || keyFilter(node, reader)) return { node, reader };
  if (node.kind === 'parenthesis' || node.kind === 'cast') return builtArray((node.inner ?? node.expr) as PhpNode, reader, depth + 1);
  if (node.kind === 'variable' && typeof node.name === 'string' && node.name !== 'this') {
    const last = assignedBefore(node, reader);
    if (last && isEmptyList(last)) return appendedList(node.name, reader);
    if (last) return builtArray(last, reader, depth + 1);
  }
  const kept = keptList(node, reader);
  if (kept) return builtArray(kept, reader, depth + 1);
  const mapped = mappedItem(node, reader);
  if (mapped) return { node: { kind: 'array', items: [mapped, mapped], shortForm: true } as PhpNode, reader };
  const callee = node.kind === 'call' ? calledMethod(node, reader) : undefined;
  const found = callee ? returnedArray(callee, depth) : undefined;
  if (found) return found;
  // A value object of the app: what it serialises to.
  const className = expressionClass(node, reader);
  if (className) return serialisedArray(className, reader, depth);
  // `serializeApiResponse($payload)`: a helper declaring no class, whose result cannot be read, shows its input.
  const args = (node.arguments ?? []) as PhpNode[];
  if (callee && args.length === 1 && args[0]!.kind !== 'namedargument') return builtArray(args[0], reader, depth + 1);
  return undefined;
}

/** `Arr::only($x, [...])`, `Arr::except($x, [...])`, `$x->only([...])`: a value with some keys kept or dropped. */
export interface KeyFilter {
  source: PhpNode;
  keys: PhpNode;
  except: boolean;
}

export function keyFilter(node: PhpNode, reader: OriginReader): KeyFilter | undefined {
  if (node.kind !== 'call') return undefined;
  const shape = callShape(node, reader.method);
  if (!shape || (shape.name !== 'only' && shape.name !== 'except')) return undefined;
  const except = shape.name === 'except';
  if (shape.kind === 'static' && /(^|\\)Arr$/.test(shape.className) && shape.args.length === 2) return { source: shape.args[0]!, keys: shape.args[1]!, except };
  if (shape.kind === 'method' && shape.args.length === 1 && !isThis(shape.target)) return { source: shape.target, keys: shape.args[0]!, except };
  return undefined;
}

/**
 * The value last assigned to a variable before it is read here (`$errors = $validator->errors()` above the
 * `return`, not a later `$errors = []` of another branch); the method's last assignment when the read has no
 * position.
 */
export function assignedBefore(variable: PhpNode, reader: OriginReader): PhpNode | undefined {
  const assigned = methodFacts(reader.method).assignments.get(String(variable.name)) ?? [];
  const at = variable.loc?.start.offset;
  const before = at === undefined ? assigned : assigned.filter((right) => (right.loc?.start.offset ?? 0) < at);
  return before[before.length - 1] ?? (at === undefined ? undefined : assigned[assigned.length - 1]);
}

/** Collection methods that give the same items back (`$list->values()`, `collect($rows)->all()`). */
const KEEPS_ITEMS = new Set(['values', 'all', 'toarray', 'collect', 'sortkeys', 'sortby', 'sortbydesc', 'reverse', 'unique', 'filter', 'reject']);

/** The list `node` gives back unchanged: the target of `->values()` and friends, the argument of `collect($x)`. */
function keptList(node: PhpNode, reader: OriginReader): PhpNode | undefined {
  if (node.kind !== 'call') return undefined;
  const shape = callShape(node, reader.method);
  if (shape?.kind === 'function' && shape.name === 'collect' && shape.args.length === 1) return shape.args[0];
  // `$this->toArray()` inside a value object is its own method, not a collection's.
  if (shape?.kind === 'method' && KEEPS_ITEMS.has(shape.name) && !isThis(shape.target) && (shape.name !== 'filter' || shape.args.length <= 1)) return shape.target;
  return undefined;
}

/** `->map(fn ($date) => TimelineData::fromDate($date))`: what the callback returns for each item. */
function mappedItem(node: PhpNode, reader: OriginReader): PhpNode | undefined {
  if (node.kind !== 'call') return undefined;
  const shape = callShape(node, reader.method);
  const callback = shape?.kind === 'method' && shape.name === 'map' ? shape.args[0] : undefined;
  if (callback?.kind === 'arrowfunc') return callback.body as PhpNode;
  if (callback?.kind !== 'closure') return undefined;
  const statements = ((callback.body as PhpNode)?.children ?? []) as PhpNode[];
  const last = statements[statements.length - 1];
  const returned = last?.kind === 'return' ? (last.expr as PhpNode | undefined) : undefined;
  return returned?.kind === 'array' || returned?.kind === 'new' || returned?.kind === 'call' ? returned : undefined;
}

/** `[]`, `collect()`, `new Collection()`: a list the code fills afterwards. */
function isEmptyList(node: PhpNode): boolean {
  if (node.kind === 'array') return ((node.items ?? []) as unknown[]).length === 0;
  if (node.kind === 'call') return (node.what as PhpNode)?.kind === 'name' && /^\\?collect$/i.test(String((node.what as PhpNode).name)) && (node.arguments ?? []).length === 0;
  return node.kind === 'new' && /(^|\\)Collection$/.test(nameOf(node.what) ?? '') && (node.arguments ?? []).length === 0;
}

/**
 * `$list = collect(); $list->push([...]);` or `$list = []; $list[] = new XData(…);`: a list of what the code
 * appends (the first value appended, twice, as lists are shown), written as an array literal for the reader.
 */
function appendedList(name: string, reader: OriginReader): BuiltArray | undefined {
  const pushed = methodFacts(reader.method).calls.find(({ shape, own }) => own && shape.kind === 'method' && shape.name === 'push' && isVariable(shape.target, name));
  const value = pushed?.shape.args[0] ?? appendedValue(reader.method.body, name);
  if (!value) return undefined;
  return { node: { kind: 'array', items: [value, value], shortForm: true } as PhpNode, reader };
}

/** The value of the first `$name[] = …` in the statements. */
function appendedValue(nodes: readonly unknown[], name: string): PhpNode | undefined {
  for (const node of nodes) {
    if (!isNode(node) || node.kind === 'closure' || node.kind === 'arrowfunc') continue;
    if (node.kind === 'assign' && node.operator === '=') {
      const left = node.left as PhpNode;
      if (left?.kind === 'offsetlookup' && !left.offset && isVariable(left.what, name)) return node.right as PhpNode;
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      const found = appendedValue(Array.isArray(value) ? value : [value], name);
      if (found) return found;
    }
  }
  return undefined;
}

function isVariable(node: unknown, name: string): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === name;
}

/** The array the last `return` of a method gives. */
function returnedArray(callee: OriginReader, depth: number): BuiltArray | undefined {
  const returns = methodFacts(callee.method).returns;
  const last = returns[returns.length - 1];
  return last ? builtArray(last, callee, depth + 1) : undefined;
}

/** `toArray()`/`jsonSerialize()` of an app class, read where it is declared. */
function serialisedArray(className: string, reader: OriginReader, depth: number): BuiltArray | undefined {
  for (const name of SERIALIZERS) {
    const method = reader.classes.findMethod(className, name);
    if (method && method.body.length > 0) return returnedArray({ method, classes: reader.classes, className }, depth);
  }
  return undefined;
}

/** The return type the app method a call runs declares, as written (`Paginator|CursorPaginator` resolved). */
export function declaredReturnType(call: PhpNode, reader: OriginReader): string | undefined {
  return calledMethod(call, reader)?.method.returnType ?? declaredOnly(call, reader);
}

/** An interface method (no body) still declares its type. */
function declaredOnly(call: PhpNode, reader: OriginReader): string | undefined {
  const shape = callShape(call, reader.method);
  if (shape?.kind !== 'method') return undefined;
  const holder = expressionClass(shape.target, reader);
  return holder ? reader.classes.findMethod(holder, shape.name)?.returnType : undefined;
}

/** The app method a call runs: `$this->x()`, `self::x()`, `App\X::y()`, an app function, or a method of a typed value. */
function calledMethod(call: PhpNode, reader: OriginReader): OriginReader | undefined {
  const { method, classes } = reader;
  const target = appCallTarget(call, { classes, scope: method.scope, className: method.className, thisClass: reader.className ?? method.className });
  if (target) return { method: target.method, classes, className: target.thisClass || target.method.className };
  const shape = callShape(call, method);
  if (shape?.kind !== 'method') return undefined;
  const holder = expressionClass(shape.target, reader);
  const found = holder ? classes.findMethod(holder, shape.name) : undefined;
  return found && found.body.length > 0 ? { method: found, classes, className: holder! } : undefined;
}
