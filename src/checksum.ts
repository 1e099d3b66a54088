/**
 * The checksum that files docgen keeps between runs carry (the extraction caches, the compiled-code cache), checked
 * before any of a file is used: a damaged byte anywhere (any damage within 32 bits, and all but one in four billion
 * others) has the file ignored. It guards against damage, not forgery (whoever can write the file can write a valid
 * one): CRC-32 reads the tens of megabytes of a large app's caches in a third of the time of a cryptographic digest.
 * Node versions without zlib's crc32 use the first bytes of a SHA-256 (a file written by the other kind is ignored,
 * as any stale file).
 */
import { createHash } from 'node:crypto';
import * as zlib from 'node:zlib';

export function checksum(parts: readonly Uint8Array[]): number {
  if (typeof zlib.crc32 === 'function') return parts.reduce((crc, part) => zlib.crc32(part, crc), 0);
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest().readUInt32LE(0);
}
