/**
 * The routes to document: discovered statically (or taken from Laravel through the bridge when the
 * `routeSource` option asks), then matched against `config.routes` — each route once, with the index of the
 * first route group that matched it (strategy entries limited to a group use it).
 */
import type { DocgenConfig, RouteGroupConfig } from '../config/types.ts';
import { resolveRoutes, type RouteSource } from '../bridge/route-source.ts';
import { discoverRoutes } from '../laravel/routes/discover.ts';
import type { Diagnostic, Route } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import { routeMatchesPatterns, strIs } from './only-except.ts';

export interface DocumentedRoute {
  route: Route;
  /** Index in `config.routes` of the group that matched. */
  routeGroup: number;
}

export interface RouteOptions {
  /** `static` (default): docgen's reading of the route files; `artisan`/`both` ask Laravel through the PHP bridge. */
  routeSource?: RouteSource;
}

export async function documentedRoutes(
  root: string,
  config: DocgenConfig,
  classes: ClassIndex,
  env: Record<string, string>,
  options: RouteOptions = {},
): Promise<{ routes: DocumentedRoute[]; diagnostics: Diagnostic[]; discovered: number }> {
  const discovered = discoverRoutes(root, { classes, env });
  const diagnostics = [...discovered.diagnostics];
  let routes = discovered.routes;
  if (options.routeSource && options.routeSource !== 'static') {
    const resolved = await resolveRoutes(root, options.routeSource, routes);
    diagnostics.push(...resolved.diagnostics);
    routes = resolved.routes;
  }
  const matched: DocumentedRoute[] = [];
  for (const route of routes) {
    const routeGroup = config.routes.findIndex((group) => matchesGroup(route, group));
    if (routeGroup === -1 || isHidden(route, classes)) continue;
    matched.push({ route, routeGroup });
  }
  return { routes: matched, diagnostics, discovered: routes.length };
}

/** Routes of the docs themselves and of tools are never documented (Scribe's built-in exclusions). */
const BUILT_IN_EXCLUDES = ['docgen', 'docgen.*', 'scribe', 'scribe.*', 'telescope/*'];

/** Scribe's RouteMatcher: excluded first, then included by name/path, or by domain and prefix. */
export function matchesGroup(route: Route, group: RouteGroupConfig): boolean {
  if (routeMatchesPatterns(route, [...group.exclude, ...BUILT_IN_EXCLUDES])) return false;
  if (group.include.length && routeMatchesPatterns(route, group.include)) return true;
  const domain = route.domain ?? '';
  const domainOk = group.match.domains.some((pattern) => strIs(pattern, domain));
  const uri = route.uri.replace(/^\/+/, '');
  const prefixOk = group.match.prefixes.some((pattern) => strIs(pattern, uri) || strIs(pattern, `/${uri}`));
  return domainOk && prefixOk;
}

/** `@hideFromAPIDocumentation` on the controller method or class. */
function isHidden(route: Route, classes: ClassIndex): boolean {
  const ref = route.controller;
  if (!ref) return false;
  const hides = (tags: Array<{ name: string }> | undefined) => tags?.some((t) => t.name.toLowerCase() === 'hidefromapidocumentation') ?? false;
  try {
    const cls = classes.find(ref.class);
    if (hides(cls?.docBlock?.tags)) return true;
    return hides(classes.findMethod(ref.class, ref.method)?.docBlock?.tags);
  } catch {
    return false;
  }
}
