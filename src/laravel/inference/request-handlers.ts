/**
 * The app code an action hands the request to, which reads its input there: a class built with the request
 * (`new ListingResponseBuilder($query, request(), $fields)`, which keeps it in `$this->request` and reads
 * `$this->request->get('sort')` in its methods) and an app method or function called with it
 * (`$this->filters->apply($request)`, `applyPaging($request, $query)`). Their methods are read for request
 * reads like the action's own.
 */
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { appCallTarget } from '../app-calls.ts';
import { isRequestVariable } from './model-origin.ts';

/** How many hand-overs deep the request is followed (action → builder → its helper). */
const MAX_DEPTH = 2;

/** The methods of app code the given methods hand the request to, not counting those methods themselves. */
export function requestHandlers(methods: PhpMethod[], thisClass: string | undefined, classes: ClassIndex): PhpMethod[] {
  const found = new Set<PhpMethod>(methods);
  let frontier = methods.map((method) => ({ method, thisClass: thisClass ?? method.className }));
  for (let depth = 0; depth < MAX_DEPTH && frontier.length > 0; depth++) {
    const next: typeof frontier = [];
    for (const { method, thisClass: self } of frontier) {
      for (const node of handOvers(method)) {
        for (const target of handedTo(node, method, self, classes)) {
          if (found.has(target.method) || target.method.body.length === 0) continue;
          found.add(target.method);
          next.push(target);
        }
      }
    }
    frontier = next;
  }
  return [...found].filter((method) => !methods.includes(method));
}

/** The calls and `new` expressions of a method's own code given the request as an argument. */
function handOvers(method: PhpMethod): PhpNode[] {
  const result: PhpNode[] = [];
  const visit = (node: PhpNode): void => {
    if (node.kind === 'closure' || node.kind === 'arrowfunc' || node.kind === 'class') return;
    if ((node.kind === 'new' || node.kind === 'call') && ((node.arguments ?? []) as PhpNode[]).some((arg) => isRequest(arg, method))) result.push(node);
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) visit(item);
    }
  };
  for (const statement of method.body) if (isNode(statement)) visit(statement);
  return result;
}

/** `$request` (a parameter typed as a request) or `request()`. */
function isRequest(node: PhpNode, method: PhpMethod): boolean {
  const value = node.kind === 'namedargument' ? (node.value as PhpNode) : node;
  if (value?.kind === 'variable' && typeof value.name === 'string') return method.params.some((p) => p.name === value.name) && isRequestVariable(value.name, method);
  return value?.kind === 'call' && (value.what as PhpNode)?.kind === 'name' && String((value.what as PhpNode).name).toLowerCase() === 'request' && (value.arguments ?? []).length === 0;
}

/** An app class built with the request: all its methods; an app method or function called with it: that one. */
function handedTo(node: PhpNode, method: PhpMethod, thisClass: string, classes: ClassIndex): Array<{ method: PhpMethod; thisClass: string }> {
  if (node.kind === 'new') {
    const what = node.what as PhpNode;
    if (what?.kind !== 'name') return [];
    const cls = classes.find(method.scope.resolveClass(String(what.name)));
    return cls ? [...cls.methods.values()].map((m) => ({ method: m, thisClass: cls.name })) : [];
  }
  const target = appCallTarget(node, { classes, scope: method.scope, className: method.className, thisClass });
  return target ? [{ method: target.method, thisClass: target.thisClass || target.method.className }] : [];
}
