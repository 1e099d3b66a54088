/** `<docs_url>/<page>.md` (`index.md` for the index): the Markdown twin of each API page, linked from its head. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getRuntime, pageAt, pageGroups, pageMarkdown, pagesToRender, twinPath } from '../page-kit.ts';
import { loadSite } from '../themed-site.ts';

export const prerender = true;

export const getStaticPaths: GetStaticPaths = async () => {
  const site = await loadSite();
  return pagesToRender(site).map((page) => ({ params: { twin: twinPath(page.slug) }, props: { slug: page.slug } }));
};

export const GET: APIRoute = async ({ props }) => {
  const site = await loadSite();
  const page = pageAt(site.pages, (props as { slug: string }).slug)!;
  const text = pageMarkdown({ intro: page.intro, groups: pageGroups(page) }, site.output, import.meta.env.DEV ? undefined : getRuntime().markdownPieces);
  return new Response(text, { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
};
