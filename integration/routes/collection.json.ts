/** `<docs_url>/collection.json`: the Postman collection of what the docs show (prerendered; live in `astro dev`). */
import type { APIRoute } from 'astro';
import { collectionToJson, generatePostmanCollection, getRuntime } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const { collection } = generatePostmanCollection(site.groups, site.output);
  const text = collectionToJson(collection);
  getRuntime().published.collection = text;
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
