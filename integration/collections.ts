/**
 * The docs' content collections by name, what their entries hold, and each endpoint's entry id: shared by the
 * loaders (which need Astro's content API) and the site's runtime (which runs without it).
 */
import { contentDigestOf } from '../src/endpoint/content-digest.ts';
import { primaryEndpointKey } from '../src/endpoint/endpoint-key.ts';
import type { Endpoint, Group } from '../src/model.ts';

export const GROUPS_COLLECTION = 'docgenGroups';
export const ENDPOINTS_COLLECTION = 'docgenEndpoints';
export const GUIDES_COLLECTION = 'guides';

/** What a `docgenGroups` entry holds. */
export interface GroupEntry {
  name: string;
  description: string;
  order: number;
}

/** What a `docgenEndpoints` entry holds: the endpoint, its group and its place. */
export type EndpointEntry = Endpoint & { group: string; order: number };

/** The id of each endpoint's entry, in the order of the groups. */
export function endpointEntryIds(groups: Group[]): Array<{ id: string; group: Group; endpoint: Endpoint }> {
  const seen = new Map<string, number>();
  const ids: Array<{ id: string; group: Group; endpoint: Endpoint }> = [];
  for (const group of groups) {
    for (const endpoint of group.endpoints) {
      // A route matched twice is documented twice: ids stay unique.
      const base = endpoint.id || primaryEndpointKey(endpoint);
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      ids.push({ id: count === 1 ? base : `${base}#${count}`, group, endpoint });
    }
  }
  return ids;
}

/**
 * Each endpoint's entry id and digest: made from the digest of its content (content-digest.ts), its group and its
 * place, without reading (or, for one kept from an earlier run, decoding) the endpoint. No digest when its content
 * has none.
 */
export function endpointEntryDigests(groups: Group[]): Array<{ id: string; group: Group; endpoint: Endpoint; digest: string | undefined }> {
  return endpointEntryIds(groups).map(({ id, group, endpoint }, order) => {
    const content = contentDigestOf(endpoint);
    return { id, group, endpoint, digest: content === undefined ? undefined : JSON.stringify([content, group.name, order]) };
  });
}
