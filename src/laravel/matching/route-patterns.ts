/**
 * Scribe's RoutePatternMatcher: a pattern list matches a route by its name, its uri with or without a
 * leading slash, or `"METHOD uri"` (again with or without the slash) for any of its methods.
 */
import type { Route } from '../../model.ts';
import { strIs } from './str-is.ts';

export function routeMatchesPatterns(route: Route, patterns: readonly string[]): boolean {
  if (!patterns.length) return false;
  const path = route.uri;
  const slashed = `/${path}`;
  if (strIs(patterns, route.name) || strIs(patterns, path) || strIs(patterns, slashed)) return true;
  return route.methods.some((method) => strIs(patterns, `${method} ${path}`) || strIs(patterns, `${method} ${slashed}`));
}
