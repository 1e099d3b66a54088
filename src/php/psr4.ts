/**
 * Where Composer's autoloader looks for an app's classes: the PSR-4 prefixes of composer.json (`autoload` and
 * `autoload-dev`), with `App\\` → `app/` when the app does not map that namespace itself (or has no composer.json).
 */
import { appText } from '../app-files.ts';

export interface Psr4Entry {
  prefix: string;
  dirs: string[];
}

export function readPsr4(appRoot: string): Psr4Entry[] {
  let composer: Record<string, unknown>;
  try {
    composer = JSON.parse(appText(appRoot, 'composer.json')) as Record<string, unknown>;
  } catch {
    return [{ prefix: 'App\\', dirs: ['app/'] }];
  }
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
