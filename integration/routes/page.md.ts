/** `<docs_url>/<page>.md` (`index.md` for the index): the Markdown twin of each API page, linked from its head. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { pageMarkdown } from '../../src/output/markdown/llms.ts';
import { pageGroups, twinPath } from '../runtime/markdown-twins.ts';
import { getRuntime } from '../runtime/runtime.ts';
import { loadSite } from '../runtime/site.ts';

export const prerender = true;

export const getStaticPaths: GetStaticPaths = async () => {
  const site = await loadSite();
  return site.pages.map((page) => ({ params: { twin: twinPath(page.slug) }, props: { slug: page.slug } }));
};

export const GET: APIRoute = async ({ props }) => {
  const site = await loadSite();
  const source = await getRuntime().current();
  const page = site.pages.find((p) => p.slug === (props as { slug: string }).slug)!;
  const text = pageMarkdown({ intro: page.intro, groups: pageGroups(page) }, { config: source.config, appName: source.appName, appUrl: source.appUrl });
  return new Response(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
