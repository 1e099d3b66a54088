/**
 * `<docs_url>/openapi.yaml`: the OpenAPI spec of what the docs show (prerendered; live in `astro dev`), with
 * the integration's `openapi.generators` hooks applied. The route exists only when `openapi.enabled` is true
 * or the type is `external_*` (see index.ts).
 */
import type { APIRoute } from 'astro';
import { getRuntime, siteOpenApiText } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const text = siteOpenApiText(await loadSite(), import.meta.env.DEV);
  getRuntime().published.openapi = text;
  return new Response(text, { headers: { 'Content-Type': 'application/yaml; charset=utf-8' } });
};
