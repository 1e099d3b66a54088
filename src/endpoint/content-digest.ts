/**
 * The digest of an extracted endpoint's content, noted on the very object the extraction hands on, so that what
 * is made from it (an output's part) can be kept between runs under that name. An object copied or changed after
 * extraction (an override, a custom endpoint) carries none, and what is made from it is always made anew.
 */
import type { Endpoint } from '../model.ts';

const digests = new WeakMap<Endpoint, string>();

export function noteContentDigest(endpoint: Endpoint, digest: string): void {
  digests.set(endpoint, digest);
}

export function contentDigestOf(endpoint: Endpoint): string | undefined {
  return digests.get(endpoint);
}
