/** The OpenAPI spec of what the docs show, with the integration's `openapi.generators` hooks applied. */
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { getRuntime } from './runtime.ts';
import { loadSite } from './site.ts';

export async function siteOpenApiSpec(): Promise<ReturnType<typeof generateOpenApiSpec>['spec']> {
  const site = await loadSite();
  const runtime = getRuntime();
  const source = await runtime.current();
  const context = { config: source.config, appName: source.appName, appUrl: source.appUrl, templates: runtime.templates };
  return generateOpenApiSpec(site.groups, context, { generators: runtime.options.openapi.generators }).spec;
}
