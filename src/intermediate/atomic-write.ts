/**
 * Writes a file atomically (a temporary file in the same folder, then a rename), so a reader — a dev server,
 * another command — never sees half a file. An unchanged file is left alone, keeping its mtime for watchers.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let counter = 0;

/** Returns true when the file was (re)written. */
export function writeFileAtomic(path: string, text: string): boolean {
  try {
    if (readFileSync(path, 'utf8') === text) return false;
  } catch {
    // Not there yet.
  }
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return true;
}
