/**
 * Flat names (`author`, `author.name`, `items[].sku`, `[].id`) as a tree, like Scribe's
 * `nestArrayAndObjectFields`: children under their parent, parents that were never described added
 * (an object, or a list of objects when a child is written `parent[].x`), in the order the names came.
 * `items` and `items[]` name the same field; a declaration given after its children replaces the
 * implied parent. Parameters (example requests, Postman, OpenAPI, the site) and response fields (the
 * site) are nested by this one rule.
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

export interface ParamNode<F = TreeField> {
  /** The full dotted name as declared, e.g. `items[].sku`; for an implied parent its name, e.g. `items`. */
  path: string;
  /** The last segment as written, e.g. `sku`. */
  label: string;
  field: F;
  /** True when the parent was added because only its children were described. */
  synthesized: boolean;
  children: ParamNode<F>[];
}

/** The text without its trailing list marks: `users[]` → `users`, `matrix[][]` → `matrix`, `[]` → ``. */
export function stripListMarks(text: string): string {
  return text.replace(/(?<!\[\])(?:\[\])+$/, '');
}

/** The name without trailing `[]` (`users[]` → `users`), except the list body `[]` itself. */
export function withoutListMarks(name: string): string {
  const stripped = stripListMarks(name);
  return stripped === '' ? '[]' : stripped;
}

/** The parent name a dotted name hangs under: `items[].sku` → `items`, `[].id` → `[]`, `a.b.c` → `a.b`. */
export function parentPath(path: string): string | undefined {
  const dot = path.lastIndexOf('.');
  if (dot < 0) return undefined;
  return withoutListMarks(path.slice(0, dot));
}

export function buildParamTree<F>(fields: Record<string, F>, makeParent: (path: string) => F): ParamNode<F>[] {
  const nodes = new Map<string, ParamNode<F>>();
  const roots: ParamNode<F>[] = [];
  const add = (path: string, field: F, synthesized: boolean): ParamNode<F> => {
    const node: ParamNode<F> = { path, label: labelOf(path), field, synthesized, children: [] };
    nodes.set(withoutListMarks(path), node);
    const parent = parentPath(path);
    if (parent === undefined) roots.push(node);
    else (nodes.get(parent) ?? add(parent, makeParent(parent), true)).children.push(node);
    return node;
  };
  for (const [path, field] of Object.entries(fields)) {
    const existing = nodes.get(withoutListMarks(path));
    if (existing) {
      // A parent was implied by an earlier child (or named with `[]` too); this declaration gives its details.
      existing.field = field;
      existing.synthesized = false;
    } else add(path, field, false);
  }
  return roots;
}

function labelOf(path: string): string {
  if (path === '[]') return '[]';
  const dot = path.lastIndexOf('.');
  return dot < 0 ? path : path.slice(dot + 1);
}

/** An implied parent's type: the body list `[]` and parents written `x[].child` are lists of objects. */
export function parentType(path: string, childPaths: string[]): string {
  if (path === '[]') return 'object[]';
  return childPaths.some((c) => c.startsWith(`${path}[].`)) ? 'object[]' : 'object';
}
