/**
 * Request headers every endpoint sends with the same value (`Content-Type`, `Accept` from the default
 * StaticData strategy, an API version header): shown once in the introduction, so that each endpoint's
 * own headers are the ones worth reading there.
 */
import type { Endpoint, Group } from '../model.ts';

type Headers = Array<[name: string, value: string]>;

/** @param headersOf an endpoint's headers (by default read from it) */
export function commonHeaders(groups: Group[], headersOf: (endpoint: Endpoint) => Headers = (endpoint) => Object.entries(endpoint.headers)): Headers {
  const endpoints = groups.flatMap((g) => g.endpoints);
  if (endpoints.length === 0) return [];
  const [first, ...others] = endpoints.map((endpoint) => new Map(headersOf(endpoint)));
  return [...first!].filter(([name, value]) => others.every((headers) => headers.get(name) === value));
}

/** Headers that only say the body is JSON: shown folded on each endpoint. */
export const ROUTINE_HEADERS = new Set(['content-type', 'accept']);
