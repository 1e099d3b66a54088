import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { micromark } from 'micromark';
import { sanitizeHtml } from '../../src/site-data/sanitize-html.ts';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { describe, expect, it } from 'vitest';
import { dataStoreAsJson } from '../../integration/build-steps/data-store-module.ts';
import { docsUrlOf } from '../../src/site-data/public-config.ts';
import { html, raw } from '../../integration/html.ts';
import { rendererAttributes } from '../../integration/themes/external/renderers.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import { endpointAnchor, slugify } from '../../src/site-data/anchors.ts';
import { formatLastUpdated } from '../../src/site-data/last-updated.ts';
import { placeLogo } from '../../src/site-data/logo.ts';
import { renderMarkdown } from '../../src/site-data/markdown.ts';
import { authenticationMarkdown, introductionMarkdown } from '../../src/output/markdown/intro.ts';
import { pageAt, planPages, sectionsOfPlan } from '../../src/site-data/pages.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

describe('anchors', () => {
  it('slug groups like Laravel Str::slug and endpoints like Scribe', () => {
    expect(slugify('Café & Crème_brûlée  Orders')).toBe('cafe-creme-brulee-orders');
    expect(slugify('user@home')).toBe('user-at-home');
    expect(endpointAnchor('Group A', { httpMethods: ['GET'], uri: 'api/users/{id?}' })).toBe('group-a-GETapi-users--id--');
  });
});

describe('page plan', () => {
  it('keeps small APIs on one page and cuts large groups by count and by size', () => {
    const small = syntheticGroups({ endpoints: 10, perGroup: 5 });
    expect(planPages(small).map((p) => p.slug)).toEqual(['']);
    const big = syntheticGroups({ endpoints: 30, perGroup: 30 });
    const byCount = planPages(big, { singlePageLimit: 5, endpointsPerPage: 12, bytesPerPage: 1e9 });
    expect(byCount.map((p) => p.groups[0]?.endpoints.length ?? 0)).toEqual([0, 12, 12, 6]);
    expect(byCount[2]!.slug).toMatch(/\/2$/);
    const bySize = planPages(big, { singlePageLimit: 5, endpointsPerPage: 100, bytesPerPage: 1000 }, () => 400);
    expect(bySize.slice(1).map((p) => p.groups[0]!.endpoints.length)).toEqual(Array(15).fill(2));
  });

  it('gives groups whose names slug alike distinct pages, numbered in the order of the groups', () => {
    const [users, books] = syntheticGroups({ endpoints: 2, perGroup: 1 });
    const groups = [
      { ...users!, name: 'Users' },
      { ...books!, name: 'Books' },
      { ...users!, name: 'users!' },
      { ...users!, name: 'USERS' },
    ];
    const pages = planPages(groups, { singlePageLimit: 0, endpointsPerPage: 10, bytesPerPage: 1e9 });
    expect(pages.map((p) => p.slug)).toEqual(['', 'users', 'books', 'users-2', 'users-3']);
  });

  it('lists its sections in page order, a split group once per part, or only those of the groups asked for, and finds a page by slug', () => {
    const [first, second, third] = syntheticGroups({ endpoints: 9, perGroup: 3 });
    const pages = planPages([first!, { ...second!, endpoints: [...second!.endpoints, ...second!.endpoints] }, third!], { singlePageLimit: 0, endpointsPerPage: 4, bytesPerPage: 1e9 });
    const slugsOf = (only?: Set<string>) => sectionsOfPlan(pages, only).map(({ page, section }) => `${page.slug}:${section.group.name}`);
    const [a, b, c] = [first!.name, second!.name, third!.name];
    expect(pages.map((page) => page.groups.length)).toEqual([0, 1, 1, 1, 1]);
    const [sa, sb, sc] = [pages[1]!.slug, pages[2]!.slug, pages[4]!.slug];
    expect(slugsOf()).toEqual([`${sa}:${a}`, `${sb}:${b}`, `${sb}/2:${b}`, `${sc}:${c}`]);
    expect(slugsOf(new Set([c, b]))).toEqual([`${sb}:${b}`, `${sb}/2:${b}`, `${sc}:${c}`]);
    expect(slugsOf(new Set(['No such group']))).toEqual([]);
    expect(pageAt(pages, `${sb}/2`)).toBe(pages[3]);
    expect(pageAt(pages, 'no-such-page')).toBeUndefined();
  });
});

describe('last_updated, logo, docs URL', () => {
  it('replaces {date:…} with PHP date() formatting and {git:…} with the commit', () => {
    const now = new Date(2024, 5, 1, 12);
    expect(formatLastUpdated('Last updated: {date:F j, Y}', { now, cwd: tmpdir() })).toBe('Last updated: June 1, 2024');
    expect(formatLastUpdated('{date:Y-m-d} {git:short}', { now, cwd: tmpdir() })).toMatch(/^2024-06-01 ?[0-9a-f]*$/);
  });

  it('places a relative logo from the docs folder for static, from the app root otherwise', () => {
    expect(placeLogo('../img/logo.png', 'static', '/docs')).toEqual({ src: '/img/logo.png', publicFile: 'img/logo.png' });
    expect(placeLogo('img/logo.png', 'framework', '/docs')).toEqual({ src: '/img/logo.png', publicFile: 'img/logo.png' });
    expect(placeLogo('https://cdn.example/logo.svg', 'framework', '/docs')).toEqual({ src: 'https://cdn.example/logo.svg' });
    expect(placeLogo(false, 'static', '/docs')).toBeNull();
  });

  it('serves a static build from its output folder', () => {
    const config = defaultConfig();
    expect(docsUrlOf(config)).toBe('/docs');
    expect(docsUrlOf({ ...config, type: 'static', static: { output_path: 'public/api-docs' } })).toBe('/api-docs');
    expect(docsUrlOf({ ...config, framework: { ...config.framework, docs_url: '/reference/' } })).toBe('/reference');
    // external_static is copied to static.output_path like static, so it is served from there too.
    expect(docsUrlOf({ ...config, type: 'external_static', static: { output_path: 'public/api-docs' } })).toBe('/api-docs');
  });
});

describe('safe HTML', () => {
  it('renders source Markdown without raw HTML or javascript: links, owner Markdown with HTML', () => {
    const untrusted = renderMarkdown('Hi <script>x()</script> [a](javascript:alert(1)) **b**');
    expect(untrusted).not.toContain('<script>');
    expect(untrusted).not.toContain('javascript:');
    expect(untrusted).toContain('<strong>b</strong>');
    expect(renderMarkdown('<aside>note</aside>', { trusted: true })).toContain('<aside>note</aside>');
  });

  it('shows the <code> of rule descriptions as code, and no other raw tag', () => {
    // Scribe's wording of `exists:authors,id`.
    expect(renderMarkdown('The <code>id</code> of an existing record in the authors table.')).toBe(
      '<p>The <code>id</code> of an existing record in the authors table.</p>',
    );
    expect(renderMarkdown('Must match <code>a`b</code>.')).toBe('<p>Must match <code>a`b</code>.</p>');
    expect(renderMarkdown('<code onclick="x()">id</code> <b>bold</b>')).not.toMatch(/<code onclick|<b>/);
  });

  it('gives exactly the HTML micromark gives (sanitized, for the owner\'s text), for plain one-line descriptions and for Markdown alike', () => {
    const reference = (text: string, trusted = false) => {
      const html = micromark(text, { allowDangerousHtml: trusted, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
      return trusted ? sanitizeHtml(html) : html;
    };
    const tricky = [
      `It's "quoted" (x) 50% $5 a/b; c: d? e=f + g - h`, 'Must be one of: a, b.', 'Write to foo@bar.com', 'see www.example.com',
      'Docs at HTTPS://example.com/x', '1. item', '2) item', '12345678901. x', '- item', '+ item', '-x', '+x', '=x', '=', '#x', 'a # b',
      '> quote', 'a  b', 'ends with space ', '  lead', 'tab\tin', 'é ü 中文 ½', 'x!', 'a * b', 'a_b_c', 'use `code`', '~~gone~~',
      'a | b', 'a &amp; b', 'a < b > c', '[x]', 'line one\nline two', 'para\n\npara', '| a |\n|---|\n| 1 |', 'text[^1]\n\n[^1]: note',
      'a\\b', '---', '***', '', 'Order #12!', '# Title', '#1 item', '![x](y.png)', 'Hey! [x](y)', 'Wow!', '!',
    ];
    const fields = syntheticGroups({ endpoints: 40, seed: 3 }).flatMap((g) => [
      g.description,
      ...g.endpoints.flatMap((e) => [e.metadata.description, ...Object.values(e.bodyParameters).map((p) => p.description)]),
    ]);
    for (const text of [...tricky, ...fields]) {
      expect(renderMarkdown(text), JSON.stringify(text)).toBe(text.trim() ? reference(text) : '');
      // The owner's text: the same HTML once both are serialized alike (the fast path quotes `"` as `&quot;`).
      expect(sanitizeHtml(renderMarkdown(text, { trusted: true })), JSON.stringify(text)).toBe(text.trim() ? reference(text, true) : '');
    }
    // The extensions are made once and shared: nothing of one document (footnotes, tables) reaches the next.
    const footnotes = 'a[^n] b\n\n[^n]: the note';
    const table = '| h |\n|---|\n| v |';
    for (const text of [footnotes, table, footnotes, 'plain *em*', table]) expect(renderMarkdown(text)).toBe(reference(text));
  });

  it('escapes template values unless they are raw', () => {
    expect(html`<p title="${'"x"'}">${'<b>'}${raw('<i>ok</i>')}</p>`.value).toBe('<p title="&quot;x&quot;">&lt;b&gt;<i>ok</i></p>');
  });

  it('words the authentication section like Scribe', () => {
    const auth = { ...defaultConfig().auth, enabled: true, in: 'header' as const, name: 'X-Api-Key', placeholder: '{KEY}' };
    expect(authenticationMarkdown(auth)).toContain('To authenticate requests, include a **`X-Api-Key`** header with the value **`"{KEY}"`**.');
    expect(authenticationMarkdown(defaultConfig().auth)).toBe('This API is not authenticated.');
  });
});

describe('the introduction', () => {
  it('shows the base URL as code, with no backticks, inside its HTML block', () => {
    const intro = renderMarkdown(introductionMarkdown({ description: 'Books.', intro_text: 'See <code>GET /api/books</code>.' }, 'http://localhost:8000'), { trusted: true });
    expect(intro).toContain('<strong>Base URL</strong>: <code>http://localhost:8000</code>');
    expect(intro).toContain('See <code>GET /api/books</code>.');
    expect(intro).not.toContain('`');
    // Text from the app's source still gets its <code> as a code span, never as HTML.
    expect(renderMarkdown('The <code>id</code> of a <b>book</b>.')).toBe('<p>The <code>id</code> of a &lt;b&gt;book&lt;/b&gt;.</p>');
  });
});

describe('external renderer attributes', () => {
  it('keeps Scalar and RapiDoc from loading fonts or services from outside, the owner\'s settings winning', () => {
    const scalar = rendererAttributes('scalar', { 'data-x': 'y', 'data-configuration': '{"theme":"moon","withDefaultFonts":true,"agent":{"hideAddApi":true}}' });
    expect(scalar.attributes['data-x']).toBe('y');
    expect(JSON.parse(scalar.attributes['data-configuration']!)).toEqual({
      withDefaultFonts: true,
      telemetry: false,
      showToolbar: 'never',
      showDeveloperTools: 'never',
      agent: { disabled: true, hideAddApi: true },
      hideTestRequestButton: true,
      theme: 'moon',
    });
    // The owner may turn Test Request back on.
    expect(JSON.parse(rendererAttributes('scalar', { 'data-configuration': '{"hideTestRequestButton":false}' }).attributes['data-configuration']!).hideTestRequestButton).toBe(false);
    expect(scalar.warnings).toEqual([]);
    expect(rendererAttributes('rapidoc', {}).attributes).toEqual({ 'load-fonts': 'false' });
    expect(rendererAttributes('rapidoc', { 'load-fonts': 'true' }).attributes).toEqual({ 'load-fonts': 'true' });
    expect(rendererAttributes('elements', { hideSchemas: 'true' }).attributes).toEqual({ hideSchemas: 'true' });
  });

  it('leaves out event-handler attributes, with a warning naming them', () => {
    const given = rendererAttributes('rapidoc', { onload: 'alert(1)', OnClick: 'alert(2)', 'show-header': 'false' });
    expect(given.attributes).toEqual({ 'load-fonts': 'false', 'show-header': 'false' });
    expect(given.warnings).toEqual([
      'external.html_attributes: onload is an event handler, which would run script in the docs; it is left out.',
      'external.html_attributes: OnClick is an event handler, which would run script in the docs; it is left out.',
    ]);
  });

  it('reports a Scalar data-configuration that is not a JSON object, and uses the defaults', () => {
    const broken = rendererAttributes('scalar', { 'data-configuration': '{theme: moon}' });
    expect(broken.warnings[0]).toMatch(/data-configuration is not valid JSON/);
    expect(JSON.parse(broken.attributes['data-configuration']!).withDefaultFonts).toBe(false);
  });
});

describe('content store in the server bundle', () => {
  it('is one JSON string with the value of the store file, in builds only, and other modules stay as they are', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-store-'));
    const file = join(dir, 'data-store.json');
    const store = [['docgenEndpoints', 1], { id: 'GET api/users', html: '</script><b>"quoted"</b>\u2028' }];
    writeFileSync(file, JSON.stringify(store));
    const plugin = dataStoreAsJson(file);
    expect(plugin.apply).toBe('build');
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    expect(transform('export default 1', '/app/src/page.ts')).toBeUndefined();
    const result = transform('export default [/* Astro literal */]', '\0astro:data-layer-content')!;
    expect(result.code).toMatch(/^export default JSON\.parse\("/);
    const module = (await import(`data:text/javascript,${encodeURIComponent(result.code)}`)) as { default: unknown };
    expect(module.default).toEqual(store);
    expect((dataStoreAsJson(join(dir, 'missing.json')).transform as typeof transform)('x', '\0astro:data-layer-content')).toBeUndefined();
  });
});
