/**
 * `docgen build --no-site` in real processes: one extraction writes the collection and the spec, the same bytes
 * `docgen openapi` and `docgen collection` write; the next process starts from the cache file, which is ignored
 * when corrupt or made by other code, and stays whole when two builds run at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { REPO_BIN } from '../cli-build/support.ts';
import { library } from '../support/library-app.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function docgen(args: string[], cacheDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [REPO_BIN, ...args], {
      env: { ...process.env, DOCGEN_CACHE_DIR: cacheDir, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const outputs = (app: string) => ({
  collection: readFileSync(join(app, 'public/docs/collection.json'), 'utf8'),
  openapi: readFileSync(join(app, 'public/docs/openapi.yaml'), 'utf8'),
});
const unchanged = (run: Run) => Number(/\((\d+) unchanged since the last run\)/.exec(run.stdout)?.[1]);

describe('docgen build --no-site', () => {
  it('writes the collection and the spec from one extraction, as the one-file commands do, and no site', async () => {
    const app = library();
    const cache = join(app, 'storage', 'cache');
    const built = await docgen(['build', '--no-site', '--app', app], cache);
    expect(built.code).toBe(0);
    expect(readdirSync(join(app, 'public/docs')).sort()).toEqual(['collection.json', 'openapi.yaml']);
    expect(existsSync(join(app, '.docgen'))).toBe(false);
    // The last line says how long it took, phase by phase.
    expect(built.stdout.trimEnd().split('\n').pop()).toMatch(
      /^Done in \d+(\.\d)? m?s \(config \d+(\.\d)? m?s, routes \d+(\.\d)? m?s, endpoints \d+(\.\d)? m?s, outputs \d+(\.\d)? m?s\)\.$/,
    );
    const both = outputs(app);
    expect(JSON.parse(both.collection).item.map((folder: { name: string }) => folder.name)).toEqual(['Authors', 'Books']);

    const spec = await docgen(['openapi', '--app', app, '--out', '-'], cache);
    const collection = await docgen(['collection', '--app', app, '--out', '-'], cache);
    expect(spec.stdout).toBe(both.openapi);
    expect(collection.stdout).toBe(both.collection);
  });

  it('writes .docgen/endpoints with --endpoints', async () => {
    const app = library();
    const built = await docgen(['build', '--no-site', '--endpoints', '--app', app], join(app, 'storage', 'cache'));
    expect(built.code).toBe(0);
    expect(readdirSync(join(app, '.docgen', 'endpoints')).sort()).toEqual(['00.yaml', '01.yaml']);
  });

  it('starts the next process from the cache and writes the same bytes', async () => {
    const app = library();
    const cache = join(app, 'storage', 'cache');
    const first = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(first)).toBe(0);
    const cold = outputs(app);
    const second = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(second)).toBe(5);
    expect(outputs(app)).toEqual(cold);
  });

  it('ignores a corrupt cache file and one made by other code, and replaces it', async () => {
    const app = library();
    const cache = join(app, 'storage', 'cache');
    await docgen(['build', '--no-site', '--app', app], cache);
    const cold = outputs(app);
    // The cache file itself (beside it: the endpoints' bytes and the outputs' parts, each with a delta).
    const [file] = readdirSync(cache).filter((name) => /^[^.]+-[0-9a-f]{12}\.v8$/.test(name));
    const path = join(cache, file!);
    const good = readFileSync(path);

    // Cut in the middle, as a crash during a write without the rename would leave it.
    writeFileSync(path, good.subarray(0, Math.floor(good.length / 2)));
    const afterCorrupt = await docgen(['build', '--no-site', '--app', app], cache);
    expect(afterCorrupt.code).toBe(0);
    expect(unchanged(afterCorrupt)).toBe(0);
    expect(outputs(app)).toEqual(cold);

    // Whole and well-formed, but from another version of docgen: not trusted either.
    writeFileSync(path, serialize({ format: 'docgen-extraction-cache', code: '0.0.1+other', fingerprint: 'x', state: { facts: [], endpoints: [] } }));
    const afterForeign = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(afterForeign)).toBe(0);
    expect(outputs(app)).toEqual(cold);

    // Not a cache at all.
    writeFileSync(path, 'hello');
    const afterGarbage = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(afterGarbage)).toBe(0);
    const again = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(again)).toBe(5);
  });

  it('keeps a whole cache file when two builds run at once', async () => {
    const app = library();
    const cache = join(app, 'storage', 'cache');
    const runs = await Promise.all([1, 2, 3].map(() => docgen(['build', '--no-site', '--app', app], cache)));
    for (const run of runs) expect(run.code).toBe(0);
    const cold = outputs(app);
    // No temporary file left behind, one cache file (with the endpoints' bytes and the outputs' parts beside it,
    // each with its delta, the routes, and what the last run wrote), and it is read by the next run.
    const kept = readdirSync(cache).filter((name) => !name.startsWith('.'));
    expect(kept.map((name) => name.replace(/^.*-[0-9a-f]{12}\./, '')).sort()).toEqual(['endpoints.delta.v8', 'endpoints.v8', 'outputs.delta.v8', 'outputs.v8', 'outputs.written.v8', 'routes.v8', 'v8']);
    expect(readdirSync(cache).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    const next = await docgen(['build', '--no-site', '--app', app], cache);
    expect(unchanged(next)).toBe(5);
    expect(outputs(app)).toEqual(cold);
  });
});
