/**
 * The site as the pages see it: groups rebuilt from the content collections in their order, the
 * page plan, the guides, and endpoint views made on demand (memoised by the entry's digest, so
 * `astro dev` only redoes what an edit changed).
 */
import { getCollection, type CollectionEntry } from 'astro:content';
import config from 'virtual:docgen/config';
import type { Endpoint, Group } from '../../src/model.ts';
import { endpointView, type EndpointView } from '../../src/site-data/endpoint-view.ts';
import { pageOfEndpoints, planPages, type PagePlan } from '../../src/site-data/pages.ts';
import { ENDPOINTS_COLLECTION, GROUPS_COLLECTION, GUIDES_COLLECTION, type EndpointEntry, type GroupEntry } from '../loaders.ts';
import type { PublicConfig } from './public-config.ts';
import { getRuntime } from './runtime.ts';

export interface GuideLink {
  id: string;
  title: string;
  slug: string;
  entry: unknown;
}

export interface Site {
  config: PublicConfig;
  groups: Group[];
  pages: PagePlan[];
  guides: GuideLink[];
  /** Page slug of each endpoint id. */
  endpointPage: Map<string, string>;
  view(endpoint: Endpoint, groupName: string): Promise<EndpointView>;
  /** `/docs/` + slug + `/`. */
  href(slug: string): string;
}

const views = new Map<string, Promise<EndpointView>>();

interface AnyEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string;
}

async function entries(name: string): Promise<AnyEntry[]> {
  return (await getCollection(name as never)) as unknown as AnyEntry[];
}

let cached: { revision: number; site: Promise<Site> } | undefined;

/** The site, built once per extraction (a dev edit makes a new one). */
export function loadSite(): Promise<Site> {
  const runtime = getRuntime();
  if (!cached || cached.revision !== runtime.revision) cached = { revision: runtime.revision, site: buildSite() };
  return cached.site;
}

async function buildSite(): Promise<Site> {
  const runtime = getRuntime();
  const [groupEntries, endpointEntries] = await Promise.all([entries(GROUPS_COLLECTION), entries(ENDPOINTS_COLLECTION)]);
  if (!runtime.loaderRan) {
    throw new Error(
      `docgen: the content collections are missing. Add them to content.config.ts in your srcDir:\n` +
        `  import { docgenCollections } from 'docgen/loaders';\n  export const collections = { ...docgenCollections() };`,
    );
  }
  const groups: Group[] = groupEntries
    .map((e) => e.data as unknown as GroupEntry)
    .sort((a, b) => a.order - b.order)
    .map((g) => ({ name: g.name, description: g.description, endpoints: [] }));
  const byName = new Map(groups.map((g) => [g.name, g]));
  const digests = new Map<Endpoint, string>();
  for (const entry of [...endpointEntries].sort((a, b) => (a.data.order as number) - (b.data.order as number))) {
    const { group, order: _order, ...endpoint } = entry.data as unknown as EndpointEntry;
    const target = byName.get(group);
    if (!target) continue;
    target.endpoints.push(endpoint);
    digests.set(endpoint, entry.digest ?? entry.id);
  }
  const pages = planPages(groups, config.layout);
  const guides = config.guides ? await guideLinks() : [];
  const base = config.docsUrl;
  return {
    config,
    groups,
    pages,
    guides,
    endpointPage: pageOfEndpoints(pages),
    href: (slug) => `${base}/${slug ? `${slug}/` : ''}`,
    view(endpoint, groupName) {
      const key = `${groupName}\0${digests.get(endpoint) ?? endpoint.id}`;
      let view = views.get(key);
      if (!view) {
        view = endpointView(endpoint, groupName, {
          config: { example_languages: config.exampleLanguages },
          baseUrl: config.baseUrl,
          highlighter: runtime.highlighter,
          templates: runtime.templates,
        });
        views.set(key, view);
      }
      return view;
    },
  };
}

async function guideLinks(): Promise<GuideLink[]> {
  const list = (await getCollection(GUIDES_COLLECTION as never)) as unknown as Array<CollectionEntry<never> & AnyEntry>;
  return list
    .map((entry) => {
      const data = entry.data as { title: string; order?: number };
      return { id: entry.id, title: data.title, order: data.order ?? 100, slug: `guides/${entry.id}`, entry };
    })
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title))
    .map(({ order: _order, ...link }) => link);
}
