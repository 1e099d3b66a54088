/** PHP 8 attributes (`#[Name(args)]`) with their names resolved and their arguments evaluated. */
import { nameMap } from '../name-map.ts';
import { lineOf, type PhpNode } from './ast.ts';
import { evaluate, type EvalContext } from './evaluate.ts';
import type { PhpAttribute } from './class-types.ts';
import type { NameScope } from './names.ts';

export type { PhpAttribute } from './class-types.ts';

/**
 * Reads the attributes on a class, method, property, parameter, function or enum case node.
 * `ctx` gives what evaluation needs besides the scope (class index, env, file, class name).
 */
export function readAttributes(node: PhpNode, scope: NameScope, ctx: Omit<EvalContext, 'scope'>): PhpAttribute[] {
  const result: PhpAttribute[] = [];
  const evalContext: EvalContext = { ...ctx, scope };
  for (const group of (node.attrGroups ?? []) as PhpNode[]) {
    for (const attr of (group.attrs ?? []) as PhpNode[]) {
      const name = scope.resolveClass(String(attr.name));
      const args: unknown[] = [];
      const named: Record<string, unknown> = nameMap();
      const argNodes = (attr.args ?? []) as PhpNode[];
      for (const arg of argNodes) {
        if (arg.kind === 'namedargument') named[String(arg.name)] = evaluate(arg.value as PhpNode, evalContext);
        else args.push(evaluate(arg, evalContext));
      }
      result.push({ name, shortName: name.split('\\').pop()!, args, named, line: lineOf(attr), argNodes });
    }
  }
  return result;
}

/**
 * An attribute argument by parameter name: the named argument, else the positional one at `position`.
 * Attributes are often written either way (`#[Group('x')]` / `#[Group(name: 'x')]`).
 */
export function attributeArgument(attribute: PhpAttribute, name: string, position: number): unknown {
  if (name in attribute.named) return attribute.named[name];
  return attribute.args[position];
}
