/**
 * Where the `framework` and `external_framework` output types put things in the app (as Scribe's
 * `laravel` type does): the view in `resources/views/docgen/`, pages, documents for agents, collection and spec as data in
 * `storage/app/docgen/`, assets in `public/vendor/docgen` or `public/<assets_directory>`, and the routes
 * in `routes/docgen.php`.
 */
import { join, resolve } from 'node:path';
import type { DocgenConfig } from '../../config/types.ts';
import { DOCUMENTS_FOLDER, FRAMEWORK_DATA_DIR, PAGES_FOLDER } from '../output-files.ts';

export interface FrameworkPaths {
  /** `resources/views/docgen/index.blade.php`: the fixed shell. */
  view: string;
  /** `storage/app/docgen`. */
  dataDir: string;
  /** `storage/app/docgen/pages`: the generated HTML, stored as data. */
  pagesDir: string;
  /** `storage/app/docgen/documents`: `llms.txt`, `llms-full.txt`, the pages' Markdown twins, `mcp.json`. */
  documentsDir: string;
  /** `storage/app/docgen/assets-manifest.json`: the assets written last time, so stale ones can be removed. */
  manifest: string;
  /** `public/vendor/docgen` or `public/<assets_directory>`. */
  assetsDir: string;
  /** The URL path the assets are served from: `/vendor/docgen` or `/<assets_directory>`. */
  assetsUrl: string;
  /** `routes/docgen.php`. */
  routesFile: string;
  /** `framework.docs_url` as a Laravel route URI: no leading or trailing slash (`docs`), `/` for the root. */
  docsUri: string;
}

export const VIEW_NAME = 'docgen.index';

export function frameworkPaths(appRoot: string, config: DocgenConfig): FrameworkPaths {
  const root = resolve(appRoot);
  const assetsDirectory = cleanSegments(config.framework.assets_directory ?? '') || 'vendor/docgen';
  const dataDir = join(root, FRAMEWORK_DATA_DIR);
  return {
    view: join(root, 'resources/views/docgen/index.blade.php'),
    dataDir,
    pagesDir: join(dataDir, PAGES_FOLDER),
    documentsDir: join(dataDir, DOCUMENTS_FOLDER),
    manifest: join(dataDir, 'assets-manifest.json'),
    assetsDir: join(root, 'public', assetsDirectory),
    assetsUrl: `/${assetsDirectory}`,
    routesFile: join(root, 'routes/docgen.php'),
    docsUri: cleanSegments(config.framework.docs_url) || '/',
  };
}

/** `/a//b/../c/` → `a/b/c`: path segments only, never leaving the folder (`..` and `.` are dropped). */
export function cleanSegments(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter((s) => s !== '' && s !== '.' && s !== '..')
    .join('/');
}
