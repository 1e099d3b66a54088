<?php
declare(strict_types=1);

namespace DocgenBridge;

use Illuminate\Container\Container;
use Illuminate\Contracts\Events\Dispatcher;
use Illuminate\Routing\Router;

/**
 * Laravel's router, plus a note of the app file and line that declared each route
 * (Laravel 8 does not keep it; `route:list` learned it only in 12.55, for closures).
 */
final class LocatingRouter extends Router
{
    public function __construct(Dispatcher $events, ?Container $container, private string $appRoot)
    {
        parent::__construct($events, $container);
    }

    public function newRoute($methods, $uri, $action)
    {
        $route = parent::newRoute($methods, $uri, $action);
        RouteOrigins::remember($route, debug_backtrace(DEBUG_BACKTRACE_IGNORE_ARGS, 40), $this->appRoot);
        return $route;
    }
}
