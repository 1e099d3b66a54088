/**
 * Type `static`: the built docs folder (pages, assets, search index, collection and spec) placed into the
 * app's `static.output_path`, replacing what an earlier build put there.
 *
 * A folder that is there already is brought up to date file by file: a file whose bytes did not change is left
 * alone (its change time too, for web servers' caches and deploys that copy what changed), a changed or new one
 * replaces the old in one rename, and what the build no longer has is removed. After an edit most of the docs are
 * unchanged, and deleting a folder of thousands of files to create them again was the dearest part of a rebuild
 * (on ext4, creating a file where many were just deleted costs hundreds of microseconds of kernel time each) —
 * and whoever serves the folder meanwhile never finds it gone or half written.
 */
import { copyFileSync, cpSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, type Stats } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { sameFileBytes } from '../../src/same-bytes.ts';

export interface PlacementOptions {
  /**
   * The built files are not needed afterwards (`docgen build`, whose output folder only it reads): a file is
   * renamed into place rather than copied, which saves writing it again. What is moved is missing from the
   * built folder afterwards; what was unchanged stays there.
   */
  move?: boolean;
  /**
   * Built files (absolute paths) that the next build wants to find where they are, when moving: each is
   * hard-linked into place instead (the same file in both folders, nothing written twice), or copied where a
   * link cannot be made. The next build must not write through such a file (see kept-pages.ts).
   */
  stay?: ReadonlySet<string>;
}

export function copyStaticDocs(docsDir: string, target: string, { move = false, stay = new Set() }: PlacementOptions = {}): void {
  if (!existsSync(docsDir)) throw new Error(`The built docs are missing at ${docsDir}.`);
  mkdirSync(dirname(target), { recursive: true });
  const mode = (file: string): Placement => (!move ? 'copy' : stay.has(file) ? 'link' : 'move');
  if (statOf(target)?.isDirectory()) {
    updateFolder(docsDir, target, mode);
    return;
  }
  // No folder yet: the whole built one goes into place at once (renamed beside the target, then over it), and
  // what must stay is linked back.
  const staging = `${target}.docgen-tmp`;
  rmSync(staging, { recursive: true, force: true });
  if (move && renamed(docsDir, staging)) {
    for (const file of stay) linkBack(join(staging, relative(docsDir, file)), file);
  } else {
    cpSync(docsDir, staging, { recursive: true });
  }
  rmSync(target, { recursive: true, force: true });
  renameSync(staging, target);
}

/** How a built file goes into place. */
type Placement = 'copy' | 'move' | 'link';

/** Makes `target` (a folder) hold exactly the files of `source`. Links in `target` are replaced, never followed. */
function updateFolder(source: string, target: string, mode: (file: string) => Placement): void {
  const names = new Set<string>();
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    names.add(entry.name);
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    const there = statOf(to);
    if (entry.isDirectory()) {
      if (!there?.isDirectory()) {
        if (there) rmSync(to, { force: true });
        mkdirSync(to);
      }
      updateFolder(from, to, mode);
    } else if (!there || !sameFile(from, to, there)) {
      if (there?.isDirectory()) rmSync(to, { recursive: true, force: true });
      replaceFile(from, to, mode(from));
    }
  }
  for (const name of readdirSync(target)) if (!names.has(name)) rmSync(join(target, name), { recursive: true, force: true });
}

/** Whether `to` (as `lstat` saw it) is a file with the bytes of `from`. */
function sameFile(from: string, to: string, there: Stats): boolean {
  if (!there.isFile()) return false;
  const built = lstatSync(from);
  if (built.size !== there.size) return false;
  if (built.ino === there.ino && built.dev === there.dev) return true;
  return sameFileBytes(from, to, built.size);
}

/** Puts `from` at `to` in one rename, so a reader of `to` sees the old file or the new one, never half of one. */
function replaceFile(from: string, to: string, placement: Placement): void {
  if (placement === 'move' && renamed(from, to)) return;
  const temporary = join(dirname(to), `.${basename(to)}.${process.pid}.docgen-tmp`);
  try {
    if (placement !== 'link' || !linked(from, temporary)) copyFileSync(from, temporary);
    renameSync(temporary, to);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

function statOf(path: string): Stats | undefined {
  try {
    return lstatSync(path);
  } catch {
    return undefined;
  }
}

/** Renames a file or folder; false when it cannot be (another file system): the caller copies it. */
function renamed(from: string, to: string): boolean {
  return done(() => renameSync(from, to));
}

/** Hard-links `to` to `from`; false when it cannot be (another file system, a file system without links). */
function linked(from: string, to: string): boolean {
  return done(() => linkSync(from, to));
}

/** Whether a file system operation went through. */
function done(operation: () => void): boolean {
  try {
    operation();
    return true;
  } catch {
    return false;
  }
}

/** Puts a file the whole folder was moved away with back where it was built, as a link (else a copy). */
function linkBack(placed: string, built: string): void {
  if (!existsSync(placed)) return;
  mkdirSync(dirname(built), { recursive: true });
  if (!linked(placed, built)) copyFileSync(placed, built);
}
