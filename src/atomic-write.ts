/**
 * Writes a file atomically (a temporary file in the same folder, then a rename), so a reader — a dev server,
 * Laravel serving the docs, another command — never sees half a file. An unchanged file is left alone, keeping
 * its mtime for watchers and caches.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let counter = 0;

/** Text (written as UTF-8) or bytes. Returns true when the file was (re)written. */
export function writeFileAtomic(path: string, text: string | Uint8Array): boolean {
  // Encoded once, for the comparison and the write.
  const content = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
  if (sameContent(path, content)) return false;
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `.${basename(path)}.${process.pid}.${++counter}.tmp`);
  try {
    writeFileSync(temporary, content);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  return true;
}

function sameContent(path: string, wanted: Uint8Array): boolean {
  try {
    // The size first: a file that grew or shrank is not read.
    if (statSync(path).size !== wanted.byteLength) return false;
    return Buffer.compare(readFileSync(path), wanted) === 0;
  } catch {
    return false; // Not there yet.
  }
}
