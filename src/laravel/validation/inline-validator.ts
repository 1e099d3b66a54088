/**
 * Validation written in the controller method itself: anywhere in its body (branches and `try` blocks
 * included) or in a helper it calls, `$request->validate([...])`, `$request->validateWithBag('bag', [...])`,
 * `request()->validate([...])`, `Request::validate([...])`, `Validator::make($data, [...])` and
 * `$this->validate($request, [...])`, with the rules written inline or built as method-array.ts reads them.
 * A call into the app's own code (`$this->store($request)`, `self::check(...)`, a static method of an app class,
 * an app helper function such as `apiValidator($request->all(), [...])`) is followed, a few calls deep, with the
 * callee's parameters bound to the caller's arguments.
 * A `// Query parameters` comment above the statement makes them query parameters.
 */
import { nameMap } from '../../name-map.ts';
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import type { Diagnostic } from '../../model.ts';
import { commentText } from './comments.ts';
import { arraysAt } from './method-array.ts';
import { bindArguments, calledFunction, newPlace, type Place, type ReadingOptions } from './place.ts';
import { straightLine } from './statement-flow.ts';
import { ruleContextAt, ruleContextFor, ruleContextForSource, unreadableRule } from './read-context.ts';
import { readValidatorAdditions } from './validator-additions.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';

export interface InlineValidation extends ReadRules {
  /** The statement carries a "query parameters" comment. */
  isQuery: boolean;
}

/** How many calls deep validation is looked for (action → helper → the app's validator wrapper). */
const FOLLOWED_CALLS = 3;

/**
 * The inline validation of a method, read only when it is meant for `wanted`, so that each problem is
 * reported once. `placeOf` says where the rules go given whether a "query parameters" comment is there.
 */
export function readInlineValidation(
  method: PhpMethod,
  classes: ClassIndex,
  report: (d: Diagnostic) => void,
  wanted: 'query' | 'body',
  placeOf: (hasQueryComment: boolean) => 'query' | 'body' = (comment) => (comment ? 'query' : 'body'),
  options: ReadingOptions = {},
): InlineValidation | undefined {
  const found = validationOf(method, classes, options);
  if (!found) return undefined;
  const { rulesNode, place, isQuery } = found;
  if (placeOf(isQuery) !== wanted) return undefined;
  const result: InlineValidation = { rules: nameMap(), custom: nameMap(), isQuery };
  const sources = arraysAt(rulesNode, place);
  if (!sources) {
    unreadableRule(
      ruleContextFor(place.method, classes, report),
      rulesNode.loc?.start.line ?? place.method.line,
      'The rules passed to the validator could not be read statically; add @bodyParam/@queryParam tags to document them.',
    );
    return result;
  }
  for (const source of sources) readRulesArray(source.node, ruleContextForSource(source, classes, report), result);
  // `$validator = Validator::make(...); $validator->sometimes(...)`: what the statements after it add.
  if (found.validatorVariable) {
    readValidatorAdditions(found.after, found.validatorVariable, ruleContextAt(place.method, place, classes, report), result);
  }
  return result;
}

/**
 * Found validations per class index: extraction hands each endpoint its own index (recording the files read for
 * it), so this lasts one endpoint, whose query and body stages both ask.
 */
const foundValidations = new WeakMap<ClassIndex, Map<PhpMethod, Map<string, FoundValidation | null>>>();

function validationOf(method: PhpMethod, classes: ClassIndex, options: ReadingOptions): FoundValidation | undefined {
  let perIndex = foundValidations.get(classes);
  if (!perIndex) foundValidations.set(classes, (perIndex = new Map()));
  let perMethod = perIndex.get(method);
  if (!perMethod) perIndex.set(method, (perMethod = new Map()));
  const key = JSON.stringify([options.httpMethod, options.routeParameters, options.thisClass]);
  if (!perMethod.has(key)) perMethod.set(key, findValidation(newPlace(method, classes, options), new Set(), new Set()) ?? null);
  return perMethod.get(key) ?? undefined;
}

interface FoundValidation {
  rulesNode: PhpNode;
  /** The variable the validator is assigned to, and the statements after it (which may add rules to it). */
  validatorVariable?: string;
  after: PhpNode[];
  /** Where the rules expression is read: the method it is written in, what ran before it, bound arguments. */
  place: Place;
  isQuery: boolean;
}

/**
 * The first validation the method runs, in its own statements or in the app code it calls. Each method is
 * searched once per action (`searched`): a helper called from many places that does not validate is not read
 * again, so the whole action is followed at a cost that grows with the code it reaches, not with its paths.
 */
function findValidation(place: Place, running: Set<PhpMethod>, searched: Set<PhpMethod>): FoundValidation | undefined {
  if (running.has(place.method) || searched.has(place.method)) return undefined;
  running.add(place.method);
  // A method searched at the depth limit (its calls not followed) may be searched again from nearer the action.
  if (running.size <= FOLLOWED_CALLS) searched.add(place.method);
  try {
    const statements = straightLine(place.method.body, place, 'keep');
    for (let index = 0; index < statements.length; index++) {
      const statement = statements[index]!;
      const here = { ...place, before: statements.slice(0, index) };
      const isQuery = commentText(statement.leadingComments as PhpNode[] | undefined).toLowerCase().includes('query parameters');
      const rulesNode = validationRulesOf(statement, place.method);
      if (rulesNode) return { rulesNode, place: here, isQuery, after: statements.slice(index + 1), ...assignedVariable(statement) };
      if (running.size > FOLLOWED_CALLS) continue;
      for (const call of calledAt(statement)) {
        if (!worthFollowing(call, here)) continue;
        const target = calledFunction(call, here);
        if (!target || !target.method.body.length) continue;
        const inner = findValidation(
          { ...here, method: target.method, thisClass: target.thisClass, before: [], bindings: new Map(bindArguments(target.method, call, here)), depth: here.depth + 1 },
          running,
          searched,
        );
        if (inner) return { ...inner, isQuery: inner.isQuery || isQuery };
      }
    }
    return undefined;
  } finally {
    running.delete(place.method);
  }
}

/**
 * A static call on another class (`Post::create(...)`, `Resource::collection(...)`) is followed only when that
 * class declares the method itself, read cheaply from its file: most such calls are framework methods of models
 * and resources, and parsing every one of those classes to find out would cost more than the rest of the reading.
 */
function worthFollowing(call: PhpNode, place: Place): boolean {
  const what = call.what as PhpNode;
  if (what.kind !== 'staticlookup' || (what.what as PhpNode).kind !== 'name') return true;
  const name = nameOf(what.offset);
  const className = place.method.scope.resolveClass(String((what.what as PhpNode).name));
  return name !== undefined && place.classes.declaresMethod(className, name);
}

/** The calls a statement makes at its top: `$this->x(...)`, `return x(...)`, `$v = X::y(...)`, and the base of a chain. */
function calledAt(statement: PhpNode): PhpNode[] {
  let expr = topExpression(statement);
  const calls: PhpNode[] = [];
  while (expr?.kind === 'call') {
    calls.push(expr);
    const what = expr.what as PhpNode;
    expr = isLookup(what) ? (what.what as PhpNode) : undefined;
  }
  return calls.reverse();
}

function assignedVariable(statement: PhpNode): { validatorVariable?: string } {
  const expr = statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
  const left = expr?.kind === 'assign' ? (expr.left as PhpNode) : undefined;
  return left?.kind === 'variable' && typeof left.name === 'string' ? { validatorVariable: left.name } : {};
}

function topExpression(statement: PhpNode): PhpNode | undefined {
  let expr: PhpNode | undefined =
    statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : statement.kind === 'return' ? (statement.expr as PhpNode) : undefined;
  if (expr?.kind === 'assign') expr = expr.right as PhpNode;
  return isNode(expr) ? expr : undefined;
}

/** The rules argument of a validation call in this statement, if it is one. */
function validationRulesOf(statement: PhpNode, method: PhpMethod): PhpNode | undefined {
  let expr = topExpression(statement);
  // `Validator::make(...)->validate()`: the validation call may sit at the base of a chain.
  while (expr?.kind === 'call') {
    const rules = rulesArgument(expr, method);
    if (rules) return rules;
    const what = expr.what as PhpNode;
    if (!isLookup(what) || (what.what as PhpNode)?.kind !== 'call') return undefined;
    expr = what.what as PhpNode;
  }
  return undefined;
}

function rulesArgument(call: PhpNode, method: PhpMethod): PhpNode | undefined {
  const what = call.what as PhpNode;
  const args = (call.arguments ?? []) as PhpNode[];
  const member = nameOf(what.offset)?.toLowerCase();
  if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') {
    const target = what.what as PhpNode;
    if (member === 'validate') {
      if (target.kind === 'variable' && target.name === 'this') return args[1];
      if (target.kind === 'variable') return args[0];
      if (target.kind === 'call' && nameOf(target.what)?.toLowerCase() === 'request') return args[0];
    }
    if (member === 'validatewithbag' && (target.kind === 'variable' || target.kind === 'call')) return args[1];
    return undefined;
  }
  if (what.kind === 'staticlookup' && (what.what as PhpNode).kind === 'name') {
    const className = method.scope.resolveClass(String((what.what as PhpNode).name)).split('\\').pop()!.toLowerCase();
    if (className === 'request' && member === 'validate') return args[0];
    if (className === 'validator' && member === 'make') return args[1];
  }
  return undefined;
}

function isLookup(node: unknown): node is PhpNode {
  return typeof node === 'object' && node !== null && ['propertylookup', 'nullsafepropertylookup'].includes((node as PhpNode).kind);
}
