import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { closeAllBridges } from '../../src/bridge/shared.ts';
import { compareRoutes, resolveRoutes } from '../../src/bridge/route-source.ts';
import { discoverRoutes } from '../../src/laravel/routes/discover.ts';
import type { Route } from '../../src/model.ts';
import { describePhp, itPhp, routeList } from '../support/php.ts';
import { testRoute as route } from '../support/hand-built.ts';
import { SHOP_FIXTURE } from './support/shop.ts';

const SAMPLE_APP = fileURLToPath(new URL('../../sample-app', import.meta.url));

/** What route:list prints for a Route, to compare as sets. */
const listed = (r: Route) => JSON.stringify([r.methods.join('|'), r.uri, r.name, r.action, r.domain]);

describe('comparing the static route list with Laravel', () => {
  const a = route({ uri: 'api/books', name: 'books.index', action: 'App\\Http\\Controllers\\BookController@index', definedAt: { file: 'routes/api.php', line: 3 } });
  const b = route({ uri: 'api/authors', methods: ['POST'], action: 'Closure', definedAt: { file: 'routes/api.php', line: 4 } });

  it('finds nothing to say about identical lists, whatever their order', () => {
    expect(compareRoutes([a, b], [b, a])).toEqual([]);
  });

  it('reports routes only one side has, and name or action differences, each at its file:line', () => {
    const renamed = { ...a, name: 'books.list', definedAt: { file: 'routes/api.php', line: 30 } };
    const extra = route({ uri: 'api/health', definedAt: { file: 'routes/api.php', line: 9 } });
    expect(compareRoutes([a, b], [renamed, extra])).toEqual([
      {
        severity: 'warning',
        code: 'route-mismatch',
        message: 'Route GET|HEAD api/books: its name is "books.index" in the source reading but "books.list" in Laravel.',
        file: 'routes/api.php',
        line: 3,
      },
      {
        severity: 'warning',
        code: 'route-only-static',
        message: 'Route POST api/authors was found in the source but Laravel does not register it.',
        file: 'routes/api.php',
        line: 4,
      },
      {
        severity: 'warning',
        code: 'route-only-laravel',
        message: 'Route GET|HEAD api/health is registered by Laravel but was not found in the source reading.',
        file: 'routes/api.php',
        line: 9,
      },
    ]);
  });

  it('returns the static list untouched for source "static"', async () => {
    expect(await resolveRoutes(SHOP_FIXTURE, 'static', [a])).toEqual({ routes: [a], diagnostics: [] });
  });

  it('falls back to the static list, with the reason, when the app cannot run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-novendor-'));
    try {
      const resolved = await resolveRoutes(dir, 'artisan', [a]);
      expect(resolved.routes).toEqual([a]);
      expect(resolved.diagnostics).toHaveLength(1);
      expect(resolved.diagnostics[0]!.message).toMatch(/^Route source "artisan" needs PHP; using the static route list\. The app has no vendor\/autoload\.php/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describePhp('route lists from Laravel through the bridge', () => {
  afterAll(() => closeAllBridges());

  itPhp('artisan: the routes route:list prints, as Route objects with their source places', async () => {
    const { routes, diagnostics } = await resolveRoutes(SHOP_FIXTURE, 'artisan', []);
    expect(diagnostics).toEqual([]);
    const oracle = routeList(SHOP_FIXTURE).map((r) => JSON.stringify([r.method, r.uri, r.name, r.action, r.domain]));
    expect(routes.map(listed).sort()).toEqual(oracle.sort());
    const store = routes.find((r) => r.name === 'items.store')!;
    expect(store).toMatchObject({ methods: ['POST'], middleware: ['api'], definedAt: { file: 'routes/api.php', line: 9 } });
    expect(store.controller).toMatchObject({ class: 'App\\Http\\Controllers\\ItemController', method: 'store', location: { file: 'app/Http/Controllers/ItemController.php' } });
  });

  itPhp('the sample app: the static and the Laravel route lists are identical, field by field', async () => {
    const discovered = discoverRoutes(SAMPLE_APP);
    const both = await resolveRoutes(SAMPLE_APP, 'both', discovered.routes);
    expect(both.diagnostics).toEqual([]);
    expect(both.routes).toBe(discovered.routes);

    const laravel = (await resolveRoutes(SAMPLE_APP, 'artisan', [])).routes;
    expect(laravel.length).toBe(discovered.routes.length);
    expect(laravel.map(listed).sort()).toEqual(discovered.routes.map(listed).sort());
    const fields = (r: Route) => ({
      methods: r.methods,
      uri: r.uri,
      name: r.name,
      action: r.action,
      domain: r.domain,
      middleware: r.middleware,
      excludedMiddleware: r.excludedMiddleware,
      wheres: r.wheres,
      bindingFields: r.bindingFields,
      definedAt: r.definedAt,
      controller: r.controller,
    });
    const byKey = (routes: Route[]) => new Map(routes.map((r) => [`${r.methods.join('|')} ${r.uri}`, fields(r)]));
    expect(byKey(laravel)).toEqual(byKey(discovered.routes));
  });
});
