/**
 * The digest of an extracted endpoint's content, noted on the very object the extraction hands on, so that what
 * is made from it (an output's part) can be kept between runs under that name. An object copied or changed after
 * extraction (an override, a custom endpoint) carries none, and what is made from it is always made anew.
 */
import { createHash } from 'node:crypto';
import type { Endpoint } from '../model.ts';

/**
 * One map per process: Astro loads the site's content loader through Vite, a module instance of its own beside
 * docgen's compiled one that extracted the endpoints, and it must see the same digests.
 */
const digests: WeakMap<Endpoint, string> = ((globalThis as Record<symbol, unknown>)[Symbol.for('docgen.contentDigests')] ??= new WeakMap<Endpoint, string>()) as WeakMap<Endpoint, string>;

export function noteContentDigest(endpoint: Endpoint, digest: string): void {
  digests.set(endpoint, digest);
}

export function contentDigestOf(endpoint: Endpoint): string | undefined {
  return digests.get(endpoint);
}

/**
 * The digest of a value's content: equal for equal content whatever its history (Node's structured-clone bytes
 * are not: they differ with how a string is held in memory, or whether two fields share one object). JSON, with
 * what JSON would lose or refuse written out: Maps, Sets, big integers, and numbers JSON has no text for.
 */
export function contentDigest(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value, tagged)).digest('base64url');
}

function tagged(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { '\u0000Map': [...value] };
  if (value instanceof Set) return { '\u0000Set': [...value] };
  if (typeof value === 'bigint') return { '\u0000BigInt': value.toString() };
  if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) return { '\u0000Number': String(Object.is(value, -0) ? '-0' : value) };
  return value;
}
