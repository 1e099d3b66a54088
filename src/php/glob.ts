/** PHP's glob() for the patterns apps use to require a folder of files (`*` and `?` in the last segment), sorted. */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export function globFiles(pattern: string): string[] {
  const directory = dirname(pattern);
  const last = pattern.slice(directory.length + 1);
  if (/[*?[]/.test(directory)) return [];
  const regex = new RegExp(`^${last.replace(/[.+^${}()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}$`);
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch {
    return [];
  }
  return names.filter((name) => regex.test(name)).sort().map((name) => join(directory, name));
}
