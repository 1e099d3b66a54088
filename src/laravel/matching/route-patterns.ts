/**
 * Scribe's RoutePatternMatcher: a pattern list matches a route by its name, its uri with or without a
 * leading slash, or `"METHOD uri"` (again with or without the slash) for any of its methods. Used for route
 * groups' include/exclude and for strategies' only/except.
 */
import type { Route } from '../../model.ts';
import { patternsRegex } from './str-is.ts';

export type PatternTarget = Pick<Route, 'methods' | 'uri' | 'name'>;

/** A compiled pattern list, for testing many routes against the same list. */
export function routePatternMatcher(patterns: readonly string[]): (route: PatternTarget) => boolean {
  const regex = patternsRegex(patterns);
  if (!regex) return () => false;
  return (route) => {
    const path = route.uri.replace(/^\/+/, '');
    const slashed = `/${path}`;
    if (regex.test(route.name ?? '') || regex.test(path) || regex.test(slashed)) return true;
    return route.methods.some((method) => regex.test(`${method} ${path}`) || regex.test(`${method} ${slashed}`));
  };
}

export function routeMatchesPatterns(route: PatternTarget, patterns: readonly string[]): boolean {
  return routePatternMatcher(patterns)(route);
}
