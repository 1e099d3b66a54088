/**
 * Where the site's data comes from by default: the pipeline's `extractApp` — the app's config
 * (`config/docgen.php`, or Scribe's) with the integration's `config` option over it, then every
 * documented endpoint, in the configured group order.
 *
 * The pipeline (some 200 modules) is loaded compiled, from docgen's `lib/` (written by `npm install` and
 * `npm pack`), when it is first needed: Astro loads the integration through a Vite module runner that
 * transforms every imported module anew on each start, which took longer than the extraction itself.
 * A site with its own `source` never loads the pipeline.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { packageFile } from '../src/package-root.ts';
import type { SiteSource } from '../src/site-data/site-source.ts';

type Pipeline = typeof import('../src/pipeline.ts');

let pipeline: Promise<Pipeline> | undefined;

/** Node's own `import()`: written in the module, it would be Vite's, which transforms the module instead of loading it. */
const nativeImport = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<unknown>;

function loadPipeline(): Promise<Pipeline> {
  const compiled = packageFile('lib', 'pipeline.js');
  if (!existsSync(compiled)) throw new Error(`docgen: ${compiled} is missing; run \`npm run prepare\` in docgen's folder to compile it.`);
  pipeline ??= nativeImport(pathToFileURL(compiled).href) as Promise<Pipeline>;
  return pipeline;
}

export async function defaultSource(appRoot: string, overrides: Record<string, unknown>): Promise<SiteSource> {
  const { extractApp } = await loadPipeline();
  return extractApp(appRoot, { config: overrides });
}
