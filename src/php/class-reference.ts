/** What `Foo`, `self`, `static` and `parent` name where they are written, and an enum's cases as values. */
import type { PhpNode } from './ast.ts';
import type { ClassLookup, PhpClass } from './class-types.ts';
import type { NameScope } from './names.ts';
import { PhpEnumCase } from './values.ts';

/** Where a class reference is read: the names in scope, the class the code is written in, the one `static::` means. */
export interface ClassReferenceSite {
  scope: NameScope;
  className?: string;
  /** Late static binding; the written class when absent. */
  staticClass?: string;
}

const REFERENCE_KINDS = new Set(['selfreference', 'staticreference', 'parentreference', 'name']);

/** Whether the node names a class (as opposed to an expression whose value is a class name or an object). */
export function isClassReference(node: PhpNode): boolean {
  return REFERENCE_KINDS.has(String(node.kind));
}

/** The class a class-reference node refers to; undefined where there is none (`self` outside a class). */
export function classReference(node: PhpNode, site: ClassReferenceSite, classes: ClassLookup | undefined): string | undefined {
  const parent = () => (site.className ? classes?.find(site.className)?.parent : undefined);
  switch (node.kind) {
    case 'selfreference':
      return site.className;
    case 'staticreference':
      return site.staticClass ?? site.className;
    case 'parentreference':
      return parent();
    case 'name': {
      const resolved = site.scope.resolveClass(String(node.name));
      if (resolved === 'self') return site.className;
      if (resolved === 'static') return site.staticClass ?? site.className;
      if (resolved === 'parent') return parent();
      return resolved;
    }
    default:
      return undefined;
  }
}

/** The cases of an enum, in declaration order. */
export function enumCasesOf(cls: PhpClass): PhpEnumCase[] {
  return cls.enumCases.map((c) => new PhpEnumCase(cls.name, c.name, c.value as string | number | undefined));
}
