/**
 * The three commands a docs-preview job runs — `extract` (writes `.docgen/endpoints`), `openapi` and
 * `collection` — on one app, with every output gathered and checked the way any docgen output must be: each
 * YAML file read back by three YAML readers, the spec validated by swagger-parser, the collection by Postman's
 * schema.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { postmanSchemaErrors, validateOpenApiYaml } from '../output/support/validators.ts';
import { outputsUnder, runDocgen, type DocgenRun } from './harness.ts';
import { readWithAll } from './yaml-readers.ts';

export interface AllOutputs {
  extract: DocgenRun;
  openapi: DocgenRun;
  collection: DocgenRun;
  /** Every file written, keyed by path relative to the app. */
  outputs: Map<string, string>;
  spec: string;
  /** The diagnostics of all three runs, for `expectDiagnostic`. */
  all: DocgenRun;
}

/** Runs the three commands (with `extra` arguments) and checks every output is well formed. */
export async function runAllOutputs(app: string, extra: string[] = []): Promise<AllOutputs> {
  const specFile = join(app, 'out', 'openapi.yaml');
  const collectionFile = join(app, 'out', 'collection.json');
  const extract = await runDocgen(['extract', '--app', app, ...extra]);
  const openapi = await runDocgen(['openapi', '--app', app, '--out', specFile, ...extra]);
  const collection = await runDocgen(['collection', '--app', app, '--out', collectionFile, ...extra]);
  const outputs = outputsUnder(app, [join(app, '.docgen', 'endpoints'), specFile, collectionFile]);
  const spec = readFileSync(specFile, 'utf8');
  await expectWellFormed(outputs, spec, readFileSync(collectionFile, 'utf8'));
  const all = {
    code: Math.max(extract.code ?? 1, openapi.code ?? 1, collection.code ?? 1),
    stdout: extract.stdout + openapi.stdout + collection.stdout,
    stderr: extract.stderr + openapi.stderr + collection.stderr,
    timedOut: false,
  };
  return { extract, openapi, collection, outputs, spec, all };
}

/** Every YAML output loads identically in the three readers; the spec and the collection validate. */
export async function expectWellFormed(outputs: Map<string, string>, spec: string, collection: string): Promise<void> {
  const yamlFiles = [...outputs.keys()].filter((path) => /\.ya?ml$/.test(path));
  const texts = yamlFiles.map((path) => Buffer.from(outputs.get(path)!, 'latin1').toString('utf8'));
  readWithAll(texts).forEach((reading, index) => {
    const values = Object.entries(reading).map(([reader, result]) => {
      expect(result, `${reader} reading ${yamlFiles[index]}`).toHaveProperty('value');
      return (result as { value: unknown }).value;
    });
    for (const value of values.slice(1)) expect(value).toEqual(values[0]);
  });
  await validateOpenApiYaml(spec);
  expect(postmanSchemaErrors(JSON.parse(collection))).toEqual([]);
}

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A folder outside every app, holding the given files (paths relative to it); removed when the test file ends. */
export function outsideFolder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'docgen-outside-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}
