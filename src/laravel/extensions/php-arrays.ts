/** PHP's array functions over engine arrays (and collections where PHP code passes them), JSON included. */
import { lookupTable } from '../../name-map.ts';
import { fromPlain, OrderedArray } from '../../php/php-array.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { UNKNOWN } from '../../php/values.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { list, num, str, type ExampleFamily, type FunctionHandler } from './example-env.ts';

function jsonDecode(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return fromPlain(JSON.parse(text));
  } catch {
    return null;
  }
}

export const phpArrays: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    implode: (args) => (args[1] === undefined ? list(args[0]).map(str).join('') : list(args[1]).map(str).join(str(args[0]))),
    join: (args) => list(args[1]).map(str).join(str(args[0])),
    explode: (args) => OrderedArray.list(str(args[1]).split(str(args[0]))),
    count: (args) => (args[0] instanceof OrderedArray ? args[0].size : args[0] instanceof PhpCollection ? args[0].items().size : 1),
    array_keys: (args) => OrderedArray.list(args[0] instanceof OrderedArray ? args[0].keys() : []),
    array_values: (args) => OrderedArray.list(list(args[0])),
    array_merge: (args) => {
      const result = new OrderedArray();
      for (const arg of args) {
        if (!(arg instanceof OrderedArray)) continue;
        for (const [key, value] of arg.entries()) {
          if (typeof key === 'number') result.push(value);
          else result.set(key, value);
        }
      }
      return result;
    },
    array_map: (args, site) => OrderedArray.list(list(args[1]).map((item) => site.invoke(args[0], [item]))),
    array_filter: (args, site) => {
      const source = args[0] instanceof OrderedArray ? args[0] : new OrderedArray();
      return OrderedArray.fromEntries(source.entries().filter(([, v]) => truthy(args[1] ? site.invoke(args[1], [v]) : v)));
    },
    in_array: (args) => list(args[1]).some((item) => item === args[0] || str(item) === str(args[0])),
    array_key_exists: (args) => args[1] instanceof OrderedArray && (typeof args[0] === 'string' || typeof args[0] === 'number') && args[1].has(args[0]),
    json_encode: () => UNKNOWN,
    json_decode: (args) => jsonDecode(args[0]),
    range: (args) => {
      const start = num(args[0], 0);
      const end = num(args[1], 0);
      const values: number[] = [];
      for (let i = start; start <= end ? i <= end : i >= end; i += start <= end ? 1 : -1) values.push(i);
      return OrderedArray.list(values.slice(0, 1000));
    },
  }),
};
