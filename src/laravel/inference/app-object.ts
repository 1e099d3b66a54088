/**
 * An object of one of the app's classes whose state is not known (`$this` in an action the inference runs): the
 * engine runs the class's own methods on it, and its properties are known by their declared types (or those of
 * the constructor parameters of the same name). A property
 * named `request`, or typed as a request, holds the request (controllers and builders keep it there).
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { declaredPropertyType } from '../app-calls.ts';
import type { RuntimeObject } from '../../php/engine/runtime-object.ts';
import { valueOfDeclaredType } from '../../php/typed-value.ts';
import { UNKNOWN } from '../../php/values.ts';
import { REQUEST_CLASS, type RequestObject } from '../extensions/request.ts';

export class AppObject implements RuntimeObject {
  constructor(
    readonly phpClass: string,
    private readonly classes: ClassIndex,
    private readonly request: (className: string | undefined) => RequestObject,
  ) {}

  getProperty(name: string): unknown {
    const type = declaredPropertyType(this.phpClass, name, this.classes);
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
  if (namesRequestClass(type)) return true;
  const bare = type?.replace(/^\?/, '');
  return bare !== undefined && classes.memo(`extends-request:${bare.toLowerCase()}`, () => classes.isSubclassOf(bare, REQUEST_CLASS));
}

/** A declared type whose name says it is a request (`Request`, `StorePostRequest`, `?Request`). */
export function namesRequestClass(type: string | undefined): boolean {
  return type !== undefined && /Request$/i.test(type);
}
