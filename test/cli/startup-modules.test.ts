/**
 * Every command loads docgen's whole bundle, so a module of Node's imported at the top of any file of it is loaded
 * (on some Node builds compiled from source) at every start: those that only a few commands use — processes, a
 * terminal's prompts, HTTP, file promises, performance timing — are loaded where they are used. A site build loads
 * docgen's ES modules with their packages one file at a time (no code cache): a package few builds use — the YAML
 * reader, the terminal's progress bar — is loaded where it is used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_BIN } from '../cli-build/support.ts';
import { library } from '../support/library-app.ts';

const work = mkdtempSync(join(tmpdir(), 'docgen-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** What a docgen command loaded, as the process lists it when it exits: Node's modules, and the CommonJS files of packages. */
function loadedBy(args: string[]): { nodeModules: string[]; packageFiles: string[] } {
  const recorder = join(work, 'record-modules.cjs');
  const list = join(work, 'modules.json');
  writeFileSync(
    recorder,
    `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify({ nodeModules: process.moduleLoadList, packageFiles: Object.keys(require.cache) })));`,
  );
  // Not a terminal (a pipe), as in CI or a log.
  const run = spawnSync(process.execPath, ['--require', recorder, REPO_BIN, ...args], { env: { ...process.env, DOCGEN_CACHE_DIR: join(work, 'cache') }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const loaded = JSON.parse(readFileSync(list, 'utf8')) as { nodeModules: string[]; packageFiles: string[] };
  return { nodeModules: loaded.nodeModules.filter((name) => name.startsWith('NativeModule ')).map((name) => name.slice(13)), packageFiles: loaded.packageFiles };
}

const USED_BY_FEW = ['child_process', 'readline', 'readline/promises', 'http', 'fs/promises', 'perf_hooks'];

describe("the command's start", () => {
  it('loads none of the modules few commands use, for --help or for the collection and the spec of an app', () => {
    expect(loadedBy(['--help']).nodeModules.filter((name) => USED_BY_FEW.includes(name))).toEqual([]);
    const app = library();
    expect(loadedBy(['build', '--no-site', '--app', app]).nodeModules.filter((name) => USED_BY_FEW.includes(name))).toEqual([]);
    // The collection's example responses are named with their status texts, as Node's HTTP module names them.
    const collection = readFileSync(join(app, 'public/docs/collection.json'), 'utf8');
    expect(collection).toContain('"status": "OK"');
  });

  it('loads neither the YAML reader nor the progress bar for a site build outside a terminal', () => {
    const app = library();
    const { packageFiles } = loadedBy(['build', '--app', app]);
    // The build did load packages through the same list (so an empty answer is not a broken recorder).
    expect(packageFiles.some((file) => file.includes(`${sep}node_modules${sep}`))).toBe(true);
    expect(packageFiles.filter((file) => /[\\/]node_modules[\\/](yaml|cli-progress)[\\/]/.test(file))).toEqual([]);
    expect(readFileSync(join(app, 'public/docs/index.html'), 'utf8')).toContain('Library');
  });
});
