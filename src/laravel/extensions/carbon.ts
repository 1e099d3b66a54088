/** Carbon and PHP's dates: `now()`, `today()`, `Carbon::parse()`, `new Carbon(…)`, `date()`, `time()`, on the example clock. */
import { lookupTable } from '../../name-map.ts';
import type { CallSite } from '../../php/engine/runtime-object.ts';
import { timeOf } from '../factories/faker-calls.ts';
import { str, type ExampleEnv, type ExampleFamily, type FunctionHandler } from './example-env.ts';

function carbonStatic(env: ExampleEnv, method: string, args: unknown[], site: CallSite): unknown {
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

function newDate(args: unknown[], env: ExampleEnv): unknown {
  return env.date(timeOf(args[0] ?? 'now', env.now));
}

export const carbon: ExampleFamily = {
  functions: lookupTable<FunctionHandler>({
    now: (_args, _site, env) => env.date(env.now),
    today: (_args, _site, env) => env.date(env.now).startOfDay(),
    time: (_args, _site, env) => Math.floor(env.now / 1000),
    date: (args, _site, env) => env.date(typeof args[1] === 'number' ? args[1] * 1000 : env.now).format(str(args[0])),
  }),
  statics: { carbon: carbonStatic, carbonimmutable: carbonStatic, date: carbonStatic },
  constructs: { carbon: newDate, carbonimmutable: newDate, datetime: newDate, datetimeimmutable: newDate },
};
