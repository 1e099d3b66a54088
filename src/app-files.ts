/**
 * Reading a file the app names. docgen runs on untrusted branches (docs previews of pull requests), so a path
 * taken from the app's source or config — a `@responseFile`, a route file `require`d by path, a PSR-4 folder, a
 * `config('…')` key, the logo, the `.env` — is read only when its real path (symlinks followed) is inside the
 * app's real root. Paths outside are refused, unless the person running docgen allowed their folder (the
 * `--allow-outside-files` flag or the `allowOutsideFiles` option; never the app's own config, which is the
 * untrusted part). The same holds for the folder a static build replaces (`static.output_path`). Every reader of
 * such a path goes through this module.
 */
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** Size and mtime of a file: what tells, without reading it, that it is unchanged. */
export interface FileStat {
  size: number;
  mtimeMs: number;
}

export type AppFileLookup =
  /** `path` is the real path of the file, safe to read; `stat` is its size and mtime when looked up (before any read). */
  | { found: true; path: string; stat: FileStat }
  | { found: false; reason: 'missing' }
  /** Something else is there: a folder where a file is wanted, a named pipe or a device (reading it could block). */
  | { found: false; reason: 'not-a-file' }
  /** The file exists but its real path is outside the app (and every allowed folder). */
  | { found: false; reason: 'outside'; realPath: string };

/** Per app root (as given, resolved): the real paths of folders outside the app that may be read. */
const allowedOutside = new Map<string, string[]>();

/**
 * Folders outside the app that the person running docgen allows it to read, for one app (replacing any earlier
 * list). Relative folders are taken from the current directory.
 */
export function allowOutsideFiles(appRoot: string, folders: readonly string[]): void {
  const key = resolve(appRoot);
  if (folders.length === 0) allowedOutside.delete(key);
  else allowedOutside.set(key, folders.map((folder) => realOrResolved(resolve(folder))));
}

/** The real paths of the folders outside the app that it may read (empty unless allowed). */
export function allowedOutsideFolders(appRoot: string): readonly string[] {
  return allowedOutside.get(resolve(appRoot)) ?? [];
}

/** Who is told of every path looked up here, innermost last (see whileLocating). */
const lookupWatchers: Array<(absolutePath: string) => void> = [];

/**
 * Runs `read` and tells `seen` the absolute path of every file or folder looked up through this module meanwhile
 * (found, missing or refused): what a result read from the app depends on, for the caches of warm runs.
 */
export function whileLocating<T>(seen: (absolutePath: string) => void, read: () => T): T {
  lookupWatchers.push(seen);
  try {
    return read();
  } finally {
    lookupWatchers.splice(lookupWatchers.lastIndexOf(seen), 1);
  }
}

/**
 * Where a path the app names really is. `path` is absolute or relative to the app root; only a regular file
 * counts as found, or with `kind` `'folder'` only a folder.
 */
export function locateAppFile(appRoot: string, path: string, kind: 'file' | 'folder' = 'file'): AppFileLookup {
  const absolute = isAbsolute(path) ? path : resolve(appRoot, path);
  for (const seen of lookupWatchers) seen(absolute);
  let real: string;
  let stat: FileStat;
  try {
    ({ real, stats: stat } = realPathAndStats(absolute, kind));
  } catch (error) {
    return { found: false, reason: error === NOT_A_FILE ? 'not-a-file' : 'missing' };
  }
  if (!readable(appRoot, real)) return { found: false, reason: 'outside', realPath: real };
  return { found: true, path: real, stat };
}

/** Thrown by realPathAndStats for something that is there but is not what was asked for. */
const NOT_A_FILE = new Error('not a file');

/**
 * The real path of `path` (absolute, normalised) and its size and mtime: a file that is not itself a link is at
 * its folder's real path, which one lstat tells.
 */
function realPathAndStats(path: string, kind: 'file' | 'folder'): { real: string; stats: FileStat } {
  let real = join(realFolderOf(dirname(path)), basename(path));
  let stats = lstatSync(real);
  if (stats.isSymbolicLink()) {
    real = realpathSync.native(real);
    stats = statSync(real);
  }
  if (kind === 'file' ? !stats.isFile() : !stats.isDirectory()) throw NOT_A_FILE;
  return { real, stats: { size: stats.size, mtimeMs: stats.mtimeMs } };
}

/** While an extraction runs (keepingRealFolders), the real path of each folder files were looked up in. */
const realFolders = new Map<string, string>();
let extractionsRunning = 0;

/**
 * A folder's real path: while an extraction runs, worked out once (instead of a readlink of every folder above
 * each of the thousand files it reads); at other times asked anew, so that a long-lived process (the dev server)
 * follows a folder re-pointed since (a `current` link to the latest release).
 */
function realFolderOf(folder: string): string {
  if (extractionsRunning === 0) return realpathSync.native(folder);
  let real = realFolders.get(folder);
  if (real === undefined) {
    real = realpathSync.native(folder);
    realFolders.set(folder, real);
  }
  return real;
}

/** Runs an extraction, during which the app's folders are taken to stay where they are. */
export async function keepingRealFolders<T>(extraction: () => Promise<T>): Promise<T> {
  extractionsRunning++;
  try {
    return await extraction();
  } finally {
    if (--extractionsRunning === 0) realFolders.clear();
  }
}

/** The text of a file the app names, when it is found inside the app; else why not. */
export function readAppFile(appRoot: string, path: string): { found: true; path: string; text: string } | Exclude<AppFileLookup, { found: true }> {
  const lookup = locateAppFile(appRoot, path);
  if (!lookup.found) return lookup;
  try {
    return { ...lookup, text: readFileSync(lookup.path, 'utf8') };
  } catch {
    return { found: false, reason: 'missing' };
  }
}

/** The text of a file the app names; throws when it is missing or outside the app (for readers that treat both alike). */
export function appText(appRoot: string, path: string): string {
  const read = readAppFile(appRoot, path);
  if (!read.found) throw new Error(`${path}: ${read.reason}`);
  return read.text;
}

/** Whether a path (which may not exist) is inside the app or an allowed folder once symlinks are followed. */
export function isAppFile(appRoot: string, path: string): boolean {
  const absolute = isAbsolute(path) ? path : resolve(appRoot, path);
  return readable(appRoot, realOrResolved(absolute));
}

/** The end of a warning about a refused path: where it really is, and how to allow it. */
export function outsideAppReason(lookup: { realPath: string }): string {
  return `which is outside the app (${lookup.realPath}); docgen reads only the app's own files unless --allow-outside-files (or the allowOutsideFiles option) names its folder`;
}

function readable(appRoot: string, real: string): boolean {
  // Every path here is a normalised absolute path (real paths): a prefix says it, without working out the relative path.
  const inside = (folder: string) => real === folder || real.startsWith(folder.endsWith(sep) ? folder : folder + sep);
  if (inside(realRootOf(appRoot))) return true;
  // The root may point elsewhere since it was first resolved (a symlink to the current release): asked again before refusing.
  if (inside(realRootOf(appRoot, true))) return true;
  return (allowedOutside.get(resolve(appRoot)) ?? []).some(inside);
}

/** Per app root (as given, resolved): its real path, resolved once instead of at every file looked up. */
const realRoots = new Map<string, string>();

function realRootOf(appRoot: string, again = false): string {
  const key = resolve(appRoot);
  let real = again ? undefined : realRoots.get(key);
  if (real === undefined) {
    real = realOrResolved(key);
    realRoots.set(key, real);
  }
  return real;
}

/** Whether `path` is `folder` or inside it (both absolute; compared as given, no symlinks followed). */
export function folderContains(folder: string, path: string): boolean {
  const rel = relative(folder, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

/** The real path of a path that may not exist: its deepest existing ancestor's real path, plus the rest. */
function realOrResolved(path: string): string {
  try {
    return realpathSync.native(path);
  } catch {
    const parent = resolve(path, '..');
    if (parent === path) return path;
    return resolve(realOrResolved(parent), relative(parent, path));
  }
}
