/** Copies of fixture apps in a temporary folder, so tests can write `.docgen/` and edit sources freely. */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';

export const SAMPLE_APP = fileURLToPath(new URL('../../sample-app/', import.meta.url));

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the app without its generated or local-only files (database, logs, caches, .docgen). */
export function copyApp(source: string): string {
  const target = mkdtempSync(join(tmpdir(), 'docgen-pipeline-'));
  copies.push(target);
  cpSync(source, target, {
    recursive: true,
    filter: (path) => {
      const rel = relative(source, path);
      return !/^(\.docgen|\.scribe|database\/database\.sqlite|storage\/logs\/.+|bootstrap\/cache\/.+\.php|public\/docs)/.test(rel);
    },
  });
  return target;
}

/** Every generated `.docgen/endpoints/NN.yaml` of an app: file name → content. */
export function endpointFiles(appRoot: string): Record<string, string> {
  const dir = join(appRoot, '.docgen/endpoints');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => /^\d+\.yaml$/.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

/** The responses strategies without ResponseCalls: extraction that never starts PHP. */
export const STATIC_RESPONSES = ['UseResponseAttributes', 'UseTransformerTags', 'UseApiResourceTags', 'UseResponseTag', 'UseResponseFileTag'];
