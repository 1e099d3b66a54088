/**
 * The keys of a site's group pages: what makes a page worth rendering again, and what does not.
 * Four groups of 30 endpoints: more than one page holds, so an index and one page per group.
 */
import { describe, expect, it } from 'vitest';
import type { Group } from '../../src/model.ts';
import { contentDigest, noteContentDigest } from '../../src/endpoint/content-digest.ts';
import { pageKeys, pagesToRender } from '../../src/site-data/page-keys.ts';
import { planPages } from '../../src/site-data/pages.ts';
import type { Site } from '../../src/site-data/site.ts';
import { syntheticGroups } from '../support/synthetic-groups.ts';

const STAMP = 'code-and-config';

function groupsWithDigests(edit: (groups: Group[]) => void = () => {}): Group[] {
  const groups = syntheticGroups({ endpoints: 120, perGroup: 30, seed: 3 });
  edit(groups);
  for (const endpoint of groups.flatMap((group) => group.endpoints)) noteContentDigest(endpoint, contentDigest(endpoint));
  return groups;
}

function siteOf(groups: Group[], guides: Site['guides'] = []): Site {
  const pages = planPages(groups);
  return {
    config: { title: 'Shop' } as never,
    output: { config: { auth: { use_value: 'SECRET' } }, appName: 'Shop', appUrl: 'http://localhost' } as never,
    groups,
    commonHeaders: [],
    pages,
    guides,
    endpointPage: new Map(),
    endpointHtml: () => '',
    href: (slug) => `/docs/${slug}/`,
    highlighter: undefined as never,
  };
}

describe('pageKeys', () => {
  it('gives each group page a key, the same for the same site, and none to the index', () => {
    const site = siteOf(groupsWithDigests());
    const keys = pageKeys(site, STAMP);
    const groupPages = site.pages.filter((page) => page.slug !== '');
    expect(groupPages.length).toBe(4);
    expect([...keys.keys()].sort()).toEqual(groupPages.map((page) => page.slug).sort());
    expect(pageKeys(siteOf(groupsWithDigests()), STAMP)).toEqual(keys);
  });

  it("changes the key of an edited endpoint's page only", () => {
    const before = pageKeys(siteOf(groupsWithDigests()), STAMP);
    const edited = siteOf(groupsWithDigests((groups) => (groups[1]!.endpoints[3]!.metadata.description = 'Newest first.')));
    const after = pageKeys(edited, STAMP);
    const changed = [...after].filter(([slug, key]) => before.get(slug) !== key).map(([slug]) => slug);
    expect(changed).toEqual([edited.pages.find((page) => page.groups.some((section) => section.group === edited.groups[1]))!.slug]);
  });

  it('changes every key when the plan of the site, the guides or what renders the pages change', () => {
    const site = siteOf(groupsWithDigests());
    const before = pageKeys(site, STAMP);
    const differ = (after: Map<string, string>) => [...before].every(([slug, key]) => after.get(slug) !== key);
    // An endpoint added to the last group: the pages link to every page, and the last one lists more.
    expect(differ(pageKeys(siteOf(groupsWithDigests((groups) => groups[3]!.endpoints.push({ ...groups[3]!.endpoints[0]!, id: 'extra' }))), STAMP))).toBe(true);
    expect(differ(pageKeys(siteOf(site.groups, [{ id: 'intro', slug: 'guides/intro', title: 'Intro' }]), STAMP))).toBe(true);
    expect(differ(pageKeys(site, 'other code'))).toBe(true);
  });

  it('leaves a page without a key when one of its endpoints has no digest, and a site of one page without any', () => {
    const groups = syntheticGroups({ endpoints: 120, perGroup: 30, seed: 3 });
    for (const endpoint of groups.slice(1).flatMap((group) => group.endpoints)) noteContentDigest(endpoint, contentDigest(endpoint));
    const site = siteOf(groups);
    const withoutDigest = site.pages.find((page) => page.groups.some((section) => section.group === groups[0]))!;
    expect(pageKeys(site, STAMP).has(withoutDigest.slug)).toBe(false);
    expect(pageKeys(siteOf(groupsWithDigests((all) => all.splice(1))), STAMP).size).toBe(0);
  });

  it('renders every page but the unchanged ones', () => {
    const site = siteOf(groupsWithDigests());
    const kept = site.pages[2]!.slug;
    expect(pagesToRender({ ...site, unchanged: new Set([kept]) }).map((page) => page.slug)).toEqual(site.pages.map((page) => page.slug).filter((slug) => slug !== kept));
  });
});
