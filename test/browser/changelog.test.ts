/**
 * The site's Changelog page (`changelog.base`): a real `docgen build` of the fixture app with a git history
 * (test/diff/history.ts, working tree at v2) against v1, opened in Chromium.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { docgenBuild } from '../cli-build/support.ts';
import { appHistory } from '../diff/history.ts';
import { describeBrowser, launchBrowser, serveStatic, type StaticServer } from '../support/browser.ts';

let browser: Browser;
let server: StaticServer;
let buildOutput = '';

beforeAll(async () => {
  const { app } = appHistory();
  const configFile = join(app, 'config/docgen.php');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("'title' => 'Shelf',", "'title' => 'Shelf',\n    'type' => 'static',\n    'changelog' => ['base' => 'v1'],"));
  const run = await docgenBuild(['--app', app]);
  buildOutput = `${run.stdout}\n${run.stderr}`;
  if (run.code !== 0) throw new Error(`docgen build failed:\n${buildOutput}`);
  server = await serveStatic(join(app, 'public'));
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describeBrowser('the Changelog page', () => {
  it('lists the breaking changes since the configured ref, then the others, and is linked from the sidebar', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/docs/`, { waitUntil: 'load' });
    const link = page.locator('#sidebar a', { hasText: 'Changelog' });
    await expect(link.count()).resolves.toBe(1);
    await link.click();
    await page.waitForURL(/\/docs\/changelog\/$/);
    await expect(page.locator('article h1').textContent()).resolves.toBe('Changelog');
    const text = (await page.locator('article').innerText()).replace(/\s+/g, ' ');
    expect(text).toContain('From v1 to these docs: 9 breaking changes, 3 other changes.');
    const headings = await page.locator('article h3').allTextContents();
    expect(headings).toEqual(['Breaking changes', 'Other changes']);
    const breaking = await page.locator('article h3:has-text("Breaking changes") + ul > li > code').allTextContents();
    expect(breaking).toEqual(['DELETE /api/books/{id}', 'GET /api/authors', 'GET /api/books', 'GET /api/books/{book}', 'GET /api/stats', 'POST /api/books']);
    expect(text).toContain('GET /api/stats Authentication is now required.');
    expect(text).toContain('POST /api/books The body field price changed from number to integer. The body field isbn was added as required.');
    const other = await page.locator('article h3:has-text("Other changes") + ul > li > code').allTextContents();
    expect(other).toEqual(['GET /api/books', 'GET /api/books/{book}', 'GET /api/tags']);
    await page.close();
  });
});
