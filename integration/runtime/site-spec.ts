/** The OpenAPI spec of what the docs show, with the integration's `openapi.generators` hooks applied. */
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import type { Site } from '../../src/site-data/site.ts';
import { getRuntime } from './runtime.ts';

export function siteOpenApiSpec(site: Site): ReturnType<typeof generateOpenApiSpec>['spec'] {
  const runtime = getRuntime();
  // The owner's example-request templates give the code samples of the languages docgen has no generator for.
  return generateOpenApiSpec(site.groups, { ...site.output, templates: runtime.templates }, { generators: runtime.options.openapi.generators }).spec;
}
