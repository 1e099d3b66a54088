/**
 * An instance of an app class that the container builds while routes are registered (a service provider, a class
 * injected into it): its properties are their declared defaults, or, for a property typed with an app class, an
 * instance of that class in turn; its own methods are run by the engine as the app's code.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { UNKNOWN } from '../../php/values.ts';
import { propertyClass } from '../app-calls.ts';

export interface PropertyReader {
  classes: ClassIndex;
  /** A property's declared default: null when it declares none, undefined when there is no such property. */
  findStaticProperty(className: string, name: string): unknown;
}

export class AppInstance implements RuntimeObject {
  constructor(
    readonly phpClass: string,
    protected readonly reader: PropertyReader,
  ) {}

  /** Assignments at run time are not seen: the container's instance is read as declared. */
  getProperty(name: string): unknown {
    const injected = propertyClass(this.phpClass, name, this.reader.classes);
    if (injected) return new AppInstance(injected, this.reader);
    const value = this.reader.findStaticProperty(this.phpClass, name);
    return value === undefined ? UNKNOWN : value;
  }

  /** A method the app does not declare on the class is the framework's: what it gives is not known. */
  callMethod(_name: string, _args: unknown[], _site: CallSite): unknown {
    return UNKNOWN;
  }
}
