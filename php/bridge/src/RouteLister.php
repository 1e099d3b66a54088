<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Routing\Route;

/**
 * The app's routes in registration order: the fields of `route:list --json`, plus what docgen's
 * Route model needs (declared middleware, wheres, defaults, binding fields) and where the route and
 * its controller method are written.
 */
final class RouteLister
{
    /** @param \Illuminate\Foundation\Application $app */
    public function __construct(private $app, private string $appRoot)
    {
    }

    public function list(): array
    {
        $router = $this->app['router'];
        $rows = [];
        foreach ($router->getRoutes()->getRoutes() as $route) {
            $rows[] = $this->describe($router, $route);
        }
        return ['routes' => $rows];
    }

    private function describe($router, Route $route): array
    {
        $row = [
            'domain' => $route->domain(),
            'method' => implode('|', $route->methods()),
            'uri' => $route->uri(),
            'name' => $route->getName(),
            'action' => ltrim($route->getActionName(), '\\'),
            'middleware' => $this->resolvedMiddleware($router, $route),
            'declaredMiddleware' => array_values(array_map('strval', array_filter((array) ($route->getAction('middleware') ?? []), 'is_string'))),
            'excludedMiddleware' => array_values(array_filter((array) $route->excludedMiddleware(), 'is_string')),
            'wheres' => (object) $route->wheres,
            'defaults' => (object) $this->plainValues($route->defaults),
            'bindingFields' => (object) $route->bindingFields(),
            'definedAt' => RouteOrigins::of($route),
            'controller' => null,
            'closureAt' => null,
        ];
        $uses = $route->getAction('uses');
        if ($uses instanceof \Closure) {
            $function = new \ReflectionFunction($uses);
            $row['closureAt'] = $this->location((string) $function->getFileName(), (int) $function->getStartLine());
        } elseif (is_string($uses) && str_contains($uses, '@')) {
            [$class, $method] = explode('@', $uses, 2);
            $row['controller'] = ['class' => ltrim($class, '\\'), 'method' => $method, 'location' => $this->methodLocation(ltrim($class, '\\'), $method)];
        } elseif (is_string($uses) && $uses !== '') {
            $row['controller'] = ['class' => ltrim($uses, '\\'), 'method' => '__invoke', 'location' => $this->methodLocation(ltrim($uses, '\\'), '__invoke')];
        }
        return $row;
    }

    /** As `route:list` prints them: groups expanded, aliases resolved, closures as "Closure". */
    private function resolvedMiddleware($router, Route $route): array
    {
        try {
            return array_values(array_map(
                static fn ($m) => $m instanceof \Closure ? 'Closure' : (string) $m,
                $router->gatherRouteMiddleware($route)
            ));
        } catch (\Throwable $e) {
            return [];
        }
    }

    private function methodLocation(string $class, string $method): ?array
    {
        try {
            if (!class_exists($class)) {
                return null;
            }
            $reflection = new \ReflectionClass($class);
            if ($reflection->hasMethod($method)) {
                $m = $reflection->getMethod($method);
                return $this->location((string) $m->getFileName(), (int) $m->getStartLine());
            }
            return $this->location((string) $reflection->getFileName(), (int) $reflection->getStartLine());
        } catch (\Throwable $e) {
            return null;
        }
    }

    /** Only places inside the app: a vendor or framework class has no source location docgen can show. */
    private function location(string $file, int $line): ?array
    {
        if ($file === '' || !RouteOrigins::isAppFile($file, $this->appRoot)) {
            return null;
        }
        return ['file' => RouteOrigins::relative($file, $this->appRoot), 'line' => $line];
    }

    /** Route defaults may hold objects; keep what JSON can carry. */
    private function plainValues(array $values): array
    {
        return array_map(static fn ($v) => is_scalar($v) || $v === null || is_array($v) ? $v : get_debug_type($v), $values);
    }
}
