/**
 * PHP functions and Laravel helpers/facades that factories and resources call for values:
 * `now()`, `Carbon::parse()`, `Str::random()`, `Str::slug()`, `bcrypt()`, `Hash::make()`, `url()`, `fake()`,
 * string and array functions. All values come from the seeded faker and the example clock.
 */
import { lookupTable } from '../../name-map.ts';
import type { Faker } from '@faker-js/faker';
import number_format from 'locutus/php/strings/number_format.js';
import sprintf from 'locutus/php/strings/sprintf.js';
import pluralize from 'pluralize';
import { castToNumber } from '../../php/operators.ts';
import { FakerProxy, timeOf } from '../factories/faker-calls.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { toPhpString, truthy } from '../../php/engine/value-ops.ts';
import { PhpCollection } from './php-collection.ts';
import { PhpDate } from './carbon-date.ts';
import { OrderedArray, UNKNOWN, fromPlain, isRuntimeObject, type CallSite } from './runtime-values.ts';

/** What a bcrypt hash of "password" looks like (Laravel's own UserFactory uses this very value). */
const PASSWORD_HASH = '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi';

export interface BuiltinsOptions {
  faker: Faker;
  /** The example clock (ms since the epoch). */
  now: number;
  /** The app's URL (APP_URL), for url()/asset()/route(). */
  appUrl: string;
}

const str = (value: unknown): string => toPhpString(value) ?? '';

export function snake(value: string, delimiter = '_'): string {
  return value
    .replace(/\s+/g, '')
    .replace(/([a-z\d])([A-Z])/g, `$1${delimiter}$2`)
    .replace(/(?<![A-Z])([A-Z]+)([A-Z][a-z])/g, `$1${delimiter}$2`)
    .toLowerCase();
}

export function studly(value: string): string {
  return value
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

export function camel(value: string): string {
  const s = studly(value);
  return s ? s[0]!.toLowerCase() + s.slice(1) : s;
}

export function slug(value: string, separator = '-'): string {
  const slugged = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/@/g, `${separator}at${separator}`)
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, separator);
  return withoutSeparatorsAround(slugged, separator);
}

/** The text without repeats of `separator` at either end (any separator text, taken literally). */
function withoutSeparatorsAround(text: string, separator: string): string {
  if (separator === '') return text;
  let start = 0;
  let end = text.length;
  while (text.startsWith(separator, start) && start < end) start += separator.length;
  while (end - separator.length >= start && text.endsWith(separator, end)) end -= separator.length;
  return text.slice(start, end);
}

function list(value: unknown): unknown[] {
  if (value instanceof OrderedArray) return value.values();
  if (value instanceof PhpCollection) return value.items().values();
  return [];
}

function jsonDecode(text: unknown): unknown {
  if (typeof text !== 'string') return null;
  try {
    return fromPlain(JSON.parse(text));
  } catch {
    return null;
  }
}

/** What the helpers draw on: the world's faker and clock, and the app URL. */
interface Env {
  faker: Faker;
  now: number;
  base: string;
  fakerProxy: FakerProxy;
  date(ms: number): PhpDate;
}

function strMethod(env: Env, method: string, args: unknown[], site: CallSite): unknown {
  const { faker } = env;
  const [a, b, c] = args;
  switch (method.toLowerCase()) {
    case 'random':
      return faker.string.alphanumeric(typeof a === 'number' ? a : 16);
    case 'uuid':
    case 'ordereduuid':
      return faker.string.uuid();
    case 'ulid':
      return faker.string.ulid();
    case 'slug':
      return slug(str(a), typeof b === 'string' ? b : '-');
    case 'upper':
      return str(a).toUpperCase();
    case 'lower':
      return str(a).toLowerCase();
    case 'title':
    case 'headline':
      return str(a).replace(/[-_]+/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase());
    case 'ucfirst':
      return str(a).charAt(0).toUpperCase() + str(a).slice(1);
    case 'snake':
      return snake(str(a), typeof b === 'string' ? b : '_');
    case 'kebab':
      return snake(str(a), '-');
    case 'camel':
      return camel(str(a));
    case 'studly':
      return studly(str(a));
    case 'plural':
      return pluralize.plural(str(a));
    case 'singular':
      return pluralize.singular(str(a));
    case 'limit': {
      const limit = typeof b === 'number' ? b : 100;
      const text = str(a);
      return text.length <= limit ? text : text.slice(0, limit).trimEnd() + (typeof c === 'string' ? c : '...');
    }
    case 'words': {
      const count = typeof b === 'number' ? b : 100;
      const parts = str(a).split(/\s+/);
      return parts.length <= count ? str(a) : parts.slice(0, count).join(' ') + (typeof c === 'string' ? c : '...');
    }
    case 'length':
      return str(a).length;
    case 'contains':
      return list(b).length ? list(b).some((n) => str(a).includes(str(n))) : str(a).includes(str(b));
    case 'startswith':
      return str(a).startsWith(str(b));
    case 'endswith':
      return str(a).endsWith(str(b));
    case 'replace':
      return str(c).split(str(a)).join(str(b));
    case 'after':
      return str(a).includes(str(b)) ? str(a).slice(str(a).indexOf(str(b)) + str(b).length) : str(a);
    case 'before':
      return str(a).includes(str(b)) ? str(a).slice(0, str(a).indexOf(str(b))) : str(a);
    case 'mask':
      return str(a);
    case 'of':
      return str(a);
    case 'markdown':
    case 'inlinemarkdown':
      return `<p>${str(a)}</p>\n`;
    default:
      return site.unknown(`Str::${method}()`);
  }
}

function carbon(env: Env, method: string, args: unknown[], site: CallSite): unknown {
  const { now, date } = env;
  switch (method.toLowerCase()) {
    case 'now':
      return date(now);
    case 'today':
      return date(now).startOfDay();
    case 'tomorrow':
      return date(now + 86_400_000).startOfDay();
    case 'yesterday':
      return date(now - 86_400_000).startOfDay();
    case 'parse':
    case 'make':
      return date(timeOf(args[0] ?? 'now', now));
    case 'create': {
      const [y, m, d, h, i, s] = args.map((v) => (typeof v === 'number' ? v : undefined));
      return date(Date.UTC(y ?? 2024, (m ?? 1) - 1, d ?? 1, h ?? 0, i ?? 0, s ?? 0));
    }
    case 'createfromtimestamp':
      return date(typeof args[0] === 'number' ? args[0] * 1000 : now);
    case 'createfromformat':
      return date(timeOf(args[1], now));
    default:
      return site.unknown(`Carbon::${method}()`);
  }
}

/** Global functions by lower-case name. */
const FUNCTIONS: Record<string, (args: unknown[], site: CallSite, env: Env) => unknown> = lookupTable({
  now: (_args, _site, env) => env.date(env.now),
  today: (_args, _site, env) => env.date(env.now).startOfDay(),
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
  optional: (args) => args[0] ?? null,
  tap: (args) => args[0],
  rand: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
  mt_rand: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
  random_int: (args, _site, env) => env.faker.number.int({ min: num(args[0], 0), max: num(args[1], 2147483647) }),
  uniqid: (_args, _site, env) => env.faker.string.hexadecimal({ length: 13, casing: 'lower', prefix: '' }),
  time: (_args, _site, env) => Math.floor(env.now / 1000),
  date: (args, _site, env) => env.date(typeof args[1] === 'number' ? args[1] * 1000 : env.now).format(str(args[0])),
  strtoupper: (args) => str(args[0]).toUpperCase(),
  strtolower: (args) => str(args[0]).toLowerCase(),
  ucfirst: (args) => str(args[0]).charAt(0).toUpperCase() + str(args[0]).slice(1),
  lcfirst: (args) => str(args[0]).charAt(0).toLowerCase() + str(args[0]).slice(1),
  ucwords: (args) => str(args[0]).replace(/(^|\s)\S/g, (m) => m.toUpperCase()),
  trim: (args) => str(args[0]).trim(),
  ltrim: (args) => str(args[0]).trimStart(),
  rtrim: (args) => str(args[0]).trimEnd(),
  strlen: (args) => str(args[0]).length,
  mb_strlen: (args) => [...str(args[0])].length,
  substr: (args) => {
    const s = str(args[0]);
    const start = num(args[1], 0);
    const from = start < 0 ? Math.max(0, s.length + start) : start;
    return args.length > 2 && typeof args[2] === 'number' ? s.substr(from, args[2] < 0 ? Math.max(0, s.length - from + args[2]) : args[2]) : s.slice(from);
  },
  str_replace: (args) => {
    const searches = list(args[0]).length ? list(args[0]).map(str) : [str(args[0])];
    let subject = str(args[2]);
    for (const search of searches) if (search) subject = subject.split(search).join(str(args[1]));
    return subject;
  },
  str_pad: (args) => {
    const length = num(args[1], 0);
    const pad = typeof args[2] === 'string' ? args[2] : ' ';
    return args[3] === 0 ? str(args[0]).padStart(length, pad) : str(args[0]).padEnd(length, pad);
  },
  str_contains: (args) => str(args[0]).includes(str(args[1])),
  str_starts_with: (args) => str(args[0]).startsWith(str(args[1])),
  str_ends_with: (args) => str(args[0]).endsWith(str(args[1])),
  sprintf: (args) => sprintf(str(args[0]), ...args.slice(1).map((a) => (typeof a === 'number' ? a : str(a)))),
  number_format: (args) => number_format(num(args[0], 0), num(args[1], 0), typeof args[2] === 'string' ? args[2] : '.', typeof args[3] === 'string' ? args[3] : ','),
  round: (args) => {
    const precision = num(args[1], 0);
    return Math.round(num(castToNumber(args[0]), 0) * 10 ** precision) / 10 ** precision;
  },
  floor: (args) => Math.floor(num(castToNumber(args[0]), 0)),
  ceil: (args) => Math.ceil(num(castToNumber(args[0]), 0)),
  abs: (args) => Math.abs(num(castToNumber(args[0]), 0)),
  intval: (args) => Math.trunc(num(castToNumber(args[0]), 0)),
  floatval: (args) => num(castToNumber(args[0]), 0),
  strval: (args) => str(args[0]),
  boolval: (args) => truthy(args[0]),
  is_null: (args) => args[0] === null,
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
  md5: (_args, _site, env) => env.faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  sha1: (_args, _site, env) => env.faker.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
  base64_encode: (args) => Buffer.from(str(args[0])).toString('base64'),
  range: (args) => {
    const start = num(args[0], 0);
    const end = num(args[1], 0);
    const values: number[] = [];
    for (let i = start; start <= end ? i <= end : i >= end; i += start <= end ? 1 : -1) values.push(i);
    return OrderedArray.list(values.slice(0, 1000));
  },
  data_get: (args, site) => {
    let current: unknown = args[0];
    for (const key of str(args[1]).split('.')) {
      if (current instanceof OrderedArray) current = current.get(key) ?? null;
      else if (isRuntimeObject(current)) current = current.getProperty(key, site);
      else return args[2] ?? null;
    }
    return current ?? args[2] ?? null;
  },
});

export function builtinsHost(options: BuiltinsOptions): EngineExtension {
  const now = options.now;
  const env: Env = {
    faker: options.faker,
    now,
    base: options.appUrl.replace(/(?<!\/)\/+$/, ''),
    fakerProxy: new FakerProxy(options.faker, now),
    date: (ms: number) => new PhpDate(Math.floor(ms / 1000) * 1000, now),
  };

  return {
    callFunction(name, args, site) {
      const fn = FUNCTIONS[name.toLowerCase()] ?? FUNCTIONS[name.split('\\').pop()!.toLowerCase()];
      return fn ? fn(args, site, env) : NOT_HANDLED;
    },
    callStatic(className, method, args, site) {
      const short = className.split('\\').pop()!.toLowerCase();
      if (short === 'str' || short === 'stringable') return strMethod(env, method, args, site);
      if (short === 'carbon' || short === 'carbonimmutable' || short === 'date') return carbon(env, method, args, site);
      if (short === 'hash' && method.toLowerCase() === 'make') return PASSWORD_HASH;
      if (short === 'crypt' && method.toLowerCase() === 'encryptstring') return FUNCTIONS.encrypt!(args, site, env);
      if (short === 'storage' && method.toLowerCase() === 'url') return `${env.base}/storage/${str(args[0]).replace(/^\/+/, '')}`;
      if (short === 'url' && method.toLowerCase() === 'to') return FUNCTIONS.url!(args, site, env);
      if (short === 'arr' && method.toLowerCase() === 'random') return list(args[0]).length ? env.faker.helpers.arrayElement(list(args[0])) : null;
      if (short === 'arr' && method.toLowerCase() === 'get') return FUNCTIONS.data_get!(args, site, env);
      if (short === 'collection' && method.toLowerCase() === 'make') return FUNCTIONS.collect!(args, site, env);
      return NOT_HANDLED;
    },
    construct(className, args) {
      const short = className.split('\\').pop()!.toLowerCase();
      if (short === 'carbon' || short === 'carbonimmutable' || short === 'datetime' || short === 'datetimeimmutable') {
        return env.date(timeOf(args[0] ?? 'now', now));
      }
      if (short === 'collection') return new PhpCollection(args[0] instanceof OrderedArray ? args[0] : new OrderedArray());
      return NOT_HANDLED;
    },
  };
}

function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}
