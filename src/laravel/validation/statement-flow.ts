/**
 * The statements of a method as they run for one request: blocks, `try` and branches inlined (a branch whose
 * condition is decided for the request only on its side), what ran before an expression, and what a variable
 * was last assigned.
 */
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { Place } from './place.ts';
import { conditionValue } from './request-conditions.ts';

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

/** The expression last assigned to a variable before this place (`$rule = function (...) {...};`), where it was written. */
export function assignedExpression(name: string, place: Place): { node: PhpNode; place: Place } | undefined {
  const index = findLastIndex(place.before, (s) => {
    const assign = expressionOf(s);
    return assign?.kind === 'assign' && assign.operator === '=' && isVariable(assign.left, name);
  });
  if (index === -1) return undefined;
  return { node: expressionOf(place.before[index]!)!.right as PhpNode, place: { ...place, before: place.before.slice(0, index) } };
}

export function expressionOf(statement: PhpNode): PhpNode | undefined {
  return statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
}

export function isVariable(node: unknown, name: string): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === name;
}

export function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}
