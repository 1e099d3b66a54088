/**
 * Whether JSON gives a value back exactly: only null, booleans, strings, finite numbers other than -0, arrays
 * without holes and plain objects of such values. Anything else (undefined, a Map, NaN, a class instance …)
 * would come back as something else, or not at all.
 */
import { isRecordObject } from './name-map.ts';

export function jsonExact(value: unknown): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++) if (!(index in value) || !jsonExact(value[index])) return false;
        return true;
      }
      if (!isRecordObject(value)) return false;
      // A key `__proto__` would be read back as the object's prototype, not as a key.
      for (const key in value) if (key === '__proto__' || !jsonExact((value as Record<string, unknown>)[key])) return false;
      return Object.getOwnPropertySymbols(value).length === 0;
    }
    default:
      return false;
  }
}
