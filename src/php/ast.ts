/**
 * A loose view of php-parser's AST. The bundled typings are classes that do not match what the parser
 * really emits (a method call is `call{what: propertylookup{what, offset}}`, a chain's outermost node is its last
 * call), so nodes are read through this one shape plus small helpers.
 */

export interface PhpPosition {
  line: number;
  column: number;
  offset: number;
}

export interface PhpLocation {
  start: PhpPosition;
  end: PhpPosition;
}

/** Any php-parser node: `kind` tells which; the other fields depend on it. */
export interface PhpNode {
  kind: string;
  loc?: PhpLocation | null;
  // php-parser nodes carry kind-specific fields; readers narrow them by `kind`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [key: string]: any;
}

/** Returning `false` from a visitor skips the node's children. */
export type Visitor = (node: PhpNode, parent: PhpNode | undefined) => void | boolean;

const SKIPPED_KEYS = new Set(['loc', 'leadingComments', 'trailingComments', 'comments', 'errors']);

export function isNode(value: unknown): value is PhpNode {
  return typeof value === 'object' && value !== null && typeof (value as { kind?: unknown }).kind === 'string';
}

/** Depth-first walk over every node below `node` (including it). */
export function walk(node: PhpNode | PhpNode[] | null | undefined, visit: Visitor, parent?: PhpNode): void {
  if (!node) return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit, parent);
    return;
  }
  if (!isNode(node)) return;
  if (visit(node, parent) === false) return;
  forEachChild(node, (child) => walk(child, visit, node));
}

/** Calls `each` with every node directly below `node`, in source order (positions and comments are not nodes). */
export function forEachChild(node: PhpNode, each: (child: PhpNode) => void): void {
  for (const key of Object.keys(node)) {
    if (SKIPPED_KEYS.has(key)) continue;
    const value = node[key];
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) each(item);
    } else if (isNode(value)) {
      each(value);
    }
  }
}

/** 1-based line where the node starts (0 when the parser gave no position). */
export function lineOf(node: PhpNode | null | undefined): number {
  return node?.loc?.start.line ?? 0;
}

/** 1-based line where the node ends. */
export function endLineOf(node: PhpNode | null | undefined): number {
  return node?.loc?.end.line ?? lineOf(node);
}

/**
 * The plain name of an identifier-like value: php-parser writes names sometimes as a string,
 * sometimes as an `identifier` or `name` node.
 */
export function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isNode(value)) {
    if (typeof value.name === 'string') return value.name;
    if (isNode(value.name)) return nameOf(value.name);
  }
  return undefined;
}

/** The doc comments attached before a declaration (`attrGroups[0].leadingComments` when attributes precede it). */
export function leadingDocComment(node: PhpNode): PhpNode | undefined {
  const candidates: PhpNode[] = [];
  const groups = Array.isArray(node.attrGroups) ? (node.attrGroups as PhpNode[]) : [];
  for (const group of groups) if (Array.isArray(group.leadingComments)) candidates.push(...group.leadingComments);
  if (Array.isArray(node.leadingComments)) candidates.push(...node.leadingComments);
  // The closest doc comment wins: PHP's ReflectionX::getDocComment() also returns the last one.
  for (let i = candidates.length - 1; i >= 0; i--) {
    const comment = candidates[i]!;
    if (comment.kind === 'commentblock' && typeof comment.value === 'string' && comment.value.startsWith('/**')) {
      return comment;
    }
  }
  return undefined;
}
