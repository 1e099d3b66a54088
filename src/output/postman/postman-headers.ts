/**
 * A request's headers: the endpoint's own, without the one that carries the credential (the
 * collection's auth adds it), plus `Accept: application/json` when no Accept is given. A
 * `multipart/form-data` Content-Type is left to Postman, which must add the boundary itself.
 */
import type { Endpoint } from '../../model.ts';
import type { AuthCarrier } from '../auth-carrier.ts';
import { hasHeader, mediaTypeOf } from '../../endpoint/http-headers.ts';
import type { PostmanKeyValue } from './postman-types.ts';

export function postmanHeaders(endpoint: Endpoint, carrier: AuthCarrier, bodyMode: string | undefined): PostmanKeyValue[] {
  const headers: PostmanKeyValue[] = [];
  for (const [key, value] of Object.entries(endpoint.headers)) {
    const lower = key.toLowerCase();
    if (carrier.where === 'header' && lower === carrier.name.toLowerCase()) continue;
    if (lower === 'content-type' && (bodyMode === 'formdata' || mediaTypeOf(value) === 'multipart/form-data')) continue;
    // Scribe lets config values be written `@{{var}}` to reach Postman as `{{var}}`.
    headers.push({ key, value: String(value).replaceAll('@{{', '{{') });
  }
  if (!hasHeader(endpoint.headers, 'Accept')) headers.push({ key: 'Accept', value: 'application/json' });
  return headers;
}
