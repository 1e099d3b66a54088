/**
 * End to end, type `framework`: a small Laravel app (test/framework/fixtures/docs-app) copied to a temporary
 * folder, documented by a real `astro build` with the integration — whose `astro:build:done` writes the Blade
 * shell, the stored pages, the assets, `storage/app/docgen/{collection.json,openapi.yaml}` and
 * `routes/docgen.php` into it — then served by Laravel under `php -S` with the artisan-serve router.
 * Checked there: the pages, assets, collection and spec (with the integration's generator hooks); docblock
 * text that looks like Blade or PHP shown as text; and in Chromium, on the same origin: search, Try It Out
 * with `use_csrf` (the CSRF cookie fetched, `X-XSRF-TOKEN` sent) and a file upload to a PUT endpoint
 * (FormData, sent as POST with `_method=PUT`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { copyApp, type TempApp } from '../bridge/support/shop.ts';
import { buildFixtureSite, hasChromium, launchBrowser, screenshotPath } from '../support/browser.ts';
import { describePhp, freePort, itPhp, type PhpServer } from '../support/php.ts';
import { serveLaravel } from './support/serve.ts';

const DOCS_APP = fileURLToPath(new URL('./fixtures/docs-app', import.meta.url));

/** Written in the fixture's NoteController docblocks: Blade or PHP would run them if the page were compiled. */
const BLADE = '{{ phpinfo() }}';
const BLADE_PHP = "@php system('id') @endphp";
const RAW_PHP = '<?php echo 1; ?>';
const BLADE_RAW = '{!! phpversion() !!}';

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;|&apos;/gi, "'")
    .replace(/&#123;/g, '{')
    .replace(/&#125;/g, '}')
    .replace(/&amp;/g, '&');

/** Generator hooks given to the integration: a plain object, and a class instance whose hook needs its `this`. */
const GENERATORS = `openapi: { generators: [
  { root: (spec) => ({ ...spec, info: { ...spec.info, 'x-built-by': 'fixture generator' } }) },
  new (class { tag = 'x-endpoints'; pathItem(item, endpoints) { return { ...item, [this.tag]: endpoints.length }; } })(),
] },`;

describePhp('a framework-type build of a Laravel app, served by Laravel', () => {
  let app: TempApp;
  let server: PhpServer;
  let url: string;
  let browser: Browser | undefined;

  beforeAll(async () => {
    app = copyApp(DOCS_APP, { migrate: false });
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Try It Out calls the app itself, which serves the docs: same origin, so the CSRF cookie is readable.
    await buildFixtureSite({ name: 'framework-app', app: app.root, config: { try_it_out: { base_url: url } }, integrationOptions: GENERATORS });
    server = await serveLaravel(app.root, {}, port);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    app?.remove();
  });

  async function openDocs(): Promise<Page> {
    browser ??= await launchBrowser();
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(`${url}/docs`);
    return page;
  }

  const needsChromium = (context: { skip(): void }) => {
    if (!hasChromium && process.env.CI !== 'true') {
      console.warn('Chromium is not installed at /usr/bin/chromium: the in-browser checks of the framework build are skipped.');
      context.skip();
    }
  };

  itPhp('writes the view, the pages, the assets, the collection, the spec and the routes into the app', () => {
    const at = (path: string) => join(app.root, path);
    expect(readFileSync(at('resources/views/docgen/index.blade.php'), 'utf8')).toContain("storage_path('app/docgen/pages/'");
    expect(existsSync(at('storage/app/docgen/pages/index.html'))).toBe(true);
    expect(JSON.parse(readFileSync(at('storage/app/docgen/collection.json'), 'utf8')).info.name).toBe('Notes API');
    expect(readFileSync(at('storage/app/docgen/openapi.yaml'), 'utf8')).toContain('x-built-by: fixture generator');
    const routes = readFileSync(at('routes/docgen.php'), 'utf8');
    expect(routes).toContain("'docs' => 'index.html'");
    expect(routes).toContain("Route::get('docs/collection.json'");
    expect(routes).toContain("Route::get('docs/openapi.yaml'");
    expect(readdirSync(at('public/vendor/docgen/_astro')).some((file) => file.endsWith('.css'))).toBe(true);
    expect(existsSync(at('public/vendor/docgen/docs/pagefind/pagefind.js'))).toBe(true);
  });

  itPhp('serves the docs page, its assets, the collection and the spec through Laravel', async () => {
    const page = await fetch(`${url}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const title of ['List notes', 'Attach a file', 'Check the CSRF token']) expect(html).toContain(title);
    const links = [...html.matchAll(/(?:href|src|data-search-index)="(\/vendor\/docgen\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.some((link) => link.endsWith('/pagefind/pagefind.js'))).toBe(true);
    for (const link of links) expect((await fetch(`${url}${link}`)).status, link).toBe(200);
    expect(html).not.toMatch(/(?:href|src)="\/_astro\//);

    const collection = await fetch(`${url}/docs/collection.json`);
    expect(collection.status).toBe(200);
    const items = ((await collection.json()) as { item: Array<{ item: Array<{ name: string }> }> }).item.flatMap((folder) => folder.item.map((i) => i.name));
    expect(items).toEqual(['List notes', 'Attach a file', 'Check the CSRF token', `Render ${BLADE}`]);

    const specResponse = await fetch(`${url}/docs/openapi.yaml`);
    expect(specResponse.status).toBe(200);
    const spec = parseYaml(await specResponse.text()) as { info: Record<string, unknown>; paths: Record<string, Record<string, unknown>> };
    expect(spec.info['x-built-by']).toBe('fixture generator');
    expect(spec.paths['/api/notes']!['x-endpoints']).toBe(1);
    expect(Object.keys(spec.paths['/api/notes/{id}/attachment']!)).toContain('put');
  });

  itPhp('serves the docs for agents through Laravel: llms.txt, llms-full.txt and the Markdown twin the page links', async () => {
    const html = await (await fetch(`${url}/docs`)).text();
    const twin = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(html)?.[1];
    expect(twin).toBe('/docs/index.md');
    const markdown = await fetch(`${url}${twin}`);
    expect(markdown.status).toBe(200);
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    const text = await markdown.text();
    for (const title of ['List notes', 'Attach a file', 'Check the CSRF token']) expect(text).toContain(`### ${title}`);
    // Text that looks like Blade stays text in the Markdown too.
    expect(text).toContain(BLADE);
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const response = await fetch(`${url}/docs/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('text/plain; charset=utf-8');
      expect(await response.text(), file).toContain('List notes');
    }
    expect((await fetch(`${url}/docs/llms.txt`).then((r) => r.text())).split('\n')).toContain(`- [GET /api/notes](/docs/index.md#notes-GETapi-notes): List notes`);
  });

  itPhp('shows Blade and PHP syntax from docblocks as text: nothing of it runs', async () => {
    const html = await (await fetch(`${url}/docs`)).text();
    const text = visibleText(html);
    for (const payload of [`Render ${BLADE}`, BLADE_PHP, RAW_PHP, BLADE_RAW]) expect(text).toContain(payload);
    expect(html).not.toMatch(/uid=\d+/);
    expect(html).not.toContain('PHP License');
  });

  itPhp('finds an endpoint with the search index served from the assets folder, linking to the docs page', async (context) => {
    needsChromium(context);
    const page = await openDocs();
    // "newest" is only in the description of "List notes".
    await page.locator('[data-search-input]').fill('newest');
    await page.locator('[data-search-results] a').first().waitFor({ timeout: 10_000 });
    const hrefs = await page.locator('[data-search-results] a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/#notes-GETapi-notes');
    await page.close();
  });

  itPhp('Try It Out with use_csrf fetches the CSRF cookie first and sends it back as X-XSRF-TOKEN', async (context) => {
    needsChromium(context);
    const page = await openDocs();
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const endpoint = page.locator('section.endpoint', { has: page.locator('h2', { hasText: 'Check the CSRF token' }) });
    await endpoint.locator('.tryit-open').click();
    await endpoint.locator('.tryit-send').click();
    await expect.poll(() => endpoint.locator('.tryit-status').textContent(), { timeout: 15_000 }).toMatch(/Received response: 200/);
    const echoed = JSON.parse((await endpoint.locator('.tryit-body code').textContent()) ?? '') as { header: string | null; cookie: string | null };
    expect(echoed.cookie).toMatch(/^[A-Za-z0-9]{40}$/);
    expect(echoed.header).toBe(echoed.cookie);

    const paths = requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`);
    const csrf = paths.indexOf('GET /sanctum/csrf-cookie');
    const call = paths.indexOf('GET /api/session/xsrf');
    expect(csrf).toBeGreaterThanOrEqual(0);
    expect(call).toBeGreaterThan(csrf);
    expect(await requests[call]!.headerValue('x-xsrf-token')).toBe(echoed.cookie);
    await page.close();
  });

  itPhp('Try It Out uploads a file to a PUT endpoint as FormData, sent as POST with _method=PUT', async (context) => {
    needsChromium(context);
    const page = await openDocs();
    const endpoint = page.locator('section.endpoint', { has: page.locator('h2', { hasText: 'Attach a file' }) });
    await endpoint.locator('.tryit-open').click();
    const form = endpoint.locator('form.tryit-form');
    expect(await form.locator('input[data-part="url"][data-name="id"]').inputValue()).toBe('4');
    expect(await form.locator('input[data-part="form"][data-name="caption"]').inputValue()).toBe('Receipt');
    await form.locator('input[type="file"][data-name="attachment"]').setInputFiles({ name: 'receipt.txt', mimeType: 'text/plain', buffer: Buffer.from('hello, notes') });
    await form.locator('input[data-part="url"][data-name="id"]').fill('7');
    await endpoint.locator('.tryit-send').click();
    await expect.poll(() => endpoint.locator('.tryit-status').textContent(), { timeout: 15_000 }).toMatch(/Received response: 200/);
    const answer = JSON.parse((await endpoint.locator('.tryit-body code').textContent()) ?? '');
    expect(answer).toEqual({ id: 7, method: 'PUT', received_as: 'POST', caption: 'Receipt', file: { name: 'receipt.txt', size: 12, content: 'hello, notes' } });
    await endpoint.locator('.tryit-result').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('framework-try-it-out-upload') });
    await page.close();
  });
});
