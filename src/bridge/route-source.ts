/**
 * Where the route list comes from: `static` (docgen's own reading of the route files, the default),
 * `artisan` (Laravel's own list, through the PHP bridge), or `both` (the static list, with every difference
 * from Laravel's reported as a Diagnostic — a check of the static reader on this app).
 *
 * Without PHP or the app's vendor directory, `artisan` and `both` fall back to the static list with a notice.
 */
import type { Diagnostic, Route } from '../model.ts';
import type { Bridge, BridgeOptions } from './bridge.ts';
import { BridgeError } from './bridge.ts';
import { sharedBridge } from './shared.ts';
import { routeFromBridge } from './to-route.ts';

export type RouteSource = 'static' | 'artisan' | 'both';

export interface RouteSourceOptions extends BridgeOptions {
  /** Use this bridge instead of the shared one. */
  bridge?: Bridge;
}

export interface ResolvedRoutes {
  routes: Route[];
  diagnostics: Diagnostic[];
}

export async function resolveRoutes(
  appRoot: string,
  source: RouteSource,
  staticRoutes: Route[],
  options: RouteSourceOptions = {},
): Promise<ResolvedRoutes> {
  if (source === 'static') return { routes: staticRoutes, diagnostics: [] };

  const fromLaravel = await laravelRoutes(appRoot, options);
  if ('problem' in fromLaravel) {
    return {
      routes: staticRoutes,
      diagnostics: [{ ...fromLaravel.problem, message: `Route source "${source}" needs PHP; using the static route list. ${fromLaravel.problem.message}` }],
    };
  }
  if (source === 'artisan') return { routes: fromLaravel.routes, diagnostics: [] };
  return { routes: staticRoutes, diagnostics: compareRoutes(staticRoutes, fromLaravel.routes) };
}

async function laravelRoutes(appRoot: string, options: RouteSourceOptions): Promise<{ routes: Route[] } | { problem: Diagnostic }> {
  let bridge = options.bridge;
  if (!bridge) {
    const opened = await sharedBridge(appRoot, options);
    if (opened.bridge === null) return { problem: opened.reason };
    bridge = opened.bridge;
  }
  try {
    return { routes: (await bridge.routes()).map(routeFromBridge) };
  } catch (error) {
    const diagnostic = error instanceof BridgeError ? error.diagnostic : { severity: 'warning' as const, message: String(error) };
    return { problem: { ...diagnostic, severity: 'warning', code: 'route-source-failed' } };
  }
}

/** Routes are paired by methods, uri and domain; name and action are then compared. */
const identity = (r: Route) => `${[...r.methods].sort().join('|')} ${r.domain ?? ''}/${r.uri}`;
const shown = (r: Route) => `${r.methods.join('|')} ${r.domain ? `${r.domain}/` : ''}${r.uri}`;

/** Every difference between the static list and Laravel's, as warnings with the route's file:line. */
export function compareRoutes(staticRoutes: Route[], laravel: Route[]): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const remaining = new Map<string, Route[]>();
  for (const route of laravel) remaining.set(identity(route), [...(remaining.get(identity(route)) ?? []), route]);

  for (const route of staticRoutes) {
    const candidates = remaining.get(identity(route));
    const match = candidates?.shift();
    if (!match) {
      diagnostics.push({
        severity: 'warning',
        code: 'route-only-static',
        message: `Route ${shown(route)} was found in the source but Laravel does not register it.`,
        ...route.definedAt,
      });
      continue;
    }
    for (const field of ['name', 'action'] as const) {
      if (route[field] !== match[field]) {
        diagnostics.push({
          severity: 'warning',
          code: 'route-mismatch',
          message: `Route ${shown(route)}: its ${field} is ${JSON.stringify(route[field])} in the source reading but ${JSON.stringify(match[field])} in Laravel.`,
          ...route.definedAt,
        });
      }
    }
  }
  for (const routes of remaining.values()) {
    for (const route of routes) {
      diagnostics.push({
        severity: 'warning',
        code: 'route-only-laravel',
        message: `Route ${shown(route)} is registered by Laravel but was not found in the source reading.`,
        ...route.definedAt,
      });
    }
  }
  return diagnostics;
}
