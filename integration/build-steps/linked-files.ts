/**
 * Files that every build writes again with mostly the same bytes (the search bundle: 1,200 small files at
 * 1,000 endpoints, most named by their content), kept in a cache folder between builds and placed into the
 * output as hard links. Creating a file costs far more than linking one — a new inode each, and on ext4
 * hundreds of microseconds of kernel time apiece when many files were just deleted, as a rebuilt output
 * folder's were — and a kept file whose bytes did not change is not written at all.
 *
 * A kept file is never changed in place: new bytes go into a new file renamed over it (writeFileAtomic), so
 * the links an earlier build placed keep theirs. Where a link cannot be made (another device, a file system
 * without hard links, a kept file removed meanwhile by a concurrent build) the bytes are written instead.
 */
import { linkSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../src/atomic-write.ts';

export interface OutputFile {
  /** Relative to the folder, with `/`. */
  path: string;
  content: Uint8Array;
}

/** Writes `files` into `outDir` (a folder that holds none of them yet) through the kept copies in `keptDir`. */
export function placeThroughKeptFiles(files: OutputFile[], keptDir: string, outDir: string): void {
  const wanted = new Set(files.map((file) => join(keptDir, file.path)));
  for (const file of files) writeFileAtomic(join(keptDir, file.path), file.content);
  removeFilesExcept(keptDir, wanted);
  for (const file of files) {
    const target = join(outDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    try {
      linkSync(join(keptDir, file.path), target);
    } catch {
      // A file already there may be a link too: replaced, never written through.
      rmSync(target, { force: true });
      writeFileSync(target, file.content);
    }
  }
}

/** Removes the files under `dir` that are not in `keep` (absolute paths), and the folders left empty. */
function removeFilesExcept(dir: string, keep: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      removeFilesExcept(path, keep);
      if (readdirSync(path).length === 0) rmSync(path, { recursive: true, force: true });
    } else if (!keep.has(path)) {
      rmSync(path, { force: true });
    }
  }
}
