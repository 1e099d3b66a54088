/**
 * Writes the `framework` / `external_framework` output into the app:
 * - `resources/views/docgen/index.blade.php`: a fixed shell that prints a stored page without compiling it;
 * - `storage/app/docgen/pages/*.html`: the built pages, as data;
 * - `storage/app/docgen/documents/*`: `llms.txt`, `llms-full.txt`, the pages' Markdown twins and `mcp.json`;
 * - `storage/app/docgen/collection.json`, `openapi.yaml` (when given; `null` removes a stale one);
 * - the assets under `public/vendor/docgen` or `public/<assets_directory>` (stale ones from the last build removed);
 * - `routes/docgen.php` when `framework.add_routes` is true (and no such file when it is false).
 */
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isFrameworkType } from '../../config/output-types.ts';
import type { DocgenConfig } from '../../config/types.ts';
import { writeFileAtomic } from '../../atomic-write.ts';
import type { Diagnostic } from '../../model.ts';
import { COLLECTION_FILE, OPENAPI_FILE } from '../output-files.ts';
import { isTextAsset, rewriteAssetUrls } from './asset-urls.ts';
import { BLADE_SHELL } from './blade-shell.ts';
import { cleanSegments, frameworkPaths, type FrameworkPaths } from './paths.ts';
import { routesFileContent, type StoredPage } from './routes-file.ts';
import type { FrameworkSite } from './site.ts';

export interface FrameworkOutputInput {
  site: FrameworkSite;
  /** The collection JSON to store; `null` when the collection is disabled (a stored one is removed); absent: left alone. */
  collection?: string | null;
  /** The OpenAPI YAML to store; `null` when the spec is disabled (a stored one is removed); absent: left alone. */
  openapi?: string | null;
}

export interface FrameworkOutputResult {
  paths: FrameworkPaths;
  /** Absolute paths written. */
  written: string[];
  /** Absolute paths removed (stale pages and assets, a routes file no longer wanted). */
  removed: string[];
  diagnostics: Diagnostic[];
}

export function writeFrameworkOutput(appRoot: string, config: DocgenConfig, input: FrameworkOutputInput): FrameworkOutputResult {
  const paths = frameworkPaths(appRoot, config);
  const result: FrameworkOutputResult = { paths, written: [], removed: [], diagnostics: [] };
  const write = (path: string, content: Uint8Array | string) => {
    writeFileAtomic(path, content);
    result.written.push(path);
  };

  if (!isFrameworkType(config.type)) {
    result.diagnostics.push({
      severity: 'notice',
      code: 'framework-output-type',
      message: `The framework output was written although type is "${config.type}"; Laravel serves it only when routes/docgen.php is loaded.`,
    });
  }

  const assetPaths = new Set(input.site.assets.map((a) => cleanSegments(a.path)));
  const pages = storedPages(input.site.pages.map((p) => cleanSegments(p.path)));
  if (!pages.some((p) => p.path === '')) {
    result.diagnostics.push({
      severity: 'warning',
      code: 'framework-no-index',
      message: `The built site has no page at the docs URL itself (${config.framework.docs_url}); GET ${config.framework.docs_url} will answer 404.`,
    });
  }

  write(paths.view, BLADE_SHELL);
  const keptPages = new Set<string>();
  input.site.pages.forEach((page, index) => {
    const stored = pages[index]!;
    keptPages.add(stored.file);
    write(join(paths.pagesDir, stored.file), rewriteAssetUrls(page.html, assetPaths, paths.assetsUrl));
  });
  removeExcept(paths.pagesDir, keptPages, result.removed, '.html');

  const documents = storedDocuments((input.site.documents ?? []).map((d) => cleanSegments(d.path)));
  (input.site.documents ?? []).forEach((document, index) => write(join(paths.documentsDir, documents[index]!.file), document.content));
  removeExcept(paths.documentsDir, new Set(documents.map((d) => d.file)), result.removed);

  for (const [file, content] of [[COLLECTION_FILE, input.collection], [OPENAPI_FILE, input.openapi]] as const) {
    const path = join(paths.dataDir, file);
    if (typeof content === 'string') write(path, content);
    else if (content === null && existsSync(path)) {
      rmSync(path, { force: true });
      result.removed.push(path);
    }
  }

  for (const asset of input.site.assets) {
    const path = cleanSegments(asset.path);
    const content =
      isTextAsset(path) ? rewriteAssetUrls(typeof asset.content === 'string' ? asset.content : Buffer.from(asset.content).toString('utf8'), assetPaths, paths.assetsUrl) : asset.content;
    write(join(paths.assetsDir, path), content);
  }
  for (const stale of previousAssets(paths).filter((p) => !assetPaths.has(p))) {
    const file = join(paths.assetsDir, stale);
    if (existsSync(file)) {
      rmSync(file, { force: true });
      result.removed.push(file);
    }
  }
  write(paths.manifest, JSON.stringify([...assetPaths].sort(), null, 2) + '\n');

  if (config.framework.add_routes) {
    write(paths.routesFile, routesFileContent(config, paths, pages, documents));
  } else if (existsSync(paths.routesFile) && readFileSync(paths.routesFile, 'utf8').includes('// docgen: the routes')) {
    rmSync(paths.routesFile, { force: true });
    result.removed.push(paths.routesFile);
  }
  return result;
}

/** A storage file name per page path: `''` → `index.html`, `groups/books` → `groups--books.html`, unique. */
function storedPages(pagePaths: string[]): StoredPage[] {
  const used = new Set<string>();
  return pagePaths.map((path) => {
    const base = path === '' ? 'index' : storageName(path);
    let file = `${base}.html`;
    for (let n = 2; used.has(file) || (path !== '' && file === 'index.html'); n++) file = `${base}-${n}.html`;
    used.add(file);
    return { path, file };
  });
}

/** A storage file name per document path, keeping its extension: `guides/setup.md` → `guides--setup.md`, unique. */
function storedDocuments(documentPaths: string[]): StoredPage[] {
  const used = new Set<string>();
  return documentPaths.map((path) => {
    const name = storageName(path.replace(/\.[A-Za-z0-9]+$/, ''));
    const extension = /\.[A-Za-z0-9]+$/.exec(path)?.[0] ?? '';
    let file = `${name}${extension}`;
    for (let n = 2; used.has(file); n++) file = `${name}-${n}${extension}`;
    used.add(file);
    return { path, file };
  });
}

/** Letters, digits, `-` and `_` only; folders become `--`. */
const storageName = (path: string) => path.replace(/\//g, '--').replace(/[^A-Za-z0-9_-]/g, '_');

function removeExcept(dir: string, keep: Set<string>, removed: string[], extension = ''): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith(extension) && !keep.has(entry)) {
      rmSync(join(dir, entry), { force: true });
      removed.push(join(dir, entry));
    }
  }
}

function previousAssets(paths: FrameworkPaths): string[] {
  try {
    const list: unknown = JSON.parse(readFileSync(paths.manifest, 'utf8'));
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string').map(cleanSegments).filter(Boolean) : [];
  } catch {
    return [];
  }
}
