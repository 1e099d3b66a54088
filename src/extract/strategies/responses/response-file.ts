/**
 * Scribe's ResponseFileTools: a response read from a file given as an absolute path, relative to the app root,
 * or relative to `storage/`; optional JSON (or array) data merged over it at the top level.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { locateAppFile, outsideAppReason, whileLocating, type AppFileLookup } from '../../../app-files.ts';
import { isPhpArrayObject } from '../../../php/values.ts';

export type ResponseFileResult = { content: string } | { problem: string };

/**
 * The file a response path points to, trying the absolute path, the app root, then `storage/`: the first that
 * exists inside the app; else why none is read (one outside the app is named in the warning).
 */
export function locateResponseFile(path: string, appRoot: string): AppFileLookup {
  const candidates = isAbsolute(path) ? [path, join(appRoot, 'storage', path)] : [join(appRoot, path), join(appRoot, 'storage', path)];
  const lookups = candidates.map((candidate) => locateAppFile(appRoot, candidate));
  return lookups.find((lookup) => lookup.found) ?? lookups.find((lookup) => !lookup.found && lookup.reason !== 'missing') ?? lookups[0]!;
}

/**
 * The response text. `merge` is JSON text (single quotes allowed, as Scribe accepts) or an evaluated PHP array;
 * when given, the file's JSON and the merge data are combined like `array_merge` and re-encoded.
 */
export function readResponseFile(path: string, merge: unknown, appRoot: string, dependsOn?: (file: string) => void): ResponseFileResult {
  const trimmed = path.trim();
  if (!trimmed) return { problem: 'names no file' };
  // Every place looked at is a dependency of the endpoint: the file found, and those that may appear later.
  const file = dependsOn ? whileLocating(dependsOn, () => locateResponseFile(trimmed, appRoot)) : locateResponseFile(trimmed, appRoot);
  if (!file.found && file.reason === 'outside') return { problem: `names ${trimmed}, ${outsideAppReason(file)}` };
  if (!file.found && file.reason === 'not-a-file') return { problem: `names ${trimmed}, which is not a regular file` };
  if (!file.found) return { problem: `names ${trimmed}, which does not exist (looked in the app root and storage/)` };
  const content = readFileSync(file.path, 'utf8');
  const mergeData = mergeValue(merge);
  if (mergeData === undefined) return { content };
  if (typeof mergeData === 'string') return { problem: `has merge data that is not JSON: ${mergeData}` };
  let base: unknown;
  try {
    base = JSON.parse(content);
  } catch {
    return { problem: `names ${trimmed}, whose content is not JSON, so the merge data cannot be merged into it` };
  }
  if (!isPhpArrayObject(base) && !Array.isArray(base)) return { content };
  const merged = Array.isArray(base) ? [...base, ...(Array.isArray(mergeData) ? mergeData : Object.values(mergeData))] : { ...base, ...mergeData };
  return { content: JSON.stringify(merged) };
}

/** The merge data as a JS object/array; a string when it is text that is not JSON; undefined when empty. */
function mergeValue(merge: unknown): Record<string, unknown> | unknown[] | string | undefined {
  if (merge === undefined || merge === null || merge === '') return undefined;
  if (typeof merge === 'string') {
    try {
      const parsed = JSON.parse(merge.replace(/'/g, '"')) as unknown;
      if (isPhpArrayObject(parsed) || Array.isArray(parsed)) return Object.keys(parsed).length ? parsed : undefined;
      return merge;
    } catch {
      return merge;
    }
  }
  if (Array.isArray(merge)) return merge.length ? merge : undefined;
  if (isPhpArrayObject(merge)) return Object.keys(merge).length ? merge : undefined;
  return undefined;
}
