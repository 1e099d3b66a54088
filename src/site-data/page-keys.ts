/**
 * What each group page of a site shows, as a key: a build whose output folder still holds a page written under
 * the same key need not render it again (nor its Markdown twin). After an edit of one controller, the pages of
 * its groups are made again, not every page of the site.
 *
 * A group page shows, besides its own endpoints, only what is the same on every page: the config, the plan of
 * the site (each page's groups, their parts and their endpoints' ids, from which the page's links and pager are
 * made), the guides' titles, and what renders it (docgen's code and config, `stamp`; Astro's and Vite's
 * versions). The navigation of the other groups' endpoints is in the navigation document, which, like the
 * index page (whose introduction is made from every group), has no key: both are always rendered. A page with
 * an endpoint whose content has no digest has no key either.
 */
import { createHash } from 'node:crypto';
import { contentDigestOf } from '../endpoint/content-digest.ts';
import type { PagePlan } from './pages.ts';
import type { Site } from './site.ts';

export function pageKeys(site: Site, stamp: string): Map<string, string> {
  const keys = new Map<string, string>();
  if (site.pages.length < 2) return keys;
  const shared = createHash('sha1')
    .update(
      JSON.stringify([
        stamp,
        site.config,
        // Not the secret, which no page shows (and which should not even be hashed into a cache file).
        { ...site.output, config: { ...site.output.config, auth: { ...site.output.config.auth, use_value: undefined } } },
        site.commonHeaders,
        site.guides.map((guide) => [guide.id, guide.slug, guide.title]),
        site.pages.map((page) => [
          page.slug,
          page.title,
          page.intro,
          page.groups.map((section) => [section.group.name, section.group.description, section.anchor, section.part, section.parts, section.endpoints.map((e) => e.id)]),
        ]),
      ]),
    )
    .digest('base64url');
  for (const page of site.pages) {
    if (page.intro || page.slug === '') continue;
    const digests = page.groups.flatMap((section) => section.endpoints.map((endpoint) => contentDigestOf(endpoint)));
    if (digests.some((digest) => digest === undefined)) continue;
    keys.set(page.slug, createHash('sha1').update(JSON.stringify([shared, page.slug, digests])).digest('base64url'));
  }
  return keys;
}

/** The pages of the plan a build renders: all but those the output folder holds unchanged. */
export function pagesToRender(site: Site): PagePlan[] {
  return site.pages.filter((page) => !site.unchanged?.has(page.slug));
}
