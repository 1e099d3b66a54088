/**
 * How the docs are cut into pages. Small APIs get Scribe's single page (introduction,
 * authentication, every group). Larger ones get an index page (introduction, authentication) and a
 * page per group; a group with more endpoints than fit in one page is split into numbered parts,
 * so no page grows past about a megabyte whatever the size of the API.
 */
import type { Endpoint, Group } from '../model.ts';
import { groupAnchor } from './anchors.ts';

export interface LayoutLimits {
  /** Up to this many endpoints in all, everything is on one page. */
  singlePageLimit: number;
  /** At most this many endpoints on one page. */
  endpointsPerPage: number;
  /** At most this much endpoint HTML on one page (the rest of a page is a few kilobytes). */
  bytesPerPage: number;
}

/** Chosen from measurements (bench/site.ts); see the report for the numbers. */
export const DEFAULT_LIMITS: LayoutLimits = { singlePageLimit: 60, endpointsPerPage: 80, bytesPerPage: 700_000 };

export interface GroupSection {
  group: Group;
  anchor: string;
  /** 1-based part number and count, when the group is split. */
  part: number;
  parts: number;
  endpoints: Endpoint[];
}

export interface PagePlan {
  /** Path below the docs URL: '' for the index, `users`, `users/2`. */
  slug: string;
  title: string;
  intro: boolean;
  groups: GroupSection[];
}

/**
 * @param weigh the size in bytes of an endpoint's HTML (exact when the theme has rendered it), so
 *   that pages are cut by size as well as by count.
 */
export function planPages(groups: Group[], limits: LayoutLimits = DEFAULT_LIMITS, weigh: (e: Endpoint) => number = () => 0): PagePlan[] {
  const total = groups.reduce((sum, g) => sum + g.endpoints.length, 0);
  const bytes = groups.reduce((sum, g) => sum + g.endpoints.reduce((s, e) => s + weigh(e), 0), 0);
  const anchors = uniqueAnchors(groups);
  const sections = groups.map((group, i) => ({ group, anchor: anchors[i]! }));
  if (total <= limits.singlePageLimit && bytes <= limits.bytesPerPage) {
    return [{ slug: '', title: '', intro: true, groups: sections.map((s) => ({ ...s, part: 1, parts: 1, endpoints: s.group.endpoints })) }];
  }
  const pages: PagePlan[] = [{ slug: '', title: '', intro: true, groups: [] }];
  for (const { group, anchor } of sections) {
    const chunks = splitGroup(group.endpoints, limits, weigh);
    const parts = chunks.length;
    for (let part = 1; part <= parts; part++) {
      pages.push({
        slug: part === 1 ? anchor : `${anchor}/${part}`,
        title: parts > 1 ? `${group.name} (${part}/${parts})` : group.name,
        intro: false,
        groups: [
          {
            group,
            anchor,
            part,
            parts,
            endpoints: chunks[part - 1]!,
          },
        ],
      });
    }
  }
  return pages;
}

/** Consecutive runs of endpoints, each within the count and byte limits (at least one endpoint each). */
function splitGroup(endpoints: Endpoint[], limits: LayoutLimits, weigh: (e: Endpoint) => number): Endpoint[][] {
  const chunks: Endpoint[][] = [[]];
  let size = 0;
  for (const endpoint of endpoints) {
    const weight = weigh(endpoint);
    const current = chunks[chunks.length - 1]!;
    if (current.length > 0 && (current.length >= limits.endpointsPerPage || size + weight > limits.bytesPerPage)) {
      chunks.push([endpoint]);
      size = weight;
    } else {
      current.push(endpoint);
      size += weight;
    }
  }
  return chunks;
}

/** Each group's anchor, in order: two groups whose names slug alike (`Users`, `users!`) keep distinct anchors. */
function uniqueAnchors(groups: Group[]): string[] {
  const slugs = groups.map((group) => groupAnchor(group.name));
  const sharing = new Map<string, Group[]>();
  groups.forEach((group, i) => {
    const list = sharing.get(slugs[i]!);
    if (list) list.push(group);
    else sharing.set(slugs[i]!, [group]);
  });
  return groups.map((group, i) => {
    const anchor = slugs[i]!;
    const same = sharing.get(anchor)!;
    if (same.length < 2) return anchor;
    const index = same.findIndex((g) => g.name === group.name);
    return index === 0 ? anchor : `${anchor}-${index + 1}`;
  });
}

/** The page (slug) each endpoint is on, by endpoint id. */
export function pageOfEndpoints(pages: PagePlan[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const page of pages) for (const section of page.groups) for (const e of section.endpoints) map.set(e.id, page.slug);
  return map;
}

/** A group's section on a page of the plan. */
export interface PlacedSection {
  page: PagePlan;
  section: GroupSection;
}

/** Every section of the plan in page order, and each group's sections, worked out once per plan. */
const placedSections = new WeakMap<PagePlan[], { all: PlacedSection[]; byGroup: Map<string, PlacedSection[]>; position: Map<PlacedSection, number> }>();

/**
 * The sections of the plan in page order (a split group once per part), or only those of the named groups: each
 * page's sidebar asks for its own groups', and a per-page walk over every page would cost pages² at thousands.
 */
export function sectionsOfPlan(pages: PagePlan[], onlyGroups?: ReadonlySet<string>): PlacedSection[] {
  let placed = placedSections.get(pages);
  if (!placed) {
    const all = pages.flatMap((page) => page.groups.map((section) => ({ page, section })));
    const byGroup = new Map<string, PlacedSection[]>();
    for (const entry of all) {
      const list = byGroup.get(entry.section.group.name);
      if (list) list.push(entry);
      else byGroup.set(entry.section.group.name, [entry]);
    }
    placed = { all, byGroup, position: new Map(all.map((entry, index) => [entry, index])) };
    placedSections.set(pages, placed);
  }
  if (!onlyGroups) return placed.all;
  const { byGroup, position } = placed;
  return [...onlyGroups].flatMap((name) => byGroup.get(name) ?? []).sort((a, b) => position.get(a)! - position.get(b)!);
}

const pagesBySlug = new WeakMap<PagePlan[], Map<string, PagePlan>>();

/** The page of the plan at `slug` (each of thousands of pages looks itself up: by a map made once per plan). */
export function pageAt(pages: PagePlan[], slug: string): PagePlan | undefined {
  let bySlug = pagesBySlug.get(pages);
  if (!bySlug) pagesBySlug.set(pages, (bySlug = new Map(pages.map((page) => [page.slug, page]))));
  return bySlug.get(slug);
}
