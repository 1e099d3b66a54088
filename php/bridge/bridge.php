<?php
/**
 * docgen's PHP bridge: boots a Laravel app once and answers JSON requests, one JSON document per line
 * on stdin, one reply per line on stdout. Logs, warnings and anything the app prints go to stderr.
 *
 *   php php/bridge/bridge.php --app PATH
 *
 * Operations: `ping`, `routes`, `call`, `models`, `tables` (see README.md beside this file).
 */

declare(strict_types=1);

namespace DocgenBridge;

require __DIR__ . '/src/Protocol.php';
require __DIR__ . '/src/Boot.php';
require __DIR__ . '/src/Transactions.php';
require __DIR__ . '/src/ConfigOverrides.php';
require __DIR__ . '/src/RouteOrigins.php';
require __DIR__ . '/src/RouteLister.php';
require __DIR__ . '/src/RequestCaller.php';
require __DIR__ . '/src/ExampleModels.php';
require __DIR__ . '/src/ModelRenderer.php';
require __DIR__ . '/src/TableCounter.php';

$protocol = Protocol::start();

$appRoot = Boot::appRootFromArguments($argv);
if ($appRoot === null) {
    $protocol->fatal('Usage: php bridge.php --app PATH (the Laravel app to boot).');
    exit(2);
}

try {
    $app = Boot::boot($appRoot);
} catch (\Throwable $e) {
    $protocol->fatal('The app could not be booted: ' . Protocol::describe($e), Protocol::location($e, $appRoot));
    exit(1);
}

$protocol->ready([
    'php' => PHP_VERSION,
    'laravel' => $app->version(),
    'appRoot' => $appRoot,
    'defaultConnection' => (string) $app['config']->get('database.default'),
    'appUrl' => (string) $app['config']->get('app.url'),
]);

$handlers = [
    'ping' => fn (array $request) => ['pong' => true],
    'routes' => fn (array $request) => (new RouteLister($app, $appRoot))->list(),
    'call' => fn (array $request) => (new RequestCaller($app, $appRoot))->call($request),
    'models' => fn (array $request) => (new ModelRenderer($app, $appRoot))->render($request),
    'tables' => fn (array $request) => (new TableCounter($app))->count($request['connections'] ?? null),
];

$protocol->serve($handlers, $appRoot);
