/** The small facades factories and resources call for values: `Hash`, `Crypt`, `Storage`, `URL`, `Arr`, `File` and `Collection`. */
import { PhpClosure } from '../../php/closure.ts';
import { NOT_HANDLED } from '../../php/engine/extension.ts';
import type { CallSite } from '../../php/engine/runtime-object.ts';
import { truthy } from '../../php/engine/value-ops.ts';
import { callPhpFunction } from '../../php/php-functions.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { list, PASSWORD_HASH, str, type ExampleFamily, type StaticHandler } from './example-env.ts';
import { laravelHelpers } from './laravel-helpers.ts';

const helper = laravelHelpers.functions!;

const php = (name: string, args: unknown[]): unknown => callPhpFunction(name, args, { policy: 'forgiving' });

/** `File::basename()` and the other path methods of the File facade: PHP's path functions. */
const FILE_PATHS: Record<string, (args: unknown[]) => unknown> = {
  basename: (args) => php('basename', args.slice(0, 1)),
  dirname: (args) => php('dirname', args.slice(0, 2)),
  name: (args) => {
    const info = php('pathinfo', args.slice(0, 1));
    return info instanceof OrderedArray ? info.get('filename') : NOT_HANDLED;
  },
  extension: (args) => {
    const info = php('pathinfo', args.slice(0, 1));
    return info instanceof OrderedArray ? (info.get('extension') ?? '') : NOT_HANDLED;
  },
};

/** `Arr::first()`, `Arr::last()` (with or without a callback), `Arr::wrap()`, `Arr::only()`, `Arr::except()`. */
function arrMethod(method: string, args: unknown[], site: CallSite): unknown {
  const [array, second, third] = args;
  if (method === 'wrap') return array === null ? new OrderedArray() : array instanceof OrderedArray ? array : OrderedArray.list([array]);
  if (!(array instanceof OrderedArray)) return NOT_HANDLED;
  const entries = array.entries();
  if (method === 'first' || method === 'last') {
    const ordered = method === 'first' ? entries : [...entries].reverse();
    const found = ordered.find(([key, value]) => second === undefined || second === null || truthy(site.invoke(second, [value, key])));
    if (found) return found[1];
    // value($default): a closure gives its result.
    return third instanceof PhpClosure ? site.invoke(third, []) : (third ?? null);
  }
  const keys = new Set((second instanceof OrderedArray ? second.values() : [second]).map(String));
  if (method === 'only') return OrderedArray.fromEntries(entries.filter(([key]) => keys.has(String(key))));
  if (method === 'except') return OrderedArray.fromEntries(entries.filter(([key]) => !keys.has(String(key))));
  return NOT_HANDLED;
}

/** One static method of a facade, by lower-case name. */
function only(name: string, handler: StaticHandler): StaticHandler {
  return (env, method, args, site) => (method.toLowerCase() === name ? handler(env, method, args, site) : NOT_HANDLED);
}

export const facades: ExampleFamily = {
  statics: {
    hash: only('make', () => PASSWORD_HASH),
    crypt: only('encryptstring', (env, _method, args, site) => helper.encrypt!(args, site, env)),
    storage: only('url', (env, _method, args) => `${env.base}/storage/${str(args[0]).replace(/^\/+/, '')}`),
    url: only('to', (env, _method, args, site) => helper.url!(args, site, env)),
    arr: (env, method, args, site) => {
      const lower = method.toLowerCase();
      if (lower === 'random') return list(args[0]).length ? env.faker.helpers.arrayElement(list(args[0])) : null;
      if (lower === 'get') return helper.data_get!(args, site, env);
      return arrMethod(lower, args, site);
    },
    file: (_env, method, args) => {
      const path = FILE_PATHS[method.toLowerCase()];
      return path ? path(args) : NOT_HANDLED;
    },
    collection: only('make', (env, _method, args, site) => helper.collect!(args, site, env)),
  },
  constructs: {
    collection: (args) => new PhpCollection(args[0] instanceof OrderedArray ? args[0] : new OrderedArray()),
  },
};
