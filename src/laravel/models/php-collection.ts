/**
 * `Illuminate\Support\Collection` (and Eloquent collections) for the PHP engine: the methods resources and
 * transformers commonly chain on relations (`count`, `pluck`, `map`, `first`, `isEmpty`, `implode` …).
 */
import { PhpEnumCase } from '../../php/values.ts';
import { toPhpString, truthy } from '../../php/engine/value-ops.ts';
import { scalarOperation } from '../../php/operators.ts';
import { OrderedArray, UNKNOWN, isRuntimeObject, type CallSite, type RuntimeObject } from './runtime-values.ts';

/** A method family's answer for a method that is not one of its own. */
const NO_SUCH_METHOD: unique symbol = Symbol('no-such-method');

export class PhpCollection implements RuntimeObject {
  readonly phpClass: string;

  constructor(
    private readonly list: OrderedArray,
    phpClass = 'Illuminate\\Support\\Collection',
  ) {
    this.phpClass = phpClass;
  }

  static of(values: unknown[], phpClass?: string): PhpCollection {
    return new PhpCollection(OrderedArray.list(values), phpClass);
  }

  items(): OrderedArray {
    return this.list;
  }

  jsonValue(): unknown {
    return this.list;
  }

  offsetGet(key: unknown): unknown {
    return typeof key === 'string' || typeof key === 'number' ? (this.list.get(key) ?? null) : UNKNOWN;
  }

  getProperty(name: string, call: CallSite): unknown {
    // Higher-order messages: `$collection->map->toArray()`, `$collection->sum->price`.
    if (['map', 'each', 'filter', 'sum', 'pluck', 'contains', 'every'].includes(name)) return new HigherOrderProxy(this, name);
    return call.unknown(`the collection property ${name}`);
  }

  private with(values: unknown[]): PhpCollection {
    return new PhpCollection(OrderedArray.list(values), this.phpClass);
  }

  callMethod(name: string, args: unknown[], call: CallSite): unknown {
    for (const family of [this.read, this.reduce, this.reshape]) {
      const result = family.call(this, name, args, call);
      if (result !== NO_SUCH_METHOD) return result;
    }
    return call.unknown(`the collection method ${name}()`);
  }

  /** Reading items and facts about them: `all`, `first`, `count`, `has` … */
  private read(name: string, args: unknown[], call: CallSite): unknown {
    const values = this.list.values();
    const apply = (item: unknown, key: unknown) => call.invoke(args[0], [item, key]);
    switch (name) {
      case 'all':
        return this.list;
      case 'toArray':
        return OrderedArray.fromEntries(
          this.list.entries().map(([key, item]) => [key, isRuntimeObject(item) ? item.callMethod('toArray', [], call) : item]),
        );
      case 'values':
        return this.with(values);
      case 'keys':
        return this.with(this.list.keys());
      case 'count':
        return values.length;
      case 'isEmpty':
        return values.length === 0;
      case 'isNotEmpty':
        return values.length > 0;
      case 'first':
        if (args.length) return values.find((item, index) => truthy(apply(item, index))) ?? null;
        return values[0] ?? null;
      case 'last':
        return values[values.length - 1] ?? null;
      case 'firstWhere':
        return values.find((item) => matches(item, args, call)) ?? null;
      case 'modelKeys':
        // Eloquent collections: the models' primary keys.
        return OrderedArray.list(values.map((item) => (item as { getKey?: () => unknown }).getKey?.() ?? null));
      case 'contains':
        return values.some((item) => item === args[0] || (item instanceof PhpEnumCase && args[0] instanceof PhpEnumCase && item.name === args[0].name));
      case 'get':
        return typeof args[0] === 'string' || typeof args[0] === 'number' ? (this.list.get(args[0]) ?? args[1] ?? null) : null;
      case 'has':
        return (typeof args[0] === 'string' || typeof args[0] === 'number') && this.list.has(args[0]);
      default:
        return NO_SUCH_METHOD;
    }
  }

  /** Folding the items into one value: `implode`, `sum`, `max`, `every` … */
  private reduce(name: string, args: unknown[], call: CallSite): unknown {
    const values = this.list.values();
    const apply = (item: unknown, key: unknown) => call.invoke(args[0], [item, key]);
    switch (name) {
      case 'implode': {
        if (args.length >= 2) return values.map((item) => toPhpString(field(item, args[0], call)) ?? '').join(String(args[1]));
        return values.map((item) => toPhpString(item) ?? '').join(typeof args[0] === 'string' ? args[0] : '');
      }
      case 'sum':
        return values.reduce<number>((total, item) => total + (Number(args.length ? field(item, args[0], call) : item) || 0), 0);
      case 'every':
        return values.every((item, index) => truthy(apply(item, index)));
      case 'join':
        return values.map((item) => toPhpString(item) ?? '').join(typeof args[0] === 'string' ? args[0] : '');
      case 'avg':
      case 'average': {
        const numbers = values.map((item) => Number(args.length ? field(item, args[0], call) : item) || 0);
        return numbers.length ? numbers.reduce((a, b) => a + b, 0) / numbers.length : null;
      }
      case 'max':
      case 'min': {
        const numbers = values.map((item) => Number(args.length ? field(item, args[0], call) : item) || 0);
        if (!numbers.length) return null;
        return name === 'max' ? Math.max(...numbers) : Math.min(...numbers);
      }
      case 'each':
        values.forEach((item, index) => apply(item, index));
        return this;
      default:
        return NO_SUCH_METHOD;
    }
  }

  /** A new collection (or this one, where order and selection do not change the example): `map`, `filter`, `pluck` … */
  private reshape(name: string, args: unknown[], call: CallSite): unknown {
    const values = this.list.values();
    const apply = (item: unknown, key: unknown) => call.invoke(args[0], [item, key]);
    switch (name) {
      case 'map':
        return new PhpCollection(
          OrderedArray.fromEntries(this.list.entries().map(([key, item]) => [key, apply(item, key)])),
          this.phpClass,
        );
      case 'filter':
        return new PhpCollection(
          OrderedArray.fromEntries(
            this.list.entries().filter(([key, item]) => (args.length ? truthy(apply(item, key)) : truthy(item))),
          ),
          this.phpClass,
        );
      case 'pluck':
        return this.with(values.map((item) => field(item, args[0], call)));
      case 'crossJoin': {
        let product: unknown[][] = values.map((value) => [value]);
        for (const other of args) {
          const items = other instanceof OrderedArray ? other.values() : other instanceof PhpCollection ? other.items().values() : [];
          product = product.flatMap((combo) => items.map((item) => [...combo, item]));
        }
        return this.with(product.map((combo) => OrderedArray.list(combo)));
      }
      case 'mapWithKeys': {
        const result = new OrderedArray();
        for (const [key, item] of this.list.entries()) {
          const pair = apply(item, key);
          if (pair instanceof OrderedArray) for (const [k, v] of pair.entries()) result.set(k, v);
        }
        return new PhpCollection(result, this.phpClass);
      }
      case 'keyBy':
        return new PhpCollection(
          OrderedArray.fromEntries(values.map((item) => [String(typeof args[0] === 'string' ? field(item, args[0], call) : call.invoke(args[0], [item])), item])),
          this.phpClass,
        );
      case 'reject':
        return this.with(values.filter((item, index) => !truthy(apply(item, index))));
      case 'reverse':
        return this.with([...values].reverse());
      case 'flatten':
        return this.with(values.flatMap((item) => (item instanceof OrderedArray ? item.values() : [item])));
      case 'merge':
        return this.with([...values, ...(args[0] instanceof OrderedArray ? args[0].values() : args[0] instanceof PhpCollection ? args[0].items().values() : [])]);
      case 'push':
        return this.with([...values, ...args]);
      case 'take':
        return this.with(typeof args[0] === 'number' ? values.slice(0, args[0]) : values);
      case 'where':
        return this.with(values.filter((item) => matches(item, args, call)));
      case 'sortBy':
      case 'sortByDesc':
      case 'sort':
      case 'unique':
      case 'collect':
      case 'toBase':
      case 'load':
      case 'loadMissing':
        return this;
      case 'only':
      case 'except':
        return this;
      default:
        return NO_SUCH_METHOD;
    }
  }
}

/** A key of an item, dotted for nested ones (`pivot.role`): an attribute of a model, a key of an array. */
function field(item: unknown, key: unknown, call: CallSite): unknown {
  if (typeof key !== 'string') return UNKNOWN;
  let current = item;
  for (const part of key.split('.')) {
    if (current instanceof OrderedArray) current = current.get(part) ?? null;
    else if (isRuntimeObject(current)) current = current.getProperty(part, call);
    else return null;
  }
  return current;
}

/**
 * Laravel's `where($key, $value)` / `where($key, $operator, $value)` test for one item (`==` by default), and
 * `where($key)` / `firstWhere($key)`: the key's value is truthy.
 */
function matches(item: unknown, args: unknown[], call: CallSite): boolean {
  const value = field(item, args[0], call);
  if (args.length === 1) return truthy(value);
  const [operator, expected] = args.length > 2 ? [String(args[1]), args[2]] : ['==', args[1]];
  return scalarOperation(operator === '=' ? '==' : operator, value, expected, truthy) === true;
}

class HigherOrderProxy implements RuntimeObject {
  readonly phpClass = 'Illuminate\\Support\\HigherOrderCollectionProxy';

  constructor(
    private readonly collection: PhpCollection,
    private readonly method: string,
  ) {}

  getProperty(name: string, call: CallSite): unknown {
    const values = this.collection.items().values().map((item) => field(item, name, call));
    return this.finish(values, call);
  }

  callMethod(name: string, args: unknown[], call: CallSite): unknown {
    const values = this.collection.items().values().map((item) => call.callMethod(item, name, args));
    return this.finish(values, call);
  }

  private finish(values: unknown[], call: CallSite): unknown {
    switch (this.method) {
      case 'sum':
        return values.reduce<number>((total, value) => total + (Number(value) || 0), 0);
      case 'contains':
        return values.some(truthy);
      case 'every':
        return values.every(truthy);
      case 'filter':
        return PhpCollection.of(this.collection.items().values().filter((_, index) => truthy(values[index])));
      case 'map':
      case 'pluck':
        return PhpCollection.of(values);
      default:
        return call.unknown(`->${this.method}-> on a collection`);
    }
  }
}
