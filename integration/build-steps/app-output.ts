/**
 * After a build, the docs go into the app as `type` says:
 * - `static` / `external_static`: the built docs folder is copied to `<app>/<static.output_path>`;
 * - `framework` / `external_framework`: the framework output (src/output/framework) writes the fixed Blade
 *   view, the pages as data, the assets, `storage/app/docgen/{collection.json,openapi.yaml}` and
 *   `routes/docgen.php`. The collection and spec are the texts the build published beside the docs (the
 *   same groups, the same generator hooks); a disabled one is `null`, so a stale copy is removed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isAppFile } from '../../src/app-files.ts';
import { lineOfKey } from '../../src/config/validate.ts';
import { isStaticType } from '../../src/config/output-types.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import type { Diagnostic } from '../../src/model.ts';
import { readBuiltSite, writeFrameworkOutput } from '../../src/output/framework/index.ts';
import { copyStaticDocs, type PlacementOptions } from './static-copy.ts';

export interface AppOutputInput {
  appRoot: string;
  config: DocgenConfig;
  /** Astro's output folder. */
  outDir: string;
  /** The docs' URL path in the build (`/docs`, or `''` at the root). */
  docsUrl: string;
  /** For the framework types: the collection and spec the build published (a missing one is disabled, and a stale copy in the app is removed). */
  published?: { collection?: string; openapi?: string };
  /** How a static build's docs go into the app: copied unless the build's output is discarded afterwards (moved) or partly kept (`stay`). */
  placement?: PlacementOptions;
}

export interface AppOutputResult {
  /** One line for the build log. */
  summary: string;
  diagnostics: Diagnostic[];
}

export function writeDocsIntoApp(input: AppOutputInput): AppOutputResult {
  const { appRoot, config, outDir, docsUrl, published = {}, placement = {} } = input;
  const docsDir = join(outDir, docsUrl);
  if (isStaticType(config.type)) {
    const target = resolve(appRoot, config.static.output_path);
    // The copy replaces the target folder: never the app itself, a folder above it or one outside it (the path
    // comes from the app's config) unless the person running docgen allowed that folder.
    if (!isAppFile(appRoot, target) || isAppFile(target, appRoot)) {
      return {
        summary: `The docs were not copied to ${target}`,
        diagnostics: [
          {
            severity: 'error',
            code: 'static-output-path',
            message: `static.output_path ${config.static.output_path} is ${isAppFile(target, appRoot) ? 'the app itself or a folder above it' : 'outside the app'} (${target}); the docs, which replace that folder, are not copied. Use a folder inside the app such as public/docs${isAppFile(target, appRoot) ? '' : ', or allow the folder with --allow-outside-files (the allowOutsideFiles option)'}.`,
            ...configLocation(appRoot, ['static', 'output_path']),
          },
        ],
      };
    }
    copyStaticDocs(docsDir, target, placement);
    return { summary: `Copied the docs to ${target}`, diagnostics: [] };
  }
  const result = writeFrameworkOutput(appRoot, config, {
    site: readBuiltSite(outDir, docsUrl),
    collection: published.collection ?? null,
    openapi: published.openapi ?? null,
  });
  const pages = result.written.filter((path) => path.startsWith(result.paths.pagesDir)).length;
  const routes = config.framework.add_routes ? `, routes in ${result.paths.routesFile}` : ' (framework.add_routes is false: no routes file)';
  return {
    summary: `Wrote the docs into ${resolve(appRoot)}: ${pages} pages, assets under ${result.paths.assetsDir}${routes}`,
    diagnostics: result.diagnostics,
  };
}

/** Where a key is written in the app's config file, when the app has one. */
function configLocation(appRoot: string, path: string[]): { file?: string; line?: number } {
  const file = join(appRoot, 'config', 'docgen.php');
  return existsSync(file) ? { file: 'config/docgen.php', line: lineOfKey(readFileSync(file, 'utf8'), path) } : {};
}
