/**
 * The built documentation as the framework output takes it: HTML pages (by their path below the docs URL),
 * the documents for agents (`llms.txt`, `llms-full.txt`, each page's Markdown twin, `mcp.json`) and asset files
 * (by their path below the site root), plus reading them from a static build folder.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { COLLECTION_FILE, LLMS_FILE, LLMS_FULL_FILE, MCP_FILE, OPENAPI_FILE } from '../output-files.ts';
import { cleanSegments } from './paths.ts';

export interface SitePage {
  /** Below the docs URL: `''` for the docs page, `books` for `<docs_url>/books/`. */
  path: string;
  html: string;
}

export interface SiteAsset {
  /** Below the site root, as the pages reference it with a leading `/`: `_astro/index.css`. */
  path: string;
  content: Uint8Array | string;
}

/** A text file served at a path below the docs URL: `llms.txt`, `books.md`, `mcp.json`. */
export interface SiteDocument {
  path: string;
  content: string;
}

export interface FrameworkSite {
  pages: SitePage[];
  assets: SiteAsset[];
  documents?: SiteDocument[];
}

/** The documents for agents among the files below the docs URL (the search index and the bundles are assets). */
export function isAgentDocument(pathBelowDocs: string): boolean {
  if ([LLMS_FILE, LLMS_FULL_FILE, MCP_FILE].includes(pathBelowDocs)) return true;
  return pathBelowDocs.endsWith('.md') && !/^(_astro|pagefind)\//.test(pathBelowDocs);
}

/** Files a build folder holds that are served by routes, not copied as assets. */
const SERVED_BY_ROUTES = new Set([COLLECTION_FILE, OPENAPI_FILE]);

/**
 * Reads a static build (e.g. Astro's `dist/`): every `index.html`/`*.html` below `<dist>/<docsUrl>/` is a page,
 * the documents for agents there are documents, every other file of the build is an asset (except the docs'
 * collection and spec, which get routes of their own).
 */
export function readBuiltSite(distDir: string, docsUrl: string): FrameworkSite {
  const docsDir = cleanSegments(docsUrl);
  const pages: SitePage[] = [];
  const assets: SiteAsset[] = [];
  const documents: SiteDocument[] = [];
  for (const file of listFiles(distDir)) {
    const path = relative(distDir, file).split(sep).join('/');
    const underDocs = docsDir === '' ? path : path.startsWith(`${docsDir}/`) ? path.slice(docsDir.length + 1) : null;
    if (underDocs !== null && underDocs.endsWith('.html')) {
      const pagePath = underDocs.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '');
      pages.push({ path: pagePath, html: readFileSync(file, 'utf8') });
      continue;
    }
    if (underDocs !== null && SERVED_BY_ROUTES.has(underDocs)) continue;
    if (underDocs !== null && isAgentDocument(underDocs)) {
      documents.push({ path: underDocs, content: readFileSync(file, 'utf8') });
      continue;
    }
    if (path.endsWith('.html')) continue; // pages of other parts of the site
    assets.push({ path, content: readFileSync(file) });
  }
  pages.sort((a, b) => a.path.localeCompare(b.path));
  documents.sort((a, b) => a.path.localeCompare(b.path));
  return { pages, assets, documents };
}

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) files.push(...listFiles(full));
    else files.push(full);
  }
  return files;
}
