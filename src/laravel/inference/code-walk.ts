/**
 * Reading what a controller action does, without running it: its own nodes (closures and classes declared
 * inside it left out when asked), the calls it makes, the values it returns, and the methods of its class it
 * calls through `$this->helper()` (a check often lives in a helper the action calls).
 */
import { forEachChild, isNode, nameOf, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';

const NESTED_CODE = new Set(['closure', 'arrowfunc', 'function', 'class']);

/** What the readers ask of a method, gathered in one walk and kept while the method's parse lives. */
export interface MethodFacts {
  /** Every call, in source order; `own` when it is not inside a closure or nested declaration. */
  calls: Array<{ node: PhpNode; shape: CallShape; own: boolean }>;
  /** Every `throw`'s expression. */
  throws: PhpNode[];
  /** The expressions returned by the method's own code, in source order. */
  returns: PhpNode[];
  /**
   * `$name = …` in the method's own code, and in closures that share the variable by reference
   * (`function () use (&$user) { $user = …; }`): the right-hand sides by variable name, in source order.
   */
  assignments: Map<string, PhpNode[]>;
}

const factsCache = new WeakMap<PhpNode, MethodFacts>();

export function methodFacts(method: PhpMethod): MethodFacts {
  const known = factsCache.get(method.node);
  if (known) return known;
  const facts: MethodFacts = { calls: [], throws: [], returns: [], assignments: new Map() };
  const visit = (node: PhpNode, own: boolean, shared?: ReadonlySet<string>): void => {
    if (NESTED_CODE.has(node.kind)) {
      // Only a closure written in the method's own code shares variables with it.
      shared = own && node.kind === 'closure' ? referencedUses(node) : undefined;
      own = false;
    }
    if (node.kind === 'call') {
      const shape = callShape(node, method);
      if (shape) facts.calls.push({ node, shape, own });
    } else if (node.kind === 'throw' && isNode(node.what)) {
      facts.throws.push(node.what);
    } else if (own && node.kind === 'return' && isNode(node.expr)) {
      facts.returns.push(node.expr);
    } else if (node.kind === 'assign' && node.operator === '=' && (node.left as PhpNode)?.kind === 'variable' && typeof node.left.name === 'string' && (own || shared?.has(node.left.name))) {
      const list = facts.assignments.get(node.left.name) ?? [];
      list.push(node.right as PhpNode);
      facts.assignments.set(node.left.name, list);
    }
    forEachChild(node, (child) => visit(child, own, shared));
  };
  for (const statement of method.body) if (isNode(statement)) visit(statement, true);
  factsCache.set(method.node, facts);
  return facts;
}

/** The variables a closure takes by reference: `use (&$user)`. */
function referencedUses(closure: PhpNode): Set<string> {
  const names = ((closure.uses ?? []) as PhpNode[]).filter((use) => isNode(use) && use.byref && typeof use.name === 'string').map((use) => String(use.name));
  return new Set(names);
}

/** The expressions the method returns from its own code (not from closures inside it), in source order. */
export function returnedExpressions(method: PhpMethod): PhpNode[] {
  return methodFacts(method).returns;
}

/** What a call calls: a function (`abort`), a method on something (`$x->load`) or a static method (`Gate::authorize`). */
export type CallShape =
  | { kind: 'function'; name: string; args: PhpNode[] }
  | { kind: 'method'; name: string; target: PhpNode; args: PhpNode[] }
  | { kind: 'static'; name: string; className: string; args: PhpNode[] };

const REFERENCES: Record<string, string> = { parentreference: 'parent', selfreference: 'self', staticreference: 'static' };

/** The shape of a `call` node, names lower-cased (PHP function and method names are case-insensitive). */
export function callShape(node: PhpNode, method: PhpMethod): CallShape | undefined {
  if (node.kind !== 'call') return undefined;
  const what = node.what as PhpNode;
  const args = (node.arguments ?? []) as PhpNode[];
  if (what.kind === 'name') return { kind: 'function', name: String(what.name).replace(/^\\/, '').toLowerCase(), args };
  const name = nameOf(what.offset)?.toLowerCase();
  if (!name) return undefined;
  if (what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup') return { kind: 'method', name, target: what.what as PhpNode, args };
  if (what.kind === 'staticlookup' && (what.what as PhpNode).kind === 'name') {
    return { kind: 'static', name, className: method.scope.resolveClass(String((what.what as PhpNode).name)), args };
  }
  // `parent::__construct(…)`, `self::make(…)`, `static::query()`: the keyword stands for the class.
  const keyword = REFERENCES[(what.what as PhpNode)?.kind];
  if (what.kind === 'staticlookup' && keyword) return { kind: 'static', name, className: keyword, args };
  return undefined;
}

/** The short name of a class, lower-cased: `Illuminate\Support\Facades\Gate` → `gate`. */
export function shortClassName(className: string): string {
  return className.split('\\').pop()!.toLowerCase();
}

/** `$this` */
export function isThis(node: PhpNode | undefined): boolean {
  return node?.kind === 'variable' && node.name === 'this';
}

/**
 * The action and the methods of its class it calls as `$this->name(…)`, followed `depth` calls deep: a
 * check written once in a helper (`$this->checkPermission()`) counts for every action that calls it.
 */
export function actionAndHelpers(method: PhpMethod, className: string | undefined, classes: ClassIndex, depth = 2): PhpMethod[] {
  const result: PhpMethod[] = [method];
  const seen = new Set<string>([`${method.className}::${method.name}`.toLowerCase()]);
  let frontier = [method];
  for (let level = 0; level < depth && className; level++) {
    const next: PhpMethod[] = [];
    for (const current of frontier) {
      for (const { shape } of methodFacts(current).calls) {
        if (shape.kind !== 'method' || !isThis(shape.target)) continue;
        const helper = classes.findMethod(className, shape.name);
        if (!helper) continue;
        const key = `${helper.className}::${helper.name}`.toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(helper);
      }
    }
    result.push(...next);
    frontier = next;
  }
  return result;
}
