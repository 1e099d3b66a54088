/**
 * Reading Camel files from disk: one file, or a whole `endpoints` folder the way Scribe loads it
 * (`NN.yaml` group files in natural order, then `custom.*.yaml` endpoint lists merged into their
 * groups by `metadata.groupName`). Never throws: unreadable files become diagnostics.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_GROUP } from '../config/defaults.ts';
import type { Diagnostic, Group } from '../model.ts';
import { parseCamelYaml, type CamelReadResult } from './from-camel.ts';

export type { CamelReadResult } from './from-camel.ts';

export function readCamelFile(path: string, defaultGroupName = DEFAULT_GROUP): CamelReadResult {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return {
      groups: [],
      diagnostics: [
        {
          severity: 'error',
          message: `The Camel file could not be read: ${error instanceof Error ? error.message : String(error)}`,
          file: path,
          line: 1,
          code: 'camel-read',
        },
      ],
    };
  }
  return parseCamelYaml(text, path, defaultGroupName);
}

/**
 * Reads every Camel file of `dir`. `dir` may be the `endpoints` folder itself or its parent
 * (`.scribe`, `.docgen`). Groups with the same name (from several files) are merged in order.
 */
export function readCamelDir(dir: string, defaultGroupName = DEFAULT_GROUP): CamelReadResult {
  const diagnostics: Diagnostic[] = [];
  const folder = existsSync(join(dir, 'endpoints')) && statSync(join(dir, 'endpoints')).isDirectory() ? join(dir, 'endpoints') : dir;
  let names: string[];
  try {
    names = readdirSync(folder).filter((name) => /\.ya?ml$/i.test(name));
  } catch (error) {
    diagnostics.push({
      severity: 'error',
      message: `The Camel folder could not be read: ${error instanceof Error ? error.message : String(error)}`,
      file: dir,
      line: 1,
      code: 'camel-read',
    });
    return { groups: [], diagnostics };
  }
  const collator = new Intl.Collator('en', { numeric: true });
  const groupFiles = names.filter((name) => !name.startsWith('custom.')).sort(collator.compare);
  const customFiles = names.filter((name) => name.startsWith('custom.')).sort(collator.compare);

  const groups: Group[] = [];
  const byName = new Map<string, Group>();
  const add = (group: Group): void => {
    const existing = byName.get(group.name);
    if (existing) {
      existing.endpoints.push(...group.endpoints);
      if (!existing.description) existing.description = group.description;
      return;
    }
    byName.set(group.name, group);
    groups.push(group);
  };

  for (const name of [...groupFiles, ...customFiles]) {
    const result = readCamelFile(join(folder, name), defaultGroupName);
    diagnostics.push(...result.diagnostics);
    result.groups.forEach(add);
  }
  return { groups, diagnostics };
}

