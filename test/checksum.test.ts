/**
 * The caches' checksum is the standard CRC-32 whatever computes it (the native module for large inputs, zlib's for
 * small ones): a cache written by one is read by the other, and parts give the checksum of their concatenation.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import * as zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checksum } from '../src/checksum.ts';

describe('checksum', () => {
  it("is zlib's CRC-32 of the parts joined, for small and large inputs", () => {
    const small = randomBytes(1000);
    expect(checksum([small])).toBe(zlib.crc32(small));
    // Large enough for the native module, in parts of all kinds (a view into a larger buffer too).
    const large = randomBytes(6 << 20);
    const view = new Uint8Array(large.buffer, large.byteOffset + 3, large.byteLength - 3);
    expect(checksum([large.subarray(0, 3), view])).toBe(zlib.crc32(large));
    // The native module itself, where it is built for the platform, computes the same, chained or not.
    const { crc32 } = createRequire(import.meta.url)('@node-rs/crc32') as { crc32: (input: Uint8Array, initial?: number) => number };
    expect(crc32(view, crc32(large.subarray(0, 3)))).toBe(zlib.crc32(large));
    // A damaged byte changes it.
    const damaged = Buffer.from(large);
    damaged[5_000_000] ^= 1;
    expect(checksum([damaged])).not.toBe(checksum([large]));
    expect(checksum([])).toBe(0);
  });
});
