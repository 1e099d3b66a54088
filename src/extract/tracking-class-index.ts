/**
 * The app's class index as one endpoint's strategies see it: every call through it records the files it
 * consulted (a class's file, its ancestors' and traits', a file read by path) as dependencies of the endpoint,
 * so that a warm run re-extracts the endpoint when one of them changes.
 *
 * Every method is tracked, whatever its name: a method added to the index later is a dependency reader from the
 * start, instead of one that silently escapes tracking until someone remembers to list it.
 */
import type { ClassIndex } from '../php/class-index.ts';

export function trackingClassIndex(classes: ClassIndex, dependencies: Set<string>): ClassIndex {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(classes, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      let method = bound.get(property);
      if (!method) {
        const call = value as (...args: unknown[]) => unknown;
        method = (...args: unknown[]) => target.readsInto(dependencies, call, args);
        bound.set(property, method);
      }
      return method;
    },
  });
}
