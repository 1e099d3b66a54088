/**
 * Route code read as PHP runs it: values the app's own methods and functions return, loops and conditions the
 * reader cannot decide (a notice only when routes are registered inside), resources that register when PHP
 * destroys them, and variables that closures see only through `use`.
 */
import { describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { tempApp } from '../../support/temp-app.ts';

/** An app whose only route file is routes/api.php, loaded with the api prefix (no provider, no withRouting). */
function apiApp(api: string, files: Record<string, string> = {}): string {
  return tempApp({ 'routes/api.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\n${api}`, ...files });
}

const routesOf = (root: string) => discoverRoutes(root).routes.map((r) => `${r.methods.join('|')} ${r.uri} ${r.name ?? '-'}`);

describe('values computed by the app', () => {
  it('uses what a static method of an app class returns as a group prefix', () => {
    const root = apiApp(`use App\\Support\\Api;\nRoute::prefix(Api::prefix('v2'))->group(function () {\n    Route::get('songs', fn () => 1);\n});`, {
      'app/Support/Api.php': `<?php
namespace App\\Support;
final class Api {
    public static function prefix(string $version): string {
        return 'mobile/' . $version;
    }
}`,
    });
    expect(routesOf(root)).toEqual(['GET|HEAD api/mobile/v2/songs -']);
  });

  it('skips a route whose uri is built from something unknown instead of guessing part of it', () => {
    const root = apiApp(`Route::get('users/' . request('kind'), fn () => 1);\nRoute::get("posts/{$undefinedEverywhere}", fn () => 1);\nRoute::get('ok', fn () => 1);`);
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/ok']);
    expect(diagnostics.filter((d) => d.code === 'route-uri-unknown').map((d) => d.line)).toEqual([3, 4]);
  });
});

describe('loops over values that cannot be known', () => {
  it('reads the body once and gives a notice when it registers routes', () => {
    const root = apiApp(`foreach (config('modules') as $module) {\n    Route::get('modules', fn () => 1);\n}`);
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/modules']);
    expect(diagnostics).toContainEqual(expect.objectContaining({ severity: 'notice', code: 'route-loop-unknown', file: 'routes/api.php', line: 3 }));
  });

  it('gives no notice for a loop that registers no routes', () => {
    const root = apiApp(`foreach (config('limits') as $name => $limit) {\n    $names[] = $name;\n}\nRoute::get('ok', fn () => 1);`);
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['api/ok']);
    expect(diagnostics.filter((d) => d.code === 'route-loop-unknown')).toEqual([]);
  });

  it('runs a loop over a known list once per item', () => {
    const root = apiApp(`foreach (['songs' => 'song', 'albums' => 'album'] as $plural => $single) {\n    Route::get($plural, fn () => 1)->name($single);\n}`);
    expect(routesOf(root)).toEqual(['GET|HEAD api/songs song', 'GET|HEAD api/albums album']);
  });

  it('runs a loop over a long known list to its end', () => {
    const root = apiApp(`foreach (range(1, 300) as $page) {\n    Route::get("pages/{$page}", fn () => 1);\n}`);
    const uris = discoverRoutes(root).routes.map((r) => r.uri);
    expect(uris).toHaveLength(300);
    expect(uris.at(-1)).toBe('api/pages/300');
  });
});

describe('pending resource registrations', () => {
  it('registers a resource held in a variable when the closure holding it ends, with the options set meanwhile', () => {
    const root = apiApp(`Route::group([], function () {
    $photos = Route::resource('photos', 'App\\\\Http\\\\Controllers\\\\PhotoController');
    $photos->only(['index', 'show']);
    Route::get('after', fn () => 1);
});`);
    expect(routesOf(root)).toEqual(['GET|HEAD api/after -', 'GET|HEAD api/photos photos.index', 'GET|HEAD api/photos/{photo} photos.show']);
  });
});

describe('resources held in a variable of the route file', () => {
  it('registers at the end of the file, with options set inside a closure that uses the variable', () => {
    const root = apiApp(`$photos = Route::resource('photos', 'App\\Http\\Controllers\\PhotoController');
Route::group([], function () use ($photos) {
    $photos->only(['index']);
});
$photos->names('pics');
Route::get('last', fn () => 1);`);
    expect(routesOf(root)).toEqual(['GET|HEAD api/last -', 'GET|HEAD api/photos pics.index']);
  });
});

describe('resources returned by group callbacks', () => {
  it('registers inside the group a resource an arrow function or a closure returns to the router', () => {
    const root = apiApp(`Route::prefix('admin')->group(fn () => Route::resource('photos', 'App\\Http\\Controllers\\PhotoController')->only('index'));
Route::prefix('shop')->group(function () {
    return Route::apiResource('orders', 'App\\Http\\Controllers\\OrderController')->only(['show']);
});`);
    expect(routesOf(root)).toEqual(['GET|HEAD api/admin/photos photos.index', 'GET|HEAD api/shop/orders/{order} orders.show']);
  });
});

describe('closures', () => {
  it('see the variables of the route file they are given with use, as PHP closures do', () => {
    const root = apiApp(`$version = 'v1';
Route::prefix($version)->group(function () use ($version) {
    Route::get('status', fn () => 1)->name("status.{$version}");
});`);
    expect(routesOf(root)).toEqual(['GET|HEAD api/v1/status status.v1']);
  });
});
