/**
 * What a theme of docgen's own pages is: a folder under `themes/` holding
 * - `Layout.astro`, the Astro component of every docs page, given `LayoutProps`;
 * - `index.ts`, declaring the theme: its endpoint renderer (one endpoint's HTML, made once per endpoint
 *   before the pages are planned, so that a page's size is known and a rebuild reuses it).
 * `themes/index.ts` lists the themes by name; the docs route takes the layout of the same folder.
 */
import type { PagePlan } from '../../src/site-data/pages.ts';
import type { EndpointRenderer, GuideLink, Site } from '../../src/site-data/site.ts';

/** What the layout is given: an API page of the plan, a guide, or the shared navigation document. */
export interface LayoutProps {
  site: Site;
  page?: PagePlan;
  guide?: GuideLink;
  /** The shared navigation document: the sidebar only, not indexed for search. */
  navigation?: boolean;
}

export interface PageTheme {
  /** Its folder under `themes/`, where its `Layout.astro` is. */
  folder: string;
  endpointHtml: EndpointRenderer;
}
