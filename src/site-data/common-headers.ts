/**
 * Request headers every endpoint sends with the same value (`Content-Type`, `Accept` from the default
 * StaticData strategy, an API version header): shown once in the introduction, so that each endpoint's
 * own headers are the ones worth reading there.
 */
import type { Group } from '../model.ts';

export function commonHeaders(groups: Group[]): Array<[name: string, value: string]> {
  const endpoints = groups.flatMap((g) => g.endpoints);
  if (endpoints.length === 0) return [];
  return Object.entries(endpoints[0]!.headers).filter(([name, value]) => endpoints.every((e) => e.headers[name] === value));
}

/** Headers that only say the body is JSON: shown folded on each endpoint. */
export const ROUTINE_HEADERS = new Set(['content-type', 'accept']);
