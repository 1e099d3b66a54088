/**
 * Flat parameters (`book`, `book.name`, `users[].first_name`, `[].id`) → a tree, the way Scribe's
 * `Extractor::nestArrayAndObjectFields` builds `__fields`. Missing parents are added (an object, or a
 * list of objects when the child is written `parent[].x`), so `a.b.c` alone still nests correctly.
 */
import { makeParameter, type Parameter } from '../../model.ts';

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
  const nodes = new Map<string, NestedParameter>();
  const roots: NestedParameter[] = [];

  const attach = (fullKey: string, node: NestedParameter): void => {
    const segments = splitName(fullKey);
    if (segments.length === 1) {
      roots.push(node);
      return;
    }
    const parentSegments = segments.slice(0, -1);
    const parent = ensure(parentSegments);
    parent.fields.push(node);
  };

  const ensure = (segments: string[]): NestedParameter => {
    const key = normalise(segments.join('.'));
    const existing = nodes.get(key);
    if (existing) return existing;
    const last = segments[segments.length - 1]!;
    const isListParent = key === '[]' || last.endsWith('[]');
    const node: NestedParameter = {
      key: fieldKey(segments),
      parameter: makeParameter({ name: key, type: isListParent ? 'object[]' : 'object' }),
      fields: [],
      synthesized: true,
    };
    nodes.set(key, node);
    attach(key === '[]' ? '[]' : segments.join('.'), node);
    return node;
  };

  for (const [name, parameter] of Object.entries(parameters)) {
    const key = normalise(name);
    const existing = nodes.get(key);
    if (existing) {
      // A parent was implied by an earlier child; the declaration now gives its real details.
      existing.parameter = parameter;
      existing.synthesized = false;
      continue;
    }
    const segments = splitName(name);
    const node: NestedParameter = { key: fieldKey(segments), parameter, fields: [], synthesized: false };
    nodes.set(key, node);
    attach(name, node);
  }

  const listRoot = roots.find((root) => root.key === '[]');
  // Scribe: when the body is a list, every other top-level field is dropped.
  return listRoot ? { roots: [listRoot], isList: true } : { roots, isList: false };
}

/** `users[].first_name` → `['users[]', 'first_name']`; `[].x` → `['[]', 'x']`. */
export function splitName(name: string): string[] {
  return name.split('.').filter((segment, index) => segment !== '' || index === 0);
}

/** The name without trailing `[]` (`users[]` → `users`), except the list body `[]` itself. */
function normalise(name: string): string {
  if (name === '[]') return name;
  const stripped = name.replace(/(?<!\[\])(?:\[\])+$/, '');
  return stripped === '' ? '[]' : stripped;
}

function fieldKey(segments: string[]): string {
  const last = segments[segments.length - 1]!;
  if (segments.length === 1) return normalise(last);
  return last.replace(/(?<!\[\])(?:\[\])+$/, '');
}
