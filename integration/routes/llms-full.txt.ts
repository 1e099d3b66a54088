/** `<docs_url>/llms-full.txt`: every endpoint in Markdown, in one file. */
import type { APIRoute } from 'astro';
import { llmsFullTxt } from '../../src/output/markdown/llms.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const source = await getRuntime().current();
  const text = llmsFullTxt(site.groups, { config: source.config, appName: source.appName, appUrl: source.appUrl });
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
