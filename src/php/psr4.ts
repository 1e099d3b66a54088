/**
 * Where Composer's autoloader looks for an app's classes: the PSR-4 prefixes of composer.json (`autoload` and
 * `autoload-dev`), with `App\\` → `app/` when the app does not map that namespace itself (or has no composer.json).
 */
import { join } from 'node:path';

export interface Psr4Entry {
  prefix: string;
  dirs: string[];
}

/** The PSR-4 entries of the app's composer.json (composer-json.ts reads it), or `App\\` → `app/` without one. */
export function psr4Of(composer: Record<string, unknown> | undefined): Psr4Entry[] {
  if (!composer) return [{ prefix: 'App\\', dirs: ['app/'] }];
  const entries: Psr4Entry[] = [];
  for (const section of ['autoload', 'autoload-dev']) {
    const autoload = composer[section] as { 'psr-4'?: Record<string, string | string[]> } | undefined;
    for (const [prefix, dirs] of Object.entries(autoload?.['psr-4'] ?? {})) {
      entries.push({ prefix, dirs: (Array.isArray(dirs) ? dirs : [dirs]).map((d) => d || './') });
    }
  }
  if (!entries.some((entry) => entry.prefix === 'App\\')) entries.push({ prefix: 'App\\', dirs: ['app/'] });
  return entries;
}

/**
 * Where the autoloader looks for a class: for each prefix its name starts with (in the order given: longest first),
 * the file under each of the prefix's folders. Asked at every class lookup, so each name is worked out once.
 */
export function psr4Files(appRoot: string, entries: readonly Psr4Entry[]): (name: string) => string[] {
  const known = new Map<string, string[]>();
  return (name) => {
    let files = known.get(name);
    if (!files) {
      files = [];
      const lower = name.toLowerCase();
      for (const entry of entries) {
        if (!lower.startsWith(entry.prefix.toLowerCase())) continue;
        const rest = name.slice(entry.prefix.length).split('\\').join('/');
        for (const dir of entry.dirs) files.push(join(appRoot, dir, `${rest}.php`));
      }
      known.set(name, files);
    }
    return files;
  };
}
