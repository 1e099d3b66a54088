/** `<docs_url>/collection.json`: the Postman collection of what the docs show (prerendered; live in `astro dev`). */
import type { APIRoute } from 'astro';
import { getRuntime, siteCollectionText } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const text = siteCollectionText(await loadSite(), import.meta.env.DEV);
  getRuntime().published.collection = text;
  return new Response(text, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
