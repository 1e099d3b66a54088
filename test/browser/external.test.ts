/**
 * The `external_*` types in Chromium, one build per renderer, each of a copy of the docs-app fixture served
 * by Laravel (`php -S` with the artisan-serve router): Scalar as `external_framework` (page and spec through
 * routes/docgen.php), Stoplight Elements and RapiDoc as `external_static` (copied into public/docs). In every
 * case `openapi.enabled` is false, and the spec is still published, because the renderer reads it (RapiDoc
 * gets it inside the page, with its descriptions already made safe HTML). The page
 * must render the API from the spec, load the renderer from our own bundled files, send no request beyond
 * 127.0.0.1, and carry `external.html_attributes` on the renderer's element.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyApp, type TempApp } from '../bridge/support/shop.ts';
import { serveLaravel } from '../framework/support/serve.ts';
import { buildFixtureSite, hasChromium, launchBrowser, screenshotPath } from '../support/browser.ts';
import { hasPhp, type PhpServer } from '../support/php.ts';

const DOCS_APP = fileURLToPath(new URL('../framework/fixtures/docs-app', import.meta.url));
const mustRun = process.env.CI === 'true';
if (!(hasPhp && hasChromium) && !mustRun) {
  console.warn('The external renderer pages need PHP and Chromium (/usr/bin/chromium): their browser tests are skipped.');
}
const describeExternal = (hasPhp && hasChromium) || mustRun ? describe : describe.skip;

interface Case {
  theme: 'scalar' | 'elements' | 'rapidoc';
  type: 'external_static' | 'external_framework';
  /** The renderer's element, as a CSS selector. */
  element: string;
  attributes: Record<string, string>;
  /** Where the page is, once served by the app. */
  pagePath: string;
  /** The renderer's bundle, as the page links it (before the framework output moves it under the assets URL). */
  bundle: RegExp;
}

const CASES: Case[] = [
  {
    theme: 'scalar',
    type: 'external_framework',
    element: 'script#api-reference',
    attributes: { 'data-docgen-test': 'scalar', 'data-proxy-url': '' },
    pagePath: '/docs',
    bundle: /^\/vendor\/docgen\/docs\/vendor\/scalar\/standalone\.js$/,
  },
  {
    theme: 'elements',
    type: 'external_static',
    element: 'elements-api',
    attributes: { 'data-docgen-test': 'elements', hideSchemas: 'true' },
    pagePath: '/docs/',
    bundle: /^\/docs\/vendor\/elements\/web-components\.min\.js$/,
  },
  {
    theme: 'rapidoc',
    type: 'external_static',
    element: 'rapi-doc',
    attributes: { 'data-docgen-test': 'rapidoc', 'show-header': 'false' },
    pagePath: '/docs/',
    bundle: /^\/docs\/vendor\/rapidoc\/rapidoc-min\.js$/,
  },
];

describeExternal('the external renderers, served by the app', () => {
  const apps: TempApp[] = [];
  const servers = new Map<string, PhpServer>();
  let browser: Browser;

  beforeAll(async () => {
    for (const c of CASES) {
      const app = copyApp(DOCS_APP, { migrate: false });
      apps.push(app);
      const config = { type: c.type, theme: c.theme, openapi: { enabled: false }, external: { html_attributes: c.attributes } };
      await buildFixtureSite({ name: `external-${c.theme}`, app: app.root, config });
      servers.set(c.theme, await serveLaravel(app.root));
    }
    browser = await launchBrowser();
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all([...servers.values()].map((s) => s.stop()));
    for (const app of apps) app.remove();
  });

  for (const c of CASES) {
    it(`${c.theme} (${c.type}): renders the spec from our own bundle, offline, with the html attributes`, async () => {
      const server = servers.get(c.theme)!;
      const app = apps[CASES.indexOf(c)]!;
      if (c.type === 'external_static') {
        expect(existsSync(join(app.root, 'public/docs/index.html'))).toBe(true);
        expect(existsSync(join(app.root, 'public/docs/openapi.yaml'))).toBe(true);
      } else {
        expect(readFileSync(join(app.root, 'routes/docgen.php'), 'utf8')).toContain("Route::get('docs/openapi.yaml'");
        expect(existsSync(join(app.root, 'storage/app/docgen/openapi.yaml'))).toBe(true);
      }

      const context = await browser.newContext({ viewport: { width: 1300, height: 850 } });
      const outside: string[] = [];
      // Anything not asked of the app is recorded and refused: the page must work without it.
      await context.route('**/*', (route) => {
        const target = new URL(route.request().url());
        if (target.protocol === 'data:' || target.protocol === 'blob:' || target.origin === server.url) return route.continue();
        outside.push(route.request().url());
        return route.abort();
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // RapiDoc is handed the spec in the page (its descriptions made safe beforehand); the others fetch it.
      const spec = c.theme === 'rapidoc' ? null : page.waitForResponse((response) => new URL(response.url()).pathname === '/docs/openapi.yaml', { timeout: 30_000 });
      await page.goto(`${server.url}${c.pagePath}`);
      if (spec) expect((await spec).status()).toBe(200);
      else expect((await page.request.get(`${server.url}/docs/openapi.yaml`)).status()).toBe(200);

      const scripts = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('src') ?? ''));
      expect(scripts.some((src) => c.bundle.test(src)), scripts.join(', ')).toBe(true);
      const element = page.locator(c.element).first();
      for (const [name, value] of Object.entries(c.attributes)) expect(await element.getAttribute(name), name).toBe(value);

      // The spec's description and an operation summary, drawn by the renderer (inside shadow roots where
      // it uses them); Elements lists a group's operations once the group is opened.
      await page.getByText('Notes with attachments.').first().waitFor({ timeout: 30_000 });
      const operation = page.getByText('Attach a file').first();
      if (c.theme === 'elements') await page.getByText('Notes', { exact: true }).first().click();
      await operation.waitFor({ timeout: 10_000 });
      await page.screenshot({ path: screenshotPath(`external-${c.theme}`) });
      expect(outside).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
