import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { RouteGroupConfig } from '../../../src/config/types.ts';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { matchRoutes } from '../../../src/laravel/matching/match-routes.ts';
import { routeMatchesPatterns } from '../../../src/laravel/matching/route-patterns.ts';
import { strIs } from '../../../src/laravel/matching/str-is.ts';
import { ClassIndex } from '../../../src/php/class-index.ts';
import { tempApp } from '../../support/temp-app.ts';

const app = fileURLToPath(new URL('../../fixtures/apps/matching', import.meta.url));
const classes = ClassIndex.forApp(app);
const { routes } = discoverRoutes(app, { classes });

function group(fields: Partial<RouteGroupConfig> & { prefixes?: string[]; domains?: string[] }): RouteGroupConfig {
  return {
    match: { prefixes: fields.prefixes ?? ['api/*'], domains: fields.domains ?? ['*'] },
    include: fields.include ?? [],
    exclude: fields.exclude ?? [],
  };
}

const keys = (groups: RouteGroupConfig[]) =>
  matchRoutes(routes, groups, classes).matched.map((m) => `${m.route.methods[0]} ${m.route.uri}`);

describe('strIs (Laravel Str::is)', () => {
  it('matches * across slashes, everything else literally and case-sensitively', () => {
    expect(strIs('api/*', 'api/users/1')).toBe(true);
    expect(strIs('api/*', 'api')).toBe(false);
    expect(strIs('*', '')).toBe(true);
    expect(strIs('v1.*', 'v1.users')).toBe(true);
    expect(strIs('v1.*', 'v1xusers')).toBe(false);
    expect(strIs('API/*', 'api/users')).toBe(false);
    expect(strIs(['a', 'b*'], 'bee')).toBe(true);
    expect(strIs([], 'x')).toBe(false);
    expect(strIs('users(1)', 'users(1)')).toBe(true);
  });
});

describe('routeMatchesPatterns', () => {
  const store = routes.find((r) => r.name === 'users.store')!;
  it('matches by name, uri with and without the slash, and "METHOD uri"', () => {
    expect(routeMatchesPatterns(store, ['users.*'])).toBe(true);
    expect(routeMatchesPatterns(store, ['api/users'])).toBe(true);
    expect(routeMatchesPatterns(store, ['/api/users'])).toBe(true);
    expect(routeMatchesPatterns(store, ['POST api/users'])).toBe(true);
    expect(routeMatchesPatterns(store, ['POST /api/*'])).toBe(true);
    expect(routeMatchesPatterns(store, ['GET api/users'])).toBe(false);
    expect(routeMatchesPatterns(store, [])).toBe(false);
  });
});

describe('matchRoutes', () => {
  it('takes api/* routes on any domain by default, leaving hidden, missing-method and docs routes out', () => {
    const result = matchRoutes(routes, [group({})], classes);
    expect(result.matched.map((m) => `${m.route.methods[0]} ${m.route.uri}`)).toEqual([
      'GET api/users',
      'POST api/users',
      'GET api/internal/health',
      'GET api/tenant/info',
    ]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'routes/api.php', line: 10, message: expect.stringContaining('doesNotExist') }),
    ]);
  });

  it('restricts to domains', () => {
    expect(keys([group({ domains: ['{tenant}.example.com'] })])).toEqual(['GET api/tenant/info']);
    expect(keys([group({ domains: ['*.example.com'] })])).toEqual(['GET api/tenant/info']);
    expect(keys([group({ domains: [] })])).toEqual([]);
  });

  it('matches prefixes against the uri, with wildcards', () => {
    expect(keys([group({ prefixes: ['api/internal/*'] })])).toEqual(['GET api/internal/health']);
    expect(keys([group({ prefixes: ['*'] })])).toContain('GET account');
    expect(keys([group({ prefixes: ['api/users'] })])).toEqual(['GET api/users', 'POST api/users']);
    // Scribe tests prefixes against $route->uri(), which has no leading slash.
    expect(keys([group({ prefixes: ['/api/*'] })])).toEqual([]);
  });

  it('adds include patterns (names or paths) and removes exclude patterns', () => {
    expect(keys([group({ include: ['account', '/'] })])).toEqual(
      expect.arrayContaining(['GET account', 'GET /']),
    );
    expect(keys([group({ exclude: ['POST api/users', 'internal.*'] })])).toEqual(['GET api/users', 'GET api/tenant/info']);
    expect(keys([group({ exclude: ['api/users'], include: ['users.index'] })])).not.toContain('GET api/users');
  });

  it('documents a route matched by two groups once, remembering the first group', () => {
    const first = group({ prefixes: ['api/users*'] });
    const second = group({ prefixes: ['api/*'] });
    const result = matchRoutes(routes, [first, second], classes);
    const users = result.matched.filter((m) => m.route.uri === 'api/users');
    expect(users).toHaveLength(2);
    expect(users.map((m) => m.route.methods[0])).toEqual(['GET', 'POST']);
    expect(users.every((m) => m.group === first && m.groupIndex === 0)).toBe(true);
    expect(result.matched.find((m) => m.route.uri === 'api/internal/health')?.groupIndex).toBe(1);
  });

  it('never documents the docs route, even when included', () => {
    expect(keys([group({ prefixes: ['*'], include: ['docgen'] })])).not.toContain('GET api/docs-page');
  });
});

describe('hidden routes', () => {
  it('honours @hideFromAPIDocumentation on the class, the method and a closure', () => {
    const all = keys([group({ prefixes: ['*'] })]);
    expect(all).not.toContain('GET api/admin/stats');
    expect(all).not.toContain('GET api/users/secret');
    expect(all).not.toContain('GET api/internal/hidden');
    expect(routes.find((r) => r.uri === 'api/internal/hidden')?.closure?.location).toEqual({ file: 'routes/api.php', line: 18 });
  });
});

describe('routes whose controller lacks their method', () => {
  const partial = tempApp({
    'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\AlbumController;
use App\\Http\\Controllers\\TrackController;
Route::apiResource('albums', AlbumController::class);
Route::post('tracks', [TrackController::class, 'store']);
Route::get('tracks/{track}', [TrackController::class, 'show']);
`,
    'app/Http/Controllers/AlbumController.php': `<?php
namespace App\\Http\\Controllers;
class AlbumController
{
    public function index() { return []; }
    public function show($album) { return []; }
}
`,
    'app/Http/Controllers/TrackController.php': `<?php
namespace App\\Http\\Controllers;
class TrackController
{
    public function show($track) { return []; }
}
`,
  });

  it('are left out, with one warning per line that registers them', () => {
    const index = ClassIndex.forApp(partial, { env: {} });
    const result = matchRoutes(discoverRoutes(partial, { classes: index }).routes, [group({})], index);
    expect(result.matched.map((m) => `${m.route.methods[0]} ${m.route.uri}`)).toEqual(['GET api/albums', 'GET api/albums/{album}', 'GET api/tracks/{track}']);
    expect(result.diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      [
        'routes/api.php',
        5,
        'POST api/albums, PUT api/albums/{album} and DELETE api/albums/{album} are not documented: App\\Http\\Controllers\\AlbumController has no store, update or destroy method.',
      ],
      ['routes/api.php', 6, 'POST api/tracks is not documented: App\\Http\\Controllers\\TrackController has no method store.'],
    ]);
  });
});
