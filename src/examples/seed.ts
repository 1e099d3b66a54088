/**
 * Seeds for example values. Every example is a pure function of (faker seed, endpoint id, key),
 * so a fixed `examples.faker_seed` gives byte-identical output run after run, and adding an
 * endpoint or a parameter never shifts the examples of the others.
 */
import { randomInt } from 'node:crypto';

/** Used when `examples.faker_seed` is null: examples vary per build but stay stable within one run. */
const RUN_SEED = randomInt(0, 2 ** 31);

export function effectiveSeed(seed: number | null): number {
  return seed ?? RUN_SEED;
}

/** FNV-1a over the parts, joined with a separator that cannot occur in names; a 32-bit unsigned result. */
export function hashParts(...parts: Array<string | number>): number {
  let hash = 0x811c9dc5;
  const text = parts.join('\u0000');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
