/**
 * Two `docgen build`s of the same app at once (a terminal and an editor's task, say): they share the app's Astro
 * project, so the second waits for the first, says so, and both write complete docs. The app is the
 * two-controllers fixture (GET /api/books "List the books", POST /api/books "Add a book", GET /api/authors).
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lockProject } from '../../integration/standalone/project-lock.ts';
import { docgenBuild, repoProjectOf, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = fileURLToPath(new URL('../pipeline/fixtures/two-controllers/', import.meta.url));

function appCopy(): string {
  const app = join(temporaryFolder('docgen-concurrent-'), 'shop');
  cpSync(TWO_CONTROLLERS, app, { recursive: true });
  return app;
}

function snapshot(docs: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(docs, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(docs, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), 'base64'));
  }
  return files;
}

describe('two builds of one app at once', () => {
  it('waits while another build holds the app, says so once, and builds when it is free', async () => {
    const app = appCopy();
    const release = await lockProject(app, () => {});
    let waiting = false;
    const message = `Another docgen build of ${app} is running; this one starts when it is done.`;
    const run = docgenBuild(['--app', app, '--type', 'static'], { onStderr: (text) => (waiting = text.includes(message)) });
    for (let waited = 0; !waiting && waited < 60_000; waited += 20) await sleep(20);
    expect(waiting).toBe(true);
    // Still waiting a while later: nothing written.
    await sleep(500);
    expect(existsSync(join(app, 'public', 'docs'))).toBe(false);
    await release();

    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr.split(message).length - 1).toBe(1);
    expect(existsSync(join(app, 'public', 'docs', 'index.html'))).toBe(true);
    expect(existsSync(join(repoProjectOf(app), 'build.lock'))).toBe(false);
  }, 300_000);

  it('gives both builds, started together, the docs of one build', async () => {
    const app = appCopy();
    const [first, second] = await Promise.all([docgenBuild(['--app', app, '--type', 'static']), docgenBuild(['--app', app, '--type', 'static'])]);
    expect(first.code, first.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);

    const alone = appCopy();
    const single = await docgenBuild(['--app', alone, '--type', 'static']);
    expect(single.code, single.stderr).toBe(0);
    expect(snapshot(join(app, 'public', 'docs'))).toEqual(snapshot(join(alone, 'public', 'docs')));
  }, 300_000);
});
