/**
 * PHP name resolution: the namespace a statement lives in and its `use` imports,
 * following PHP's rules (class, function and const imports are separate tables).
 */
import { isNode, nameOf, type PhpNode } from './ast.ts';

/** Class names PHP never resolves against the namespace. */
const SPECIAL_CLASS_NAMES = new Set(['self', 'static', 'parent']);

function stripLeadingSlash(name: string): string {
  return name.startsWith('\\') ? name.slice(1) : name;
}

export class NameScope {
  /** Namespace without leading backslash; '' for the global namespace. */
  readonly namespace: string;
  /** Class imports: alias (as written, case kept) → fully qualified name. */
  readonly uses: Map<string, string>;
  readonly functionUses: Map<string, string>;
  readonly constUses: Map<string, string>;

  constructor(
    namespace = '',
    uses: Map<string, string> = new Map(),
    functionUses: Map<string, string> = new Map(),
    constUses: Map<string, string> = new Map(),
  ) {
    this.namespace = stripLeadingSlash(namespace);
    this.uses = uses;
    this.functionUses = functionUses;
    this.constUses = constUses;
  }

  /** Each table keyed by lower-case alias, built on the first case-insensitive lookup (addUseGroup resets it). */
  private lowered: Map<Map<string, string>, Map<string, string>> | undefined;

  /** Class aliases are case-insensitive in PHP. */
  private lookup(table: Map<string, string>, alias: string): string | undefined {
    const exact = table.get(alias);
    if (exact !== undefined) return exact;
    this.lowered ??= new Map();
    let byLower = this.lowered.get(table);
    if (!byLower) {
      byLower = new Map();
      // The first alias wins, as the earlier linear search found it.
      for (const [key, value] of table) if (!byLower.has(key.toLowerCase())) byLower.set(key.toLowerCase(), value);
      this.lowered.set(table, byLower);
    }
    return byLower.get(alias.toLowerCase());
  }

  /** `Foo\Bar` → fully qualified name without leading backslash. `self`/`static`/`parent` are returned as is. */
  resolveClass(raw: string): string {
    if (raw.startsWith('\\')) return raw.slice(1);
    if (SPECIAL_CLASS_NAMES.has(raw.toLowerCase())) return raw.toLowerCase();
    if (raw.toLowerCase().startsWith('namespace\\')) return this.qualify(raw.slice('namespace\\'.length));
    const [first, ...rest] = raw.split('\\');
    const imported = this.lookup(this.uses, first!);
    if (imported !== undefined) return rest.length ? `${imported}\\${rest.join('\\')}` : imported;
    return this.qualify(raw);
  }

  /**
   * Function names: imported ones resolve through `use function`; an unqualified name is returned as written
   * (PHP would try the namespaced function first, then the global one — callers mostly want the global helper).
   */
  resolveFunction(raw: string): string {
    if (raw.startsWith('\\')) return raw.slice(1);
    if (!raw.includes('\\')) return this.lookup(this.functionUses, raw) ?? raw;
    const [first, ...rest] = raw.split('\\');
    const imported = this.lookup(this.uses, first!);
    if (imported !== undefined) return `${imported}\\${rest.join('\\')}`;
    return this.qualify(raw);
  }

  /** Constant names (same rule as functions, through `use const`). */
  resolveConstant(raw: string): string {
    if (raw.startsWith('\\')) return raw.slice(1);
    if (!raw.includes('\\')) return this.constUses.get(raw) ?? raw;
    return this.resolveFunction(raw);
  }

  private qualify(name: string): string {
    return this.namespace ? `${this.namespace}\\${name}` : name;
  }

  /** A copy with more imports added (used while reading a file statement by statement). */
  withUseGroup(node: PhpNode): NameScope {
    const next = new NameScope(this.namespace, new Map(this.uses), new Map(this.functionUses), new Map(this.constUses));
    next.addUseGroup(node);
    return next;
  }

  /** Records one `use` statement (plain, grouped `use A\{B, C as D}`, `use function`, `use const`). */
  addUseGroup(node: PhpNode): void {
    if (node.kind !== 'usegroup') return;
    const prefix = typeof node.name === 'string' && node.name ? stripLeadingSlash(node.name) : '';
    for (const item of (node.items ?? []) as PhpNode[]) {
      const itemName = stripLeadingSlash(String(item.name ?? ''));
      if (!itemName) continue;
      const full = prefix ? `${prefix}\\${itemName}` : itemName;
      const alias = nameOf(item.alias) ?? full.split('\\').pop()!;
      const type = (item.type ?? node.type) as string | null;
      const table = type === 'function' ? this.functionUses : type === 'const' ? this.constUses : this.uses;
      table.set(alias, full);
    }
    this.lowered = undefined;
  }
}

/** A top-level statement and the scope it is written in. */
export interface ScopedStatement {
  node: PhpNode;
  scope: NameScope;
}

/**
 * The top-level statements of a program with their namespace and the imports that apply,
 * for both `namespace X;` and `namespace X { }` forms. Imports apply to the whole namespace block,
 * so every statement of a block shares one scope.
 */
export function scopedStatements(program: PhpNode): ScopedStatement[] {
  const result: ScopedStatement[] = [];
  const children = (program.children ?? []) as PhpNode[];
  const globalScope = new NameScope('');
  for (const child of children) {
    if (!isNode(child)) continue;
    if (child.kind === 'namespace') {
      const scope = new NameScope(typeof child.name === 'string' ? child.name : '');
      const inner = (child.children ?? []) as PhpNode[];
      for (const statement of inner) if (statement.kind === 'usegroup') scope.addUseGroup(statement);
      for (const statement of inner) if (statement.kind !== 'usegroup') result.push({ node: statement, scope });
    } else if (child.kind === 'usegroup') {
      globalScope.addUseGroup(child);
    } else {
      result.push({ node: child, scope: globalScope });
    }
  }
  return result;
}

/** The scope of a file with a single namespace (the common case); the first namespace when there are several. */
export function fileScope(program: PhpNode): NameScope {
  const children = (program.children ?? []) as PhpNode[];
  const namespace = children.find((child) => isNode(child) && child.kind === 'namespace');
  const scope = new NameScope(namespace && typeof namespace.name === 'string' ? namespace.name : '');
  const statements = namespace ? ((namespace.children ?? []) as PhpNode[]) : children;
  for (const statement of statements) if (statement.kind === 'usegroup') scope.addUseGroup(statement);
  return scope;
}
