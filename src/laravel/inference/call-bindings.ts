/**
 * What a called method's parameters and its object's properties hold, when the code reaching it says: the
 * arguments of the call (`$this->fetch($filtered)`), and for an object the code constructs
 * (`$listing = new ListingBuilder($query, $fields); return $listing->toResponse();`) the constructor's arguments
 * in the properties it sets (promoted parameters, `$this->fields = $fields`). Each value is read where it is
 * written, with the reader of that code, so a query handed down through helpers and builder objects is still
 * the action's query.
 */
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import { isPromoted, type PhpMethod } from '../../php/class-types.ts';
import { appCallTarget } from '../app-calls.ts';
import { callShape, isThis, methodFacts } from './code-walk.ts';
import type { BoundValue, OriginReader } from './origin-reader.ts';

/** How many times a read may move from one method's code to another's (a bound value, a called method). */
const MAX_HOPS = 16;

/** The reader of the app method a call runs, its parameters bound to the call's arguments. */
export function calleeReader(call: PhpNode, reader: OriginReader): OriginReader | undefined {
  if (call.kind !== 'call' || (reader.hops ?? 0) >= MAX_HOPS) return undefined;
  const { method, classes } = reader;
  const args = (call.arguments ?? []) as PhpNode[];
  const target = appCallTarget(call, { classes, scope: method.scope, className: method.className, thisClass: reader.className ?? method.className });
  if (target) {
    if (target.method === method || target.method.body.length === 0) return undefined;
    // `$this->x()` runs on the same object: its properties hold what they hold here.
    const what = call.what as PhpNode;
    const sameObject = (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') && isThis(what.what as PhpNode);
    const properties = sameObject ? reader.bound?.properties ?? new Map<string, BoundValue>() : new Map<string, BoundValue>();
    return bindTo(target.method, target.thisClass, args, properties, reader);
  }
  const shape = callShape(call, method);
  if (shape?.kind !== 'method') return undefined;
  const made = constructed(shape.target, reader);
  if (!made) return undefined;
  const called = classes.findMethod(made.className, shape.name);
  if (!called || called.body.length === 0) return undefined;
  return bindTo(called, made.className, args, made.properties, reader);
}

/**
 * The value a parameter or a property read holds when the code that reached this method says: a parameter not
 * assigned before the read, `$this->name` set by the constructor.
 */
export function boundValue(node: PhpNode, reader: OriginReader): BoundValue | undefined {
  const bound = reader.bound;
  if (!bound || (reader.hops ?? 0) >= MAX_HOPS) return undefined;
  let found: BoundValue | undefined;
  if (node.kind === 'variable' && typeof node.name === 'string' && !assignedEarlier(node, reader)) found = bound.params.get(node.name);
  if (node.kind === 'propertylookup' && isThis(node.what as PhpNode)) found = bound.properties.get(nameOf(node.offset) ?? '');
  return found && { node: found.node, reader: { ...found.reader, hops: (reader.hops ?? 0) + 1 } };
}

/**
 * The assignments to a variable written before a read of it: those whose value ends before the read (not
 * `$query = $this->sorted($query)` for the `$query` it is given); all of them for a read with no position.
 */
export function assignmentsBefore(variable: PhpNode, reader: OriginReader): PhpNode[] {
  const assigned = methodFacts(reader.method).assignments.get(String(variable.name)) ?? [];
  const at = variable.loc?.start.offset;
  return at === undefined ? assigned : assigned.filter((right) => (right.loc?.end.offset ?? Infinity) <= at);
}

function assignedEarlier(variable: PhpNode, reader: OriginReader): boolean {
  return assignmentsBefore(variable, reader).length > 0;
}

function bindTo(method: PhpMethod, className: string, args: PhpNode[], properties: Map<string, BoundValue>, reader: OriginReader): OriginReader {
  const params = new Map<string, BoundValue>();
  method.params.forEach((param, index) => {
    const arg = args[index];
    if (arg && arg.kind !== 'namedargument' && !arg.unpack) params.set(param.name, { node: arg, reader });
  });
  const hops = (reader.hops ?? 0) + 1;
  return { method, classes: reader.classes, ...(className ? { className } : {}), bound: { params, properties }, hops };
}

/** `new X(…)` an expression holds (directly or through the variable it was assigned to), with its properties. */
function constructed(node: PhpNode, reader: OriginReader, depth = 0): { className: string; properties: Map<string, BoundValue> } | undefined {
  if (depth > 4) return undefined;
  if (node.kind === 'variable' && typeof node.name === 'string' && node.name !== 'this') {
    const last = assignmentsBefore(node, reader).at(-1);
    return last ? constructed(last, reader, depth + 1) : undefined;
  }
  if (node.kind !== 'new' || (node.what as PhpNode)?.kind !== 'name') return undefined;
  const className = reader.classes.find(reader.method.scope.resolveClass(String((node.what as PhpNode).name)))?.name;
  if (!className) return undefined;
  const constructor = reader.classes.findMethod(className, '__construct');
  const args = (node.arguments ?? []) as PhpNode[];
  const properties = new Map<string, BoundValue>();
  if (!constructor) return { className, properties };
  const argumentOf = new Map<string, PhpNode>();
  constructor.params.forEach((param, index) => {
    const arg = args[index];
    if (arg && arg.kind !== 'namedargument' && !arg.unpack) argumentOf.set(param.name, arg);
  });
  // Promoted parameters (`protected Builder $query`) are properties of their own name.
  for (const param of constructor.params) {
    const arg = argumentOf.get(param.name);
    if (arg && isPromoted(param)) properties.set(param.name, { node: arg, reader });
  }
  // `$this->fields = $fields;`
  for (const statement of constructor.body) {
    const assign = isNode(statement) && statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
    if (assign?.kind !== 'assign' || assign.operator !== '=') continue;
    const left = assign.left as PhpNode;
    const right = assign.right as PhpNode;
    const arg = right?.kind === 'variable' ? argumentOf.get(String(right.name)) : undefined;
    if (arg && left?.kind === 'propertylookup' && isThis(left.what as PhpNode)) properties.set(nameOf(left.offset) ?? '', { node: arg, reader });
  }
  return { className, properties };
}
