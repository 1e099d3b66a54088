/**
 * Whether a folder looks like a Laravel app before anything reads or writes there: a mistyped `--app` (or
 * running docgen in the wrong folder) must fail at once instead of documenting nothing and leaving
 * `.docgen/` or `public/docs` behind. Any one sign is enough, so that trimmed apps (tests, packages with a
 * routes file) still count: the `artisan` script, a `composer.json`, or a `routes/` folder.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SIGNS = ['artisan', 'composer.json', 'routes'];

/** Why the folder is not a Laravel app, as a sentence for the user; undefined when it is one. */
export function notALaravelApp(root: string): string | undefined {
  if (!existsSync(root) || !statSync(root).isDirectory()) return `There is no app at ${root}.`;
  if (SIGNS.some((name) => existsSync(join(root, name)))) return undefined;
  return `${root} is not a Laravel app: it has no artisan, composer.json or routes folder. Give the app's folder with --app PATH.`;
}
