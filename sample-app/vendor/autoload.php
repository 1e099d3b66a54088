<?php

// Laravel 8 from Debian's packages (php-laravel-framework, php-faker) instead of Composer,
// plus docgen's PHP side from this repository (what `composer require docgen/docgen` would add).
set_include_path(get_include_path() . PATH_SEPARATOR . '/usr/share/php');
require_once 'Illuminate/autoload.php';
require_once 'Faker/autoload.php';

$docgenSource = dirname(__DIR__, 2) . '/php/src';
require_once $docgenSource . '/Config/helpers.php';

spl_autoload_register(function (string $class) use ($docgenSource) {
    $base = dirname(__DIR__);
    $roots = [
        'App\\' => $base . '/app/',
        'Database\\Factories\\' => $base . '/database/factories/',
        'Database\\Seeders\\' => $base . '/database/seeders/',
        'Docgen\\' => $docgenSource . '/',
    ];
    foreach ($roots as $prefix => $dir) {
        if (str_starts_with($class, $prefix)) {
            $file = $dir . str_replace('\\', '/', substr($class, strlen($prefix))) . '.php';
            if (is_file($file)) {
                require $file;
            }

            return;
        }
    }
});
