/**
 * The OpenAPI renderers of the `external_*` types, served from this package's own dependencies
 * (never a CDN): their browser bundles are copied under `<docs>/vendor/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PublicFile } from '../../build-steps/public-files.ts';
import type { ExternalThemeName } from '../choice.ts';

const require = createRequire(import.meta.url);

interface RendererAssets {
  scripts: string[];
  styles: string[];
}

const BUNDLES: Record<ExternalThemeName, { pkg: string; scripts: string[]; styles: string[] }> = {
  scalar: { pkg: '@scalar/api-reference', scripts: ['dist/browser/standalone.js'], styles: [] },
  elements: { pkg: '@stoplight/elements', scripts: ['web-components.min.js'], styles: ['styles.min.css'] },
  rapidoc: { pkg: 'rapidoc', scripts: ['dist/rapidoc-min.js'], styles: [] },
};

/** The folder of an installed package (walking up from its entry point to its package.json). */
function packageRoot(pkg: string): string {
  let dir = dirname(require.resolve(pkg));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`The package ${pkg} is not installed.`);
    dir = parent;
  }
}

export function rendererFiles(theme: ExternalThemeName, docsUrl: string): { files: PublicFile[]; assets: RendererAssets } {
  const bundle = BUNDLES[theme];
  const root = packageRoot(bundle.pkg);
  const place = (file: string) => ({ urlPath: `${docsUrl}/vendor/${theme}/${file.split('/').pop()}`, source: join(root, file) });
  const scripts = bundle.scripts.map(place);
  const styles = bundle.styles.map(place);
  return { files: [...scripts, ...styles], assets: { scripts: scripts.map((f) => f.urlPath), styles: styles.map((f) => f.urlPath) } };
}
