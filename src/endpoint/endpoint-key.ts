/**
 * An endpoint's stable identity, `"GET /api/books"`: its id, and what overrides, custom endpoint files and
 * `groups.order` name endpoints by. Written keys are read leniently: `'get /api/x'`, `'GET api/x'` and
 * `'GET /api/x'` all name the same endpoint.
 */
import type { Endpoint } from '../model.ts';

export function endpointKey(method: string, uri: string): string {
  return `${method.toUpperCase()} /${uri.replace(/^\/+/, '')}`;
}

/** The method an endpoint is shown and sent with: its first documented one. */
export function primaryMethod(endpoint: Pick<Endpoint, 'httpMethods'>): string {
  return endpoint.httpMethods[0] ?? 'GET';
}

/** The key of an endpoint's first documented method. */
export function primaryEndpointKey(endpoint: Pick<Endpoint, 'httpMethods' | 'uri'>): string {
  return endpointKey(primaryMethod(endpoint), endpoint.uri);
}

/** One key per documented method: an override written for any of them applies. */
export function endpointKeysPerMethod(endpoint: Pick<Endpoint, 'httpMethods' | 'uri'>): string[] {
  return endpoint.httpMethods.map((method) => endpointKey(method, endpoint.uri));
}

/** A key as a user writes it (`groups.order`, override files), normalised; null when it is not `METHOD /uri`. */
export function parseEndpointKey(written: string): string | null {
  const match = /^(get|head|post|put|patch|delete|options)\s+(.*)$/is.exec(written.trim());
  return match ? endpointKey(match[1]!, match[2]!) : null;
}
