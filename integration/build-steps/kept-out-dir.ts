/**
 * An output folder kept from one build to the next instead of emptied (`docgen build`'s, which only docgen
 * reads): the pages Astro writes again land on the files already there. Emptying it cost a deleted file and
 * folder, then a new one, for each of the ~450 files and 200 folders of a 1,000-endpoint site, and deleting
 * and creating files is the dearest thing a file system does (on ext4, about a millisecond of kernel time
 * per folder removed). What the build did not write is left from an earlier one and is removed once Astro
 * is done: a file whose change time is older than the build's start, stamped by the same file system on a
 * marker file.
 */
import { statSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { removeFilesWhere } from './remove-files.ts';

/** Stamps the start of a build on `markerFile`. */
export function markBuildStart(markerFile: string): void {
  mkdirSync(dirname(markerFile), { recursive: true });
  writeFileSync(markerFile, `${process.pid}\n`);
}

/** What the sweep leaves alone: a folder another step of the build brings up to date itself, files the build kept on purpose. */
export interface Spared {
  folder?: string | undefined;
  files?: ReadonlySet<string>;
}

/**
 * Removes the files under `outDir` that the build begun at `markerFile`'s stamp did not write, and the folders left
 * empty; except what is `spared`.
 */
export function removeFilesOfEarlierBuilds(outDir: string, markerFile: string, spared: Spared = {}): void {
  let started: bigint;
  try {
    started = statSync(markerFile, { bigint: true }).ctimeNs;
  } catch {
    return;
  }
  const sparedPrefix = spared.folder === undefined ? undefined : join(spared.folder, sep);
  const sparedFiles = spared.files ?? new Set<string>();
  removeFilesWhere(outDir, (path) => !(sparedPrefix && path.startsWith(sparedPrefix)) && !sparedFiles.has(path) && statSync(path, { bigint: true }).ctimeNs < started);
}
