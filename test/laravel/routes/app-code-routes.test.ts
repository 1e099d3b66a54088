/**
 * Routes registered through the app's own code: route files included from a static method of an app class
 * (called from `withRouting(using:)`, `then:` or a provider), and the notice about unknown conditions, which is
 * given only when a branch registers routes.
 */
import { describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { tempApp } from '../../support/temp-app.ts';

const VERSIONED_PROVIDER = `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public static function loadVersionedRoutes(string $type, string $suffix = 'base'): void {
        Route::group([], base_path(sprintf('routes/%s.%s.php', $type, $suffix)));
        $version = self::version();
        $file = $version ? base_path(sprintf('routes/%s.%s.php', $type, $version)) : null;
        if ($file) {
            Route::group([], $file);
        }
    }
    private static function version(): ?string {
        return request()->header('X-Api-Version');
    }
}`;

const ROUTE_FILES = {
  'routes/api.base.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::prefix('api')->group(function () {
    Route::get('songs', fn () => 1);
    Route::post('songs', fn () => 1);
});`,
  'routes/web.base.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::get('/', fn () => 1);`,
};

describe('route files included from app code', () => {
  it('follows a static method of an app class called from the using: closure of withRouting', () => {
    const root = tempApp({
      'app/Providers/RouteServiceProvider.php': VERSIONED_PROVIDER,
      'bootstrap/app.php': `<?php
use App\\Providers\\RouteServiceProvider;
use Illuminate\\Foundation\\Application;
return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(
        using: static function (): void {
            RouteServiceProvider::loadVersionedRoutes('web');
            RouteServiceProvider::loadVersionedRoutes('api');
        },
    )->create();`,
      ...ROUTE_FILES,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual(['GET|HEAD /', 'GET|HEAD api/songs', 'POST api/songs']);
    // The versioned file is unknown: one warning for it, and no notice about the condition around it.
    const aboutProvider = diagnostics.filter((d) => d.file === 'app/Providers/RouteServiceProvider.php');
    expect(aboutProvider).toEqual([expect.objectContaining({ severity: 'warning', code: 'route-group-unknown', line: 11 })]);
  });

  it('follows a static method called from the then: closure, with a parameter left at its default', () => {
    const root = tempApp({
      'app/Support/Routes.php': `<?php
namespace App\\Support;
use Illuminate\\Support\\Facades\\Route;
final class Routes {
    public static function admin(string $prefix = 'admin'): void {
        Route::prefix($prefix)->group(base_path('routes/admin.php'));
    }
}`,
      'bootstrap/app.php': `<?php
use App\\Support\\Routes;
use Illuminate\\Foundation\\Application;
return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(api: __DIR__ . '/../routes/api.php', then: function () {
        Routes::admin();
    })->create();`,
      'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::get('ping', fn () => 1);`,
      'routes/admin.php': `<?php
use Illuminate\\Support\\Facades\\Route;
Route::delete('users/{user}', fn () => 1);`,
    });
    expect(discoverRoutes(root).routes.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual(['GET|HEAD api/ping', 'DELETE admin/users/{user}']);
  });

  it('follows static and self:: calls from a provider boot() and stops at a method that calls itself', () => {
    const root = tempApp({
      'app/Providers/RouteServiceProvider.php': `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public function boot(): void {
        $this->routes(function () {
            self::files(['api', 'web']);
        });
    }
    private static function files(array $names): void {
        foreach ($names as $name) {
            Route::group([], base_path("routes/{$name}.base.php"));
        }
        self::files($names);
    }
}`,
      ...ROUTE_FILES,
    });
    const { routes } = discoverRoutes(root);
    expect(routes.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual(['GET|HEAD api/songs', 'POST api/songs', 'GET|HEAD /']);
  });
});

describe('route code in classes the container injects', () => {
  it('follows a method of an app class a provider property is typed with', () => {
    const root = tempApp({
      'app/Routing/AdminRoutes.php': `<?php
namespace App\\Routing;
use Illuminate\\Support\\Facades\\Route;
class AdminRoutes {
    private string $prefix = 'admin';
    public function register(): void {
        Route::prefix($this->prefix)->group(function () {
            Route::get('stats', fn () => 1);
        });
    }
}`,
      'app/Providers/RouteServiceProvider.php': `<?php
namespace App\\Providers;
use App\\Routing\\AdminRoutes;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
class RouteServiceProvider extends ServiceProvider {
    public function __construct($app, private AdminRoutes $admin) {
        parent::__construct($app);
    }
    public function boot(): void {
        $this->routes(function () {
            $this->admin->register();
        });
    }
}`,
    });
    expect(discoverRoutes(root).routes.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual(['GET|HEAD admin/stats']);
  });
});

describe('route files included from app helper functions', () => {
  it('runs a function of a composer-autoloaded helper file called from a route file', () => {
    const root = tempApp({
      'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"},"files":["app/helpers.php"]}}',
      'app/helpers.php': `<?php
use Illuminate\\Support\\Facades\\Route;
if (! function_exists('adminRoutes')) {
    function adminRoutes(string $prefix): void {
        Route::prefix($prefix)->group(function () {
            Route::get('stats', fn () => 1);
        });
    }
}`,
      'bootstrap/app.php': `<?php
use Illuminate\\Foundation\\Application;
return Application::configure(basePath: dirname(__DIR__))
    ->withRouting(api: __DIR__ . '/../routes/api.php')->create();`,
      'routes/api.php': `<?php
adminRoutes('admin');`,
    });
    expect(discoverRoutes(root).routes.map((r) => `${r.methods.join('|')} ${r.uri}`)).toEqual(['GET|HEAD api/admin/stats']);
  });
});

describe('conditions the reader cannot evaluate', () => {
  it('gives no notice for a condition in a provider whose branches register no routes', () => {
    const root = tempApp({
      'app/Providers/AppServiceProvider.php': `<?php
namespace App\\Providers;
use Illuminate\\Support\\ServiceProvider;
use Illuminate\\Support\\Facades\\URL;
class AppServiceProvider extends ServiceProvider {
    public function boot(): void {
        if (app()->isProduction()) {
            URL::forceScheme('https');
        }
    }
}`,
      'app/Providers/RouteServiceProvider.php': `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public function boot(): void {
        $this->routes(function () {
            if (config('features.beta')) {
                Route::get('beta', fn () => 1);
            }
        });
    }
}`,
    });
    const { routes, diagnostics } = discoverRoutes(root);
    expect(routes.map((r) => r.uri)).toEqual(['beta']);
    expect(diagnostics.filter((d) => d.code === 'route-condition-unknown')).toEqual([
      expect.objectContaining({ severity: 'notice', file: 'app/Providers/RouteServiceProvider.php', line: 8 }),
    ]);
  });
});
