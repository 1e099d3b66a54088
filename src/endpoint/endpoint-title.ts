/**
 * What an endpoint is called in the site's heading and the Postman item: its title, or its first method
 * and URI (`GET api/books`) when the source gives none.
 */
import type { Endpoint } from '../model.ts';
import { primaryMethod } from './endpoint-key.ts';

export function endpointTitle(endpoint: Pick<Endpoint, 'metadata' | 'httpMethods' | 'uri'>): string {
  return endpoint.metadata.title || `${primaryMethod(endpoint)} ${endpoint.uri}`;
}
