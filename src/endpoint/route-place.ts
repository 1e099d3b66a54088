/**
 * An endpoint's place in the source as this run's route gives it. Where the route and its controller method are
 * written is not part of what identifies an extraction (a line added above a route changes no endpoint), so an
 * endpoint reused from an earlier run takes them from the route of this run.
 */
import type { Endpoint, Route } from '../model.ts';

/** The fields that put an endpoint whose source is `source` at the route's place (none when it has no source). */
export function routePlaceFields(source: Endpoint['source'], route: Route): Partial<Endpoint> {
  if (!source) return {};
  return { source: { ...source, route: route.definedAt, ...(route.controller?.location ? { controller: route.controller.location } : {}) } };
}
