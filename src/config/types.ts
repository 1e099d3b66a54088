/**
 * The resolved configuration: every key with its defaults applied, read from the app's `config/docgen.php`
 * (or `config/scribe.php`), then integration/CLI options on top. Its shape is the schema's (schema.ts) with every
 * key present; the few keys whose resolved value is narrower than what a file may hold (nulls read as neutral
 * values, lists of names as strings) say so in `Resolutions`. `strategies` is read apart from the schema.
 */
import type { z } from 'zod';
import type { AUTH_IN, UserConfig, routeGroupSchema } from './schema.ts';

export type { GroupOrder } from './schema.ts';
export type AuthIn = (typeof AUTH_IN)[number];

/** The extraction stages, in the order they run. */
export const STAGES = ['metadata', 'headers', 'urlParameters', 'queryParameters', 'bodyParameters', 'responses', 'responseFields'] as const;
export type Stage = (typeof STAGES)[number];

/** One entry of a stage's strategy list: a strategy name (short class name) and its settings. */
export interface StrategyEntry {
  /** Short name, e.g. `GetFromFormRequest`, `ResponseCalls`, `StaticData`, or a custom TS strategy's name. */
  name: string;
  /** The class as written in the config (for messages), when it came from PHP. */
  className?: string;
  /** The line of the config file where the entry is written, when it came from PHP (for messages). */
  line?: number;
  settings: StrategySettings;
}

export interface StrategySettings {
  /** `"METHOD /path"` patterns with `*`; empty means all. */
  only: string[];
  except: string[];
  [key: string]: unknown;
}

/** Every key optional, recursively (arrays and functions stay whole): the shape of config overrides. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/**
 * Settings given as options (integration, CLI, tests) over the config file: the same keys, every one optional;
 * strategy lists may name strategies by their short name. Validated like the file.
 */
export type ConfigOverrides = DeepPartial<Omit<DocgenConfig, 'strategies'>> & {
  strategies?: Partial<Record<Stage, Array<string | { name: string; settings?: Partial<StrategySettings> }>>>;
};

/** Every key present, recursively (arrays, records and functions stay whole). */
type Complete<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
      : T;

/** `T` with the keys of `R` replaced by theirs. */
type With<T, R> = Omit<T, keyof R> & R;

type Settings = Complete<Omit<UserConfig, 'responseCalls' | 'routes'>>;

/** A route group as written: every key optional. */
type RouteGroupSettings = z.infer<typeof routeGroupSchema>;

/** A route group with its defaults: `match.prefixes`, `match.domains`, `include` and `exclude` always present. */
export type RouteGroupConfig = With<
  Omit<RouteGroupSettings, 'match' | 'include' | 'exclude'>,
  {
    match: With<NonNullable<RouteGroupSettings['match']>, { prefixes: string[]; domains: string[] }>;
    include: string[];
    exclude: string[];
  }
>;

/** What resolving does to the keys whose file value may be wider (see load.ts). */
interface Resolutions {
  /** Nulls PHP configs use for "not set" become the neutral value. */
  base_url: string;
  description: string;
  intro_text: string;
  last_updated: string;
  logo: string | false;
  framework: With<Settings['framework'], { middleware: string[] }>;
  /** Class names from PHP config (reported, not run) — TS generators come through options. */
  openapi: With<Settings['openapi'], { generators: string[] }>;
  /** `use_value` is never written to any output. */
  auth: With<Settings['auth'], { use_value: string; placeholder: string; extra_info: string }>;
  routes: RouteGroupConfig[];
  database_connections_to_transact: string[];
  strategies: Record<Stage, StrategyEntry[]>;
  /**
   * docgen's own addition (not in Scribe): how ResponseCalls reaches the app — over HTTP against a running
   * app at `baseUrl`, else through the PHP bridge (`php`: the PHP binary); `timeout` in seconds.
   */
  responseCalls?: UserConfig['responseCalls'];
}

export type DocgenConfig = With<Settings, Resolutions>;
