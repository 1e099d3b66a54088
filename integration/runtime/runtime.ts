/**
 * The state one integration instance shares with its content loader and routes. Astro loads the
 * integration and the site's modules (content config, pages) as separate module instances in the
 * same process, so the state lives on `globalThis` under a registered symbol.
 */
import type { Diagnostic, Group } from '../../src/model.ts';
import type { CodeHighlighter } from '../../src/site-data/code-highlighter.ts';
import type { RenderCache } from '../../src/site-data/render-cache.ts';
import type { KeptPieces } from '../../src/extract/kept-pieces.ts';
import type { SearchDocument } from '../../src/site-data/search-document.ts';
import type { TemplateLibrary } from '../../src/snippets/templates.ts';
import type { PublicConfig } from '../../src/site-data/public-config.ts';
import type { SiteSource } from '../../src/site-data/site-source.ts';
import type { ResolvedOptions } from '../options.ts';
import type { KeptPages } from '../build-steps/kept-pages.ts';

export interface DocgenRuntime {
  options: ResolvedOptions;
  appRoot: string;
  /** Absolute folder of `<lang>.mustache` templates. */
  templatesDir: string;
  /** Absolute guides folder, when there is one. */
  guidesDir?: string;
  config: PublicConfig;
  /** One highlighter for the whole build (its disk cache is saved when the build ends). */
  highlighter: CodeHighlighter;
  /** Endpoint HTML of earlier builds, by theme, group and entry digest (saved when the build ends). */
  renderCache: RenderCache;
  /** Endpoint Markdown of earlier builds, by content digest, for the Markdown twins and `llms-full.txt` of a build (saved when it ends). */
  markdownPieces: KeptPieces;
  templates: TemplateLibrary;
  /** docgen's cache folder in the project (`node_modules/.cache/docgen`): what builds keep for the next. */
  cacheDir: string;
  /** The latest extraction. */
  current(): Promise<SiteSource>;
  /** Extracts again (after a source edit in `astro dev`). */
  refresh(): Promise<SiteSource>;
  /** Set by the loader, so that pages can tell a missing collection from an empty API. */
  loaderRan: boolean;
  /** The HTML of the endpoints on each API page, by the page's path below the docs URL (what the page index may skip). */
  endpointHtmlByPage?: Map<string, string[]>;
  /** One search document per endpoint, made when the site is planned; indexed after the build. */
  searchDocuments?: SearchDocument[];
  /** With a kept output folder (`docgen build`): its pages from the last build, and which need no rendering. */
  keptPages?: KeptPages;
  /** The collection and spec as their routes served them: what a framework build puts into the app. */
  published: { collection?: string; openapi?: string };
}

const KEY = Symbol.for('docgen.runtime');

export function setRuntime(runtime: DocgenRuntime): void {
  (globalThis as Record<symbol, unknown>)[KEY] = runtime;
}

export function getRuntime(): DocgenRuntime {
  const runtime = (globalThis as Record<symbol, unknown>)[KEY] as DocgenRuntime | undefined;
  if (!runtime) {
    throw new Error(
      'docgen: the integration is not set up. Add it to astro.config.mjs: integrations: [docgen({ app: "./path/to/laravel-app" })].',
    );
  }
  return runtime;
}

/** Counts the diagnostics for the build log. */
export function summarise(diagnostics: Diagnostic[], groups: Group[]): string {
  const endpoints = groups.reduce((n, g) => n + g.endpoints.length, 0);
  const warnings = diagnostics.filter((d) => d.severity !== 'notice').length;
  return `${endpoints} endpoints in ${groups.length} groups${warnings ? `, ${warnings} warnings` : ''}`;
}

