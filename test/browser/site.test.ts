/**
 * The sample app's docs in real Chromium: both themes render, the language choice and dark mode
 * work and are remembered, search finds an endpoint by a word of its description, Try It Out calls
 * the real Laravel app served by `php -S`, hostile text stays text, and axe finds no serious or
 * critical problem. Screenshots land in test-results/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AXE_SOURCE,
  buildFixtureSite,
  describeBrowser,
  launchBrowser,
  REPO_ROOT,
  screenshotPath,
  serveStatic,
  type StaticServer,
} from '../support/browser.ts';
import { servePhp, type PhpServer } from '../support/php.ts';
import { syntheticGroups, XSS_MARK, xssGroup } from '../support/synthetic-groups.ts';
import { ADMIN_TOKEN, FIXTURES, artisanIn, makeSandbox, type Sandbox } from '../sample-app/sample-app.ts';

const SAMPLE_APP = join(REPO_ROOT, 'sample-app');

let browser: Browser;
let sandbox: Sandbox;
let php: PhpServer;
let defaultSite: StaticServer;
let elementsSite: StaticServer;
let hostileSite: StaticServer;
const pageErrors: string[] = [];

async function open(url: string, options: { colorScheme?: 'light' | 'dark'; width?: number } = {}): Promise<Page> {
  const context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1400, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${url}: ${error.message}`));
  await page.goto(url, { waitUntil: 'load' });
  return page;
}

describeBrowser('the docs site in Chromium', () => {
  beforeAll(async () => {
    // A sandbox of its own (database, uploads, logs), so the test never touches the sample app's files;
    // ini/uploads.ini raises PHP's upload limit above the app's own 2 MB cover limit.
    sandbox = makeSandbox();
    artisanIn(sandbox, ['migrate', '--seed', '--force']);
    php = await servePhp(SAMPLE_APP, { ...sandbox.env, PHP_INI_SCAN_DIR: `:${join(SAMPLE_APP, 'ini')}` });
    // The builds stay in test-results: nothing is written into the sample app (writeToApp: false).
    const tryItOut = { try_it_out: { base_url: php.url } };
    const stayOut = 'writeToApp: false,';
    const [sample, elements, hostile] = [
      await buildFixtureSite({ name: 'browser-default', app: SAMPLE_APP, config: tryItOut, integrationOptions: stayOut, guides: { 'welcome.md': '---\ntitle: Welcome\n---\n\nRead about wombats here.\n' } }),
      await buildFixtureSite({ name: 'browser-elements', app: SAMPLE_APP, config: { ...tryItOut, theme: 'elements' }, integrationOptions: stayOut }),
      await buildFixtureSite({ name: 'browser-hostile', groups: [...syntheticGroups({ endpoints: 4, seed: 3 }), xssGroup()] }),
    ];
    defaultSite = await serveStatic(sample.dist);
    elementsSite = await serveStatic(elements.dist);
    hostileSite = await serveStatic(hostile.dist);
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([defaultSite?.close(), elementsSite?.close(), hostileSite?.close(), php?.stop()]);
    sandbox?.remove();
  });

  it('renders the sample app in the default theme, light and dark', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    await expect(page.locator('h1#introduction').textContent()).resolves.toBe('Introduction');
    expect(await page.locator('section.endpoint').count()).toBeGreaterThan(5);
    expect(await page.locator('h1#authentication').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('default-light'), fullPage: false });
    const dark = await open(`${defaultSite.url}/docs/`, { colorScheme: 'dark' });
    expect(await dark.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    const background = await dark.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(13, 17, 23)');
    await dark.locator('#authentication-POSTapi-login').scrollIntoViewIfNeeded();
    await dark.screenshot({ path: screenshotPath('default-dark') });
    const phone = await open(`${defaultSite.url}/docs/`, { width: 390 });
    expect(await phone.locator('#sidebar').evaluate((el) => el.getBoundingClientRect().right <= 0)).toBe(true);
    await phone.locator('[data-menu-toggle]').click();
    await expect.poll(() => phone.locator('#sidebar').evaluate((el) => Math.round(el.getBoundingClientRect().left))).toBe(0);
    await phone.screenshot({ path: screenshotPath('default-phone-menu') });
  });

  it('switches the example language everywhere and remembers it', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    const firstSnippet = page.locator('section.endpoint').first();
    await expect(firstSnippet.locator('pre.snippet[data-lang="bash"]').isVisible()).resolves.toBe(true);
    await expect(firstSnippet.locator('pre.snippet[data-lang="javascript"]').isVisible()).resolves.toBe(false);
    await firstSnippet.locator('[data-lang-tab="javascript"]').click();
    expect(await page.locator('pre.snippet[data-lang="javascript"]:visible').count()).toBe(await page.locator('section.endpoint pre.snippet[data-lang="javascript"]').count());
    expect(await page.locator('pre.snippet[data-lang="bash"]:visible').count()).toBe(0);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.lang)).toBe('javascript');
    await expect(page.locator('section.endpoint').first().locator('pre.snippet[data-lang="javascript"]').isVisible()).resolves.toBe(true);
  });

  it('toggles dark mode and keeps it on the next visit', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.locator('[data-theme-toggle]:visible').first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('finds an endpoint by a word of its description and links to its anchor', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    // "sooner" is only in the login endpoint's description ("log out to revoke one sooner").
    await page.locator('[data-search-input]').fill('sooner');
    await page.locator('[data-search-results] a').first().waitFor({ timeout: 10_000 });
    const hrefs = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.some((href) => href?.endsWith('/docs/#authentication-POSTapi-login'))).toBe(true);
    await page.locator('[data-search-input]').fill('wombats');
    await expect.poll(() => page.locator('[data-search-results] a').first().getAttribute('href'), { timeout: 10_000 }).toContain('/docs/guides/welcome/');
  });

  it('sends a real request with Try It Out and shows the JSON as text', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    const endpoint = page.locator('section.endpoint', { has: page.locator('h2#books-GETapi-books') });
    await endpoint.locator('.tryit-open').click();
    await endpoint.locator('.tryit-send').click();
    const status = endpoint.locator('.tryit-status');
    await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/Received response: 200/);
    const body = await endpoint.locator('.tryit-body code').textContent();
    const json = JSON.parse(body ?? '');
    expect(Array.isArray(json.data)).toBe(true);
    expect(await endpoint.locator('.tryit-body code *').count()).toBe(0);
    await endpoint.locator('.tryit-result').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('default-try-it-out') });
  });

  it('uploads a cover image with Try It Out (multipart, the token typed once and mirrored to every form)', async () => {
    const page = await open(`${defaultSite.url}/docs/`);
    // Typed into another endpoint's form: the credential is mirrored into every form.
    const me = page.locator('section.endpoint', { has: page.locator('h2', { hasText: 'Current user' }) });
    await me.locator('.tryit-open').click();
    await me.locator('input[data-auth-input]').fill(`Bearer ${ADMIN_TOKEN}`);
    const endpoint = page.locator('section.endpoint', { has: page.locator('h2', { hasText: 'Upload a cover' }) });
    await endpoint.locator('.tryit-open').click();
    const form = endpoint.locator('form.tryit-form');
    expect(await form.locator('input[data-auth-input]').inputValue()).toBe(`Bearer ${ADMIN_TOKEN}`);
    for (const field of await form.locator('input[data-part="url"]').all()) await field.fill('2');
    await form.locator('input[type="file"][data-name="cover"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(join(FIXTURES, 'cover.png')) });
    const altText = form.locator('input[data-part="form"][data-name="alt_text"]');
    if (await altText.count()) await altText.fill('A blue cover');
    await endpoint.locator('.tryit-send').click();
    await expect.poll(() => endpoint.locator('.tryit-status').textContent(), { timeout: 15_000 }).toMatch(/Received response: 20[01]/);
    const answer = JSON.parse((await endpoint.locator('.tryit-body code').textContent()) ?? '') as { data: { id: number; cover_url: string } };
    expect(answer.data.id).toBe(2);
    expect(answer.data.cover_url).toMatch(/\/storage\/covers\/\w+\.png$/);
    await form.locator('input[type="file"]').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('default-try-it-out-upload') });
  });

  it('shows a clear message when the API cannot be reached', async () => {
    const page = await open(`${hostileSite.url}/docs/`);
    const endpoint = page.locator('section.endpoint').first();
    await endpoint.locator('.tryit-open').click();
    await endpoint.locator('.tryit-send').click();
    await expect.poll(() => endpoint.locator('.tryit-status').textContent(), { timeout: 15_000 }).toBe('Request failed with error');
    expect(await endpoint.locator('.tryit-body').textContent()).toMatch(/CORS/);
  });

  it('renders hostile docblock text and response bodies as text', async () => {
    const page = await open(`${hostileSite.url}/docs/`);
    expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK)).toBeUndefined();
    const hostile = page.locator('section.endpoint', { has: page.locator('code.uri', { hasText: 'api/hostile' }) });
    expect(await hostile.locator('h2').textContent()).toContain(`<script>window.${XSS_MARK}=1</script>`);
    expect(await hostile.locator('.prose').textContent()).toContain('onerror=');
    const responses = await hostile.locator('.response pre.code').allTextContents();
    expect(responses.join('\n')).toContain(`<html><body><script>window.${XSS_MARK}=1</script>`);
    await hostile.locator('.tryit-open').click();
    expect(await hostile.locator('textarea[data-part="json-body"]').inputValue()).toContain(`</textarea><script>`);
    expect(await page.evaluate((mark) => (window as unknown as Record<string, unknown>)[mark], XSS_MARK)).toBeUndefined();
  });

  it('has no serious or critical accessibility problem (axe), light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open(`${defaultSite.url}/docs/`, { colorScheme });
      await page.addScriptTag({ content: AXE_SOURCE() });
      const result = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[]; help: string }> }> } }).axe;
        return axe.run(document, { resultTypes: ['violations'] });
      });
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.nodes.length}): ${v.help}`);
      expect(serious, colorScheme).toEqual([]);
    }
  });

  it('renders the sample app in the elements theme with working switchers', async () => {
    const page = await open(`${elementsSite.url}/docs/`);
    expect(await page.locator('article.panel').count()).toBeGreaterThan(5);
    const panel = page.locator('article.panel', { has: page.locator('h2#authentication-POSTapi-login') });
    const responseSelect = panel.locator('select[data-response-select]');
    await expect(panel.locator('[data-response-index="0"]').isVisible()).resolves.toBe(true);
    await responseSelect.selectOption('1');
    await expect(panel.locator('[data-response-index="1"]').isVisible()).resolves.toBe(true);
    await expect(panel.locator('[data-response-index="0"]').isVisible()).resolves.toBe(false);
    await panel.locator('select[data-lang-select]').selectOption('javascript');
    await expect(panel.locator('pre.snippet[data-lang="javascript"]').isVisible()).resolves.toBe(true);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('elements-light') });
    const dark = await open(`${elementsSite.url}/docs/`, { colorScheme: 'dark' });
    await dark.screenshot({ path: screenshotPath('elements-dark') });
    expect(pageErrors).toEqual([]);
  });
});
