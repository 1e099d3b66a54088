/**
 * The site as the pages see it: groups rebuilt from the content collections in their order, every
 * endpoint rendered once by the theme (memoised by the entry's digest, so `astro dev` only redoes
 * what an edit changed, and kept on disk, so a rebuild only renders the endpoints that changed),
 * the page plan cut by count and by rendered size, and the guides.
 */
import { getCollection } from 'astro:content';
import config from 'virtual:docgen/config';
import type { Endpoint, Group } from '../../src/model.ts';
import { endpointAnchor } from '../../src/site-data/anchors.ts';
import { endpointView } from '../../src/site-data/endpoint-view.ts';
import { endpointSearchDocument } from '../../src/site-data/search-document.ts';
import { pageOfEndpoints, planPages, type PagePlan } from '../../src/site-data/pages.ts';
import { ENDPOINTS_COLLECTION, GROUPS_COLLECTION, GUIDES_COLLECTION, type EndpointEntry, type GroupEntry } from '../loaders.ts';
import { endpointHtml as defaultEndpointHtml } from '../themes/default/endpoint-html.ts';
import { elementsEndpointHtml } from '../themes/elements/endpoint-html.ts';
import type { PublicConfig } from './public-config.ts';
import { changelogPage } from './changelog.ts';
import { getRuntime } from './runtime.ts';

export interface GuideLink {
  id: string;
  title: string;
  slug: string;
  /** A guide of the content collection… */
  entry?: unknown;
  /** …or a page docgen writes itself (the changelog), as HTML. */
  html?: string;
}

export interface Site {
  config: PublicConfig;
  groups: Group[];
  pages: PagePlan[];
  guides: GuideLink[];
  /** Page slug of each endpoint id. */
  endpointPage: Map<string, string>;
  /** The theme's HTML of an endpoint (rendered before the pages are planned). */
  endpointHtml(endpoint: Endpoint): string;
  /** `/docs/` + slug + `/`. */
  href(slug: string): string;
}

interface AnyEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string;
}

const rendered = new Map<string, Promise<string>>();
let cached: { fingerprint: string; site: Promise<Site> } | undefined;

async function entries(name: string): Promise<AnyEntry[]> {
  return (await getCollection(name as never)) as unknown as AnyEntry[];
}

/**
 * The site, built once per version of the collections: in `astro dev` the collections change after
 * an edit (a little after the loader stored it), so the cache is keyed by their digests. A build's
 * collections never change, and every `getCollection` copies every entry deeply, so a build reads
 * them once, not once per page.
 */
export async function loadSite(): Promise<Site> {
  if (cached && !import.meta.env.DEV) return cached.site;
  const [groupEntries, endpointEntries] = await Promise.all([entries(GROUPS_COLLECTION), entries(ENDPOINTS_COLLECTION)]);
  const fingerprint = [...groupEntries, ...endpointEntries].map((e) => `${e.id}:${e.digest ?? ''}`).join('|');
  if (!cached || cached.fingerprint !== fingerprint) cached = { fingerprint, site: buildSite(groupEntries, endpointEntries) };
  return cached.site;
}

async function buildSite(groupEntries: AnyEntry[], endpointEntries: AnyEntry[]): Promise<Site> {
  const runtime = getRuntime();
  if (!runtime.loaderRan) {
    throw new Error(
      `docgen: the content collections are missing. Add them to content.config.ts in your srcDir:\n` +
        `  import { docgenCollections } from 'laravel-docgen/loaders';\n  export const collections = { ...docgenCollections() };`,
    );
  }
  const groups: Group[] = groupEntries
    .map((e) => e.data as unknown as GroupEntry)
    .sort((a, b) => a.order - b.order)
    .map((g) => ({ name: g.name, description: g.description, endpoints: [] }));
  const byName = new Map(groups.map((g) => [g.name, g]));
  const html = new Map<Endpoint, string>();
  const renders: Array<Promise<void>> = [];
  const render = config.theme === 'elements' ? elementsEndpointHtml : defaultEndpointHtml;
  const progress = runtime.options.progress;
  progress?.start('render', endpointEntries.length);
  let fromLastBuild = 0;
  for (const entry of [...endpointEntries].sort((a, b) => (a.data.order as number) - (b.data.order as number))) {
    const { group, order: _order, ...endpoint } = entry.data as unknown as EndpointEntry;
    const target = byName.get(group);
    if (!target) continue;
    target.endpoints.push(endpoint);
    const key = `${config.theme}\0${group}\0${entry.digest ?? JSON.stringify(entry.data)}`;
    let done = rendered.get(key);
    if (!done) {
      // An entry with a digest may have been rendered by an earlier build (same code, config and templates).
      const stored = entry.digest ? runtime.renderCache.get(key) : undefined;
      if (stored !== undefined) fromLastBuild++;
      done = stored !== undefined
        ? Promise.resolve(stored)
        : endpointView(endpoint, group, {
            config: { example_languages: config.exampleLanguages },
            baseUrl: config.baseUrl,
            highlighter: runtime.highlighter,
            templates: runtime.templates,
          }).then((view) => {
            const text = render(view, config).value;
            if (entry.digest) runtime.renderCache.set(key, text);
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
  const pages = planPages(groups, config.layout, (e) => html.get(e)?.length ?? 0);
  runtime.searchDocuments = pages.flatMap((page) =>
    page.groups.flatMap((section) =>
      section.endpoints.map((e) => endpointSearchDocument(e, `/${page.slug ? `${page.slug}/` : ''}#${endpointAnchor(section.group.name, e)}`)),
    ),
  );
  const guides = config.guides ? await guideLinks() : [];
  const changelog = await changelogPage(groups);
  if (changelog) guides.push(changelog);
  const base = config.docsUrl;
  return {
    config,
    groups,
    pages,
    guides,
    endpointPage: pageOfEndpoints(pages),
    endpointHtml: (endpoint) => html.get(endpoint) ?? '',
    href: (slug) => `${base}/${slug ? `${slug}/` : ''}`,
  };
}

async function guideLinks(): Promise<GuideLink[]> {
  const list = await entries(GUIDES_COLLECTION);
  return list
    .map((entry) => {
      const data = entry.data as { title: string; order?: number };
      return { id: entry.id, title: data.title, order: data.order ?? 100, slug: `guides/${entry.id}`, entry };
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ order: _order, ...link }) => link);
}
