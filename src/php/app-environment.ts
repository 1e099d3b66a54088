/**
 * What a Laravel app's constant expressions may ask of the app around them: env() from its `.env`, config() from
 * its config files (when the reader hands them over), the path helpers (base_path(), config_path() …) from its
 * root, and the file tests (file_exists(), is_dir() …) from what is on disk. Static evaluation (evaluate.ts) hands
 * it to the engine as an extension: NOT_HANDLED for every other function.
 */
import { join } from 'node:path';
import { lookupTable } from '../name-map.ts';
import { NOT_HANDLED, type EngineExtension } from './engine/extension.ts';
import { callPhpFunction, phpFunctionNames } from './php-functions.ts';
import { fromPlain } from './php-array.ts';
import { UNKNOWN } from './values.ts';

export interface AppEnvironment {
  /** The app's `.env` values; without them env() gives its default. */
  env?: Record<string, string>;
  /** The Laravel app root; without it the path helpers are unknown. */
  appRoot?: string;
  /**
   * What is at a path (relative paths as PHP resolves them for the caller), so that `file_exists()`, `is_file()`,
   * `is_dir()` and `is_readable()` can be answered. Without it they are unknown: config values must not depend
   * on the machine docgen runs on, but a route file's `if (file_exists(…))` guard can be followed.
   */
  pathKind?(path: string): 'file' | 'dir' | undefined;
  /**
   * The app's configuration at a dotted key (`undefined` where it has none, so config() gives its default).
   * Without it config() is unknown: what the app's config files say is not guessed.
   */
  config?(key: string): unknown;
}

/** Laravel's env(): `.env` strings with `true`/`false`/`null`/`empty` (also in parentheses) converted. */
export function envValue(raw: string): unknown {
  switch (raw.toLowerCase()) {
    case 'true':
    case '(true)':
      return true;
    case 'false':
    case '(false)':
      return false;
    case 'empty':
    case '(empty)':
      return '';
    case 'null':
    case '(null)':
      return null;
  }
  const quoted = /^(['"])(.*)\1$/s.exec(raw);
  return quoted ? quoted[2] : raw;
}

const PATH_HELPERS: Record<string, string> = lookupTable({
  base_path: '',
  app_path: 'app',
  config_path: 'config',
  database_path: 'database',
  resource_path: 'resources',
  storage_path: 'storage',
  public_path: 'public',
  lang_path: 'lang',
});

/** The file tests `pathKind` answers. */
const FILE_TESTS: Record<string, (kind: 'file' | 'dir' | undefined) => boolean> = lookupTable({
  file_exists: (kind) => kind !== undefined,
  is_readable: (kind) => kind !== undefined,
  is_file: (kind) => kind === 'file',
  is_dir: (kind) => kind === 'dir',
});

/** The extension: `fn` is the function's short name in lower case. */
export function appEnvironment(environment: AppEnvironment): { callFunction(fn: string, args: unknown[]): unknown } {
  return {
    callFunction(fn, args) {
      if (fn === 'env') {
        const key = args[0];
        if (typeof key !== 'string') return UNKNOWN;
        const raw = environment.env?.[key];
        if (raw !== undefined) return envValue(raw);
        return args.length > 1 ? args[1] : null;
      }
      if (fn === 'config' && environment.config) {
        const key = args[0];
        if (typeof key !== 'string') return UNKNOWN;
        const value = environment.config(key);
        return value === undefined ? (args.length > 1 ? args[1] : null) : fromPlain(value);
      }
      if (Object.hasOwn(PATH_HELPERS, fn)) {
        const sub = args[0] ?? '';
        if (!environment.appRoot || typeof sub !== 'string') return UNKNOWN;
        return join(environment.appRoot, PATH_HELPERS[fn]!, sub).replace(/\/$/, '');
      }
      if (Object.hasOwn(FILE_TESTS, fn) && environment.pathKind) {
        const path = args[0];
        return typeof path === 'string' ? FILE_TESTS[fn]!(environment.pathKind(path)) : UNKNOWN;
      }
      return NOT_HANDLED;
    },
  };
}

const PHP_FUNCTIONS = new Set(phpFunctionNames());

/**
 * The functions code read statically may call and still give a known value, as an engine extension: the app
 * environment's (`environment` is read at each call) and PHP's side-effect-free ones under the strict argument
 * policy (an unknown argument gives an unknown result). NOT_HANDLED for the others.
 */
export function constantFunctions(environment: () => AppEnvironment): EngineExtension {
  return {
    callFunction(name, args) {
      const fn = name.split('\\').pop()!.toLowerCase();
      const answered = appEnvironment(environment()).callFunction(fn, args);
      if (answered !== NOT_HANDLED) return answered;
      return PHP_FUNCTIONS.has(fn) ? callPhpFunction(fn, args, { policy: 'strict' }) : NOT_HANDLED;
    },
  };
}
