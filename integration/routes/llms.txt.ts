/** `<docs_url>/llms.txt`: the API's title and description, one line per group and endpoint linking to its Markdown. */
import type { APIRoute } from 'astro';
import { llmsLinks, llmsTxt } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const text = llmsTxt(site.groups, site.output, llmsLinks(site));
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
