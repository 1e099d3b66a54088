/**
 * An object of one of the app's classes whose state is not known (`$this` in an action the inference runs): the
 * engine runs the class's own methods on it, and its properties are known by their declared types. A property
 * named `request`, or typed as a request, holds the request (controllers and builders keep it there).
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { RuntimeObject } from '../../php/engine/runtime-object.ts';
import { valueOfDeclaredType } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import type { RequestObject } from '../extensions/request.ts';

export class AppObject implements RuntimeObject {
  constructor(
    readonly phpClass: string,
    private readonly classes: ClassIndex,
    private readonly request: (className: string | undefined) => RequestObject,
  ) {}

  getProperty(name: string): unknown {
    const type = this.classes.findProperty(this.phpClass, name)?.property.type;
    if (isRequestType(type, this.classes)) return this.request(type!.replace(/^\?/, ''));
    if (!type && name === 'request') return this.request(undefined);
    return valueOfDeclaredType(type) ?? UNKNOWN;
  }

  callMethod(): unknown {
    return UNKNOWN;
  }
}

/** A declared type naming a request class: Laravel's Request, a FormRequest, anything called `…Request`. */
export function isRequestType(type: string | undefined, classes: ClassIndex): boolean {
  if (!type) return false;
  const bare = type.replace(/^\?/, '');
  return /Request$/i.test(bare) || classes.isSubclassOf(bare, 'Illuminate\\Http\\Request');
}
