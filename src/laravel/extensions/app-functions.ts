/**
 * The app's own helper functions (composer's `autoload.files`, e.g. `app/helpers.php`) for the PHP engine: a call
 * no framework extension answers runs the function's PHP. Laravel's helpers come first, as in PHP, where the
 * framework declares them before the app's files are loaded.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpEngine } from '../../php/engine/engine.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import { appFunction } from '../app-functions.ts';

export function appFunctions(classes: ClassIndex, engine: () => PhpEngine): EngineExtension {
  return {
    callFunction(name, args) {
      const fn = appFunction(classes, name);
      return fn && fn.body.length ? engine().runMethod(fn, undefined, args) : NOT_HANDLED;
    },
  };
}
