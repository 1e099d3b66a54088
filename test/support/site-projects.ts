/**
 * Vitest global setup: the Astro projects that the run's site builds leave in docgen's cache folder (one per
 * temporary app, tens of megabytes each) are removed at the end; the projects there before the run stay. A
 * project is a cache, so removing one that another build made meanwhile costs that build's next run its warm
 * start, nothing more.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where this repository's docgen keeps the Astro projects of its site builds. */
export const REPO_SITES = fileURLToPath(new URL('../../node_modules/.cache/docgen/sites', import.meta.url));

/** The names of the projects there now (none when the folder is missing). */
export function siteProjects(): string[] {
  try {
    return readdirSync(REPO_SITES);
  } catch {
    return [];
  }
}

export default function setup(): () => void {
  const before = new Set(siteProjects());
  return () => {
    for (const name of siteProjects()) if (!before.has(name) && !name.startsWith('.')) rmSync(join(REPO_SITES, name), { recursive: true, force: true });
  };
}
