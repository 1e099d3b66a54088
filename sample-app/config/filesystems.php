<?php

return [

    'default' => env('FILESYSTEM_DRIVER', 'local'),

    'disks' => [

        'local' => [
            'driver' => 'local',
            'root' => storage_path('app'),
        ],

        // Book covers live here and are served from /storage/covers/... in production.
        'public' => [
            'driver' => 'local',
            'root' => env('PUBLIC_DISK_ROOT', storage_path('app/public')),
            'url' => env('APP_URL', 'http://localhost:8000').'/storage',
            'visibility' => 'public',
        ],

    ],

    'links' => [
        public_path('storage') => storage_path('app/public'),
    ],

];
