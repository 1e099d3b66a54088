/** `<docs_url>/openapi.yaml`: the OpenAPI spec of what the docs show (prerendered; live in `astro dev`). */
import type { APIRoute } from 'astro';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const source = await getRuntime().current();
  const { spec } = generateOpenApiSpec(site.groups, { config: source.config, appName: source.appName, appUrl: source.appUrl });
  return new Response(openApiToYaml(spec), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
