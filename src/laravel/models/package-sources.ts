/**
 * Where members of an app class may come from when the app's code does not declare them: the packages' traits
 * and parent class it uses (spatie's `HasRoles`, a package's base class), whose sources are not the app's.
 * Laravel's own classes are not counted: docgen knows what they do, or should.
 */
import type { PhpClass } from '../../php/classes.ts';
import type { CallSite } from '../../php/engine/runtime-object.ts';
import type { UNKNOWN } from '../../php/values.ts';

/** What is asked of the class index: the classes the app declares. */
interface Classes {
  find(name: string): PhpClass | undefined;
}

export interface PackageSource {
  name: string;
  kind: 'trait' | 'class';
}

const FRAMEWORK = /^Illuminate\\/i;

/** The package traits and parent class of an app class (through its app traits and parents). */
export function packageSources(cls: PhpClass, classes: Classes): PackageSource[] {
  const result: PackageSource[] = [];
  const seen = new Set<string>();
  const visit = (current: PhpClass): void => {
    if (seen.has(current.name)) return;
    seen.add(current.name);
    for (const trait of current.traits) {
      const found = classes.find(trait);
      if (found) visit(found);
      else if (!FRAMEWORK.test(trait)) result.push({ name: trait, kind: 'trait' });
    }
    if (!current.parent) return;
    const parent = classes.find(current.parent);
    if (parent) visit(parent);
    else if (!FRAMEWORK.test(current.parent)) result.push({ name: current.parent, kind: 'class' });
  };
  visit(cls);
  return result;
}

/** How messages name them: "a package trait it uses (Auditable, HasApiTokens or HasRoles)". */
export function describePackageSources(sources: PackageSource[]): string {
  const kinds = new Set(sources.map((source) => source.kind));
  const noun = kinds.size === 2 ? 'a package trait or class' : kinds.has('trait') ? 'a package trait' : 'a package class';
  const names = sources.map((source) => source.name.split('\\').pop()!);
  const listed = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0];
  return `${noun} it uses (${listed})`;
}

/**
 * A method an app object does not declare: when a package trait or parent may declare it, the value is the
 * package's, which no static reading of the app can know (a notice); otherwise a warning.
 */
export function unknownMember(what: string, cls: PhpClass | undefined, classes: Classes, site: CallSite): typeof UNKNOWN {
  const sources = cls ? packageSources(cls, classes) : [];
  if (!sources.length) return site.unknown(what);
  return site.unknown(`${what} from ${describePackageSources(sources)}`, 'notice');
}
