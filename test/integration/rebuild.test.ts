/**
 * Rebuilds reuse the endpoint HTML of the build before: the cache of rendered endpoints, the stamp
 * that drops it when anything else the HTML depends on changes, and a real second `astro build`
 * that renders only the endpoint whose data changed.
 */
import { mkdirSync, mkdtempSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deserialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { renderStamp } from '../../integration/build-steps/render-stamp.ts';
import { readCacheFile } from '../../src/extract/persistent-cache.ts';
import { RenderCache } from '../../src/site-data/render-cache.ts';
import { runAstroBuild, writeFixtureSite } from '../support/browser.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

describe('render cache', () => {
  it('gives back what an earlier run stored under the same stamp, and nothing under another', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'docgen-render-')), 'cache', 'endpoint-html.v8');
    const first = new RenderCache('stamp-1', file);
    expect(first.get('a')).toBeUndefined();
    first.set('a', '<section>a</section>');
    first.set('b', '<section>b</section>');
    first.save();
    expect(new RenderCache('stamp-1', file).get('a')).toBe('<section>a</section>');
    expect(new RenderCache('stamp-2', file).get('a')).toBeUndefined();
  });

  it('keeps only the entries the last run used', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'docgen-render-')), 'endpoint-html.v8');
    const first = new RenderCache('s', file);
    first.set('kept', 'K');
    first.set('gone', 'G');
    first.save();
    const second = new RenderCache('s', file);
    expect(second.get('kept')).toBe('K');
    second.save();
    const third = new RenderCache('s', file);
    expect(third.get('kept')).toBe('K');
    expect(third.get('gone')).toBeUndefined();
  });

  it('works without a file (memory only)', () => {
    const cache = new RenderCache('s');
    cache.set('a', 'A');
    cache.save();
    expect(cache.get('a')).toBe('A');
  });
});

describe('render stamp', () => {
  function packageWithSource(): string {
    const root = mkdtempSync(join(tmpdir(), 'docgen-stamp-'));
    mkdirSync(join(root, 'src', 'site-data'), { recursive: true });
    writeFileSync(join(root, 'src', 'site-data', 'view.ts'), 'export const a = 1;\n');
    return root;
  }

  it('stays the same while nothing changes', () => {
    const root = packageWithSource();
    const input = { packageRoot: root, config: { theme: 'default' }, templateFiles: [join(root, 'ruby.mustache')] };
    expect(renderStamp(input)).toBe(renderStamp(input));
  });

  it('changes with the config, a template and the code', () => {
    const root = packageWithSource();
    const template = join(root, 'ruby.mustache');
    const input = { packageRoot: root, config: { theme: 'default' }, templateFiles: [template] };
    const before = renderStamp(input);
    expect(renderStamp({ ...input, config: { theme: 'elements' } })).not.toBe(before);

    writeFileSync(template, 'curl {{url}}');
    const withTemplate = renderStamp(input);
    expect(withTemplate).not.toBe(before);
    writeFileSync(template, 'wget {{url}}');
    expect(renderStamp(input)).not.toBe(withTemplate);

    const source = join(root, 'src', 'site-data', 'view.ts');
    const withCode = renderStamp(input);
    writeFileSync(source, 'export const a = 2;\n');
    // Same size: the modification time tells the edit apart.
    utimesSync(source, new Date(), new Date(Date.now() + 5_000));
    expect(renderStamp(input)).not.toBe(withCode);
  });
});

const deltaOf = (file: string) => file.replace(/\.v8$/, '.delta.v8');

/** The stamp a cache file was kept for: the fingerprint in its state (after its length and checksum, 4 bytes each). */
function stampOf(file: string): string {
  const bytes = readFileSync(file);
  return (deserialize(bytes.subarray(8, 8 + bytes.readUInt32LE(0))) as { fingerprint: string }).fingerprint;
}

/** The HTML kept in the cache file and its delta, by key. */
function keptHtml(file: string): { stamp: string; html: Map<string, string> } {
  const stamp = stampOf(file);
  const keys = [file, deltaOf(file)].flatMap((kept) => (readCacheFile(kept, stamp)?.state as { keys: string[] }).keys);
  const cache = new RenderCache(stamp, file);
  return { stamp, html: new Map(keys.map((key) => [key, cache.get(key)!])) };
}

/** Replaces the cache file (and its delta) with `html`. */
function keepHtml(file: string, stamp: string, html: Map<string, string>): void {
  const other = join(dirname(file), 'other.v8');
  const cache = new RenderCache(stamp, other);
  for (const [key, text] of html) cache.set(key, text);
  cache.save();
  renameSync(other, file);
  renameSync(deltaOf(other), deltaOf(file));
}

describe('a rebuild', () => {
  it('renders only the endpoints whose data changed, and takes the others from the build before', async () => {
    const groups = syntheticGroups({ endpoints: 6, seed: 11 });
    const site = writeFixtureSite({ name: 'rebuild-test', groups });
    await runAstroBuild(site.root);

    const cacheFile = join(site.root, 'node_modules', '.cache', 'docgen', 'endpoint-html.v8');
    const cache = keptHtml(cacheFile);
    expect(cache.html.size).toBe(6);
    // Mark the stored HTML of the first endpoint: if the rebuild uses it, the mark shows in the page.
    const [unchanged, edited] = groups[0]!.endpoints;
    const markedKey = [...cache.html.keys()].find((key) => cache.html.get(key)!.includes(`data-endpoint="${unchanged!.id}"`))!;
    expect(markedKey).toBeDefined();
    cache.html.set(markedKey, cache.html.get(markedKey)!.replace('<section class="endpoint"', '<section data-from-cache class="endpoint"'));
    keepHtml(cacheFile, cache.stamp, cache.html);

    const dataFile = join(site.app, 'data.json');
    const data = JSON.parse(readFileSync(dataFile, 'utf8')) as { groups: typeof groups };
    data.groups[0]!.endpoints[1]!.metadata.title = 'Renamed in the source';
    writeFileSync(dataFile, JSON.stringify(data));
    await runAstroBuild(site.root);

    const page = readFileSync(join(site.dist, 'docs', 'index.html'), 'utf8');
    expect(page.match(/data-from-cache/g)).toHaveLength(1);
    const editedSection = page.slice(page.indexOf(`data-endpoint="${edited!.id}"`));
    expect(editedSection.slice(0, editedSection.indexOf('</section>'))).toContain('Renamed in the source');
    // The old HTML of the edited endpoint is gone from the cache; the other five stay.
    const after = keptHtml(cacheFile);
    expect(after.html.size).toBe(6);
    expect([...after.html.values()].filter((html) => html.includes('Renamed in the source'))).toHaveLength(1);
  }, 120_000);
});
