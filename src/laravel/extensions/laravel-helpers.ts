/** Laravel's global helpers: `fake()`, `bcrypt()`, `url()`, `asset()`, `config()`, `__()`, `collect()`, `data_get()`, `once()` … */
import { lookupTable } from '../../name-map.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { isRuntimeObject } from '../../php/engine/runtime-object.ts';
import { UNKNOWN } from '../../php/values.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { PASSWORD_HASH, str, type ExampleFamily, type FunctionHandler } from './example-env.ts';

export const laravelHelpers: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    fake: (_args, _site, env) => env.fakerProxy,
    faker: (_args, _site, env) => env.fakerProxy,
    bcrypt: () => PASSWORD_HASH,
    encrypt: (_args, _site, env) => `eyJpdiI6I${env.faker.string.alphanumeric(40)}`,
    str_random: (args, _site, env) => env.faker.string.alphanumeric(typeof args[0] === 'number' ? args[0] : 16),
    url: (args, _site, env) => (args.length ? `${env.base}/${str(args[0]).replace(/^\/+/, '')}` : env.base),
    secure_url: (args, _site, env) => `${env.base.replace(/^http:/, 'https:')}/${str(args[0]).replace(/^\/+/, '')}`,
    asset: (args, _site, env) => `${env.base}/${str(args[0]).replace(/^\/+/, '')}`,
    storage_path: (args) => `storage/${str(args[0])}`,
    config: (args, _site, env) => (args[0] === 'app.url' ? env.base : args[0] === 'app.name' ? 'Laravel' : args.length > 1 ? args[1] : UNKNOWN),
    __: (args) => str(args[0]),
    trans: (args) => str(args[0]),
    trans_choice: (args) => str(args[0]),
    e: (args) => str(args[0]),
    collect: (args) => new PhpCollection(args[0] instanceof OrderedArray ? args[0] : new OrderedArray()),
    value: (args, site) => site.invoke(args[0], args.slice(1)),
    once: (args, site, env) => env.onceResults.get(args[0], () => site.invoke(args[0], [])),
    // rescue() returns the callback's result unless it throws; an example does not throw.
    rescue: (args, site) => site.invoke(args[0], []),
    optional: (args) => args[0] ?? null,
    tap: (args) => args[0],
    data_get: (args, site) => {
      let current: unknown = args[0];
      for (const key of str(args[1]).split('.')) {
        if (current instanceof OrderedArray) current = current.get(key) ?? null;
        else if (isRuntimeObject(current)) current = current.getProperty(key, site);
        else return args[2] ?? null;
      }
      return current ?? args[2] ?? null;
    },
  }),
};
