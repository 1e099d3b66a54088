/**
 * The routes to document: discovered statically (or taken from Laravel through the bridge when the
 * `routeSource` option asks), then matched against `config.routes` — each route once, with the index of the
 * first route group that matched it (strategy entries limited to a group use it).
 *
 * Warm runs reuse the discovered list while the files that define routes are unchanged (route files,
 * providers, `bootstrap/app.php`, composer.json, .env); an edited controller only refreshes its routes'
 * method locations and `@hideFromAPIDocumentation` flags.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocgenConfig } from '../config/types.ts';
import { resolveRoutes, type RouteSource } from '../bridge/route-source.ts';
import { isHiddenFromDocumentation } from '../laravel/matching/hidden.ts';
import { routeGroupMatches } from '../laravel/matching/match-routes.ts';
import { discoverRoutes } from '../laravel/routes/discover.ts';
import type { Diagnostic, Route, SourceLocation } from '../model.ts';
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

interface Discovered {
  key: string;
  stamps: Array<[string, string]>;
  routes: Route[];
  diagnostics: Diagnostic[];
  /** Route patterns never documented (the docs' own routes; Telescope's when it is installed). */
  excludes: string[];
}

interface ControllerFacts {
  file: string;
  stamp: string;
  /** Where the method is written; absent when the class has no such method. */
  location?: SourceLocation;
  /** The class answers any method through `__call`. */
  magicCall: boolean;
  hidden: boolean;
}

const discoveredByApp = new Map<string, Discovered>();
const controllerFactsByApp = new Map<string, Map<string, ControllerFacts>>();

export function clearRouteCache(root?: string): void {
  if (root === undefined) {
    discoveredByApp.clear();
    controllerFactsByApp.clear();
  } else {
    discoveredByApp.delete(root);
    controllerFactsByApp.delete(root);
  }
}

export async function documentedRoutes(
  root: string,
  config: DocgenConfig,
  classes: ClassIndex,
  env: Record<string, string>,
  stamps: FileStamps,
  options: RouteOptions = {},
): Promise<{ routes: DocumentedRoute[]; diagnostics: Diagnostic[]; reusedDiscovery: boolean }> {
  const source = options.routeSource ?? 'static';
  const key = JSON.stringify([source, env]);
  let discovered = discoveredByApp.get(root);
  const reusedDiscovery = !!discovered && discovered.key === key && stamps.unchanged(discovered.stamps);
  if (!reusedDiscovery) {
    const found = discoverRoutes(root, { classes, env });
    const diagnostics = [...found.diagnostics];
    let routes = found.routes;
    if (source !== 'static') {
      const resolved = await resolveRoutes(root, source, routes);
      diagnostics.push(...resolved.diagnostics);
      routes = resolved.routes;
    }
    discovered = { key, routes, diagnostics, excludes: builtInExcludes(root), stamps: stamps.stampAll(routeDefinitionFiles(root, routes)) };
    // A bridge-provided list cannot be checked by file stamps (PHP may register routes from anywhere).
    if (source === 'static') discoveredByApp.set(root, discovered);
    else discoveredByApp.delete(root);
  }

  let facts = controllerFactsByApp.get(root);
  if (!facts) controllerFactsByApp.set(root, (facts = new Map()));
  const matched: DocumentedRoute[] = [];
  const diagnostics = [...discovered!.diagnostics];
  for (const original of discovered!.routes) {
    const routeGroup = config.routes.findIndex((group) => routeGroupMatches(original, group, discovered!.excludes));
    if (routeGroup === -1) continue;
    const ref = original.controller;
    if (!ref) {
      if (isHiddenFromDocumentation(original, classes)) continue;
      matched.push({ route: original, routeGroup });
      continue;
    }
    const known = factsOf(ref.class, ref.method, classes, stamps, facts);
    if (known?.hidden) continue;
    if (known && !known.location && !known.magicCall) {
      // As the route matcher does: Laravel would fail to dispatch it, so it is not documented.
      diagnostics.push({
        severity: 'warning',
        code: 'route-skipped-missing-method',
        message: `${original.methods[0]} ${original.uri} is not documented: ${ref.class} has no method ${ref.method}.`,
        file: original.definedAt.file,
        line: original.definedAt.line,
      });
      continue;
    }
    // A reused route list may hold method lines from before an edit of the controller.
    const route = reusedDiscovery && known?.location ? { ...original, controller: { ...ref, location: known.location } } : original;
    matched.push({ route, routeGroup });
  }
  return { routes: matched, diagnostics, reusedDiscovery };
}

/** Telescope's routes are left out when the app requires it (as the route matcher does). */
function builtInExcludes(root: string): string[] {
  const excludes = ['docgen', 'docgen.*', 'scribe', 'scribe.*'];
  try {
    const composer = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    if (composer.require?.['laravel/telescope'] ?? composer['require-dev']?.['laravel/telescope']) excludes.push('telescope/*');
  } catch {
    // No composer.json: nothing to add.
  }
  return excludes;
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

/** A controller method's location and hide flag, re-read only when its class file changed. */
function factsOf(className: string, method: string, classes: ClassIndex, stamps: FileStamps, memo: Map<string, ControllerFacts>): ControllerFacts | undefined {
  const key = `${className}::${method}`.toLowerCase();
  const known = memo.get(key);
  if (known && stamps.stamp(known.file) === known.stamp) return known;
  try {
    const cls = classes.find(className);
    if (!cls) return undefined;
    const found = classes.findMethod(className, method);
    const hides = (tags: Array<{ name: string }> | undefined) => tags?.some((t) => t.name.toLowerCase() === 'hidefromapidocumentation') ?? false;
    const facts: ControllerFacts = {
      file: cls.file,
      stamp: stamps.stamp(cls.file),
      ...(found ? { location: { file: found.file, line: found.line } } : {}),
      magicCall: !found && !!classes.findMethod(className, '__call'),
      hidden: hides(cls.docBlock?.tags) || hides(found?.docBlock?.tags),
    };
    memo.set(key, facts);
    return facts;
  } catch {
    return undefined;
  }
}
