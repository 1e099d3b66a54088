/**
 * A site of several pages does not repeat the whole table of contents on every page: a group's page holds its
 * own groups, the other groups come from the navigation document the pages share. In Chromium the sidebar then
 * lists every group, in order, with the page's own group expanded; without JavaScript a link leads to the index,
 * which lists every group. Both themes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildFixtureSite, describeBrowser, launchBrowser, serveStatic, type StaticServer } from '../support/browser.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';
import { groupAnchor } from '../../src/site-data/anchors.ts';

// Six groups of four endpoints, one page each (more endpoints than a single page may hold).
const groups = syntheticGroups({ endpoints: 24, perGroup: 4, seed: 11 });
const names = groups.map((g) => g.name);
const layout = 'layout: { singlePageLimit: 5, endpointsPerPage: 4 },';

let browser: Browser;
const servers: Record<string, StaticServer> = {};
const dists: Record<string, string> = {};

describeBrowser('the shared navigation of a site of several pages', () => {
  beforeAll(async () => {
    for (const theme of ['default', 'elements']) {
      const site = await buildFixtureSite({ name: `navigation-${theme}`, groups, config: { theme }, integrationOptions: `writeToApp: false, search: false, ${layout}` });
      dists[theme] = join(site.dist, 'docs');
      servers[theme] = await serveStatic(site.dist);
    }
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    for (const server of Object.values(servers)) await server.close();
  });

  for (const theme of ['default', 'elements']) {
    it(`${theme}: a group page names only its own group; the navigation document and the index name them all`, () => {
      const third = groupAnchor(names[2]!);
      const page = readFileSync(join(dists[theme]!, third, 'index.html'), 'utf8');
      const sidebar = /<aside[\s\S]*?<\/aside>/.exec(page)![0];
      expect(sidebar).toContain(`data-group="${names[2]}"`);
      for (const other of names.filter((_, i) => i !== 2)) expect(sidebar).not.toContain(`data-group="${other}"`);
      expect(sidebar).toContain('data-nav-src="/docs/_navigation/"');
      expect(sidebar).toMatch(/<li data-nav-fallback><a href="\/docs\/">All groups<\/a><\/li>/);
      for (const file of [join('_navigation', 'index.html'), 'index.html']) {
        const text = readFileSync(join(dists[theme]!, file), 'utf8');
        for (const name of names) expect(text, `${file} names ${name}`).toContain(`data-group="${name}"`);
      }
      // Not a page for search.
      expect(readFileSync(join(dists[theme]!, '_navigation', 'index.html'), 'utf8')).not.toContain('data-pagefind-body');
    });

    it(`${theme}: in Chromium the sidebar lists every group in order, the page's own one expanded`, async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${servers[theme]!.url}/docs/${groupAnchor(names[2]!)}/`, { waitUntil: 'load' });
      const listed = () => tab.locator('[data-toc] [data-group]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.group));
      await expect.poll(listed).toEqual(names);
      expect(await tab.locator('[data-nav-fallback]').count()).toBe(0);
      // The page's own group still shows its endpoints; another group links to its page.
      const own = tab.locator(`[data-toc] [data-group="${names[2]}"]`);
      expect(await own.locator('.toc-method').count()).toBe(4);
      const other = tab.locator(`[data-toc] [data-group="${names[4]}"] a`).first();
      expect(await other.getAttribute('href')).toBe(`/docs/${groupAnchor(names[4]!)}/`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('without JavaScript, the link to the index leads to every group', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(`${servers.default!.url}/docs/${groupAnchor(names[1]!)}/`, { waitUntil: 'load' });
    await tab.getByRole('link', { name: 'All groups' }).click();
    await tab.waitForURL(`${servers.default!.url}/docs/`);
    const listed = await tab.locator('[data-toc] [data-group]').evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.group));
    expect(listed).toEqual(names);
    await context.close();
  });
});
