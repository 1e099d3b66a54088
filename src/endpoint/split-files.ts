/**
 * Files taken out of example values (Scribe's `OutputEndpointData::splitIntoFileAndRegularParameters`):
 * example requests and response calls send the other values as they are and the files as uploads, each
 * under its form key. Keys follow Scribe's example requests (`getParameterNamesAndValuesForFormData`):
 * maps as `meta[cover]`, list items as `photos[]` — one entry per file, so every file of a list is sent.
 * A parent left empty once its files are out is dropped, as Scribe drops it.
 */
import { nameMap } from '../name-map.ts';
import { FileExample, isPlainObject } from './example-values.ts';

export interface FilePart {
  /** The form-data key: `avatar`, `meta[cover]`, `photos[]`. */
  key: string;
  file: FileExample;
}

export interface SplitValues {
  /** The example values without the files. */
  values: Record<string, unknown> | unknown[];
  files: FilePart[];
}

const REMOVED = Symbol('removed');

export function splitFiles(values: Record<string, unknown> | unknown[]): SplitValues {
  const files: FilePart[] = [];
  if (Array.isArray(values)) {
    const rest = values.map((item) => withoutFiles(item, '[]', files)).filter((item) => item !== REMOVED);
    return { values: rest, files };
  }
  const rest: Record<string, unknown> = nameMap();
  for (const [name, value] of Object.entries(values)) {
    const kept = withoutFiles(value, name, files);
    if (kept !== REMOVED) rest[name] = kept;
  }
  return { values: rest, files };
}

/** The value with its files moved to `files` (under `key`); `REMOVED` when nothing else is left. */
function withoutFiles(value: unknown, key: string, files: FilePart[]): unknown {
  if (value instanceof FileExample) {
    files.push({ key, file: value });
    return REMOVED;
  }
  if (Array.isArray(value) && value.length > 0) {
    const kept = value.map((item) => withoutFiles(item, `${key}[]`, files)).filter((item) => item !== REMOVED);
    return kept.length > 0 ? kept : REMOVED;
  }
  if (isPlainObject(value) && Object.keys(value).length > 0) {
    const kept: Record<string, unknown> = nameMap();
    for (const [child, childValue] of Object.entries(value)) {
      const rest = withoutFiles(childValue, `${key}[${child}]`, files);
      if (rest !== REMOVED) kept[child] = rest;
    }
    return Object.keys(kept).length > 0 ? kept : REMOVED;
  }
  return value;
}
