/**
 * Where the Markdown for agents lives in the site: each API page has a twin (`<docs>/index.md` for the index,
 * `<docs>/<slug>.md` for the others), `llms.txt` and `llms-full.txt` sit in the docs folder, and `mcp.json`
 * beside the spec.
 */
import type { Group } from '../model.ts';
import type { LlmsLinks } from '../output/markdown/llms.ts';
import { endpointAnchor, groupAnchor } from './anchors.ts';
import type { Site } from './site.ts';

/** The twin's path below the docs URL, without a leading slash. */
export function twinPath(slug: string): string {
  return slug ? `${slug}.md` : 'index.md';
}

export function twinUrl(docsUrl: string, slug: string): string {
  return `${docsUrl}/${twinPath(slug)}`;
}

/** The page's groups as groups (a split group keeps the endpoints of that part). */
export function pageGroups(page: Site['pages'][number]): Group[] {
  return page.groups.map((section) => ({ name: section.group.name, description: section.part === 1 ? section.group.description : '', endpoints: section.endpoints }));
}

export function llmsLinks(site: Site): LlmsLinks {
  const docsUrl = site.config.docsUrl;
  const pageOfGroup = (group: Group) => site.pages.find((page) => page.groups.some((section) => section.group.name === group.name))?.slug ?? '';
  return {
    groupLink: (group) => `${twinUrl(docsUrl, pageOfGroup(group))}#${groupAnchor(group.name)}`,
    endpointLink: (group, endpointId) => {
      const endpoint = group.endpoints.find((e) => e.id === endpointId)!;
      return `${twinUrl(docsUrl, site.endpointPage.get(endpointId) ?? '')}#${endpointAnchor(group.name, endpoint)}`;
    },
  };
}
