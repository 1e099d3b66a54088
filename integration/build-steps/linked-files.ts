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
import { linkSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../src/atomic-write.ts';
import { removeFilesWhere } from './remove-files.ts';

export interface OutputFile {
  /** Relative to the folder, with `/`. */
  path: string;
  content: Uint8Array;
}

/**
 * Makes `outDir` hold `files` (and nothing else) through the kept copies in `keptDir`. A file there already that
 * is the kept copy (a link an earlier build placed, its bytes unchanged) is left as it is.
 */
export function placeThroughKeptFiles(files: OutputFile[], keptDir: string, outDir: string): void {
  const wanted = new Set(files.map((file) => join(keptDir, file.path)));
  for (const file of files) writeFileAtomic(join(keptDir, file.path), file.content);
  removeFilesWhere(keptDir, (path) => !wanted.has(path));
  const placed = new Set<string>();
  for (const file of files) {
    const kept = join(keptDir, file.path);
    const target = join(outDir, file.path);
    placed.add(target);
    if (sameInode(kept, target)) continue;
    mkdirSync(dirname(target), { recursive: true });
    // A file already there may be a link too: replaced, never written through.
    rmSync(target, { force: true });
    try {
      linkSync(kept, target);
    } catch {
      writeFileSync(target, file.content);
    }
  }
  removeFilesWhere(outDir, (path) => !placed.has(path));
}

/** Whether two paths name the same file (one is a hard link of the other). */
function sameInode(a: string, b: string): boolean {
  try {
    const first = statSync(a, { bigint: true });
    const second = statSync(b, { bigint: true });
    return first.ino === second.ino && first.dev === second.dev;
  } catch {
    return false;
  }
}
