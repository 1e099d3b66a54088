/**
 * Objects keyed by names taken from the app (parameter, rule, header, field and group names …). A plain `{}`
 * answers `constructor`, `toString` or `__proto__` from its prototype, and `map['__proto__'] = x` replaces the
 * prototype instead of adding a key, so such a name would break the object or vanish. These maps inherit nothing
 * (their prototype has no members and no prototype of its own): every name, including those, is an ordinary key.
 * They still spread, serialise and iterate as usual.
 */
export function nameMap<T>(entries?: Iterable<readonly [string, T]>): Record<string, T> {
  const map = new (NameMap as unknown as new () => Record<string, T>)();
  if (entries) for (const [key, value] of entries) map[key] = value;
  return map;
}

/**
 * The prototype name maps share: an object that itself has no prototype and no members. They are made by a
 * constructor, not `Object.create(null)`: V8 stores an object made that way as a hash table, whose entries and
 * serialisation are several times slower, while objects a constructor makes keep the fast layout.
 */
const NAME_MAP_PROTOTYPE = Object.create(null) as object;
function NameMap(): void {}
NameMap.prototype = NAME_MAP_PROTOTYPE;

/** Whether an object is a plain record: made by `{}`, with no prototype, or by `nameMap`. */
export function isRecordObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null || prototype === NAME_MAP_PROTOTYPE;
}

/** The value stored under `key` in an object that may have a prototype (never an inherited member). */
export function ownValue<T>(map: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(map, key) ? map[key] : undefined;
}

/** Stores `value` under `key` as an own key, in any object (`__proto__` included: never the prototype). */
export function setOwn<T>(map: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(map, key, { value, writable: true, enumerable: true, configurable: true });
}

/** A fixed table looked up by names from the input (function, rule, type names …): `nameMap` of a literal. */
export function lookupTable<T>(table: Record<string, T>): Record<string, T> {
  return nameMap(Object.entries(table));
}
