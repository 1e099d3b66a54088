/**
 * One real `astro build` of a synthetic API big enough for the page-per-group layout (with a
 * group split into parts), a hostile group and a guide; then the files it wrote are checked.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureSite, type FixtureSite } from '../support/browser.ts';
import { syntheticGroups, XSS_MARK, xssGroup } from '../support/synthetic-groups.ts';

import { parseOptions } from '../../integration/options.ts';
import { DEFAULT_LIMITS } from '../../src/site-data/pages.ts';

let site: FixtureSite;
const groups = [...syntheticGroups({ endpoints: 150, perGroup: 30, seed: 7 }), ...syntheticGroups({ endpoints: DEFAULT_LIMITS.endpointsPerPage + 5, perGroup: 200, seed: 8 }), xssGroup()];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html')).map((f) => join(dir, f));
}

beforeAll(async () => {
  site = await buildFixtureSite({
    name: 'build-test',
    groups,
    config: { title: 'Fixture Shop', auth: { enabled: true, in: 'bearer', use_value: 'SECRET-USE-VALUE-123' } as never, example_languages: ['bash', 'javascript', 'php', 'python'] },
    guides: { 'first-steps.md': '---\ntitle: First steps\n---\n\nA guide about **quokkas** and tokens.\n' },
  });
}, 300_000);

describe('the built site', () => {
  it('has an index page and one page per group, the large group split in parts', () => {
    const docs = join(site.dist, 'docs');
    expect(existsSync(join(docs, 'index.html'))).toBe(true);
    const big = groups[groups.length - 2]!;
    const slug = big.name.toLowerCase().replace(/ /g, '-');
    expect(existsSync(join(docs, slug, 'index.html'))).toBe(true);
    expect(existsSync(join(docs, slug, '2', 'index.html'))).toBe(true);
    expect(existsSync(join(docs, 'guides', 'first-steps', 'index.html'))).toBe(true);
  });

  it('puts every endpoint on some page under its Scribe anchor', () => {
    const all = htmlFiles(join(site.dist, 'docs')).map((f) => readFileSync(f, 'utf8')).join('\n');
    for (const group of groups.slice(0, 2)) {
      for (const endpoint of group.endpoints) {
        const anchor = `${group.name.toLowerCase().replace(/ /g, '-')}-${endpoint.httpMethods[0]}${endpoint.uri.replace(/[/?{}:\\+|]/g, '-')}`;
        expect(all).toContain(`id="${anchor}"`);
      }
    }
  });

  it('escapes every text from the source: no script or handler attribute comes through', () => {
    const page = htmlFiles(join(site.dist, 'docs')).map((f) => readFileSync(f, 'utf8')).find((h) => h.includes('data-endpoint="POST /api/hostile"'))!;
    expect(page).toBeDefined();
    expect(page).not.toContain(`<script>window.${XSS_MARK}`);
    expect(page).not.toMatch(/<img src=x onerror/i);
    expect(page).not.toMatch(/<svg onload/i);
    expect(page).not.toContain(`href="javascript:`);
    expect(page).toContain('&lt;script&gt;window.');
  });

  it('never writes auth.use_value', () => {
    for (const file of readdirSync(site.dist, { recursive: true, encoding: 'utf8' })) {
      const path = join(site.dist, file);
      if (statSync(path).isFile()) expect(readFileSync(path, 'utf8').includes('SECRET-USE-VALUE-123'), file).toBe(false);
    }
  });

  it('keeps every page under 1 MB', () => {
    for (const file of htmlFiles(site.dist)) expect(statSync(file).size, file).toBeLessThan(1024 * 1024);
  });

  it('serves the Postman collection beside the docs', () => {
    const collection = JSON.parse(readFileSync(join(site.dist, 'docs', 'collection.json'), 'utf8'));
    expect(collection.info.name).toBe('Fixture Shop');
    expect(collection.item).toHaveLength(groups.length);
  });

  it('publishes no OpenAPI spec while openapi.enabled is false (the default), in the build or in the app', () => {
    expect(existsSync(join(site.dist, 'docs', 'openapi.yaml'))).toBe(false);
    expect(readFileSync(join(site.dist, 'docs', 'index.html'), 'utf8')).not.toContain('View OpenAPI spec');
    // The default type is framework: the build went into the app, with the collection and without a spec.
    expect(existsSync(join(site.app, 'storage/app/docgen/collection.json'))).toBe(true);
    expect(existsSync(join(site.app, 'storage/app/docgen/openapi.yaml'))).toBe(false);
    const routes = readFileSync(join(site.app, 'routes/docgen.php'), 'utf8');
    expect(routes).toContain("Route::get('docs/collection.json'");
    expect(routes).not.toContain('openapi.yaml');
  });

  it('indexes the pages for search', () => {
    expect(existsSync(join(site.dist, 'docs', 'pagefind', 'pagefind.js'))).toBe(true);
  });

  it('writes every example language for each endpoint', () => {
    const html = readFileSync(join(site.dist, 'docs', groups[0]!.name.toLowerCase().replace(/ /g, '-'), 'index.html'), 'utf8');
    for (const lang of ['bash', 'javascript', 'php', 'python']) expect(html).toContain(`class="code snippet" data-lang="${lang}"`);
    // Highlighted by Shiki: the command is a token with a colour in each theme.
    expect(html).toMatch(/<span class="l\d+ d\d+">curl<\/span>/);
  });
});

describe('integration options', () => {
  it('name the option that is wrong', () => {
    expect(() => parseOptions({ app: './x', layout: { endpointsPerPage: 'ten' } })).toThrow(/docgen option "layout.endpointsPerPage"/);
    expect(() => parseOptions({ app: './x', colour: 'red' })).toThrow(/docgen option "\(options\)": Unrecognized key/);
    expect(() => parseOptions({})).toThrow(/docgen option "app"/);
    expect(() => parseOptions({ app: './x', writeToApp: 'yes' })).toThrow(/docgen option "writeToApp"/);
  });

  it('take OpenAPI generator hooks as given (class instances keep their methods) and refuse anything else', () => {
    class Tagger {
      pathItem(item: Record<string, unknown>) {
        return { ...item, 'x-tagged': true };
      }
    }
    const tagger = new Tagger();
    const root = { root: (spec: never) => spec };
    const options = parseOptions({ app: './x', openapi: { generators: [tagger, root] } });
    expect(options.openapi.generators[0]).toBe(tagger);
    expect(options.openapi.generators[1]).toBe(root);
    expect(parseOptions({ app: './x' }).openapi.generators).toEqual([]);
    expect(parseOptions({ app: './x' }).writeToApp).toBe(true);
    expect(() => parseOptions({ app: './x', openapi: { generators: [{}] } })).toThrow(/docgen option "openapi.generators.0": Expected an object with a root, pathItem or pathParameters function/);
    expect(() => parseOptions({ app: './x', openapi: { generators: [{ root: 'no' }] } })).toThrow(/openapi\.generators\.0/);
    expect(() => parseOptions({ app: './x', openapi: { generator: [] } })).toThrow(/docgen option "openapi": Unrecognized key/);
  });
});
