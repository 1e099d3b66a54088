/**
 * A run whose outputs would be what the last run wrote writes nothing: kept beside the outputs' pieces is what the
 * last run's outputs were made from (the output context, and the groups with each endpoint's content digest, the
 * name of everything made from it), each output file as it was left (its size and mtime, or its absence), and what
 * making them reported. When all of it holds, the run reports the same again and stops there: remaking the files
 * would only give the bytes on disk (0.2 s at 5,000 endpoints, most of a run with nothing changed).
 *
 * Endpoints without a digest (overridden, custom) are made anew at every run: their outputs are never skipped.
 */
import { statSync } from 'node:fs';
import type { FileStat } from '../app-files.ts';
import { contentDigest, contentDigestOf } from '../endpoint/content-digest.ts';
import { readCacheFile, touchPersisted, writeCacheFile } from '../extract/persistent-cache.ts';
import type { Diagnostic, Group } from '../model.ts';

/** An output file as a run left it: its size and mtime, or null when the run left none. */
type LeftFile = [path: string, state: FileStat | null];

interface LastOutputs {
  /** The digest of what the outputs were made from. */
  inputs: string;
  files: LeftFile[];
  diagnostics: Diagnostic[];
}

/** The file that keeps what the last run wrote, beside the outputs' pieces. */
export function lastOutputsFileOf(piecesFile: string): string {
  return piecesFile.replace(/\.v8$/, '.written.v8');
}

/** The digest of what the outputs are made from, or undefined when an endpoint has no content digest. */
export function outputsInputs(groups: Group[], fingerprint: string): string | undefined {
  const named: Array<{ group: Omit<Group, 'endpoints'>; endpoints: string[] }> = [];
  for (const { endpoints, ...group } of groups) {
    const digests: string[] = [];
    for (const endpoint of endpoints) {
      const digest = contentDigestOf(endpoint);
      if (digest === undefined) return undefined;
      digests.push(digest);
    }
    named.push({ group, endpoints: digests });
  }
  return contentDigest([fingerprint, named]);
}

/** What the last run reported, when it wrote these very outputs from the same inputs and its files are as it left them. */
export function unchangedOutputs(file: string, fingerprint: string, inputs: string, paths: string[]): Diagnostic[] | undefined {
  const last = readCacheFile(file, fingerprint)?.state as Partial<LastOutputs> | undefined;
  if (!last || last.inputs !== inputs || !Array.isArray(last.files) || !Array.isArray(last.diagnostics)) return undefined;
  if (last.files.length !== paths.length) return undefined;
  for (let index = 0; index < paths.length; index++) {
    const left = last.files[index];
    if (!Array.isArray(left) || left[0] !== paths[index] || !sameState(left[1], stateOf(paths[index]!))) return undefined;
  }
  touchPersisted(file);
  return last.diagnostics;
}

/** Keeps what this run wrote (the files' states read after writing them). */
export function keepLastOutputs(file: string, fingerprint: string, inputs: string, paths: string[], diagnostics: Diagnostic[]): void {
  const last: LastOutputs = { inputs, files: paths.map((path) => [path, stateOf(path)]), diagnostics };
  writeCacheFile(file, fingerprint, last);
}

function stateOf(path: string): LeftFile[1] {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? { size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

function sameState(kept: unknown, now: LeftFile[1]): boolean {
  if (kept === null || now === null) return kept === now;
  const { size, mtimeMs } = (kept ?? {}) as Partial<FileStat>;
  return size === now.size && mtimeMs === now.mtimeMs;
}
