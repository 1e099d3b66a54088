/**
 * Where the site's data comes from by default: the pipeline's `extractApp` — the app's config
 * (`config/docgen.php`, or Scribe's) with the integration's `config` option over it, then every
 * documented endpoint, in the configured group order.
 *
 * The pipeline (some 200 modules) is loaded through tsx, natively and from tsx's transform cache,
 * when it is first needed: Astro loads the integration through a Vite module runner that transforms
 * every imported module anew on each start, which took longer than the extraction itself. A site
 * with its own `source` never loads the pipeline.
 */
import { tsImport } from 'tsx/esm/api';
import type { SiteSource } from './options.ts';

type Pipeline = typeof import('../src/pipeline.ts');

let pipeline: Promise<Pipeline> | undefined;

function loadPipeline(): Promise<Pipeline> {
  pipeline ??= tsImport(new URL('../src/pipeline.ts', import.meta.url).href, import.meta.url) as Promise<Pipeline>;
  return pipeline;
}

export async function defaultSource(appRoot: string, overrides: Record<string, unknown>): Promise<SiteSource> {
  const { extractApp } = await loadPipeline();
  const extracted = await extractApp(appRoot, { config: overrides });
  return {
    config: extracted.config,
    groups: extracted.groups,
    diagnostics: extracted.diagnostics,
    appName: extracted.appName,
    appUrl: extracted.appUrl,
  };
}
