<?php
// Router for `php -S` (what Laravel's server.php / `php artisan serve` does): existing files under public/
// are served as they are, every other path goes to public/index.php — including paths with a file
// extension such as /docs/openapi.yaml, which php -S alone would answer with 404.
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
if ($path !== '/' && is_file($_SERVER['DOCUMENT_ROOT'] . $path)) {
    return false;
}
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
