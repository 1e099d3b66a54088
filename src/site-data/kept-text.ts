/** A text kept as UTF-8 bytes (kept-pieces.ts), decoded where the bytes lie. */
export function textOf(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
