/**
 * The functions code read statically may call and still give a known value: env() from the app's `.env`, the
 * path helpers (base_path() …), the file tests (file_exists() …) and glob() inside the app, and PHP's
 * side-effect-free functions under the strict argument policy (an unknown argument gives an unknown result).
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { isAppFile } from '../../app-files.ts';
import { constantFunctions, type AppEnvironment } from '../../php/app-environment.ts';
import type { EngineExtension } from '../../php/engine/extension.ts';
import { globFiles } from '../../php/glob.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { UNKNOWN } from '../../php/values.ts';

export function appConstants(root: string, env: Record<string, string>): EngineExtension {
  const environment: AppEnvironment = {
    env,
    appRoot: root,
    // A route file's `if (file_exists(base_path('routes/x.php')))` guard is followed; whether a file exists
    // outside the app is not the app's business.
    pathKind: (path) => (isAppFile(root, resolve(root, path)) ? pathKind(resolve(root, path)) : undefined),
  };
  const constants = constantFunctions(() => environment);
  return {
    callFunction(name, args, site) {
      if (name.split('\\').pop()!.toLowerCase() === 'glob') return glob(root, args[0]);
      return constants.callFunction!(name, args, site);
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
