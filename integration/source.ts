/**
 * Where the site's data comes from by default: the pipeline's `extractApp` — the app's config
 * (`config/docgen.php`, or Scribe's) with the integration's `config` option over it, then every
 * documented endpoint, in the configured group order.
 */
import { extractApp } from '../src/pipeline.ts';
import type { SiteSource } from './options.ts';

export async function defaultSource(appRoot: string, overrides: Record<string, unknown>): Promise<SiteSource> {
  const extracted = await extractApp(appRoot, { config: overrides });
  return {
    config: extracted.config,
    groups: extracted.groups,
    diagnostics: extracted.diagnostics,
    appName: extracted.appName,
    appUrl: extracted.appUrl,
  };
}
