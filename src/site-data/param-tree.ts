/**
 * Flat parameters (`author`, `author.name`, `items[].sku`, `[].id`) as a tree for display, like
 * Scribe's `nestArrayAndObjectFields`: children under their parent, parents that were never
 * described added as `object`/`object[]`, in the order the parameters came.
 */
export interface TreeField {
  name: string;
  description: string;
  type: string;
  required: boolean;
  nullable?: boolean;
  deprecated?: boolean;
  enumValues?: unknown[];
  example?: unknown;
  exampleWasSpecified?: boolean;
}

export interface ParamNode<F extends TreeField = TreeField> {
  /** The full dotted name, e.g. `items[].sku`. */
  path: string;
  /** The last segment, e.g. `sku`. */
  label: string;
  field: F;
  /** True when the parent was added because only its children were described. */
  synthesized: boolean;
  children: ParamNode<F>[];
}

/** The parent name a dotted name hangs under: `items[].sku` → `items`, `[].id` → `[]`, `a.b.c` → `a.b`. */
export function parentPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0) return undefined;
  const parent = path.slice(0, dot);
  if (parent === '[]') return '[]';
  return parent.replace(/(?<!\[\])(?:\[\])+$/, '');
}

export function buildParamTree<F extends TreeField>(fields: Record<string, F>, makeParent: (path: string) => F): ParamNode<F>[] {
  const nodes = new Map<string, ParamNode<F>>();
  const roots: ParamNode<F>[] = [];
  const ensure = (path: string, field: F | undefined): ParamNode<F> => {
    let node = nodes.get(path);
    if (node) {
      if (field && node.synthesized) {
        node.field = field;
        node.synthesized = false;
      }
      return node;
    }
    node = { path, label: labelOf(path), field: field ?? makeParent(path), synthesized: !field, children: [] };
    nodes.set(path, node);
    const parent = parentPath(path);
    if (parent === undefined) roots.push(node);
    else ensure(parent, undefined).children.push(node);
    return node;
  };
  for (const [path, field] of Object.entries(fields)) ensure(path, field);
  return roots;
}

function labelOf(path: string): string {
  if (path === '[]') return '[]';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

/** A synthesized parent's type: the body list `[]` and `x[]`-style parents are lists of objects. */
export function parentType(path: string, childPaths: string[]): string {
  if (path === '[]') return 'object[]';
  return childPaths.some((c) => c.startsWith(`${path}[].`)) ? 'object[]' : 'object';
}
