/**
 * Whether a folder looks like a Laravel app before anything reads or writes there: a mistyped `--app` (or
 * running docgen in the wrong folder) must fail at once instead of documenting nothing and leaving
 * `.docgen/` or `public/docs` behind. Any one sign is enough, so that trimmed apps (tests, packages with a
 * routes file, a config folder for `--from-scribe`) still count: the `artisan` script, a `composer.json`, a
 * `routes/` folder or `config/app.php`.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SIGNS = ['artisan', 'composer.json', 'routes', 'config/app.php'];

/** Why the folder is not a Laravel app, as a sentence for the user; undefined when it is one. */
export function notALaravelApp(root: string): string | undefined {
  if (!existsSync(root) || !statSync(root).isDirectory()) return `There is no app at ${root}.`;
  if (SIGNS.some((name) => existsSync(join(root, name)))) return undefined;
  return `${root} is not a Laravel app: it has no artisan, composer.json, routes folder or config/app.php. Give the app's folder with --app PATH.`;
}
