/**
 * `astro dev`: an edit in the app re-extracts and the page shows it, without a restart; the
 * collection and spec routes are served live too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, writeFixtureSite, type FixtureSite } from '../support/browser.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

let site: FixtureSite;
let dev: ChildProcess;
let url: string;
let log = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 4321));
    });
  });
}

async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
}

const page = async (path: string) => (await fetch(`${url}${path}`)).text();

beforeAll(async () => {
  site = writeFixtureSite({ name: 'dev-test', groups: syntheticGroups({ endpoints: 6, seed: 5 }), watchable: true });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [join(REPO_ROOT, 'node_modules', 'astro', 'astro.js'), 'dev', '--root', site.root, '--port', String(port), '--host', '127.0.0.1'], {
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  dev.stdout?.on('data', (chunk) => (log += chunk));
  dev.stderr?.on('data', (chunk) => (log += chunk));
  await poll(() => page('/docs/'), (html) => html.includes('section class="endpoint"'), 90_000);
}, 120_000);

afterAll(() => {
  dev?.kill();
  if (site) rmSync(site.root, { recursive: true, force: true });
});

describe('astro dev', () => {
  it('shows an edit of the app on the next page load', async () => {
    const before = await page('/docs/');
    expect(before).toContain('section class="endpoint"');
    const dataFile = join(site.app, 'data.json');
    const data = JSON.parse(readFileSync(dataFile, 'utf8'));
    data.groups[0].endpoints[0].metadata.title = 'Freshly renamed endpoint';
    writeFileSync(dataFile, JSON.stringify(data));
    const after = await poll(() => page('/docs/'), (html) => html.includes('Freshly renamed endpoint'), 30_000);
    expect(after, log).toContain('Freshly renamed endpoint');
  }, 60_000);

  it('serves the collection live', async () => {
    const collection = JSON.parse(await page('/docs/collection.json'));
    expect(collection.item[0].item[0].name).toBe('Freshly renamed endpoint');
  });
});
