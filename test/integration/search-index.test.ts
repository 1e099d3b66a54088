/**
 * The search index of the pages is built without the endpoints' HTML, which Pagefind ignores whole: it must be
 * the very index Pagefind makes of the whole pages (the real Pagefind, the real themes' endpoint HTML).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexDocs, withoutIgnoredHtml } from '../../integration/build-steps/search-index.ts';
import { pageTheme } from '../../integration/themes/index.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { Theme } from '../../src/config/output-types.ts';
import { CodeHighlighter } from '../../src/site-data/code-highlighter.ts';
import { endpointView } from '../../src/site-data/endpoint-view.ts';
import { publicConfig } from '../../src/site-data/public-config.ts';
import { endpointSearchDocument } from '../../src/site-data/search-document.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

const highlighter = new CodeHighlighter();

/** A docs folder as a build writes it: an index page, and a page per group holding its endpoints' HTML. */
async function docsFolder(theme: Theme) {
  const groups = syntheticGroups({ endpoints: 6, perGroup: 3, seed: 7 });
  const config = { ...defaultConfig(), theme };
  const site = publicConfig({ config, appName: 'Fixture API', appUrl: 'http://localhost', groups, diagnostics: [] }, { layout: {}, search: true }, tmpdir(), false);
  const dir = mkdtempSync(join(tmpdir(), 'docgen-search-'));
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><nav>Menu</nav><main data-pagefind-body><h1>${title}</h1>\n${body}\n</main></body></html>`;
  writeFileSync(join(dir, 'index.html'), page('Introduction', '<p>Welcome to the quokka API.</p>'));
  const endpointHtml = new Map<string, string[]>();
  const documents = [];
  for (const [index, group] of groups.entries()) {
    const slug = `group-${index}`;
    const pieces = [];
    for (const endpoint of group.endpoints) {
      const view = await endpointView(endpoint, group.name, { config: { example_languages: ['bash', 'javascript'] }, baseUrl: site.baseUrl, highlighter });
      pieces.push(pageTheme(theme).endpointHtml(view, site).value);
      documents.push(endpointSearchDocument(endpoint, `/${slug}/#${view.anchor}`));
    }
    mkdirSync(join(dir, slug));
    writeFileSync(join(dir, slug, 'index.html'), page(group.name, `<p>${group.description}</p>\n${pieces.join('\n')}`));
    endpointHtml.set(slug, pieces);
  }
  return { dir, endpointHtml, documents };
}

function bundleOf(docsDir: string): Map<string, Buffer> {
  const bundle = join(docsDir, 'pagefind');
  const files = readdirSync(bundle, { recursive: true, encoding: 'utf8' }).filter((path) => path.includes('.pf_') || path.endsWith('.json'));
  return new Map(files.sort().map((path) => [path, readFileSync(join(bundle, path))]));
}

describe('indexDocs', () => {
  for (const theme of ['default', 'elements'] as const) {
    it(`makes the same index without the endpoints' HTML as of the whole pages (${theme} theme)`, async () => {
      const skipping = await docsFolder(theme);
      const whole = await docsFolder(theme);
      // Every endpoint's HTML is one element ignored whole, so each is left out.
      for (const [slug, pieces] of skipping.endpointHtml) {
        const html = readFileSync(join(skipping.dir, slug, 'index.html'), 'utf8');
        expect(withoutIgnoredHtml(html, pieces).length).toBe(html.length - pieces.reduce((sum, piece) => sum + piece.length, 0));
      }
      const a = await indexDocs(skipping.dir, skipping.documents, join(skipping.dir, '..', `${theme}-kept-a`), skipping.endpointHtml);
      const b = await indexDocs(whole.dir, whole.documents, join(whole.dir, '..', `${theme}-kept-b`));
      expect(a).toEqual({ pages: 3, endpoints: 6, errors: [] });
      expect(b).toEqual(a);
      const indexed = bundleOf(skipping.dir);
      expect([...indexed.keys()].filter((path) => path.startsWith('fragment/'))).toHaveLength(9);
      expect(indexed).toEqual(bundleOf(whole.dir));
    }, 60_000);
  }
});

describe('withoutIgnoredHtml', () => {
  const ignored = (text: string) => `<section class="endpoint" data-pagefind-ignore="all"><h2>${text}</h2></section>`;

  it('leaves out each piece once, in order', () => {
    const page = `<main>A${ignored('one')}B${ignored('two')}C${ignored('one')}</main>`;
    expect(withoutIgnoredHtml(page, [ignored('one'), ignored('two')])).toBe(`<main>ABC${ignored('one')}</main>`);
  });

  it('keeps a piece that Pagefind would index, or that is not one element', () => {
    const indexed = '<section class="endpoint"><h2>kept</h2></section>';
    const two = `${ignored("a")}<section>indexed</section>`;
    const page = `<main>${indexed}${two}</main>`;
    expect(withoutIgnoredHtml(page, [indexed, two])).toBe(page);
  });

  it('keeps the page as it is when a piece is missing', () => {
    expect(withoutIgnoredHtml('<main>text</main>', [ignored('absent')])).toBe('<main>text</main>');
  });
});
