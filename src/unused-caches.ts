/**
 * Caches that nobody used for a while are removed when another is written: the caches of apps that moved, of
 * temporary apps and of test runs would otherwise pile up for good. "Used" is the modification time, which every
 * run that reads a cache entry sets (markUsed).
 */
import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';

/** How long a cache entry nobody used is kept. */
export const UNUSED_FOR_MS = 14 * 24 * 3600 * 1000;

/** Removes the entries of `folder` that `isCache` accepts and nobody used for UNUSED_FOR_MS, never `keep`. */
export function removeUnused(folder: string, keep: string, isCache: (name: string, isFolder: boolean) => boolean): void {
  const now = Date.now();
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (path === keep || !isCache(entry.name, entry.isDirectory())) continue;
    try {
      if (now - statSync(path).mtimeMs > UNUSED_FOR_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
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
