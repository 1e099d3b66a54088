/**
 * The array a method returns, as source: `return [...]`, `return $rules` (with the `$rules = [...]`
 * and `$rules['x'] = ...` statements before it), `array_merge(parent::rules(), [...])`,
 * `[...parent::rules(), ...]` and `$this->otherMethod()`. Entries keep their comments.
 */
import { isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';

/** An array literal node plus the method it was written in (keys and values evaluate in that method's scope). */
export interface ArraySource {
  node: PhpNode;
  method: PhpMethod;
}

/** The parts of the returned array, in order, or undefined when the return is not static. */
export function returnedArrays(method: PhpMethod, classes: ClassIndex, depth = 0): ArraySource[] | undefined {
  if (depth > 5) return undefined;
  const statements = method.body;
  const returnIndex = findLastIndex(statements, (s) => s.kind === 'return');
  if (returnIndex === -1) return undefined;
  const expr = statements[returnIndex]!.expr as PhpNode | undefined;
  if (!expr) return undefined;
  return arraysOf(expr, method, statements.slice(0, returnIndex), classes, depth);
}

/** The arrays an expression written in `method` stands for (`[...]`, `$rules`, `array_merge(...)`, `$this->rules()`). */
export function arraysOfExpression(expr: PhpNode, method: PhpMethod, classes: ClassIndex): ArraySource[] | undefined {
  const index = method.body.findIndex((statement) => containsNode(statement, expr));
  return arraysOf(expr, method, index === -1 ? method.body : method.body.slice(0, index), classes, 0);
}

function containsNode(root: PhpNode, target: PhpNode): boolean {
  if (root === target) return true;
  const start = target.loc?.start.offset;
  return start !== undefined && root.loc !== undefined && root.loc !== null && root.loc.start.offset <= start && start <= root.loc.end.offset;
}

function arraysOf(expr: PhpNode, method: PhpMethod, before: PhpNode[], classes: ClassIndex, depth: number): ArraySource[] | undefined {
  switch (expr.kind) {
    case 'array':
      return expandSpreads(expr, method, before, classes, depth);
    case 'variable':
      return variableArrays(String(expr.name), method, before, classes, depth);
    case 'parenthesis':
      return arraysOf(expr.inner as PhpNode, method, before, classes, depth);
    case 'call':
      return callArrays(expr, method, before, classes, depth);
    default:
      return undefined;
  }
}

/** `[...parent::rules(), 'x' => …]`: spreads of other methods are replaced by their arrays. */
function expandSpreads(array: PhpNode, method: PhpMethod, before: PhpNode[], classes: ClassIndex, depth: number): ArraySource[] | undefined {
  const items = (array.items ?? []) as Array<PhpNode | null>;
  if (!items.some((item) => item?.kind === 'entry' && item.unpack)) return [{ node: array, method }];
  const result: ArraySource[] = [];
  let own: PhpNode[] = [];
  const flush = () => {
    if (own.length) result.push({ node: { ...array, items: own }, method });
    own = [];
  };
  for (const item of items) {
    if (item?.kind === 'entry' && item.unpack) {
      const spread = arraysOf(item.value as PhpNode, method, before, classes, depth + 1);
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

/** `$rules = [...]; $rules['x'] = '...'; return $rules;` */
function variableArrays(name: string, method: PhpMethod, before: PhpNode[], classes: ClassIndex, depth: number): ArraySource[] | undefined {
  const assignIndex = findLastIndex(before, (s) => {
    const assign = s.kind === 'expressionstatement' ? (s.expression as PhpNode) : undefined;
    return assign?.kind === 'assign' && assign.operator === '=' && isVariable(assign.left, name);
  });
  if (assignIndex === -1) return undefined;
  const assign = before[assignIndex]!.expression as PhpNode;
  const base = arraysOf(assign.right as PhpNode, method, before.slice(0, assignIndex), classes, depth);
  if (!base) return undefined;
  const added: PhpNode[] = [];
  for (const statement of before.slice(assignIndex + 1)) {
    const expr = statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
    if (expr?.kind !== 'assign' || expr.operator !== '=') continue;
    const target = expr.left as PhpNode;
    if (target.kind === 'offsetlookup' && isVariable(target.what, name) && target.offset) {
      added.push({ kind: 'entry', key: target.offset, value: expr.right, leadingComments: statement.leadingComments, loc: statement.loc });
    }
  }
  return added.length ? [...base, { node: { kind: 'array', items: added, loc: before[assignIndex]!.loc }, method }] : base;
}

/** `array_merge(a, b)`, `parent::rules()`, `$this->baseRules()`, `self::rules()`. */
function callArrays(call: PhpNode, method: PhpMethod, before: PhpNode[], classes: ClassIndex, depth: number): ArraySource[] | undefined {
  const what = call.what as PhpNode;
  if (what.kind === 'name' && String(what.name).replace(/^\\/, '').toLowerCase() === 'array_merge') {
    const parts: ArraySource[] = [];
    for (const arg of (call.arguments ?? []) as PhpNode[]) {
      const arrays = arraysOf(arg, method, before, classes, depth + 1);
      if (!arrays) return undefined;
      parts.push(...arrays);
    }
    return parts;
  }
  const target = calledMethod(what, method, classes);
  return target ? returnedArrays(target, classes, depth + 1) : undefined;
}

function calledMethod(what: PhpNode, method: PhpMethod, classes: ClassIndex): PhpMethod | undefined {
  const name = nameOf(what.offset);
  if (!name) return undefined;
  if (what.kind === 'propertylookup' && isVariable(what.what, 'this')) return classes.findMethod(method.className, name);
  if (what.kind === 'staticlookup') {
    const owner = what.what as PhpNode;
    if (owner.kind === 'parentreference') {
      const parent = classes.find(method.className)?.parent;
      return parent ? classes.findMethod(parent, name) : undefined;
    }
    if (owner.kind === 'selfreference' || owner.kind === 'staticreference') return classes.findMethod(method.className, name);
  }
  return undefined;
}

function isVariable(node: unknown, name: string): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === name;
}

function findLastIndex<T>(list: readonly T[], test: (item: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
  return -1;
}
