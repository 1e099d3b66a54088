<?php

return [

    // The array store keeps nothing between requests: fine for a sample app, and
    // it means rate limits never leak from one test run into the next.
    'default' => env('CACHE_DRIVER', 'array'),

    'stores' => [
        'array' => [
            'driver' => 'array',
            'serialize' => false,
        ],

        'file' => [
            'driver' => 'file',
            'path' => storage_path('framework/cache/data'),
        ],
    ],

    'prefix' => 'bookshop_cache',

];
