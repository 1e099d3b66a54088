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

/**
 * A small, fast generator (sfc32) for faker: examples reseed it for every value, and reseeding
 * faker's default Mersenne Twister (624 words of state) dominated extraction time.
 * Faker calls `next` and `seed` detached from the object, so they are closures.
 */
export function fastRandomizer(): { next(): number; seed(seed: number | number[]): void } {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  return {
    next: () => nextUint32() / 4294967296,
    seed: (seed) => {
      const parts = Array.isArray(seed) ? seed : [seed];
      a = hashParts(...parts, 'a');
      b = hashParts(...parts, 'b');
      c = hashParts(...parts, 'c');
      d = 1;
      // A few rounds so that close seeds diverge.
      for (let i = 0; i < 12; i++) nextUint32();
    },
  };
}
