/**
 * Root namespaces whose classes live in vendor/, which static mode does not read: a class under one that the
 * app's own autoloading does not find is not searched for in every file of the app (a scan that reads them all).
 * - the framework's and its common dependencies';
 * - those of the packages the app requires: the vendor part of each package name, which is how packages name
 *   their root namespace (`spatie/laravel-permission` → `Spatie\…`, `nubs/random-name-generator` → `Nubs\…`);
 * - with composer.lock, the PSR-4 and PSR-0 prefixes every locked package declares (dependencies of dependencies,
 *   and packages named otherwise: `nesbot/carbon` → `Carbon\`), read only when the two above do not answer.
 * All lower-case, without separators.
 */
import { readComposerJson, requiredPackages, type ComposerJson } from './composer-json.ts';

const COMMON_ROOTS = ['illuminate', 'laravel', 'symfony', 'psr', 'carbon', 'doctrine', 'guzzlehttp', 'monolog', 'league', 'knuckles'];

/** The common roots and those of the packages composer.json requires. */
export function requiredVendorRoots(composer: ComposerJson | undefined): Set<string> {
  const roots = new Set(COMMON_ROOTS);
  // `php` and `ext-json` are the platform, not packages.
  for (const name of requiredPackages(composer)) if (name.includes('/')) roots.add(rootOf(name.split('/')[0]!));
  return roots;
}

/** The root namespaces of the packages composer.lock lists (empty without one). */
export function lockedVendorRoots(appRoot: string): Set<string> {
  const roots = new Set<string>();
  const lock = readComposerJson(appRoot, 'composer.lock');
  for (const section of ['packages', 'packages-dev']) {
    const packages = lock?.[section];
    if (!Array.isArray(packages)) continue;
    for (const pkg of packages as Array<{ autoload?: Record<string, unknown> }>) {
      for (const kind of ['psr-4', 'psr-0']) {
        const prefixes = pkg?.autoload?.[kind];
        if (!prefixes || typeof prefixes !== 'object') continue;
        for (const prefix of Object.keys(prefixes)) {
          const root = prefix.split(/\\|_/)[0];
          if (root) roots.add(rootOf(root));
        }
      }
    }
  }
  return roots;
}

/** A root as compared: lower-case, without the `-`, `_` and `.` of package names (`danharrin` for `DanHarrin\`). */
export function rootOf(name: string): string {
  return name.toLowerCase().replace(/[-_.]/g, '');
}
