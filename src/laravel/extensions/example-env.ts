/**
 * What the example extensions share: the world's faker, clock and app URL they draw values from, the shape of an
 * extension family (functions by lower-case name, static methods and `new` by lower-case short class name), and
 * PHP's loose conversions they read their arguments with.
 */
import type { Faker } from '@faker-js/faker';
import { OrderedArray } from '../../php/php-array.ts';
import { toPhpString } from '../../php/engine/value-ops.ts';
import type { CallSite } from '../../php/engine/runtime-object.ts';
import { FakerProxy } from '../factories/faker-calls.ts';
import { PhpDate } from '../models/carbon-date.ts';
import { PhpCollection } from '../models/php-collection.ts';
import { OnceResults } from './once-results.ts';

export interface ExampleEnvOptions {
  faker: Faker;
  /** The example clock (ms since the epoch). */
  now: number;
  /** The app's URL (APP_URL), for url()/asset()/route(). */
  appUrl: string;
}

/** What the helpers draw on: the world's faker and clock, and the app URL. */
export interface ExampleEnv {
  faker: Faker;
  now: number;
  base: string;
  fakerProxy: FakerProxy;
  date(ms: number): PhpDate;
  /** The results of `once()` in this world (one request): see once-results.ts. */
  onceResults: OnceResults;
}

export function exampleEnv(options: ExampleEnvOptions): ExampleEnv {
  const now = options.now;
  return {
    faker: options.faker,
    now,
    base: options.appUrl.replace(/(?<!\/)\/+$/, ''),
    fakerProxy: new FakerProxy(options.faker, now),
    date: (ms: number) => new PhpDate(Math.floor(ms / 1000) * 1000, now),
    onceResults: new OnceResults(),
  };
}

export type FunctionHandler = (args: unknown[], site: CallSite, env: ExampleEnv) => unknown;
/** A static method of one class; NOT_HANDLED for a method that is not its own. */
export type StaticHandler = (env: ExampleEnv, method: string, args: unknown[], site: CallSite) => unknown;
export type ConstructHandler = (args: unknown[], env: ExampleEnv) => unknown;

/** The knowledge of one helper, facade or class family. */
export interface ExampleFamily {
  functions?: Record<string, FunctionHandler>;
  statics?: Record<string, StaticHandler>;
  constructs?: Record<string, ConstructHandler>;
}

/** What a bcrypt hash of "password" looks like (Laravel's own UserFactory uses this very value). */
export const PASSWORD_HASH = '$2y$10$92IXUNpkjO0rOQ5byMi.Ye4oKoEa3Ro9llC/.og/at2.uheWG/igi';

export const str = (value: unknown): string => toPhpString(value) ?? '';

export function num(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** The items of an array or a collection; none for anything else. */
export function list(value: unknown): unknown[] {
  if (value instanceof OrderedArray) return value.values();
  if (value instanceof PhpCollection) return value.items().values();
  return [];
}

