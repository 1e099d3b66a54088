/**
 * The routes to document: discovered statically (or taken from Laravel through the bridge when the
 * `routeSource` option asks), then matched against `config.routes` — each route once, with the index of the
 * first route group that matched it (strategy entries limited to a group use it).
 *
 * Warm runs reuse the discovered list while the files that define routes are unchanged (route files,
 * providers, `bootstrap/app.php`, composer.json, .env); matching is done again on every run, so an edited
 * controller's method lines and `@hideFromAPIDocumentation` flags are read from the refreshed class index.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DocgenConfig } from '../config/types.ts';
import { resolveRoutes, type RouteSource } from '../bridge/route-source.ts';
import { matchRoutes, type ControllerFactsStore } from '../laravel/matching/match-routes.ts';
import { discoverRoutes } from '../laravel/routes/discover.ts';
import type { Diagnostic, Route } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { FileStamps } from './file-stamps.ts';

export interface DocumentedRoute {
  route: Route;
  /** Index in `config.routes` of the group that matched. */
  routeGroup: number;
}

export interface RouteOptions {
  /** `static` (default): docgen's reading of the route files; `artisan`/`both` ask Laravel through the PHP bridge. */
  routeSource?: RouteSource;
}

/** A discovered route list with the stamps of the files that define routes (kept in memory and on disk). */
export interface Discovered {
  key: string;
  stamps: Array<[string, string]>;
  routes: Route[];
  diagnostics: Diagnostic[];
}

const discoveredByApp = new Map<string, Discovered>();

export function clearRouteCache(root?: string): void {
  if (root === undefined) discoveredByApp.clear();
  else discoveredByApp.delete(root);
}

/** The app's kept route list (for the disk), if the last run kept one. */
export function keptRoutes(root: string): Discovered | undefined {
  return discoveredByApp.get(root);
}

/** Takes a route list an earlier process kept; its stamps are checked before use. */
export function seedRoutes(root: string, discovered: Discovered): void {
  if (!discoveredByApp.has(root)) discoveredByApp.set(root, discovered);
}

export async function documentedRoutes(
  root: string,
  config: DocgenConfig,
  classes: ClassIndex,
  env: Record<string, string>,
  stamps: FileStamps,
  options: RouteOptions = {},
  facts?: ControllerFactsStore,
): Promise<{ routes: DocumentedRoute[]; diagnostics: Diagnostic[]; reusedDiscovery: boolean }> {
  const source = options.routeSource ?? 'static';
  const key = JSON.stringify([source, env]);
  let discovered = discoveredByApp.get(root);
  const reusedDiscovery = !!discovered && discovered.key === key && stamps.unchanged(discovered.stamps);
  if (!reusedDiscovery) {
    // Controllers are parsed when their endpoints are extracted, not all at once before (see ParsedWindow).
    const found = discoverRoutes(root, { classes, env, parseControllers: false });
    const diagnostics = [...found.diagnostics];
    let routes = found.routes;
    if (source !== 'static') {
      const resolved = await resolveRoutes(root, source, routes);
      diagnostics.push(...resolved.diagnostics);
      routes = resolved.routes;
    }
    discovered = { key, routes, diagnostics, stamps: stamps.stampAll(routeDefinitionFiles(root, routes)) };
    // A bridge-provided list cannot be checked by file stamps (PHP may register routes from anywhere).
    if (source === 'static') discoveredByApp.set(root, discovered);
    else discoveredByApp.delete(root);
  }

  const matched = matchRoutes(discovered!.routes, config.routes, classes, facts);
  return {
    routes: matched.matched.map(({ route, groupIndex }) => ({ route, routeGroup: groupIndex })),
    diagnostics: [...discovered!.diagnostics, ...matched.diagnostics],
    reusedDiscovery,
  };
}

/** Files whose change can change the route list. */
function routeDefinitionFiles(root: string, routes: Route[]): string[] {
  const files = new Set<string>(['composer.json', 'bootstrap/app.php', '.env']);
  for (const route of routes) files.add(route.definedAt.file);
  for (const dir of ['routes', 'app/Providers']) for (const file of listFiles(root, dir)) files.add(file);
  return [...files];
}

function listFiles(root: string, dir: string): string[] {
  try {
    return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
      .map((entry) => join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}
