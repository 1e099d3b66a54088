/** `<docs_url>/llms-full.txt`: every endpoint in Markdown, in one file. */
import type { APIRoute } from 'astro';
import { getRuntime, llmsFullTxt } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const text = llmsFullTxt(site.groups, site.output, import.meta.env.DEV ? undefined : getRuntime().markdownPieces);
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
