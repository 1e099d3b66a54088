/** `<docs_url>/collection.json`: the Postman collection of what the docs show (prerendered; live in `astro dev`). */
import type { APIRoute } from 'astro';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const source = await getRuntime().current();
  const { collection } = generatePostmanCollection(site.groups, { config: source.config, appName: source.appName, appUrl: source.appUrl });
  return new Response(collectionToJson(collection), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
