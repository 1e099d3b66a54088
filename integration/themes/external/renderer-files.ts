/** The external renderer's browser bundle, copied from docgen's own dependencies under `<docs>/vendor/<name>/`. */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PublicFile } from '../../build-steps/public-files.ts';
import type { ExternalThemeName } from '../choice.ts';
import { EXTERNAL_RENDERERS } from './renderers.ts';

const require = createRequire(import.meta.url);

interface RendererAssets {
  scripts: string[];
  styles: string[];
}

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
  const bundle = EXTERNAL_RENDERERS[theme].bundle;
  const root = packageRoot(bundle.pkg);
  const place = (file: string) => ({ urlPath: `${docsUrl}/vendor/${theme}/${file.split('/').pop()}`, source: join(root, file) });
  const scripts = bundle.scripts.map(place);
  const styles = bundle.styles.map(place);
  return { files: [...scripts, ...styles], assets: { scripts: scripts.map((f) => f.urlPath), styles: styles.map((f) => f.urlPath) } };
}
