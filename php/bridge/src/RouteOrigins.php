<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Routing\Route;

/** Where each route was declared: the first stack frame in an app file (not vendor/, not this bridge). */
final class RouteOrigins
{
    private static ?\WeakMap $origins = null;

    public static function remember(Route $route, array $frames, string $appRoot): void
    {
        self::$origins ??= new \WeakMap();
        foreach ($frames as $frame) {
            $file = $frame['file'] ?? null;
            if (is_string($file) && self::isAppFile($file, $appRoot)) {
                self::$origins[$route] = ['file' => self::relative($file, $appRoot), 'line' => (int) ($frame['line'] ?? 0)];
                return;
            }
        }
    }

    /** @return array{file: string, line: int}|null */
    public static function of(Route $route): ?array
    {
        return self::$origins[$route] ?? null;
    }

    public static function isAppFile(string $file, string $appRoot): bool
    {
        $root = rtrim($appRoot, '/') . '/';
        return str_starts_with($file, $root)
            && !str_starts_with($file, $root . 'vendor/')
            && !str_starts_with($file, dirname(__DIR__) . '/');
    }

    public static function relative(string $file, string $appRoot): string
    {
        $root = rtrim($appRoot, '/') . '/';
        return str_starts_with($file, $root) ? substr($file, strlen($root)) : $file;
    }
}
