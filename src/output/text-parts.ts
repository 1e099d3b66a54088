/** Text of an output as it is written, in parts: strings and UTF-8 bytes (pieces kept from an earlier run). */
import { chunksOf } from '../atomic-write.ts';

export type TextParts = Array<string | Uint8Array>;

/** The bytes of text parts, as they are written. */
export function partsToBytes(parts: TextParts): Buffer {
  return Buffer.concat(chunksOf(parts));
}
