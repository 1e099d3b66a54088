/**
 * A deterministic `_postman_id`: a name-based UUID (RFC 4122 version 5) of the title and the
 * collection's text with an empty id, so the same docs give the same bytes and a changed API a new id.
 */
import { createHash } from 'node:crypto';

/** RFC 4122's URL namespace. */
const NAMESPACE = '6ba7b811-9dad-11d1-80b4-00c04fd430c8';

/** `content` is the collection's text, whole or in parts (strings and UTF-8 bytes). */
export function postmanId(title: string, content: string | ReadonlyArray<string | Uint8Array>): string {
  const namespace = Buffer.from(NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(`${title}\n`, 'utf8');
  for (const part of typeof content === 'string' ? [content] : content) hash.update(part);
  const digest = hash.digest();
  const bytes = digest.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
