/**
 * Which of the app's own functions or methods a call runs, so that code registering routes and code building
 * validation rules can be followed into it: a method of `$this` (its class, traits and parents), a method of the
 * app class a property of `$this` is typed with, `self::`/`static::`/`parent::` and static methods of app classes,
 * and functions of the app's helper files. Framework and vendor code is never entered (its source is not read).
 */
import { isNode, nameOf, type PhpNode } from '../php/ast.ts';
import { classReference, isClassReference } from '../php/class-reference.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { PhpMethod } from '../php/classes.ts';
import type { NameScope } from '../php/names.ts';
import { appFunction } from './app-functions.ts';

/** Where the call is written. */
export interface CallSiteClasses {
  classes: ClassIndex;
  scope: NameScope;
  /** The class the code is written in (`self::`, `parent::`); empty outside classes. */
  className?: string;
  /** The class `$this` and `static::` are (a subclass inheriting the code); `className` by default. */
  thisClass?: string;
}

export interface AppCallTarget {
  method: PhpMethod;
  /** The class `$this` is inside the called method (empty for a function). */
  thisClass: string;
}

export function appCallTarget(call: PhpNode, site: CallSiteClasses): AppCallTarget | undefined {
  const what = call.what as PhpNode;
  if (!isNode(what)) return undefined;
  const { classes } = site;
  const thisClass = site.thisClass ?? site.className ?? '';
  if (what.kind === 'name') {
    const fn = appFunction(classes, site.scope.resolveFunction(String(what.name)));
    return fn ? { method: fn, thisClass: '' } : undefined;
  }
  const name = nameOf(what.offset);
  if (!name) return undefined;
  const isLookup = what.kind === 'propertylookup' || what.kind === 'nullsafepropertylookup';
  const holder = what.what as PhpNode;
  if (isLookup && isThis(holder)) {
    const method = thisClass ? classes.findMethod(thisClass, name) : undefined;
    return method ? { method, thisClass } : undefined;
  }
  // `$this->attachments->fileRules()`: a method of the app class a property of `$this` is typed with.
  if (isLookup && isNode(holder) && holder.kind === 'propertylookup' && isThis(holder.what)) {
    const type = thisClass ? propertyClass(thisClass, nameOf(holder.offset), classes) : undefined;
    const method = type && classes.declaresMethod(type, name) ? classes.findMethod(type, name) : undefined;
    return method ? { method, thisClass: type! } : undefined;
  }
  if (what.kind === 'staticlookup') {
    const className = staticClassOf(holder, site);
    // Most static calls on app classes run framework methods (`XResource::collection()`): the text says so unparsed.
    const method = className && classes.hasMethod(className, name) ? classes.findMethod(className, name) : undefined;
    if (!method) return undefined;
    // `Foo::bar()` runs with Foo as `static`; `self::`, `static::` and `parent::` keep the caller's.
    return { method, thisClass: holder.kind === 'name' ? className! : thisClass };
  }
  return undefined;
}

/** The class `Foo`, `self`, `static` or `parent` in `Foo::x()` names. */
export function staticClassOf(node: PhpNode, site: CallSiteClasses): string | undefined {
  if (!isClassReference(node)) return undefined;
  const className = site.className || undefined;
  return classReference(node, { scope: site.scope, className, staticClass: site.thisClass ?? className }, site.classes);
}

/** The type a property is declared with: its declaration, or a constructor parameter of the same name (promoted or assigned). */
export function declaredPropertyType(className: string, property: string, classes: ClassIndex): string | undefined {
  return classes.findProperty(className, property)?.property.type ?? classes.findMethod(className, '__construct')?.params.find((param) => param.name === property)?.type;
}

/** The app class a property is typed with (see declaredPropertyType). */
export function propertyClass(className: string, property: string | undefined, classes: ClassIndex): string | undefined {
  if (!property) return undefined;
  const single = declaredPropertyType(className, property, classes)?.replace(/^\?/, '');
  return single && !single.includes('|') && classes.find(single) ? single : undefined;
}

function isThis(node: unknown): boolean {
  return isNode(node) && node.kind === 'variable' && node.name === 'this';
}
