/**
 * Nothing from the app's source or config runs as script in the docs. An app whose config (`description`,
 * `intro_text`, `auth.extra_info`, `logo`) and docblocks (titles, descriptions, parameters, groups, response
 * examples) carry script in every form a sanitizer can miss is built by the real `docgen build` — the two
 * page themes and the three external renderers — and every page is loaded in Chromium with a listener on
 * dialogs, console messages and a global marker. No payload may run, and no link, form, frame or embed
 * whose URL could run script, and no inline event handler, may be left in the rendered page (inside the
 * renderers' shadow roots too).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, launchBrowser, serveStatic, type StaticServer } from '../support/browser.ts';
import { hostileApp, runDocgen, type DocgenRun } from './harness.ts';

/** Each payload reports itself by name through `alert`, `parent.alert` or the `__xss` marker. */
const OWNER_HTML = {
  description: `Hostile API. <iframe srcdoc="<script>parent.alert('description-srcdoc')</script>"></iframe>
<iframe srcdoc="<img src=x onerror=parent.alert('description-tagfilter')>"></iframe>`,
  intro_text: [
    `<img src=x onerror="alert('intro-img')">`,
    `<a id="js-link" href="javascript:alert('intro-js-link')">js</a> <a href="&#106;avascript:alert('intro-entity-link')">entity</a> <a href="java&#x09;script:alert('intro-tab-link')">tab</a>`,
    `<a href="data:text/html,<script>alert('intro-data-link')</script>">data</a>`,
    `<svg onload="alert('intro-svg')"><script>alert('intro-svg-script')</script></svg>`,
    `<details open ontoggle="alert('intro-toggle')"><summary>s</summary>d</details>`,
    `<style>@import 'javascript:alert(1)'; body { display: none }</style>`,
    `<form action="javascript:alert('intro-form')"><button id="form-button">go</button></form>`,
    `<meta http-equiv="refresh" content="0;url=javascript:alert('intro-meta')">`,
    `<object data="data:text/html,<script>alert('intro-object')</script>"></object><embed src="data:text/html,<script>alert('intro-embed')</script>">`,
    `<input autofocus onfocus="alert('intro-autofocus')"> <video><source onerror="alert('intro-video')"></video>`,
    `<math><maction actiontype="statusline" xlink:href="javascript:alert('intro-math')">m</maction></math>`,
    `<base href="javascript:alert('intro-base')//">`,
    `[markdown link](javascript:alert('intro-md-link')) ![image](javascript:alert('intro-md-image'))`,
    `<noscript><p title="</noscript><img src=x onerror=alert('intro-mxss')>"></noscript>`,
    `<img src="x" onerror="top.__xss = 'intro-marker'">`,
  ].join('\n\n'),
  extra_info: `<iframe srcdoc="<script>parent.alert('extra-srcdoc')</script>"></iframe> <a href="JaVaScRiPt:alert('extra-case-link')">case</a> <img src=x onerror=alert('extra-img')>`,
};

const CONTROLLER = `<?php
namespace App\\Http\\Controllers;
class ThingController extends Controller
{
    /**
     * List things <img src=x onerror="alert('title-img')">
     *
     * Lists <script>alert('docblock-script')</script> things. <iframe srcdoc="<script>parent.alert('docblock-srcdoc')</script>"></iframe>
     * [docblock link](javascript:alert('docblock-md-link')) <a href="javascript:alert('docblock-html-link')">x</a> {{ constructor.constructor('alert(1)')() }}
     *
     * @group Things <img src=x onerror="alert('group-img')">
     * @queryParam filter string A filter <img src=x onerror="alert('param-img')">. Example: <svg onload="alert('example-svg')">
     * @responseField name string The name <script>alert('field-script')</script>.
     * @response {"name": "<script>alert('response-json')</script>", "html": "<img src=x onerror=alert('response-img')>"}
     */
    public function index() { return []; }
}
`;

function config(type: string, theme: string): string {
  const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  return `<?php
return [
    'type' => '${type}',
    'theme' => '${theme}',
    'title' => 'Hostile <img src=x onerror="alert(\\'title\\')">',
    'description' => ${php(OWNER_HTML.description)},
    'intro_text' => ${php(OWNER_HTML.intro_text)},
    'logo' => 'javascript:alert(\\'logo\\')',
    'openapi' => ['enabled' => true],
    'external' => ['html_attributes' => ['onmouseover' => "alert('attribute-handler')", 'data-docgen-test' => 'hostile']],
    'auth' => ['enabled' => true, 'default' => true, 'in' => 'bearer', 'extra_info' => ${php(OWNER_HTML.extra_info)}],
];
`;
}

interface Site {
  name: string;
  type: string;
  theme: string;
  run?: DocgenRun;
  server?: StaticServer;
  pages: string[];
}

const SITES: Site[] = [
  { name: 'default theme', type: 'static', theme: 'default', pages: [] },
  { name: 'elements theme', type: 'static', theme: 'elements', pages: [] },
  { name: 'Scalar', type: 'external_static', theme: 'scalar', pages: [] },
  { name: 'Stoplight Elements', type: 'external_static', theme: 'elements', pages: [] },
  { name: 'RapiDoc', type: 'external_static', theme: 'rapidoc', pages: [] },
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return path.endsWith('.html') ? [path] : [];
  });
}

/** What ran: dialogs, the marker, and console messages that name a payload. */
interface Watch {
  ran: string[];
}

async function watch(page: Page): Promise<Watch> {
  const found: Watch = { ran: [] };
  page.on('dialog', (dialog) => {
    found.ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/alert\(|__xss/.test(message.text()) && message.type() !== 'error') found.ran.push(`console: ${message.text()}`);
  });
  return found;
}

/** URLs in the rendered DOM (shadow roots included) whose scheme runs script or a document, and inline event handlers. */
async function liveUrls(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const bad: string[] = [];
    const visit = (root: Document | ShadowRoot): void => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        for (const name of ['href', 'src', 'action', 'formaction', 'data', 'srcdoc', 'xlink:href']) {
          const value = element.getAttribute(name);
          if (value === null) continue;
          if (name === 'srcdoc' && /<script|on\w+=/i.test(value)) bad.push(`${element.tagName} srcdoc=${value}`);
          // What the browser would follow: the attribute resolved as a URL (entities and whitespace already undone).
          let scheme = '';
          try {
            scheme = new URL(value, document.baseURI).protocol;
          } catch {
            continue;
          }
          if (scheme === 'javascript:' || scheme === 'vbscript:' || (scheme === 'data:' && !/^data:image\/(png|jpeg|gif|webp)/i.test(value.trim()))) {
            bad.push(`${element.tagName} ${name}=${value}`);
          }
        }
        for (const attribute of Array.from(element.attributes)) if (/^on/i.test(attribute.name)) bad.push(`${element.tagName} ${attribute.name}=${attribute.value}`);
        if (element.tagName === 'META' && /refresh/i.test(element.getAttribute('http-equiv') ?? '')) bad.push(`META refresh ${element.getAttribute('content')}`);
        if (element.tagName === 'BASE') bad.push(`BASE ${element.getAttribute('href')}`);
        const shadow = (element as HTMLElement).shadowRoot;
        if (shadow) visit(shadow);
      }
    };
    visit(document);
    return bad;
  });
}

describeBrowser('script in the app\'s text never runs in the docs', () => {
  let browser: Browser;

  beforeAll(async () => {
    for (const site of SITES) {
      const app = hostileApp({ 'app/Http/Controllers/ThingController.php': CONTROLLER, 'config/docgen.php': config(site.type, site.theme) });
      site.run = await runDocgen(['build', '--app', app, '--verbose']);
      const docs = join(app, 'public', 'docs');
      site.pages = htmlFiles(docs).map((file) => `/docs/${relative(docs, file).replace(/index\.html$/, '')}`);
      site.server = await serveStatic(join(app, 'public'));
    }
    browser = await launchBrowser();
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    await Promise.all(SITES.map((site) => site.server?.close()));
  });

  it('every build succeeds, and the logo with a javascript: URL is refused with a warning naming the key', () => {
    for (const site of SITES) {
      expect(site.run?.code, `${site.name}: ${site.run?.stderr}`).toBe(0);
      expect(site.run!.stdout + site.run!.stderr).toMatch(/Config key logo is 'javascript:alert\('logo'\)', which is not an image path/);
      expect(site.pages.length, site.name).toBeGreaterThan(0);
    }
  });

  for (const site of SITES) {
    it(`${site.name}: no payload runs on any page, and no script-running URL is left in the page`, async () => {
      for (const path of site.pages) {
        const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
        const page = await context.newPage();
        const found = await watch(page);
        await page.goto(`${site.server!.url}${path}`, { waitUntil: 'load' });
        // The renderers draw from the spec after load; the page is ready once the endpoint's title is shown
        // (Elements shows an operation once its group is opened and the operation chosen).
        await page.getByText('Hostile API.').first().waitFor({ timeout: 30_000 });
        if (site.name === 'Stoplight Elements') {
          await page.getByText('Things <img', { exact: false }).first().click();
          await page.getByText('List things').first().click();
          await page.getByText('A filter').first().waitFor({ timeout: 10_000 });
        }
        await page.getByText('List things').first().waitFor({ timeout: 30_000 });
        await page.waitForTimeout(1500);
        // The intro's form and autofocus bait: a click and focus changes.
        await page.keyboard.press('Tab');
        const marker = await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null);
        const urls = (await Promise.all(page.frames().map((frame) => liveUrls(frame).catch(() => [])))).flat();
        // The owner's attributes reach the renderer's element, but not its event handler (checked with the others above).
        if (site.type.startsWith('external')) expect(await page.locator('[data-docgen-test="hostile"]').count()).toBe(1);
        // RapiDoc shows the docblock's HTML as text, as docgen's own pages do.
        if (site.theme === 'rapidoc') expect(await page.getByText("Lists <script>alert('docblock-script')</script> things.").count()).toBeGreaterThan(0);
        expect(found.ran, `${site.name} ${path}`).toEqual([]);
        expect(marker, `${site.name} ${path}`).toBeNull();
        expect(urls, `${site.name} ${path}`).toEqual([]);
        await context.close();
      }
    });
  }

  it('Scalar: Test Request, which shows HTML answers in a frame of the docs\' origin, is off by default', async () => {
    const site = SITES.find((s) => s.theme === 'scalar')!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site.server!.url}/docs/`, { waitUntil: 'load' });
    await page.getByText('List things').first().waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: /test request/i }).count()).toBe(0);
    await context.close();
  });

  for (const site of SITES.filter((s) => s.type === 'static')) {
    it(`${site.name}: search results quoting the payloads show them as text`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const found = await watch(page);
      await page.goto(`${site.server!.url}/docs/`, { waitUntil: 'load' });
      for (const query of ['onerror', 'docblock', 'srcdoc', 'filter']) {
        await page.locator('[data-search-input]').fill(query);
        await page.locator('[data-search-results] a').first().waitFor({ timeout: 10_000 });
        await page.waitForTimeout(300);
      }
      // The links found above may still be an earlier query's while the last one's results are drawn: wait for them.
      await page.waitForFunction(() => /filter/i.test(document.querySelector('[data-search-results]')?.textContent ?? ''), undefined, { timeout: 10_000 }).catch(() => undefined);
      expect(await page.locator('[data-search-results]').innerText()).toMatch(/filter/i);
      expect(found.ran).toEqual([]);
      expect(await liveUrls(page.mainFrame())).toEqual([]);
      await context.close();
    });

    it(`${site.name}: the owner's harmless HTML and the docblock's text are still shown`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.server!.url}/docs/`, { waitUntil: 'load' });
      // Allowed owner HTML stays HTML; docblock HTML is shown as text.
      expect(await page.locator('summary', { hasText: /^s$/ }).count()).toBe(1);
      expect(await page.getByText("Lists <script>alert('docblock-script')</script> things.", { exact: false }).count()).toBeGreaterThan(0);
      expect(await page.locator('img.logo').count()).toBe(0);
      await context.close();
    });
  }
});
