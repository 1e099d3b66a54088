/**
 * Files that every build writes again with mostly the same bytes (the search bundle: 1,200 small files at
 * 1,000 endpoints, most named by their content), kept in a cache folder between builds and placed into the
 * output as hard links. Creating a file costs far more than linking one — a new inode each, and on ext4
 * hundreds of microseconds of kernel time apiece when many files were just deleted, as a rebuilt output
 * folder's were — and a kept file whose bytes did not change is not written at all.
 *
 * A kept file is never changed in place: new bytes go into a new file renamed over it (writeFileAtomic), so
 * the links an earlier build placed keep theirs; a file the kept folder does not hold yet is simply created (a
 * temporary file and a rename each made placing a cold build's search bundle cost twice as much). Where a link
 * cannot be made (another device, a file system without hard links, a kept file removed meanwhile by a concurrent
 * build) the bytes are written instead.
 */
import { linkSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../src/atomic-write.ts';
import { fileHolds } from '../../src/same-bytes.ts';
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
  const folders = new Set<string>();
  // A folder made once, not once per file (thousands of files in a few folders).
  const folderOf = (path: string) => {
    const folder = dirname(path);
    if (!folders.has(folder)) mkdirSync(folder, { recursive: true });
    folders.add(folder);
  };
  const wanted = new Set(files.map((file) => join(keptDir, file.path)));
  // The kept copies this build wrote: new files, which no earlier build linked.
  const written = new Set<string>();
  for (const file of files) {
    const kept = join(keptDir, file.path);
    if (fileHolds(kept, [file.content])) continue;
    folderOf(kept);
    writeKeptCopy(kept, file.content);
    written.add(kept);
  }
  removeFilesWhere(keptDir, (path) => !wanted.has(path));
  const placed = new Set<string>();
  for (const file of files) {
    const kept = join(keptDir, file.path);
    const target = join(outDir, file.path);
    placed.add(target);
    if (!written.has(kept) && sameInode(kept, target)) continue;
    folderOf(target);
    placeLink(kept, target, file.content);
  }
  removeFilesWhere(outDir, (path) => !placed.has(path));
}

/**
 * A kept copy's new bytes. A file that is not there yet is written where it goes: only builds read the kept folder,
 * one at a time, and no earlier output links to it (one left half-written by an interrupted build differs from
 * its bytes, so the next build replaces it). One that is there is replaced by a new file renamed over it.
 */
function writeKeptCopy(path: string, content: Uint8Array): void {
  try {
    writeFileSync(path, content, { flag: 'wx' });
  } catch {
    writeFileAtomic(path, content);
  }
}

/** Links the kept copy at `target`, replacing what is there (a file, or a link to an older copy), never writing through it. */
function placeLink(kept: string, target: string, content: Uint8Array): void {
  try {
    linkSync(kept, target);
    return;
  } catch {
    // Something is there, or no link can be made here.
  }
  rmSync(target, { force: true });
  try {
    linkSync(kept, target);
  } catch {
    writeFileSync(target, content);
  }
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
