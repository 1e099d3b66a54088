/**
 * What an API resource class says about its output: whether it is a collection and what it collects, the
 * `$wrap` key in effect (its own static property, or `withoutWrapping()`/`wrap()` called in a service
 * provider), its `@mixin` model, and its `$additional`/`$with` defaults.
 */
import { isNode, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import { tagsNamed } from '../../php/docblock.ts';
import { evaluate } from '../../php/evaluate.ts';
import { isEloquentModel } from '../models/model-keys.ts';

export const JSON_RESOURCE = 'Illuminate\\Http\\Resources\\Json\\JsonResource';
export const RESOURCE_COLLECTION = 'Illuminate\\Http\\Resources\\Json\\ResourceCollection';
export const ANONYMOUS_COLLECTION = 'Illuminate\\Http\\Resources\\Json\\AnonymousResourceCollection';

export interface ResourceClassInfo {
  name: string;
  cls?: PhpClass;
  /** Extends ResourceCollection (or is AnonymousResourceCollection). */
  isCollection: boolean;
  /** The resource class a collection wraps its items in (`$collects`, or `PostCollection` → `Post`/`PostResource`). */
  collects?: string;
  /** The top-level key the response wraps data in; null when wrapping is off. */
  wrap: string | null;
  preserveKeys: boolean;
}

/** Whether a class is an API resource (a JsonResource the app declares, or Laravel's own). */
export function isResourceClass(className: string, classes: ClassIndex): boolean {
  const name = className.replace(/^\\/, '');
  // Without the framework's sources, a class extending ResourceCollection is not known to be a JsonResource.
  return [JSON_RESOURCE, RESOURCE_COLLECTION, ANONYMOUS_COLLECTION].includes(name) || classes.isSubclassOf(name, [JSON_RESOURCE, RESOURCE_COLLECTION]);
}

function chainOf(className: string, classes: ClassIndex): PhpClass[] {
  const result: PhpClass[] = [];
  let current = classes.find(className);
  while (current && !result.includes(current)) {
    result.push(current);
    current = current.parent ? classes.find(current.parent) : undefined;
  }
  return result;
}

function propertyDefault(className: string, name: string, classes: ClassIndex): { owner: string; value: unknown } | undefined {
  const found = classes.findProperty(className, name);
  if (!found) return undefined;
  const { owner, property } = found;
  const value = property.default
    ? evaluate(property.default, { scope: owner.scope, classes, env: classes.env, file: classes.absolutePath(owner.file), className: owner.name })
    : null;
  return { owner: owner.name, value };
}

/**
 * `withoutWrapping()`/`wrap('x')` calls in the app's service providers: declaring class → wrap key. Read once
 * per run (the providers' files still count for every endpoint that asks).
 */
function wrappingOverrides(classes: ClassIndex): Map<string, string | null> {
  return classes.memo('resource-wrap-overrides', () => readWrappingOverrides(classes));
}

function readWrappingOverrides(classes: ClassIndex): Map<string, string | null> {
  const overrides = new Map<string, string | null>();
  for (const provider of classes.classesIn('app/Providers')) {
    for (const method of provider.methods.values()) {
      walk(method.body, (node: PhpNode) => {
        if (node.kind !== 'call' || !isNode(node.what) || node.what.kind !== 'staticlookup') return undefined;
        const target = node.what.what as PhpNode;
        const methodName = nameOf(node.what.offset)?.toLowerCase();
        if (target.kind !== 'name' || (methodName !== 'withoutwrapping' && methodName !== 'wrap')) return undefined;
        const className = method.scope.resolveClass(String(target.name));
        if (!isResourceClass(className, classes)) return undefined;
        const declaring = propertyDefault(className, 'wrap', classes)?.owner ?? JSON_RESOURCE;
        if (methodName === 'withoutwrapping') overrides.set(declaring.toLowerCase(), null);
        else {
          const value = evaluate(((node.arguments ?? []) as PhpNode[])[0], { scope: method.scope, classes, file: classes.absolutePath(method.file) });
          if (typeof value === 'string') overrides.set(declaring.toLowerCase(), value);
        }
        return undefined;
      });
    }
  }
  return overrides;
}

/** The wrap key in effect for a resource class. */
export function effectiveWrap(className: string, classes: ClassIndex): string | null {
  const declared = propertyDefault(className, 'wrap', classes);
  const owner = (declared?.owner ?? JSON_RESOURCE).toLowerCase();
  const overrides = wrappingOverrides(classes);
  if (overrides.has(owner)) return overrides.get(owner)!;
  if (!declared) return 'data';
  return typeof declared.value === 'string' ? declared.value : null;
}

/** Laravel's CollectsResources::collects(). */
function collectsOf(className: string, classes: ClassIndex): string | undefined {
  const declared = propertyDefault(className, 'collects', classes);
  if (declared && typeof declared.value === 'string') return declared.value.replace(/^\\/, '');
  if (!className.endsWith('Collection')) return undefined;
  const base = className.slice(0, -'Collection'.length);
  for (const candidate of [base, `${base}Resource`]) if (classes.find(candidate)) return classes.find(candidate)!.name;
  return undefined;
}

export function readResourceClass(className: string, classes: ClassIndex): ResourceClassInfo {
  const name = className.replace(/^\\/, '');
  const cls = classes.find(name);
  const isCollection =
    name === ANONYMOUS_COLLECTION || name === RESOURCE_COLLECTION || classes.isSubclassOf(name, RESOURCE_COLLECTION);
  return {
    name: cls?.name ?? name,
    cls,
    isCollection,
    collects: isCollection ? collectsOf(cls?.name ?? name, classes) : undefined,
    wrap: effectiveWrap(cls?.name ?? name, classes),
    preserveKeys: propertyDefault(name, 'preserveKeys', classes)?.value === true,
  };
}

/** The model named by the resource's `@mixin` docblock tag (Scribe's way of inferring it). */
export function mixinModel(className: string, classes: ClassIndex): string | undefined {
  for (const owner of chainOf(className, classes)) {
    const tag = tagsNamed(owner.docBlock, 'mixin')[0];
    const raw = tag?.content.trim().split(/\s+/)[0];
    if (raw) return owner.scope.resolveClass(raw);
  }
  return undefined;
}

/**
 * The class a resource's constructor declares for what it wraps (`__construct(protected Song $song)`, written on
 * the resource or a parent resource): the code says which model the resource is made with.
 */
export function constructorResourceClass(className: string, classes: ClassIndex): string | undefined {
  const constructor = classes.findMethod(className, '__construct');
  if (!constructor || constructor.file.startsWith('vendor/')) return undefined;
  const declared = constructor.params[0]?.type?.replace(/^\?/, '').replace(/^\\/, '');
  if (!declared || /[|&]/.test(declared)) return undefined;
  return classes.find(declared)?.name;
}

/**
 * The class of what a resource wraps when the code does not say where its value comes from: the `@mixin` model,
 * else the class the constructor declares (a model or a value object), else the model named like the resource.
 */
export function wrappedClass(resourceClass: string, classes: ClassIndex): string | undefined {
  const info = readResourceClass(resourceClass, classes);
  const itemClass = info.collects ?? resourceClass;
  const mixin = mixinModel(itemClass, classes);
  if (mixin) return mixin;
  const declared = constructorResourceClass(itemClass, classes);
  if (declared && (isEloquentModel(declared, classes) || classes.find(declared)?.kind === 'class')) return declared;
  const base = itemClass.split('\\').pop()!.replace(/(Resource|Collection)$/, '');
  return [`App\\Models\\${base}`, `App\\${base}`].map((name) => classes.find(name)?.name).find(Boolean);
}

/** The resource's own `$additional` / `$with` property defaults. */
export function resourceProperty(className: string, name: 'additional' | 'with', classes: ClassIndex): unknown {
  return propertyDefault(className, name, classes)?.value;
}

/** The default value of a property the class (or a parent) declares, null without one. */
export function propertyValue(className: string, name: string, classes: ClassIndex): unknown {
  return propertyDefault(className, name, classes)?.value ?? null;
}
