/** The bundled sample app for the end-to-end tests: where it is, temporary copies, and what a run wrote. */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { Endpoint, Group } from '../../src/model.ts';
import { COLLECTION_FILE, OPENAPI_FILE } from '../../src/output/output-files.ts';
import { outputDirectory, writeOutputs } from '../../src/output/write-outputs.ts';
import { extractApp, type ExtractOptions, type ExtractedApp } from '../../src/pipeline.ts';

export const SAMPLE_APP = fileURLToPath(new URL('../../sample-app/', import.meta.url));

/** `DOCGEN_AUTH_KEY` in sample-app/.env, which config/docgen.php reads as `auth.use_value`. */
export const USE_VALUE = 'local-docs-admin-token-3f9a1c';

/** The response strategies that never start PHP (everything but ResponseCalls): a static extraction. */
export const STATIC_RESPONSES = ['UseResponseAttributes', 'UseTransformerTags', 'UseApiResourceTags', 'UseResponseTag', 'UseResponseFileTag'];

const DOCGEN_PHP = fileURLToPath(new URL('../../php', import.meta.url));

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A copy of the sample app without generated or local-only files, at `<tmp>/sample-app`; removed after the test
 * file. Its autoloader finds docgen's PHP side at `../php`, so a link to this repository's `php/` goes beside it.
 */
export function copySampleApp(): string {
  const base = mkdtempSync(join(tmpdir(), 'docgen-e2e-'));
  copies.push(base);
  const target = join(base, 'sample-app');
  cpSync(SAMPLE_APP, target, {
    recursive: true,
    filter: (path) => !/^(\.docgen|database\/.+\.sqlite.*|storage\/logs\/.+|bootstrap\/cache\/.+\.php|public\/docs)/.test(relative(SAMPLE_APP, path)),
  });
  symlinkSync(DOCGEN_PHP, join(base, 'php'));
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

export interface GeneratedOutputs {
  result: ExtractedApp;
  /** `.docgen/endpoints/NN.yaml`: file name → text. */
  yaml: Record<string, string>;
  /** `collection.json` and `openapi.yaml` as written (type static: `public/docs/`). */
  collection: string;
  openapi: string;
  /** Absolute paths of every file the run wrote. */
  files: string[];
}

/**
 * An extraction of a (copied) app that writes `.docgen/endpoints`, then the collection and the spec. Static by
 * default (no ResponseCalls); `strategies` replaces whole stage lists.
 */
export async function extractAndWrite(appRoot: string, strategies: ExtractOptions['strategies'] = { responses: STATIC_RESPONSES }): Promise<GeneratedOutputs> {
  const result = await extractApp(appRoot, { strategies, writeIntermediate: true });
  const written = writeOutputs({ appRoot, config: result.config, appName: result.appName, appUrl: result.appUrl, groups: result.groups });
  const dir = outputDirectory(appRoot, result.config);
  return {
    result,
    yaml: endpointFiles(appRoot),
    collection: readFileSync(join(dir, COLLECTION_FILE), 'utf8'),
    openapi: readFileSync(join(dir, OPENAPI_FILE), 'utf8'),
    files: [...result.stats.written.map((file) => resolve(appRoot, file)), ...written.written],
  };
}
