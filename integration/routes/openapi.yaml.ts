/**
 * `<docs_url>/openapi.yaml`: the OpenAPI spec of what the docs show (prerendered; live in `astro dev`), with
 * the integration's `openapi.generators` hooks applied. The route exists only when `openapi.enabled` is true
 * or the type is `external_*` (see index.ts).
 */
import type { APIRoute } from 'astro';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const runtime = getRuntime();
  const source = await runtime.current();
  const context = { config: source.config, appName: source.appName, appUrl: source.appUrl };
  const { spec } = generateOpenApiSpec(site.groups, context, { generators: runtime.options.openapi.generators });
  return new Response(openApiToYaml(spec), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
