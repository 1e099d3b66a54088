/**
 * The site as its pages and routes see it, whatever the theme: the public config, the groups in their
 * order, the page plan, the guides, and each endpoint's HTML as the theme rendered it.
 */
import type { Endpoint, Group } from '../model.ts';
import type { OutputContext } from '../output/context.ts';
import type { CodeHighlighter } from './code-highlighter.ts';
import type { EndpointView } from './endpoint-view.ts';
import type { PagePlan } from './pages.ts';
import type { PublicConfig } from './public-config.ts';

/** A theme's HTML of one endpoint (the themes return their escaped-HTML value). */
export type EndpointRenderer = (view: EndpointView, config: PublicConfig) => { readonly value: string };

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
  /** The extraction's config and the app's name and URL, for the writers (collection, spec, Markdown). */
  output: OutputContext;
  groups: Group[];
  /** The headers every endpoint sends (the introduction shows them once). */
  commonHeaders: Array<[name: string, value: string]>;
  pages: PagePlan[];
  guides: GuideLink[];
  /** Page slug of each endpoint id. */
  endpointPage: Map<string, string>;
  /** The theme's HTML of an endpoint (rendered before the pages are planned). */
  endpointHtml(endpoint: Endpoint): string;
  /** `/docs/` + slug + `/`. */
  href(slug: string): string;
  /** The build's one highlighter, for code a page shows besides the endpoints' (and the palette's CSS). */
  highlighter: CodeHighlighter;
  /** Pages (slugs) the output folder holds from the last build as this one would write them: not rendered (page-keys.ts). */
  unchanged?: ReadonlySet<string>;
}
