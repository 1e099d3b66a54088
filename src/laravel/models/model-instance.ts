/**
 * An example Eloquent model instance: attributes as the model holds them, relations that are loaded, and
 * Laravel's behaviour on top — casts and accessors when an attribute is read, `toArray()` with hidden/visible,
 * appends, date serialisation (`2024-01-02T03:04:05.000000Z`), enum values and snake-cased relations.
 */
import { castToNumber } from '../../php/operators.ts';
import { PhpEnumCase } from '../../php/values.ts';
import type { PhpEngine } from '../../php/engine/engine.ts';
import { toPhpString } from '../../php/engine/value-ops.ts';
import type { ModelInfo } from './model-info.ts';
import { unknownMember } from './package-sources.ts';
import { PhpCollection } from './php-collection.ts';
import { PhpDate } from './carbon-date.ts';
import { snake } from '../extensions/str-facade.ts';
import { OrderedArray, UNKNOWN, fromPlain, isRuntimeObject, type CallSite, type RuntimeObject } from './runtime-values.ts';

/** What a model needs from the example world it lives in. */
export interface ModelWorld {
  readonly interpreter: PhpEngine;
  readonly now: number;
  /** `$model->relation` on a relation that is not loaded: Laravel lazy-loads it. */
  lazyLoad(model: ModelInstance, relation: string): unknown;
  /** `$model->load([...])`. */
  loadRelations(model: ModelInstance, relations: string[]): void;
  /** Whether an enum class is declared in the app. */
  enumCases(className: string): PhpEnumCase[] | undefined;
  /** A value for an attribute docgen has no column or type for (models without migrations). */
  guessAttribute(model: ModelInstance, name: string): unknown;
}

const DATE_CASTS = new Set(['date', 'datetime', 'custom_datetime', 'immutable_date', 'immutable_datetime', 'immutable_custom_datetime']);

/** `datetime:Y-m-d` → { type: 'datetime', argument: 'Y-m-d' }. */
function splitCast(cast: string): { type: string; argument?: string } {
  const index = cast.indexOf(':');
  if (index === -1) return { type: cast.toLowerCase() };
  return { type: cast.slice(0, index).toLowerCase(), argument: cast.slice(index + 1) };
}

/** A stored value as a date (strings as a database returns them, timestamps, dates). */
export function asDate(value: unknown, now: number): PhpDate | null {
  if (value instanceof PhpDate) return value.truncated();
  if (typeof value === 'number') return new PhpDate(value * 1000, now);
  if (typeof value === 'string' && value) {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : /^\d{4}-\d{2}-\d{2} \d/.test(value) ? `${value.replace(' ', 'T')}Z` : value;
    const ms = Date.parse(iso);
    if (!Number.isNaN(ms)) return new PhpDate(Math.floor(ms / 1000) * 1000, now);
  }
  return null;
}

function decodeJson(value: unknown): unknown {
  if (value instanceof OrderedArray) return value;
  if (typeof value !== 'string') return value;
  try {
    return fromPlain(JSON.parse(value));
  } catch {
    return null;
  }
}

export class ModelInstance implements RuntimeObject {
  readonly phpClass: string;
  readonly attributes = new Map<string, unknown>();
  readonly relations = new Map<string, unknown>();
  /** `makeHidden`/`makeVisible` on this instance. */
  hidden: string[];
  visible: string[];
  /** True when the model's attributes had to be guessed (no factory, no migration). */
  guessed = false;

  constructor(
    readonly info: ModelInfo,
    readonly world: ModelWorld,
  ) {
    this.phpClass = info.className;
    this.hidden = [...info.hidden];
    this.visible = [...info.visible];
  }

  /** Eloquent's setAttribute(): dates are stored as dates, arrays of array/json casts kept as arrays. */
  setAttribute(name: string, value: unknown): void {
    const cast = this.info.casts.get(name);
    const type = cast ? splitCast(cast).type : undefined;
    if ((type && DATE_CASTS.has(type)) || this.info.dates.has(name)) {
      this.attributes.set(name, value === null ? null : (asDate(value, this.world.now) ?? value));
      return;
    }
    this.attributes.set(name, value);
  }

  setProperty(name: string, value: unknown): void {
    this.setAttribute(name, value);
  }

  getKey(): unknown {
    return this.attributes.get(this.info.primaryKey) ?? null;
  }

  /** `$model->name`: accessor, cast attribute, loaded or lazily loaded relation, or null. */
  getProperty(name: string, site: CallSite): unknown {
    const accessor = this.info.accessors.get(name);
    if (accessor) return this.runAccessor(name, this.attributes.get(name) ?? null, site);
    if (this.attributes.has(name)) return this.castForRead(name, this.attributes.get(name));
    if (this.relations.has(name)) return this.relations.get(name);
    if (this.info.relations.has(name)) return this.world.lazyLoad(this, name);
    if (name === 'exists') return true;
    const column = this.info.columns.get(name);
    if (column) {
      // Not set by the factory: a fresh row would hold the column's default.
      return column.hasDefault && column.default !== undefined ? this.castForRead(name, column.default) : null;
    }
    if (this.guessed || (this.info.columns.size === 0 && !this.info.docProperties.has(name))) {
      const value = this.world.guessAttribute(this, name);
      this.setAttribute(name, value);
      return this.castForRead(name, this.attributes.get(name));
    }
    return null;
  }

  offsetGet(key: unknown, site: CallSite): unknown {
    return typeof key === 'string' ? this.getProperty(key, site) : null;
  }

  /** Eloquent's castAttribute() for a stored value. */
  castForRead(name: string, value: unknown): unknown {
    if (value === null || value === undefined || value === UNKNOWN) return value ?? null;
    const cast = this.info.casts.get(name);
    if (!cast) return this.info.dates.has(name) ? (asDate(value, this.world.now) ?? value) : value;
    const { type, argument } = splitCast(cast);
    switch (type) {
      case 'int':
      case 'integer':
        return Math.trunc(castToNumber(value) ?? 0);
      case 'real':
      case 'float':
      case 'double':
        return castToNumber(value) ?? 0;
      case 'decimal': {
        const places = Number(argument ?? 2);
        return (castToNumber(value) ?? 0).toFixed(places);
      }
      case 'string':
        return toPhpString(value) ?? value;
      case 'bool':
      case 'boolean':
        return Boolean(value) && value !== '0';
      case 'object':
      case 'array':
      case 'json':
        return decodeJson(value);
      case 'collection':
        return new PhpCollection(decodeJson(value) instanceof OrderedArray ? (decodeJson(value) as OrderedArray) : new OrderedArray());
      case 'date':
        return asDate(value, this.world.now)?.startOfDay() ?? value;
      case 'datetime':
      case 'custom_datetime':
      case 'immutable_date':
      case 'immutable_datetime':
      case 'immutable_custom_datetime':
        return asDate(value, this.world.now) ?? value;
      case 'timestamp':
        return asDate(value, this.world.now)?.getProperty('timestamp') ?? value;
      case 'encrypted':
        return value;
      default:
        return this.castToClass(cast, value);
    }
  }

  /** Enum casts and cast classes (`AsArrayObject`, `AsCollection`). */
  private castToClass(cast: string, value: unknown): unknown {
    if (value instanceof PhpEnumCase) return value;
    const className = cast.split(':')[0]!;
    const cases = this.world.enumCases(className);
    if (cases) {
      return cases.find((c) => c.value === value || String(c.value) === String(value) || c.name === value) ?? cases[0] ?? value;
    }
    const short = className.split('\\').pop();
    if (short === 'AsArrayObject' || short === 'AsEncryptedArrayObject') return decodeJson(value);
    if (short === 'AsCollection' || short === 'AsEncryptedCollection') {
      const decoded = decodeJson(value);
      return new PhpCollection(decoded instanceof OrderedArray ? decoded : new OrderedArray());
    }
    if (short === 'AsStringable') return toPhpString(value) ?? value;
    return value;
  }

  /** The value an accessor gives (`getFooAttribute($value)` or `foo(): Attribute` with a `get`). */
  private runAccessor(name: string, value: unknown, site: CallSite): unknown {
    const accessor = this.info.accessors.get(name)!;
    const interpreter = this.world.interpreter;
    if (accessor.style === 'classic') return interpreter.runMethod(accessor.method, this, [value], this.phpClass);
    const attribute = interpreter.runMethod(accessor.method, this, [], this.phpClass);
    if (attribute instanceof AttributeCast) {
      if (attribute.get === undefined || attribute.get === null) return this.castForRead(name, value);
      const attributes = OrderedArray.fromEntries(this.attributes.entries());
      return site.invoke(attribute.get, [value, attributes]);
    }
    return attribute === UNKNOWN ? UNKNOWN : value;
  }

  /** Attributes that are shown in arrays (visible/hidden applied). */
  private arrayable(keys: string[]): string[] {
    const visible = this.visible.length ? keys.filter((k) => this.visible.includes(k)) : keys;
    return visible.filter((k) => !this.hidden.includes(k));
  }

  /** Eloquent's toArray(): attributesToArray() then relationsToArray(). */
  toArray(site: CallSite): OrderedArray {
    const result = new OrderedArray();
    for (const name of this.arrayable([...this.attributes.keys()])) {
      result.set(name, this.attributeForArray(name, site));
    }
    for (const name of this.arrayable(this.info.appends)) {
      result.set(name, this.serialise(name, this.info.accessors.has(name) ? this.runAccessor(name, null, site) : null));
    }
    for (const [relation, value] of this.relations) {
      if (!this.arrayable([relation]).length) continue;
      result.set(snake(relation), relationToArray(value, site));
    }
    return result;
  }

  private attributeForArray(name: string, site: CallSite): unknown {
    const raw = this.attributes.get(name);
    if (this.info.accessors.has(name)) return this.serialise(name, this.runAccessor(name, raw ?? null, site));
    return this.serialise(name, this.castForRead(name, raw));
  }

  /** How a read value is written in arrays: dates per their cast format, enums by value. */
  private serialise(name: string, value: unknown): unknown {
    if (value instanceof PhpDate) {
      const cast = this.info.casts.get(name);
      const argument = cast ? splitCast(cast).argument : undefined;
      const type = cast ? splitCast(cast).type : undefined;
      if (argument && type && DATE_CASTS.has(type)) return value.format(argument);
      return value.toJson();
    }
    if (value instanceof PhpEnumCase) return value.value ?? value.name;
    if (value instanceof PhpCollection) return value.items();
    return value;
  }

  jsonValue(site: CallSite): unknown {
    return this.toArray(site);
  }

  toPhpString(): string | undefined {
    return undefined;
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    switch (lower) {
      case 'getkey':
      case 'getroutekey':
        return this.getKey();
      case 'getkeyname':
      case 'getroutekeyname':
        return this.info.primaryKey;
      case 'gettable':
        return this.info.table;
      case 'getattribute':
        return typeof args[0] === 'string' ? this.getProperty(args[0], site) : null;
      case 'relationloaded':
        return typeof args[0] === 'string' && this.relations.has(args[0]);
      case 'getrelation':
        return typeof args[0] === 'string' ? (this.relations.get(args[0]) ?? null) : null;
      case 'toarray':
      case 'jsonserialize':
      case 'attributestoarray':
        return this.toArray(site);
      case 'only': {
        const keys = args[0] instanceof OrderedArray ? args[0].values() : args;
        return OrderedArray.fromEntries(keys.filter((k): k is string => typeof k === 'string').map((k) => [k, this.getProperty(k, site)]));
      }
      case 'load':
      case 'loadmissing': {
        const relations = args[0] instanceof OrderedArray ? args[0].values() : args;
        this.world.loadRelations(this, relations.filter((r): r is string => typeof r === 'string'));
        return this;
      }
      case 'makehidden':
      case 'makevisible': {
        const keys = (args[0] instanceof OrderedArray ? args[0].values() : args).filter((k): k is string => typeof k === 'string');
        const copy = this.copy();
        if (lower === 'makehidden') copy.hidden = [...copy.hidden, ...keys];
        else {
          copy.hidden = copy.hidden.filter((k) => !keys.includes(k));
          if (copy.visible.length) copy.visible = [...copy.visible, ...keys];
        }
        return copy;
      }
      case 'fresh':
      case 'refresh':
      case 'withoutrelations':
      case 'unsetrelations':
      case 'replicate':
        return this;
      case 'trashed':
        return false;
      case 'is':
        return isRuntimeObject(args[0]) && args[0] === this;
      case 'tojson':
        return UNKNOWN;
      default: {
        const relation = this.info.relations.get(name);
        if (relation) return new RelationQuery(this, name);
        return unknownMember(`the model method ${name}()`, this.info.cls, this.world.interpreter.classes, site);
      }
    }
  }

  copy(): ModelInstance {
    const copy = new ModelInstance(this.info, this.world);
    for (const [k, v] of this.attributes) copy.attributes.set(k, v);
    for (const [k, v] of this.relations) copy.relations.set(k, v);
    copy.hidden = [...this.hidden];
    copy.visible = [...this.visible];
    copy.guessed = this.guessed;
    return copy;
  }
}

function relationToArray(value: unknown, site: CallSite): unknown {
  if (value instanceof ModelInstance) return value.toArray(site);
  if (value instanceof PhpCollection) return OrderedArray.list(value.items().values().map((item) => relationToArray(item, site)));
  return value ?? null;
}

/** `$model->posts()`: a relation used as a query builder (`count()`, `exists()`, `get()`, `first()`). */
class RelationQuery implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Database\\Eloquent\\Relations\\Relation';

  constructor(
    private readonly model: ModelInstance,
    private readonly relation: string,
  ) {}

  private results(): unknown {
    return this.model.relations.has(this.relation) ? this.model.relations.get(this.relation) : this.model.world.lazyLoad(this.model, this.relation);
  }

  getProperty(name: string, site: CallSite): unknown {
    return site.unknown(`the relation property ${name}`);
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const results = this.results();
    const items = results instanceof PhpCollection ? results.items().values() : results === null || results === undefined ? [] : [results];
    switch (name.toLowerCase()) {
      case 'count':
        return items.length;
      case 'exists':
        return items.length > 0;
      case 'get':
        return PhpCollection.of(items);
      case 'first':
      case 'firstorfail':
        return items[0] ?? null;
      case 'pluck':
        return new PhpCollection(OrderedArray.list(items)).callMethod('pluck', args, site);
      case 'sum':
        return new PhpCollection(OrderedArray.list(items)).callMethod('sum', args, site);
      case 'latest':
      case 'oldest':
      case 'orderby':
      case 'where':
      case 'wherenotnull':
      case 'wherenull':
      case 'limit':
      case 'take':
      case 'select':
      case 'with':
        return this;
      default:
        return site.unknown(`the query method ${name}()`);
    }
  }
}

/** `Attribute::make(get: …, set: …)` / `new Attribute(…)`: a Laravel 9+ accessor definition. */
export class AttributeCast implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Database\\Eloquent\\Casts\\Attribute';

  constructor(
    readonly get: unknown,
    readonly set: unknown,
  ) {}

  getProperty(name: string): unknown {
    if (name === 'get') return this.get ?? null;
    if (name === 'set') return this.set ?? null;
    return UNKNOWN;
  }

  callMethod(name: string, _args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    if (lower === 'shouldcache' || lower === 'withoutobjectcaching') return this;
    return site.unknown(`Attribute::${name}()`);
  }
}
