/**
 * Which routes get documented (contract: `routes[]`): per route group, a route is excluded when it matches
 * `exclude` (or the built-in exclusions), else included when it matches `include`, or when its domain matches
 * `match.domains` and its uri `match.prefixes` (Scribe's RouteMatcher). Unlike Scribe, a route matched by
 * several groups is documented once, with the first group that matched. Routes hidden with
 * `@hideFromAPIDocumentation` and routes whose controller method does not exist are left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteGroupConfig } from '../../config/types.ts';
import type { Diagnostic, Route } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { isHiddenFromDocumentation } from './hidden.ts';
import { routeMatchesPatterns } from './route-patterns.ts';
import { strIs } from './str-is.ts';

/** The docs' own routes are never documented; Telescope's neither when it is installed. */
const BUILT_IN_EXCLUDES = ['docgen', 'docgen.*', 'scribe', 'scribe.*'];

export interface MatchedRoute {
  route: Route;
  group: RouteGroupConfig;
  /** Index of `group` in the config's `routes` list. */
  groupIndex: number;
}

export interface MatchResult {
  matched: MatchedRoute[];
  diagnostics: Diagnostic[];
}

function hasTelescope(root: string): boolean {
  try {
    const composer = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return Boolean(composer.require?.['laravel/telescope'] ?? composer['require-dev']?.['laravel/telescope']);
  } catch {
    return false;
  }
}

/** Whether one route group selects the route. */
export function routeGroupMatches(route: Route, group: RouteGroupConfig, extraExcludes: readonly string[] = BUILT_IN_EXCLUDES): boolean {
  if (routeMatchesPatterns(route, [...(group.exclude ?? []), ...extraExcludes])) return false;
  if (routeMatchesPatterns(route, group.include ?? [])) return true;
  return strIs(group.match.domains, route.domain) && strIs(group.match.prefixes, route.uri);
}

export function matchRoutes(routes: Route[], groups: RouteGroupConfig[], classes: ClassIndex): MatchResult {
  const diagnostics: Diagnostic[] = [];
  const excludes = hasTelescope(classes.root) ? [...BUILT_IN_EXCLUDES, 'telescope/*'] : BUILT_IN_EXCLUDES;
  const matched: MatchedRoute[] = [];
  for (const route of routes) {
    const groupIndex = groups.findIndex((group) => routeGroupMatches(route, group, excludes));
    if (groupIndex === -1) continue;
    if (isHiddenFromDocumentation(route, classes)) continue;
    const ref = route.controller;
    if (ref && !ref.location && classes.find(ref.class) && !classes.findMethod(ref.class, '__call')) {
      diagnostics.push({
        severity: 'warning',
        code: 'route-skipped-missing-method',
        message: `${route.methods[0]} ${route.uri} is not documented: ${ref.class} has no method ${ref.method}.`,
        file: route.definedAt.file,
        line: route.definedAt.line,
      });
      continue;
    }
    matched.push({ route, group: groups[groupIndex]!, groupIndex });
  }
  return { matched, diagnostics };
}
