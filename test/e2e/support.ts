/** The bundled sample app for the end-to-end tests: where it is, temporary copies, and what a run wrote. */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { Endpoint, Group } from '../../src/model.ts';

export const SAMPLE_APP = fileURLToPath(new URL('../../sample-app/', import.meta.url));

/** `DOCGEN_AUTH_KEY` in sample-app/.env, which config/docgen.php reads as `auth.use_value`. */
export const USE_VALUE = 'local-docs-admin-token-3f9a1c';

/** The response strategies that never start PHP (everything but ResponseCalls): a static extraction. */
export const STATIC_RESPONSES = ['UseResponseAttributes', 'UseTransformerTags', 'UseApiResourceTags', 'UseResponseTag', 'UseResponseFileTag'];

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the sample app without generated or local-only files; removed after the test file. */
export function copySampleApp(): string {
  const target = mkdtempSync(join(tmpdir(), 'docgen-e2e-'));
  copies.push(target);
  cpSync(SAMPLE_APP, target, {
    recursive: true,
    filter: (path) => !/^(\.docgen|database\/.+\.sqlite.*|storage\/logs\/.+|bootstrap\/cache\/.+\.php|public\/docs)/.test(relative(SAMPLE_APP, path)),
  });
  return target;
}

/** Every `.docgen/endpoints/NN.yaml` of an app: file name → content. */
export function endpointFiles(appRoot: string): Record<string, string> {
  const dir = join(appRoot, '.docgen/endpoints');
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => /^\d+\.yaml$/.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

export function endpointsById(groups: Group[]): Map<string, Endpoint> {
  return new Map(groups.flatMap((g) => g.endpoints).map((e) => [e.id, e]));
}
