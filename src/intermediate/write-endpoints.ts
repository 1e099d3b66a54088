/**
 * `.docgen/endpoints/NN.yaml`: one file per group, in the final group order, in Scribe's Camel shape (so Scribe
 * users can read and compare them). Written atomically; group files of earlier runs that no longer exist are
 * removed; the user's `custom.*.yaml` files are never touched.
 */
import { readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { groupToCamelYaml } from '../camel/to-camel.ts';
import type { Group } from '../model.ts';
import { writeFileAtomic } from '../atomic-write.ts';
import { contentDigest, contentDigestOf } from '../endpoint/content-digest.ts';
import type { KeptPieces } from '../extract/kept-pieces.ts';
import { GROUP_FILE, endpointsDir } from './paths.ts';

const HEADER = '# Extracted by docgen. Edits here are replaced on the next run: put them in .docgen/overrides.yaml, which always wins.\n';

export interface WrittenEndpoints {
  /** Files written or confirmed, relative to the app root, in group order. */
  files: string[];
  /** Files removed because their group is gone. */
  removed: string[];
}

/**
 * @param kept the group texts of earlier runs, under the group's name, description and endpoints' content digests
 *   (a group with an endpoint that has none is written anew)
 */
export function writeEndpointFiles(appRoot: string, groups: Group[], kept?: KeptPieces): WrittenEndpoints {
  const dir = endpointsDir(appRoot);
  const width = Math.max(2, String(Math.max(groups.length - 1, 0)).length);
  const names = groups.map((_, index) => `${String(index).padStart(width, '0')}.yaml`);
  groups.forEach((group, index) => writeFileAtomic(join(dir, names[index]!), [HEADER, groupText(group, kept)]));
  const keep = new Set(names);
  const removed: string[] = [];
  for (const name of safeList(dir)) {
    if (GROUP_FILE.test(name) && !keep.has(name)) {
      rmSync(join(dir, name), { force: true });
      removed.push(relative(appRoot, join(dir, name)));
    }
  }
  return { files: names.map((name) => relative(appRoot, join(dir, name))), removed };
}

function groupText(group: Group, kept: KeptPieces | undefined): string | Uint8Array {
  const digests = group.endpoints.map((endpoint) => contentDigestOf(endpoint));
  if (!kept || digests.some((digest) => digest === undefined)) return groupToCamelYaml(group);
  return kept.text(`camel-group:${contentDigest([group.name, group.description, digests])}`, () => groupToCamelYaml(group));
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
