/**
 * Endpoints written by hand in `.docgen/endpoints/custom.*.yaml` (Scribe's custom endpoint files: a list of
 * endpoints in the Camel shape), merged into the groups by `metadata.groupName`. A custom endpoint with the
 * same method and uri as an extracted one replaces it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { locateAppFile, outsideAppReason } from '../app-files.ts';
import { readCamelFile } from '../camel/read-camel.ts';
import { primaryEndpointKey } from '../endpoint/endpoint-key.ts';
import type { Diagnostic, Endpoint } from '../model.ts';
import { CUSTOM_FILE, endpointsDir } from './paths.ts';

export function readCustomEndpoints(appRoot: string, defaultGroup: string): { endpoints: Endpoint[]; diagnostics: Diagnostic[] } {
  const dir = endpointsDir(appRoot);
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => CUSTOM_FILE.test(name)).sort(new Intl.Collator('en', { numeric: true }).compare);
  } catch {
    return { endpoints: [], diagnostics: [] };
  }
  const endpoints: Endpoint[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const name of names) {
    const file = join(dir, name);
    const rel = relative(appRoot, file);
    const lookup = locateAppFile(appRoot, file);
    if (!lookup.found) {
      // Outside the app, or not a regular file (a pipe would never end).
      if (lookup.reason === 'outside') diagnostics.push({ severity: 'warning', code: 'outside-app', message: `The custom endpoint file is not read, ${outsideAppReason(lookup)}.`, file: rel, line: 1 });
      continue;
    }
    const read = readCamelFile(file, defaultGroup);
    diagnostics.push(...read.diagnostics.map((d) => ({ ...d, file: rel })));
    for (const group of read.groups) {
      for (const endpoint of group.endpoints) {
        endpoints.push({
          ...endpoint,
          metadata: {
            ...endpoint.metadata,
            groupName: endpoint.metadata.groupName || group.name,
            groupDescription: endpoint.metadata.groupDescription || group.description,
          },
        });
      }
    }
  }
  return { endpoints, diagnostics };
}

/** Extracted endpoints with the custom ones added (replacing an extracted endpoint with the same key). */
export function mergeCustomEndpoints(extracted: Endpoint[], custom: Endpoint[]): Endpoint[] {
  const replacing = new Map(custom.map((e) => [primaryEndpointKey(e), e]));
  const kept = extracted.filter((e) => !replacing.has(primaryEndpointKey(e)));
  return [...kept, ...custom];
}
