<?php

return [

    // The API is stateless (tokens, no cookies); the array driver keeps
    // nothing between requests.
    'driver' => env('SESSION_DRIVER', 'array'),

    'lifetime' => 120,

    'expire_on_close' => false,

    'encrypt' => false,

    'files' => storage_path('framework/sessions'),

    'cookie' => 'bookshop_session',

    'path' => '/',

    'domain' => env('SESSION_DOMAIN', null),

    'secure' => env('SESSION_SECURE_COOKIE'),

    'http_only' => true,

    'same_site' => 'lax',

];
