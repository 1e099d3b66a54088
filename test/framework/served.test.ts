import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { writeFrameworkOutput } from '../../src/output/framework/write-framework.ts';
import type { FrameworkSite } from '../../src/output/framework/site.ts';
import { copyApp, type TempApp } from '../bridge/support/shop.ts';
import { describePhp, itPhp, type PhpServer } from '../support/php.ts';
import { serveLaravel } from './support/serve.ts';

/** What a docblock may hold that Blade or PHP would run if the page were compiled as a template. */
const PAYLOADS = ['{{ phpinfo() }}', "@php system('id') @endphp", '<?php echo 1; ?>', '{!! phpversion() !!}', '@include(\'x\')'];
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A small built site: the docs page with the payloads (escaped as the site prints text, and raw), a group page, assets. */
function site(): FrameworkSite {
  const payloadHtml = PAYLOADS.map((p) => `<p class="escaped">${escapeHtml(p)}</p>\n<p class="raw">${p}</p>`).join('\n');
  return {
    pages: [
      {
        path: '',
        html: `<!doctype html><html><head><title>Shop API</title><link rel="stylesheet" href="/_astro/site.css"><script type="module" src="/_astro/app.js"></script></head>
<body><h1>Shop API</h1>
<section id="endpoint-desc">${payloadHtml}</section>
<a href="/docs/books/">Books</a></body></html>`,
      },
      { path: 'books', html: '<!doctype html><html><head><link rel="stylesheet" href="/_astro/site.css"></head><body><h1>Books</h1></body></html>' },
    ],
    assets: [
      { path: '_astro/site.css', content: 'body{background:url(/img/bg.png)}' },
      { path: '_astro/app.js', content: 'import "/_astro/chunk.js";' },
      { path: '_astro/chunk.js', content: 'export const x = 1;' },
      { path: 'img/bg.png', content: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') },
    ],
    documents: DOCUMENTS,
  };
}

/** The documents for agents, as a build writes them below the docs URL. */
const DOCUMENTS = [
  { path: 'llms.txt', content: '# Shop API\n- [Books](/docs/books.md#books)\n' },
  { path: 'llms-full.txt', content: '# Shop API\n\n## Books\n' },
  { path: 'index.md', content: '# Shop API\n\n{{ phpinfo() }}\n' },
  { path: 'books.md', content: '# Books\n' },
  { path: 'mcp.json', content: '{"tools":[]}\n' },
];

const COLLECTION = JSON.stringify({ info: { name: 'Shop API', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' }, item: [] });
const OPENAPI = 'openapi: 3.0.3\ninfo:\n  title: Shop API\n  version: 1.0.0\npaths: {}\n';

function frameworkConfig(framework: Partial<DocgenConfig['framework']> = {}): DocgenConfig {
  const base = defaultConfig();
  return { ...base, type: 'framework', openapi: { ...base.openapi, enabled: true }, framework: { ...base.framework, ...framework } };
}

describePhp('the framework output served by Laravel under php -S (with the artisan-serve router)', () => {
  let app: TempApp;
  let server: PhpServer;

  beforeAll(async () => {
    app = copyApp(undefined, { migrate: false });
    writeFrameworkOutput(app.root, frameworkConfig(), { site: site(), collection: COLLECTION, openapi: OPENAPI });
    server = await serveLaravel(app.root);
  });
  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  itPhp('serves the docs page, the other pages, the collection and the spec', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toBe(readFileSync(join(app.root, 'storage/app/docgen/pages/index.html'), 'utf8'));
    expect(html).toContain('<link rel="stylesheet" href="/vendor/docgen/_astro/site.css">');

    const books = await fetch(`${server.url}/docs/books/`);
    expect(books.status).toBe(200);
    expect(await books.text()).toContain('<h1>Books</h1>');

    const collection = await fetch(`${server.url}/docs/collection.json`);
    expect(collection.status).toBe(200);
    expect(collection.headers.get('content-type')).toBe('application/json');
    expect(await collection.json()).toEqual(JSON.parse(COLLECTION));

    const spec = await fetch(`${server.url}/docs/openapi.yaml`);
    expect(spec.status).toBe(200);
    expect(spec.headers.get('content-type')).toBe('application/yaml');
    expect(await spec.text()).toBe(OPENAPI);
  });

  itPhp('serves the documents for agents at their URLs below the docs, as Markdown, text and JSON', async () => {
    const types: Record<string, string> = { 'llms.txt': 'text/plain; charset=utf-8', 'llms-full.txt': 'text/plain; charset=utf-8', 'index.md': 'text/markdown; charset=utf-8', 'books.md': 'text/markdown; charset=utf-8', 'mcp.json': 'application/json' };
    for (const document of DOCUMENTS) {
      const response = await fetch(`${server.url}/docs/${document.path}`);
      expect(response.status, document.path).toBe(200);
      expect(response.headers.get('content-type'), document.path).toBe(types[document.path]);
      // As written: Blade syntax in a description stays text.
      expect(await response.text(), document.path).toBe(document.content);
    }
    expect(existsSync(join(app.root, 'public/vendor/docgen/llms.txt'))).toBe(false);
  });

  itPhp('serves the assets from public/vendor/docgen, with their references rewritten', async () => {
    const css = await fetch(`${server.url}/vendor/docgen/_astro/site.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toBe('body{background:url(/vendor/docgen/img/bg.png)}');
    const js = await fetch(`${server.url}/vendor/docgen/_astro/app.js`);
    expect(await js.text()).toBe('import "/vendor/docgen/_astro/chunk.js";');
    const png = await fetch(`${server.url}/vendor/docgen/img/bg.png`);
    expect(png.status).toBe(200);
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
  });

  itPhp('shows Blade and PHP syntax from docblocks as text: nothing in the page runs', async () => {
    const html = await (await fetch(`${server.url}/docs`)).text();
    for (const payload of PAYLOADS) {
      expect(html).toContain(`<p class="raw">${payload}</p>`);
      expect(html).toContain(`<p class="escaped">${escapeHtml(payload)}</p>`);
    }
    expect(html).not.toMatch(/uid=\d+/);
    expect(html).not.toContain('PHP License');
    expect(html).not.toMatch(/<p class="raw">1<\/p>/);
    expect(html).not.toMatch(/<p class="raw">8\.\d+\.\d+<\/p>/);
    // The view itself is docgen's fixed shell, whatever the pages hold.
    const view = readFileSync(join(app.root, 'resources/views/docgen/index.blade.php'), 'utf8');
    for (const payload of PAYLOADS) expect(view).not.toContain(payload);
  });
});

describePhp('framework.middleware and framework.add_routes', () => {
  let app: TempApp;
  afterAll(() => app?.remove());

  itPhp('a middleware that answers 403 blocks the page, the collection and the spec', async () => {
    app = copyApp(undefined, { migrate: false });
    writeFrameworkOutput(app.root, frameworkConfig({ middleware: ['deny'] }), { site: site(), collection: COLLECTION, openapi: OPENAPI });
    const server = await serveLaravel(app.root);
    try {
      for (const path of ['/docs', '/docs/books', '/docs/collection.json', '/docs/openapi.yaml', '/docs/llms.txt', '/docs/books.md']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(403);
        expect(await response.text(), path).toBe('Forbidden by the deny middleware');
      }
    } finally {
      await server.stop();
    }
  });

  itPhp('with add_routes false there is no routes file and no docs route, and a stale one is removed', async () => {
    const result = writeFrameworkOutput(app.root, frameworkConfig({ add_routes: false }), { site: { ...site(), documents: DOCUMENTS.slice(0, 1) } });
    // Documents of the last build that this one no longer has are removed.
    expect(result.removed).toContain(join(app.root, 'storage/app/docgen/documents/books.md'));
    expect(existsSync(join(app.root, 'storage/app/docgen/documents/llms.txt'))).toBe(true);
    expect(existsSync(join(app.root, 'routes/docgen.php'))).toBe(false);
    expect(result.removed).toContain(join(app.root, 'routes/docgen.php'));
    expect(existsSync(join(app.root, 'resources/views/docgen/index.blade.php'))).toBe(true);
    const server = await serveLaravel(app.root);
    try {
      expect((await fetch(`${server.url}/docs`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  itPhp('honours docs_url and assets_directory', async () => {
    const config = frameworkConfig({ docs_url: '/reference/api', assets_directory: 'docs-assets' });
    const result = writeFrameworkOutput(app.root, config, { site: site() });
    expect(existsSync(join(app.root, 'public/docs-assets/_astro/site.css'))).toBe(true);
    // The previous build's assets in the same folder were replaced; the old folder is left alone.
    expect(result.paths.assetsUrl).toBe('/docs-assets');
    const server = await serveLaravel(app.root);
    try {
      const page = await fetch(`${server.url}/reference/api`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('href="/docs-assets/_astro/site.css"');
      expect((await fetch(`${server.url}/docs`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
