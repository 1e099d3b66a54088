/**
 * When docgen runs compiled (from `lib/`, as `docgen build` and an installed integration do), the server
 * bundle of the pages imports the page kit's compiled copy, `lib/page-kit.js`, as it is, instead of bundling
 * docgen's TypeScript sources again: Rollup then parses and tree-shakes only the pages (a constant 1–1.5 s
 * of CPU less per build), and the pages run on the same module instances as the integration. Run from the
 * sources (this repository's tests), the pages are bundled with the sources as before.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { packageFile } from '../../src/package-root.ts';

export function compiledPageKit(): Plugin {
  const source = packageFile('integration', 'page-kit.ts');
  const compiled = packageFile('lib', 'page-kit.js');
  const runsCompiled = fileURLToPath(import.meta.url).startsWith(packageFile('lib') + sep) && existsSync(compiled);
  return {
    name: 'docgen:compiled-page-kit',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer, options) {
      if (!runsCompiled || !options.ssr || !importer || !id.endsWith('page-kit.ts')) return undefined;
      if (resolve(dirname(importer.split('?')[0]!), id) !== source) return undefined;
      // A file URL: Rollup keeps it as written (an absolute path would be made relative to the output).
      return { id: pathToFileURL(compiled).href, external: true };
    },
  };
}
