/** The small facades factories and resources call for values: `Hash`, `Crypt`, `Storage`, `URL`, `Arr` and `Collection`. */
import { NOT_HANDLED } from '../../php/engine/extension.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { list, PASSWORD_HASH, str, type ExampleFamily, type StaticHandler } from './example-env.ts';
import { laravelHelpers } from './laravel-helpers.ts';

const helper = laravelHelpers.functions!;

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
      return NOT_HANDLED;
    },
    collection: only('make', (env, _method, args, site) => helper.collect!(args, site, env)),
  },
  constructs: {
    collection: (args) => new PhpCollection(args[0] instanceof OrderedArray ? args[0] : new OrderedArray()),
  },
};
