/**
 * Validation written in the controller method itself (reference §2, "Inline"): within the first
 * 10 statements, `$request->validate([...])`, `$request->validateWithBag('bag', [...])`,
 * `request()->validate([...])`, `Request::validate([...])`, `Validator::make($data, [...])` and
 * `$this->validate($request, [...])`, with the rules inline or in an earlier `$rules = [...]`.
 * A `// Query parameters` comment above the statement makes them query parameters.
 */
import { nameMap } from '../../name-map.ts';
import { nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import type { Diagnostic } from '../../model.ts';
import { commentText } from './comments.ts';
import { arraysOfExpression } from './method-array.ts';
import { ruleContextFor, unreadableRule } from './read-context.ts';
import { readRulesArray, type ReadRules } from './read-rules.ts';

export interface InlineValidation extends ReadRules {
  /** The statement carries a "query parameters" comment. */
  isQuery: boolean;
}

const SCANNED_STATEMENTS = 10;

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
): InlineValidation | undefined {
  for (const statement of method.body.slice(0, SCANNED_STATEMENTS)) {
    const rulesNode = validationRulesOf(statement, method);
    if (!rulesNode) continue;
    const isQuery = commentText(statement.leadingComments as PhpNode[] | undefined).toLowerCase().includes('query parameters');
    if (placeOf(isQuery) !== wanted) return undefined;
    const result: InlineValidation = { rules: nameMap(), custom: nameMap(), isQuery };
    const context = ruleContextFor(method, classes, report);
    const sources = arraysOfExpression(rulesNode, method, classes);
    if (!sources) {
      unreadableRule(context, rulesNode.loc?.start.line ?? method.line, 'The rules passed to the validator could not be read statically; add @bodyParam/@queryParam tags to document them.');
      return result;
    }
    for (const source of sources) readRulesArray(source.node, ruleContextFor(source.method, classes, report), result);
    return result;
  }
  return undefined;
}

/** The rules argument of a validation call in this statement, if it is one. */
function validationRulesOf(statement: PhpNode, method: PhpMethod): PhpNode | undefined {
  let expr: PhpNode | undefined =
    statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : statement.kind === 'return' ? (statement.expr as PhpNode) : undefined;
  if (expr?.kind === 'assign') expr = expr.right as PhpNode;
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
