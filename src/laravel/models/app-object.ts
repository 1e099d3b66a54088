/**
 * An object of a plain class the app declares (a value object, a DTO, a service): its properties by name, and its
 * methods run as the app's PHP by the engine (which looks them up on `userClass`). What PHP gives for a property
 * the class declares but nobody set is its default, or null.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { propertyDefault } from '../../php/evaluate.ts';
import { shortName } from '../../php/engine/value-ops.ts';
import { unknownMember } from './package-sources.ts';
import { OrderedArray, UNKNOWN, type CallSite, type RuntimeObject } from './runtime-values.ts';

export class AppObject implements RuntimeObject {
  readonly phpClass: string;
  readonly properties = new Map<string, unknown>();

  constructor(
    readonly userClass: string,
    private readonly classes: ClassIndex,
  ) {
    this.phpClass = userClass;
  }

  getProperty(name: string, site: CallSite): unknown {
    if (this.properties.has(name)) return this.properties.get(name);
    const cls = this.classes.find(this.userClass);
    const value = cls ? propertyDefault(cls.name, name, { scope: cls.scope, classes: this.classes, env: this.classes.env, file: this.classes.absolutePath(cls.file) }) : undefined;
    if (value === undefined) return site.unknown(`the property ${name} of ${shortName(this.userClass)}`);
    return value === UNKNOWN ? null : value;
  }

  setProperty(name: string, value: unknown): void {
    this.properties.set(name, value);
  }

  /** Reached only for methods the app's class does not declare (the engine runs those it does). */
  callMethod(name: string, _args: unknown[], site: CallSite): unknown {
    // `parent::__construct(...)` into a framework class: nothing the example holds changes.
    if (name.toLowerCase() === '__construct') return null;
    return unknownMember(`${shortName(this.userClass)}::${name}()`, this.classes.find(this.userClass), this.classes, site);
  }

  /** `json_encode()`: toArray() or jsonSerialize() when the class declares one, else its properties. */
  jsonValue(site: CallSite): unknown {
    for (const method of ['jsonSerialize', 'toArray']) {
      const found = this.classes.findMethod(this.userClass, method);
      if (found && !found.file.startsWith('vendor/')) return site.callMethod(this, method, []);
    }
    return OrderedArray.fromEntries([...this.properties.entries()]);
  }
}
