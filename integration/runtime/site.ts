/**
 * The site as the pages see it: the extraction's groups as they are, every endpoint rendered once by
 * the theme it is given, the page plan cut by count and by rendered size, and the guides. The content
 * collections say what changed (their digests), not what the data is.
 */
import type { Endpoint, Group } from '../../src/model.ts';
import { endpointAnchor } from '../../src/site-data/anchors.ts';
import { endpointView } from '../../src/site-data/endpoint-view.ts';
import { endpointSearchHtml } from '../../src/site-data/search-document.ts';
import { contentDigestOf } from '../../src/endpoint/content-digest.ts';
import { commonHeaders } from '../../src/site-data/common-headers.ts';
import { pageKeys } from '../../src/site-data/page-keys.ts';
import { pageOfEndpoints, planPages } from '../../src/site-data/pages.ts';
import { unchangedPages, unlinkPagesToRender } from '../build-steps/kept-pages.ts';
import type { EndpointRenderer, GuideLink, Site } from '../../src/site-data/site.ts';
import type { SiteSource } from '../../src/site-data/site-source.ts';
import { ENDPOINTS_COLLECTION, GROUPS_COLLECTION, GUIDES_COLLECTION, endpointEntryDigests, endpointEntryIds } from '../collections.ts';
import { changelogPage } from './changelog.ts';
import { getRuntime } from './runtime.ts';

/** What the site reads of an entry: the collections only tell what changed; the data comes from the extraction. */
interface EntryStamp {
  id: string;
  data: Record<string, unknown>;
  digest?: string;
}

/** Astro's `getCollection`, handed over by the pages (this module runs outside Vite when docgen runs compiled). */
export type CollectionReader = (name: string) => Promise<unknown[]>;

const rendered = new Map<string, Promise<string>>();
let cached: { fingerprint: string; site: Promise<Site> } | undefined;

async function entries(read: CollectionReader, name: string): Promise<EntryStamp[]> {
  return (await read(name)) as EntryStamp[];
}

/**
 * The site in the theme that renders its endpoints, built once per version of the collections: in
 * `astro dev` the collections change after an edit (a little after the loader stored it), so the cache is
 * keyed by their digests. A build's collections never change, and every `getCollection` copies every
 * entry deeply, so a build reads them once, not once per page.
 */
export async function loadSite(render: EndpointRenderer, read: CollectionReader, dev: boolean): Promise<Site> {
  if (cached && !dev) return cached.site;
  const runtime = getRuntime();
  // Without the API's collections (`docgen build`), the extraction's own digests.
  const [groupEntries, endpointEntries] = runtime.options.apiCollections
    ? await Promise.all([entries(read, GROUPS_COLLECTION), entries(read, ENDPOINTS_COLLECTION)])
    : [[], endpointEntryDigests((await runtime.current()).groups)];
  const fingerprint = [...groupEntries, ...endpointEntries].map((e) => `${e.id}:${e.digest ?? ''}`).join('|');
  if (!cached || cached.fingerprint !== fingerprint) cached = { fingerprint, site: buildSite(endpointEntries, render, read) };
  return cached.site;
}

async function buildSite(endpointEntries: Array<{ id: string; digest?: string | undefined }>, render: EndpointRenderer, read: CollectionReader): Promise<Site> {
  const runtime = getRuntime();
  const config = runtime.config;
  if (runtime.options.apiCollections && !runtime.loaderRan) {
    throw new Error(
      `docgen: the content collections are missing. Add them to content.config.ts in your srcDir:\n` +
        `  import { docgenCollections } from 'laravel-docgen/loaders';\n  export const collections = { ...docgenCollections() };`,
    );
  }
  const source = await runtime.current();
  const html = await renderEndpoints(source, new Map(endpointEntries.map((e) => [e.id, e.digest])), render);
  const groups = source.groups;
  const pages = planPages(groups, config.layout, (e) => html.get(e)?.length ?? 0);
  runtime.endpointHtmlByPage = new Map(pages.map((page) => [page.slug, page.groups.flatMap((section) => section.endpoints.map((e) => html.get(e) ?? ''))]));
  runtime.searchDocuments = pages.flatMap((page) =>
    page.groups.flatMap((section) =>
      section.endpoints.map((e) => ({ url: `/${page.slug ? `${page.slug}/` : ''}#${endpointAnchor(section.group.name, e)}`, html: searchHtml(e) })),
    ),
  );
  const headers = keptCommonHeaders(groups);
  // Kept at once, not when the build ends: a build that fails later still leaves them to the next one, and the
  // caches' JSON text is made while the pages are not yet in memory.
  runtime.renderCache.save();
  runtime.highlighter.save();
  const guides = config.guides ? await guideLinks(read) : [];
  const changelog = await changelogPage(source);
  if (changelog) guides.push(changelog);
  const base = config.docsUrl;
  const site: Site = {
    config,
    output: { config: source.config, appName: source.appName, appUrl: source.appUrl },
    groups,
    commonHeaders: headers,
    pages,
    guides,
    endpointPage: pageOfEndpoints(pages),
    endpointHtml: (endpoint) => html.get(endpoint) ?? '',
    href: (slug) => `${base}/${slug ? `${slug}/` : ''}`,
    highlighter: runtime.highlighter,
  };
  const kept = runtime.keptPages;
  if (kept) {
    kept.keys = pageKeys(site, kept.stamp);
    kept.unchanged = unchangedPages(kept.keys, kept.last, kept.docsDir);
    unlinkPagesToRender(kept.keys, kept.unchanged, kept.docsDir);
    site.unchanged = kept.unchanged;
  }
  return site;
}

/**
 * Every endpoint's HTML in the theme, memoised by its entry's digest (so `astro dev` only redoes what an
 * edit changed) and kept on disk (so a rebuild only renders the endpoints that changed).
 */
async function renderEndpoints(source: SiteSource, digests: Map<string, string | undefined>, render: EndpointRenderer): Promise<Map<Endpoint, string>> {
  const runtime = getRuntime();
  const config = runtime.config;
  const html = new Map<Endpoint, string>();
  const renders: Array<Promise<void>> = [];
  const progress = runtime.options.progress;
  const ids = endpointEntryIds(source.groups);
  progress?.start('render', ids.length);
  let fromLastBuild = 0;
  for (const { id, group, endpoint } of ids) {
    const digest = digests.get(id);
    const key = `${config.theme}\0${group.name}\0${digest ?? JSON.stringify({ ...endpoint, group: group.name })}`;
    let done = rendered.get(key);
    if (!done) {
      // An entry with a digest may have been rendered by an earlier build (same code, config and templates).
      const stored = digest ? runtime.renderCache.get(key) : undefined;
      if (stored !== undefined) fromLastBuild++;
      done = stored !== undefined
        ? Promise.resolve(stored)
        : endpointView(endpoint, group.name, {
            config: { example_languages: config.exampleLanguages },
            baseUrl: config.baseUrl,
            highlighter: runtime.highlighter,
            templates: runtime.templates,
          }).then((view) => {
            const text = render(view, config).value;
            if (digest) runtime.renderCache.set(key, text);
            return text;
          });
      rendered.set(key, done);
    }
    renders.push(
      done.then((text) => {
        html.set(endpoint, text);
        progress?.tick();
      }),
    );
  }
  await Promise.all(renders);
  progress?.end(`${renders.length} endpoints${fromLastBuild ? `, ${fromLastBuild} from the last build` : ''}`);
  return html;
}

/** The search document (HTML) of an endpoint. */
function searchHtml(endpoint: Endpoint): string {
  return keptFor(endpoint, 'search', () => endpointSearchHtml(endpoint));
}

/**
 * The headers every endpoint sends, from each endpoint's headers as kept: reading every endpoint's headers would
 * decode every endpoint kept from an earlier run.
 */
function keptCommonHeaders(groups: Group[]): Array<[name: string, value: string]> {
  return commonHeaders(groups, (endpoint) => JSON.parse(keptFor(endpoint, 'headers', () => JSON.stringify(Object.entries(endpoint.headers)))) as Array<[string, string]>);
}

/** A text made from an endpoint alone, kept with the rendered HTML under the digest of the endpoint's content. */
function keptFor(endpoint: Endpoint, kind: string, make: () => string): string {
  const digest = contentDigestOf(endpoint);
  if (!digest) return make();
  const cache = getRuntime().renderCache;
  const key = `${kind}\0${digest}`;
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const text = make();
  cache.set(key, text);
  return text;
}

async function guideLinks(read: CollectionReader): Promise<GuideLink[]> {
  const list = await entries(read, GUIDES_COLLECTION);
  return list
    .map((entry) => {
      const data = entry.data as { title: string; order?: number };
      return { id: entry.id, title: data.title, order: data.order ?? 100, slug: `guides/${entry.id}`, entry };
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ order: _order, ...link }) => link);
}
