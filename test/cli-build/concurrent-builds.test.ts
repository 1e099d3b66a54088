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
import { docgenBuild, repoProjectOf, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = fileURLToPath(new URL('../pipeline/fixtures/two-controllers/', import.meta.url));

function snapshot(docs: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(docs, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(docs, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), 'base64'));
  }
  return files;
}

describe('two builds of one app at once', () => {
  it('runs them one after the other: the second waits, says so, and both succeed with the same docs as one build', async () => {
    const app = join(temporaryFolder('docgen-concurrent-'), 'shop');
    cpSync(TWO_CONTROLLERS, app, { recursive: true });
    const lock = join(repoProjectOf(app), 'build.lock');

    const first = docgenBuild(['--app', app, '--type', 'static']);
    // The second starts once the first holds the project.
    for (let waited = 0; !existsSync(lock) && waited < 60_000; waited += 20) await sleep(20);
    expect(existsSync(lock)).toBe(true);
    const second = await docgenBuild(['--app', app, '--type', 'static']);
    const firstRun = await first;

    expect(firstRun.code, firstRun.stderr).toBe(0);
    expect(second.code, second.stderr).toBe(0);
    expect(firstRun.stderr).not.toContain('Another docgen build');
    expect(second.stderr).toContain(`Another docgen build of ${app} is running; this one starts when it is done.`);
    expect(existsSync(lock)).toBe(false);

    const alone = join(temporaryFolder('docgen-concurrent-'), 'shop');
    cpSync(TWO_CONTROLLERS, alone, { recursive: true });
    repoProjectOf(alone);
    const single = await docgenBuild(['--app', alone, '--type', 'static']);
    expect(single.code, single.stderr).toBe(0);
    expect(snapshot(join(app, 'public', 'docs'))).toEqual(snapshot(join(alone, 'public', 'docs')));
  }, 300_000);
});
