/**
 * What a newcomer meets on the sample app's docs, in real Chromium: search finds endpoints by title, URL
 * and parameter name (one result per endpoint, its own text as the excerpt), `/` and Ctrl-K reach the search
 * box, the sidebar follows the section in view, an anchor jump on a phone leaves the heading visible under
 * the top bar, code is coloured by the Shiki themes in light and dark, the language tabs stay on one row on
 * a phone, the page has an icon, the base URL shows no backticks, and axe finds no serious or critical
 * problem in either colour scheme. Screenshots land in test-results/screenshots/first-use-*.png.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeToTokensBase } from 'shiki';
import { AXE_SOURCE, buildFixtureSite, describeBrowser, launchBrowser, REPO_ROOT, screenshotPath, serveStatic, type StaticServer } from '../support/browser.ts';

const SAMPLE_APP = join(REPO_ROOT, 'sample-app');

let browser: Browser;
let site: StaticServer;
let elements: StaticServer;
const pageErrors: string[] = [];

async function open(path: string, options: { colorScheme?: 'light' | 'dark'; width?: number; height?: number; server?: StaticServer } = {}): Promise<Page> {
  const context = await browser.newContext({ colorScheme: options.colorScheme ?? 'light', viewport: { width: options.width ?? 1400, height: options.height ?? 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto(`${(options.server ?? site).url}${path}`, { waitUntil: 'load' });
  (page as Page & { missing: string[] }).missing = missing;
  return page;
}

/** `rgb(…)` of a hex colour, as getComputedStyle gives it. */
function rgb(hex: string): string {
  const n = hex.replace('#', '');
  return `rgb(${parseInt(n.slice(0, 2), 16)}, ${parseInt(n.slice(2, 4), 16)}, ${parseInt(n.slice(4, 6), 16)})`;
}

describeBrowser('first use of the sample app docs in Chromium', () => {
  beforeAll(async () => {
    const built = await buildFixtureSite({ name: 'browser-first-use', app: SAMPLE_APP, integrationOptions: 'writeToApp: false,' });
    site = await serveStatic(built.dist);
    const elementsBuilt = await buildFixtureSite({ name: 'browser-first-use-elements', app: SAMPLE_APP, config: { theme: 'elements' }, integrationOptions: 'writeToApp: false,' });
    elements = await serveStatic(elementsBuilt.dist);
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await elements?.close();
  });

  it('finds each endpoint first by its title, URL or a parameter name, with its own text as the excerpt', async () => {
    const page = await open('/docs/');
    // Query → the endpoint that must come first (titles and parameters as the sample app's controllers declare them).
    const cases: Array<[query: string, title: string, route: string]> = [
      ['Upload a cover', 'Upload a cover', 'POST /api/books/{book_id}/cover'],
      ['bestsellers', 'Bestsellers', 'GET /api/bestsellers/{limit?}'],
      ['coupon_code', 'Place an order', 'POST /api/orders'],
      ['slug', 'Show a book by its slug', 'GET /api/books/by-slug/{book_slug}'],
      ['device_name', 'Log in', 'POST /api/login'],
    ];
    for (const [index, [query, title, route]] of cases.entries()) {
      await page.locator('[data-search-input]').fill(query);
      const first = page.locator('[data-search-results] li a').first();
      await expect.poll(async () => (await first.locator('strong').textContent().catch(() => '')) ?? '', { timeout: 10_000 }).toContain(title);
      expect(await first.locator('.search-route').textContent(), query).toBe(route);
      const excerpt = (await first.locator('.search-excerpt').textContent()) ?? '';
      expect(excerpt, query).not.toMatch(/Try it out|Cancel|Send request|Must be one of/);
      if (index === 0) await page.screenshot({ path: screenshotPath('first-use-search') });
    }
    // The result leads to the endpoint's anchor.
    await page.locator('[data-search-input]').fill('bestsellers');
    await expect.poll(() => page.locator('[data-search-results] li a').first().getAttribute('href'), { timeout: 10_000 }).toMatch(/\/docs\/#books-GETapi-bestsellers--limit--$/);
  });

  it('puts the cursor in the search box on / and on Ctrl-K', async () => {
    const page = await open('/docs/');
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
    // Typing "/" into the box itself is text, not a shortcut.
    await page.keyboard.type('a/b');
    expect(await page.locator('[data-search-input]').inputValue()).toBe('a/b');
    await page.locator('h1#introduction').click();
    await page.keyboard.press('Control+k');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-search-input'))).toBe(true);
  });

  it('marks the section in view in the sidebar and keeps it scrolled into view', async () => {
    const page = await open('/docs/', { height: 700 });
    await page.locator('#status-GETapi-health').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById('status-GETapi-health')!.scrollIntoView({ block: 'start' }));
    const current = page.locator('[data-toc] a[aria-current="location"]');
    await expect.poll(() => current.getAttribute('href')).toBe('#status-GETapi-health');
    const inView = await current.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const frame = document.getElementById('sidebar')!.getBoundingClientRect();
      return box.top >= frame.top && box.bottom <= frame.bottom;
    });
    expect(inView).toBe(true);
    await page.screenshot({ path: screenshotPath('first-use-sidebar-scrolled') });
  });

  it('leaves an anchored heading visible below the sticky top bar on a phone, with the language tabs on one row', async () => {
    const page = await open('/docs/#orders-POSTapi-orders', { width: 390, height: 844 });
    await page.waitForTimeout(200);
    const heading = await page.locator('#orders-POSTapi-orders').boundingBox();
    const bar = await page.locator('.topbar').boundingBox();
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    const tabs = await page.locator('section.endpoint', { has: page.locator('#orders-POSTapi-orders') }).locator('.lang-tab').evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(new Set(tabs).size).toBe(1);
    await page.screenshot({ path: screenshotPath('first-use-phone-anchor') });
  });

  it('colours code with the Shiki themes, light and dark, at a readable size, with an icon and no stray backticks', async () => {
    // The colours Shiki itself gives `curl` and a JSON key in the dark theme (the default theme's code column
    // is dark in both colour schemes).
    const [curlToken] = (await codeToTokensBase('curl --request GET', { lang: 'bash', theme: 'github-dark-default' }))[0]!;
    for (const colorScheme of ['light', 'dark'] as const) {
      const page = await open('/docs/', { colorScheme });
      const curl = page.locator('pre.snippet[data-lang="bash"] span', { hasText: /^curl$/ }).first();
      expect(await curl.evaluate((span) => getComputedStyle(span).color), colorScheme).toBe(rgb(curlToken!.color!));
      const fontSize = await page.locator('pre.snippet').first().evaluate((pre) => parseFloat(getComputedStyle(pre.querySelector('code')!).fontSize));
      expect(fontSize).toBeGreaterThanOrEqual(13);
      expect(await page.locator('link[rel="icon"]').count()).toBe(1);
      expect((page as Page & { missing: string[] }).missing).toEqual([]);
      expect(await page.locator('section.intro .prose').first().innerText()).toContain('Base URL: http://localhost:8000');
      expect(await page.locator('section.intro .prose').first().innerText()).not.toContain('`');
      await page.screenshot({ path: screenshotPath(`first-use-intro-${colorScheme}`) });
      await page.locator('#books-GETapi-books').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`first-use-code-${colorScheme}`) });
    }
  });

  it('shows the elements theme as Request and Responses panels with schema trees', async () => {
    const page = await open('/docs/', { server: elements });
    // POST /api/orders: body fields items[] (book_id, quantity) and shipping_address (line1 …), statuses.
    const panel = page.locator('article.panel', { has: page.locator('h2#orders-POSTapi-orders') });
    const request = panel.locator('section.el-block[aria-label="Request"]');
    expect(await request.locator('h4').allTextContents()).toEqual(['Headers', 'Body']);
    // The nested fields are shown unfolded, as a tree.
    const line1 = request.locator('.field-children .field-name', { hasText: /^shipping_address\.line1$|^line1$/ }).first();
    expect(await line1.isVisible()).toBe(true);
    expect(await panel.locator('section.el-block[aria-label="Responses"] .el-statuses li').count()).toBeGreaterThan(0);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('first-use-elements-light') });
    const dark = await open('/docs/#orders-POSTapi-orders', { server: elements, colorScheme: 'dark' });
    await dark.screenshot({ path: screenshotPath('first-use-elements-dark') });
  });

  it('has no serious or critical accessibility problem (axe), light and dark, in both site themes', async () => {
    for (const [server, colorScheme] of [[site, 'light'], [site, 'dark'], [elements, 'light'], [elements, 'dark']] as const) {
      const page = await open('/docs/', { colorScheme, server });
      await page.addScriptTag({ content: AXE_SOURCE() });
      const result = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }>; help: string }> }> } }).axe;
        return axe.run(document, { resultTypes: ['violations'] });
      });
      const serious = result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.nodes.length}, e.g. ${v.nodes[0]?.target.join(' ')}): ${v.help}`);
      expect(serious, `${server === site ? 'default' : 'elements'} ${colorScheme}`).toEqual([]);
    }
    expect(pageErrors).toEqual([]);
    // Four whole pages scanned: a minute was not enough on a slow machine.
  }, 240_000);
});
