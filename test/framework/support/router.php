<?php
// Router for `php -S` (what Laravel's server.php / `php artisan serve` does, plus a web server's directory
// index): existing files under public/ — and folders with an index.html, such as a static docs copy in
// public/docs — are served as they are; every other path goes to public/index.php, including paths with a
// file extension such as /docs/openapi.yaml, which php -S alone would answer with 404.
$path = urldecode(parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?? '/');
$file = $_SERVER['DOCUMENT_ROOT'] . $path;
if ($path !== '/' && (is_file($file) || is_file(rtrim($file, '/') . '/index.html'))) {
    return false;
}
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
