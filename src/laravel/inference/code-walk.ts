/**
 * Reading what a controller action does, without running it: its own nodes (closures and classes declared
 * inside it left out when asked), the calls it makes, the values it returns, and the methods of its class it
 * calls through `$this->helper()` (a check often lives in a helper the action calls).
 */
import { nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';

const NESTED_CODE = new Set(['closure', 'arrowfunc', 'function', 'class']);

/** Every node of the method's body; with `ownOnly`, nodes inside closures and nested declarations are skipped. */
export function methodNodes(method: PhpMethod, ownOnly: boolean, visit: (node: PhpNode) => void): void {
  walk(method.body, (node) => {
    if (ownOnly && NESTED_CODE.has(node.kind)) return false;
    visit(node);
    return true;
  });
}

/** The expressions the method returns from its own code (not from closures inside it), in source order. */
export function returnedExpressions(method: PhpMethod): PhpNode[] {
  const result: PhpNode[] = [];
  methodNodes(method, true, (node) => {
    if (node.kind === 'return' && node.expr) result.push(node.expr as PhpNode);
  });
  return result;
}

/** What a call calls: a function (`abort`), a method on something (`$x->load`) or a static method (`Gate::authorize`). */
export type CallShape =
  | { kind: 'function'; name: string; args: PhpNode[] }
  | { kind: 'method'; name: string; target: PhpNode; args: PhpNode[] }
  | { kind: 'static'; name: string; className: string; args: PhpNode[] };

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
      methodNodes(current, false, (node) => {
        const shape = callShape(node, current);
        if (shape?.kind !== 'method' || !isThis(shape.target)) return;
        const helper = classes.findMethod(className, shape.name);
        if (!helper) return;
        const key = `${helper.className}::${helper.name}`.toLowerCase();
        if (seen.has(key)) return;
        seen.add(key);
        next.push(helper);
      });
    }
    result.push(...next);
    frontier = next;
  }
  return result;
}
