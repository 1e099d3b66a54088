/**
 * Caches that nobody used for a while are removed when another is written: the caches of apps that moved, of
 * temporary apps and of test runs would otherwise pile up for good. "Used" is the modification time, which every
 * run that reads a cache entry sets (markUsed). A folder is swept at most once a day (its `.swept` file tells
 * when it last was): the sweep stats every entry, which a run writing a few caches into a folder of thousands
 * would otherwise pay at each write.
 */
import { readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** How long a cache entry nobody used is kept. */
export const UNUSED_FOR_MS = 14 * 24 * 3600 * 1000;

/** How often a folder is swept. */
export const SWEPT_EVERY_MS = 24 * 3600 * 1000;

/** The file whose modification time is the folder's last sweep (neither a cache nor a folder: never removed). */
export const SWEPT_MARK = '.swept';

/** Removes the entries of `folder` that `isCache` accepts and nobody used for UNUSED_FOR_MS, never `keep`. */
export function removeUnused(folder: string, keep: string, isCache: (name: string, isFolder: boolean) => boolean): void {
  const now = Date.now();
  const mark = join(folder, SWEPT_MARK);
  try {
    if (now - statSync(mark).mtimeMs < SWEPT_EVERY_MS) return;
  } catch {
    // Never swept.
  }
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (path === keep || entry.name === SWEPT_MARK || !isCache(entry.name, entry.isDirectory())) continue;
    try {
      if (now - statSync(path).mtimeMs > UNUSED_FOR_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
  try {
    writeFileSync(mark, '');
  } catch {
    // Swept again next time.
  }
}

/** Marks a cache entry (a file or a folder) as used now, without rewriting it. */
export function markUsed(path: string): void {
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Only makes its removal earlier.
  }
}
