/** Route files that need more than Laravel 8 fixtures show: unknown values, cycles, fallbacks, odd roots. */
import { describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { tempApp } from '../../support/temp-app.ts';

/** Writes a small app (files relative to its root) with a Laravel 10-style RouteServiceProvider unless told otherwise. */
function app(files: Record<string, string>, withProvider = true): string {
  return tempApp({
    ...(withProvider
      ? {
          'app/Providers/RouteServiceProvider.php': `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public function boot(): void {
        $this->routes(function () {
            Route::middleware('api')->prefix('api')->group(base_path('routes/api.php'));
        });
    }
}`,
        }
      : {}),
    ...files,
  });
}

const list = (root: string) => discoverRoutes(root).routes.map((r) => `${r.methods.join('|')} ${r.uri} ${r.name ?? '-'} ${r.action}`);

describe('values that cannot be known statically', () => {
  it('reads every branch of an unknown condition, with a notice', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
if (app()->environment('local')) {
    Route::get('debug', fn () => 1);
} else {
    Route::get('prod', fn () => 1);
}`,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/debug', 'api/prod']);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'notice', code: 'route-condition-unknown', file: 'routes/api.php', line: 3 }));
  });

  it('skips a route whose uri is unknown, with a warning, and keeps the others', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::get(config('app.path'), fn () => 1);
Route::get('known', fn () => 1);`,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/known']);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'warning', code: 'route-uri-unknown', file: 'routes/api.php', line: 3 }));
  });

  it('reports a group whose routes are neither a closure nor a known file', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::prefix('x')->group($somewhere);
Route::get('after', fn () => 1);`,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/after']);
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'route-group-unknown', line: 3 }));
  });
});

describe('files', () => {
  it('stops include cycles with a warning', () => {
    const root = app({
      'routes/api.php': `<?php\nrequire __DIR__ . '/a.php';`,
      'routes/a.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('a', fn () => 1);\nrequire __DIR__ . '/b.php';`,
      'routes/b.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('b', fn () => 1);\nrequire __DIR__ . '/a.php';`,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/a', 'api/b']);
    expect(diagnostics).toContainEqual(expect.objectContaining({ code: 'route-include-cycle', file: 'routes/b.php', line: 4 }));
  });

  it('reports a missing route file where it is named', () => {
    const root = app({ 'routes/api.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::group([], base_path('routes/gone.php'));` });
    expect(discoverRoutes(root).diagnostics).toContainEqual(
      expect.objectContaining({ code: 'route-file-missing', file: 'routes/api.php', line: 3, message: 'The route file routes/gone.php does not exist.' }),
    );
  });

  it('follows a file_exists() guard: a guarded missing file is silent, a guarded present file is read', () => {
    const provider = `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public function boot(): void {
        $this->routes(function () {
            Route::middleware('api')->prefix('api')->group(base_path('routes/api.php'));
            if (file_exists(base_path('routes/docgen.php'))) {
                Route::middleware('web')->group(base_path('routes/docgen.php'));
            }
            if (is_file(base_path('routes/extra.php'))) {
                require base_path('routes/extra.php');
            }
        });
    }
}`;
    const routesFile = `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('users', fn () => 1);`;
    const missing = discoverRoutes(app({ 'app/Providers/RouteServiceProvider.php': provider, 'routes/api.php': routesFile }));
    expect(missing.routes.map((r) => r.uri)).toEqual(['api/users']);
    expect(missing.diagnostics).toEqual([]);

    const present = discoverRoutes(
      app({
        'app/Providers/RouteServiceProvider.php': provider,
        'routes/api.php': routesFile,
        'routes/docgen.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('docs', fn () => 'docs');`,
        'routes/extra.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('extra', fn () => 'extra');`,
      }),
    );
    expect(present.routes.map((r) => [r.uri, r.middleware])).toEqual([
      ['api/users', ['api']],
      ['docs', ['web']],
      ['extra', []],
    ]);
    expect(present.diagnostics).toEqual([]);
  });

  it('still warns about a missing file included without a guard', () => {
    const root = app({ 'routes/api.php': `<?php\nrequire base_path('routes/gone.php');` });
    expect(discoverRoutes(root).diagnostics).toContainEqual(
      expect.objectContaining({ code: 'route-file-missing', file: 'routes/api.php', line: 2, message: 'The route file routes/gone.php does not exist.' }),
    );
  });

  it('loads routes/api.php and routes/web.php the skeleton way when nothing registers routes', () => {
    const root = app(
      {
        'routes/api.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('users', fn () => 1);`,
        'routes/web.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('/', fn () => 1);`,
      },
      false,
    );
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => [r.uri, r.middleware])).toEqual([
      ['api/users', ['api']],
      ['/', ['web']],
    ]);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'notice', code: 'routes-conventional' }));
  });

  it('reads an array of route files and closures given to one group (Laravel 9+)', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::prefix('many')->group([__DIR__ . '/one.php', function () { Route::get('two', fn () => 2); }]);`,
      'routes/one.php': `<?php\n$router->get('one', fn () => 1);`,
    });
    expect(list(root)).toEqual(['GET|HEAD api/many/one - Closure', 'GET|HEAD api/many/two - Closure']);
  });
});

describe('router roots and actions', () => {
  it('knows the router through a typed closure parameter, app("router") and map(Router $router)', () => {
    const root = app(
      {
        'app/Providers/RouteServiceProvider.php': `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Routing\\Router;
class RouteServiceProvider extends ServiceProvider {
    public function map(Router $router) {
        $router->group(['prefix' => 'api'], function (Router $r) {
            $r->get('typed', fn () => 1);
            app('router')->get('helper', fn () => 1);
        });
    }
}`,
      },
      false,
    );
    expect(list(root)).toEqual(['GET|HEAD api/typed - Closure', 'GET|HEAD api/helper - Closure']);
  });

  it("leaves a registrar's namespace out of a string action, as Laravel does", () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::namespace('Admin')->get('x', 'ThingController@show');
Route::namespace('Admin')->group(function () { Route::get('y', 'ThingController@show'); });`,
    });
    expect(list(root)).toEqual(['GET|HEAD api/x - ThingController@show', 'GET|HEAD api/y - Admin\\ThingController@show']);
  });

  it('applies where helpers to several parameters at once and keeps only patterns of the route', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::pattern('unused', '[a-z]+');
Route::get('{a}/{b}', fn () => 1)->whereNumber(['a', 'b']);`,
    });
    expect(discoverRoutes(root).routes[0]!.wheres).toEqual({ a: '[0-9]+', b: '[0-9]+' });
  });

  it('gives a closure route the closure location and docblock', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::get('documented',
    /**
     * A documented closure.
     */
    function () { return 1; });`,
    });
    const route = discoverRoutes(root).routes[0]!;
    expect(route.closure?.location).toEqual({ file: 'routes/api.php', line: 7 });
    expect(route.closure?.docComment).toContain('A documented closure.');
    expect(route.closure?.docCommentLine).toBe(4);
    expect(route.controller).toBeUndefined();
  });

  it('gives a closure the docblock written above its statement, as PHP does', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;

/**
 * Health check
 *
 * @group Status
 */
// A plain comment between the docblock and the statement changes nothing.
Route::get('health', function () {
    return 1;
})->name('health');

/** Arrow functions too. */
Route::get('ping', fn () => 'pong');

/** A group callback is the statement's first closure: the docblock is its. */
Route::prefix('v1')->group(function () {
    Route::get('time', fn () => 1);
});

/** Only for the statement it is written above. */
$unused = 1;
Route::get('plain', fn () => 1);`,
    });
    const byUri = new Map(discoverRoutes(root).routes.map((r) => [r.uri, r]));
    expect(byUri.get('api/health')!.closure).toEqual({
      location: { file: 'routes/api.php', line: 10 },
      docComment: '/**\n * Health check\n *\n * @group Status\n */',
      docCommentLine: 4,
    });
    expect(byUri.get('api/ping')!.closure?.docComment).toBe('/** Arrow functions too. */');
    expect(byUri.get('api/v1/time')!.closure?.docComment).toBeUndefined();
    expect(byUri.get('api/plain')!.closure?.docComment).toBeUndefined();
  });

  it('records redirect and view defaults', () => {
    const root = app({
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::permanentRedirect('a', '/b');
Route::view('v', 'pages.v', ['x' => 1]);`,
    });
    const [redirect, view] = discoverRoutes(root).routes;
    expect(redirect!.defaults).toEqual({ destination: '/b', status: 301 });
    expect(view!.defaults).toEqual({ view: 'pages.v', data: { x: 1 }, status: 200, headers: [] });
  });
});
