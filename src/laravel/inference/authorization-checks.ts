/**
 * Where an action can answer 403 "This action is unauthorized.": `$this->authorize(…)`,
 * `$this->authorizeForUser(…)`, `Gate::authorize(…)`, `Gate::inspect(…)->authorize()`, a `can:` (Authorize)
 * middleware, `$this->authorizeResource(…)` in the controller's constructor (for the resource actions), and a
 * FormRequest whose `authorize()` does not simply `return true`.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { callShape, isThis, methodFacts, shortClassName } from './code-walk.ts';

/** Actions `authorizeResource()` guards: Laravel's resourceAbilityMap keys. */
const RESOURCE_ACTIONS = new Set(['index', 'show', 'create', 'store', 'edit', 'update', 'destroy']);

/** The line of the first authorization check in the methods, if any. */
export function authorizationCall(methods: PhpMethod[]): { file: string; line: number } | undefined {
  for (const method of methods) {
    for (const { node, shape } of methodFacts(method).calls) {
      const isCheck =
        (shape.kind === 'method' && isThis(shape.target) && (shape.name === 'authorize' || shape.name === 'authorizeforuser')) ||
        (shape.kind === 'static' && shortClassName(shape.className) === 'gate' && shape.name === 'authorize') ||
        (shape.kind === 'method' && shape.name === 'authorize' && isGateInspect(shape.target, method));
      if (isCheck) return { file: method.file, line: node.loc?.start.line ?? method.line };
    }
  }
  return undefined;
}

function isGateInspect(node: PhpNode, method: PhpMethod): boolean {
  const shape = callShape(node, method);
  return shape?.kind === 'static' && shortClassName(shape.className) === 'gate' && shape.name === 'inspect';
}

/** `$this->authorizeResource(Post::class)` in the constructor, when the action is one of the resource actions. */
export function authorizesResource(controller: PhpClass | undefined, action: string | undefined, classes: ClassIndex): boolean {
  if (!controller || !action || !RESOURCE_ACTIONS.has(action.toLowerCase())) return false;
  return classes.memo(`inference:authorizes-resource:${controller.name}`, () => {
    const constructor = classes.findMethod(controller.name, '__construct');
    if (!constructor) return false;
    return methodFacts(constructor).calls.some(({ shape, own }) => own && shape.kind === 'method' && isThis(shape.target) && shape.name === 'authorizeresource');
  });
}

/** A FormRequest's `authorize()` that may say no: declared, and not just `return true;`. */
export function formRequestMayDeny(formRequest: PhpClass | undefined, classes: ClassIndex): boolean {
  if (!formRequest) return false;
  const method = classes.findMethod(formRequest.name, 'authorize');
  if (!method || method.body.length === 0) return false;
  if (method.body.length === 1 && method.body[0]!.kind === 'return') {
    const expr = method.body[0]!.expr as PhpNode | undefined;
    if (expr?.kind === 'boolean' && expr.value === true) return false;
  }
  return true;
}
