/**
 * `<docs_url>/openapi.yaml`: the OpenAPI spec of what the docs show (prerendered; live in `astro dev`), with
 * the integration's `openapi.generators` hooks applied. The route exists only when `openapi.enabled` is true
 * or the type is `external_*` (see index.ts).
 */
import type { APIRoute } from 'astro';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { siteOpenApiSpec } from '../runtime/site-spec.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  return new Response(openApiToYaml(await siteOpenApiSpec()), { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
