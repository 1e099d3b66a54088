/**
 * The checksum that files docgen keeps between runs carry (the extraction caches, the compiled-code cache), checked
 * before any of a file is used: a damaged byte anywhere (any damage within 32 bits, and all but one in four billion
 * others) has the file ignored. It guards against damage, not forgery (whoever can write the file can write a valid
 * one): CRC-32 reads the tens of megabytes of a large app's caches in a third of the time of a cryptographic digest.
 *
 * Large inputs go to @node-rs/crc32 (SIMD: 60 MB in 8 ms, against 27 ms for Node's zlib, whose CRC-32 is not
 * vectorised); small ones to zlib, as loading the native module costs more (~3 ms) than it saves on them. Both
 * compute the same CRC-32, so a file written with either is read with either. Where neither is there (a platform
 * without the native module, a Node without zlib's crc32), the first bytes of a SHA-256 stand in (a file written
 * by the other kind is ignored, as any stale file).
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import * as zlib from 'node:zlib';

type Crc32 = (input: Uint8Array, initial?: number) => number;

/** From this many bytes, the native CRC-32 is worth loading. */
const NATIVE_FROM_BYTES = 4 << 20;

let nativeCrc32: Crc32 | null | undefined;

function native(): Crc32 | null {
  if (nativeCrc32 === undefined) {
    try {
      nativeCrc32 = (createRequire(import.meta.url)('@node-rs/crc32') as { crc32: Crc32 }).crc32;
    } catch {
      // No build of it for this platform: zlib's.
      nativeCrc32 = null;
    }
  }
  return nativeCrc32;
}

export function checksum(parts: readonly Uint8Array[]): number {
  const size = parts.reduce((total, part) => total + part.byteLength, 0);
  const crc32: Crc32 | undefined = (size >= NATIVE_FROM_BYTES ? native() : undefined) ?? (typeof zlib.crc32 === 'function' ? zlib.crc32 : undefined);
  if (crc32) return parts.reduce((crc, part) => crc32(part, crc), 0);
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest().readUInt32LE(0);
}
