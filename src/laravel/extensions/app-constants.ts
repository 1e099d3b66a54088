/**
 * The functions code read statically may call and still give a known value: env() from the app's `.env`, the
 * path helpers (base_path() …), the file tests (file_exists() …) and glob() inside the app, and PHP's
 * side-effect-free functions under the strict argument policy (an unknown argument gives an unknown result).
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isAppFile } from '../../app-files.ts';
import { appEnvironment } from '../../php/app-environment.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { globFiles } from '../../php/glob.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { callPhpFunction, phpFunctionNames } from '../../php/php-functions.ts';
import { UNKNOWN } from '../../php/values.ts';

const PHP_FUNCTIONS = new Set(phpFunctionNames());

export function appConstants(root: string, env: Record<string, string>): EngineExtension {
  const environment = appEnvironment({
    env,
    appRoot: root,
    // A route file's `if (file_exists(base_path('routes/x.php')))` guard is followed; whether a file exists
    // outside the app is not the app's business.
    pathKind: (path) => (isAppFile(root, resolve(root, path)) ? pathKind(resolve(root, path)) : undefined),
  });
  return {
    callFunction(name, args) {
      const fn = name.split('\\').pop()!.toLowerCase();
      const answered = environment.callFunction(fn, args);
      if (answered !== NOT_HANDLED) return answered;
      if (fn === 'glob') return glob(root, args[0]);
      return PHP_FUNCTIONS.has(fn) ? callPhpFunction(fn, args, { policy: 'strict' }) : NOT_HANDLED;
    },
  };
}

/** Route files require a folder of files with `foreach (glob(…) as $file)`; the names of files outside the app are not the app's to list. */
function glob(root: string, pattern: unknown): unknown {
  if (typeof pattern !== 'string') return UNKNOWN;
  return OrderedArray.list(isAppFile(root, dirname(pattern)) ? globFiles(pattern) : []);
}

/** A file, a folder or nothing. */
function pathKind(absPath: string): 'file' | 'dir' | undefined {
  try {
    return statSync(absPath).isDirectory() ? 'dir' : 'file';
  } catch {
    return undefined;
  }
}
