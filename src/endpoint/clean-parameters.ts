/**
 * Parameters reduced to what an example request or a response call sends (Scribe's `cleanParams`
 * followed by its file split): the example values without the files, and each file with its form key
 * and example path. Built on `exampleValues`, the one implementation of Scribe's rules.
 */
import type { Parameter } from '../model.ts';
import { exampleValues } from './example-values.ts';
import { splitFiles } from './split-files.ts';

export interface FileField {
  /** The form-data key (`avatar`, `photos[]`, `meta[cover]`). */
  key: string;
  /** The example path of the file, as written (Scribe's dummy `test.jpg` when a required file has none). */
  path: string;
}

export interface CleanParameters {
  /** Nested example values (a list when the body itself is a list), files taken out. */
  values: Record<string, unknown> | unknown[];
  files: FileField[];
}

export function cleanParameters(parameters: Record<string, Parameter>): CleanParameters {
  const { values, files } = splitFiles(exampleValues(parameters));
  return { values, files: files.map((part) => ({ key: part.key, path: part.file.path })) };
}
