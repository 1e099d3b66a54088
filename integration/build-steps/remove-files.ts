/** Removing what an earlier build left in a folder that builds write over. */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Removes the files under `dir` (absolute paths) that `stale` picks, and the folders left empty; none when `dir` is missing. */
export function removeFilesWhere(dir: string, stale: (path: string) => boolean): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removeFilesWhere(path, stale);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true, force: true });
    } else if (stale(path)) {
      rmSync(path, { force: true });
    }
  }
}
