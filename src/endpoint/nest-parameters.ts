/**
 * Parameters as the tree example requests, Postman and OpenAPI build on: the one parameter tree
 * (parameter-tree.ts), each field under the key it is sent with (`first_name`, `users` for `users[]`),
 * and, as Scribe's `Extractor::nestArrayAndObjectFields` does, a list body (`[]`, `[].x`) alone.
 */
import { makeParameter, type Parameter } from '../model.ts';
import { buildParamTree, parentType, stripListMarks, withoutListMarks, type ParamNode } from './parameter-tree.ts';

export interface NestedParameter {
  /** The field's own name inside its parent (`first_name`), or the full name for top-level ones. */
  key: string;
  parameter: Parameter;
  /** Children in declaration order. */
  fields: NestedParameter[];
  /** True when the parameter was not declared but implied by a child's name. */
  synthesized: boolean;
}

export interface NestedParameters {
  /** Top-level fields in declaration order. When the body is a list, the single root is `[]`. */
  roots: NestedParameter[];
  /** True when the body itself is a list (`[]`, `[].x`). */
  isList: boolean;
}

export function nestParameters(parameters: Record<string, Parameter>): NestedParameters {
  const names = Object.keys(parameters);
  const tree = buildParamTree(parameters, (path) => makeParameter({ name: path, type: parentType(path, names) }));
  const roots = tree.map((node) => nested(node, withoutListMarks(node.label)));
  const listRoot = roots.find((root) => root.key === '[]');
  // Scribe: when the body is a list, every other top-level field is dropped.
  return listRoot ? { roots: [listRoot], isList: true } : { roots, isList: false };
}

function nested(node: ParamNode<Parameter>, key: string): NestedParameter {
  return {
    key,
    parameter: node.field,
    // A field inside a parent is named without its list marks (`tags[]` → `tags`).
    fields: node.children.map((child) => nested(child, stripListMarks(child.label))),
    synthesized: node.synthesized,
  };
}
