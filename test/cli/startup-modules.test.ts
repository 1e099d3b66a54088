/**
 * Every command loads docgen's whole bundle, so a module of Node's imported at the top of any file of it is loaded
 * (on some Node builds compiled from source) at every start: those that only a few commands use — processes, a
 * terminal's prompts, HTTP, file promises, performance timing — are loaded where they are used.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_BIN } from '../cli-build/support.ts';
import { library } from '../support/library-app.ts';

const work = mkdtempSync(join(tmpdir(), 'docgen-startup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Node's own modules a docgen command loaded, as the process names them when it exits. */
function modulesLoadedBy(args: string[]): string[] {
  const recorder = join(work, 'record-modules.cjs');
  const list = join(work, 'modules.json');
  writeFileSync(recorder, `process.on('exit', () => require('node:fs').writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList)));`);
  const run = spawnSync(process.execPath, ['--require', recorder, REPO_BIN, ...args], { env: { ...process.env, DOCGEN_CACHE_DIR: join(work, 'cache') }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return (JSON.parse(readFileSync(list, 'utf8')) as string[]).filter((name) => name.startsWith('NativeModule ')).map((name) => name.slice(13));
}

const USED_BY_FEW = ['child_process', 'readline', 'readline/promises', 'http', 'fs/promises', 'perf_hooks'];

describe("the command's start", () => {
  it('loads none of the modules few commands use, for --help or for the collection and the spec of an app', () => {
    expect(modulesLoadedBy(['--help']).filter((name) => USED_BY_FEW.includes(name))).toEqual([]);
    const app = library();
    expect(modulesLoadedBy(['build', '--no-site', '--app', app]).filter((name) => USED_BY_FEW.includes(name))).toEqual([]);
    // The collection's example responses are named with their status texts, as Node's HTTP module names them.
    const collection = readFileSync(join(app, 'public/docs/collection.json'), 'utf8');
    expect(collection).toContain('"status": "OK"');
  });
});
