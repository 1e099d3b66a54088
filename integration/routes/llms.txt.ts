/** `<docs_url>/llms.txt`: the API's title and description, one line per group and endpoint linking to its Markdown. */
import type { APIRoute } from 'astro';
import { llmsTxt } from '../../src/output/markdown/llms.ts';
import { llmsLinks } from '../runtime/markdown-twins.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const site = await loadSite();
  const source = await getRuntime().current();
  const text = llmsTxt(site.groups, { config: source.config, appName: source.appName, appUrl: source.appUrl }, llmsLinks(site));
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
