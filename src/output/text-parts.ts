/** Text of an output as it is written, in parts: strings and UTF-8 bytes (pieces kept from an earlier run). */
export type TextParts = Array<string | Uint8Array>;

/** The bytes of text parts, for writing. */
export function partsToBytes(parts: TextParts): Buffer {
  const chunks: Uint8Array[] = [];
  let pending = '';
  for (const part of parts) {
    if (typeof part === 'string') pending += part;
    else {
      if (pending) chunks.push(Buffer.from(pending, 'utf8'));
      pending = '';
      chunks.push(part);
    }
  }
  if (pending) chunks.push(Buffer.from(pending, 'utf8'));
  return Buffer.concat(chunks);
}

/** The file of the outputs' pieces (kept-pieces.ts) beside an extraction cache file. */
export function piecesFileOf(extractionCacheFile: string): string {
  return extractionCacheFile.replace(/\.v8$/, '.outputs.v8');
}
