/**
 * End to end: a real `astro build` of the docs (type `framework`) whose endpoint texts hold Blade and PHP
 * syntax, written into a Laravel app by the framework output and served by Laravel: the page shows that
 * syntax as text, and nothing of it runs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import { makeParameter, type Group } from '../../src/model.ts';
import { readBuiltSite } from '../../src/output/framework/site.ts';
import { writeFrameworkOutput } from '../../src/output/framework/write-framework.ts';
import { copyApp, type TempApp } from '../bridge/support/shop.ts';
import { buildFixtureSite, hasChromium, launchBrowser, type FixtureSite } from '../support/browser.ts';
import { describePhp, itPhp, type PhpServer } from '../support/php.ts';
import { serveLaravel } from './support/serve.ts';

const BLADE = '{{ phpinfo() }}';
const BLADE_PHP = "@php system('id') @endphp";
const RAW_PHP = '<?php echo 1; ?>';

function hostileGroup(): Group {
  return {
    name: 'Templates',
    description: '',
    endpoints: [
      {
        id: 'GET /api/templates',
        httpMethods: ['GET'],
        uri: 'api/templates',
        metadata: {
          groupName: 'Templates',
          groupDescription: '',
          subgroup: '',
          subgroupDescription: '',
          title: `Render ${BLADE}`,
          description: `The docblock says ${BLADE} and ${BLADE_PHP} and \`${RAW_PHP}\`.`,
          authenticated: false,
          deprecated: false,
        },
        headers: { Accept: 'application/json' },
        urlParameters: {},
        queryParameters: {
          q: makeParameter({ name: 'q', description: `Search ${BLADE_PHP}`, example: RAW_PHP }),
        },
        bodyParameters: {},
        responses: [{ status: 200, content: JSON.stringify({ template: RAW_PHP }), headers: {}, description: '' }],
        responseFields: {},
      },
    ],
  };
}

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

describePhp('a built docs site served by Laravel (type framework)', () => {
  let site: FixtureSite;
  let app: TempApp;
  let server: PhpServer;
  let pagePath: string;

  beforeAll(async () => {
    const config: Partial<DocgenConfig> = { type: 'framework', title: 'Shop API', openapi: { ...defaultConfig().openapi, enabled: true } };
    site = await buildFixtureSite({ name: 'framework-output', groups: [hostileGroup()], config });
    const built = readBuiltSite(site.dist, '/docs');
    app = copyApp(undefined, { migrate: false });
    writeFrameworkOutput(app.root, { ...defaultConfig(), ...config } as DocgenConfig, {
      site: built,
      collection: readFileSync(join(site.dist, 'docs', 'collection.json'), 'utf8'),
    });
    const page = built.pages.find((p) => p.html.includes('api/templates'));
    if (!page) throw new Error('the built site has no page with the endpoint');
    pagePath = page.path ? `/docs/${page.path}` : '/docs';
    server = await serveLaravel(app.root);
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    app?.remove();
  });

  itPhp('serves the page through Laravel with the Blade and PHP syntax shown as text', async () => {
    const response = await fetch(`${server.url}${pagePath}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const text = visibleText(html);
    expect(text).toContain(`Render ${BLADE}`);
    expect(text).toContain(BLADE_PHP);
    expect(text).toContain(RAW_PHP);
    expect(html).not.toMatch(/uid=\d+/);
    expect(html).not.toContain('PHP License');
  });

  itPhp('serves the stylesheets and scripts the page links to', async () => {
    const html = await (await fetch(`${server.url}${pagePath}`)).text();
    const links = [...html.matchAll(/(?:href|src)="(\/vendor\/docgen\/[^"]+)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect((await fetch(`${server.url}${link}`)).status, link).toBe(200);
    expect(html).not.toMatch(/(?:href|src)="\/_astro\//);
  });

  itPhp('shows the syntax as text in a real browser', async (context) => {
    if (!hasChromium && process.env.CI !== 'true') {
      console.warn('Chromium is not installed at /usr/bin/chromium: the in-browser check of the framework page is skipped.');
      context.skip();
    }
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}${pagePath}`);
      const text = await page.locator('body').innerText();
      expect(text).toContain(BLADE);
      expect(text).toContain(BLADE_PHP);
      expect(text).toContain(RAW_PHP);
    } finally {
      await browser.close();
    }
  });
});
