<?php
declare(strict_types=1);

namespace DocgenBridge;

/** Boots the target app the way `php artisan` does, once, with a router that remembers where routes are declared. */
final class Boot
{
    /** @param string[] $argv */
    public static function appRootFromArguments(array $argv): ?string
    {
        foreach ($argv as $i => $arg) {
            if ($arg === '--app' && isset($argv[$i + 1])) {
                $path = realpath($argv[$i + 1]);
                return $path === false ? null : $path;
            }
            if (str_starts_with($arg, '--app=')) {
                $path = realpath(substr($arg, 6));
                return $path === false ? null : $path;
            }
        }
        return null;
    }

    /** @return \Illuminate\Foundation\Application */
    public static function boot(string $appRoot)
    {
        if (!is_file($appRoot . '/vendor/autoload.php')) {
            throw new \RuntimeException("The app has no vendor/autoload.php ($appRoot); install its dependencies first.");
        }
        if (!is_file($appRoot . '/bootstrap/app.php')) {
            throw new \RuntimeException("The app has no bootstrap/app.php ($appRoot).");
        }
        if (!defined('LARAVEL_START')) {
            define('LARAVEL_START', microtime(true));
        }
        chdir($appRoot);
        require $appRoot . '/vendor/autoload.php';
        require __DIR__ . '/LocatingRouter.php';

        $app = require $appRoot . '/bootstrap/app.php';
        if (!$app instanceof \Illuminate\Foundation\Application) {
            throw new \RuntimeException('bootstrap/app.php did not return an Illuminate\\Foundation\\Application.');
        }
        // Replace the router before anything resolves it, so route declarations can be located.
        if (!$app->resolved('router')) {
            $app->singleton('router', static fn ($app) => new LocatingRouter($app['events'], $app, $appRoot));
        }
        $app->make(\Illuminate\Contracts\Console\Kernel::class)->bootstrap();
        return $app;
    }
}
