<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Authentication Defaults
    |--------------------------------------------------------------------------
    |
    | The API authenticates with personal access tokens (see the `auth.token`
    | middleware and App\Models\PersonalToken); there are no sessions.
    |
    */

    'defaults' => [
        'guard' => 'api',
        'passwords' => 'users',
    ],

    'guards' => [
        'api' => [
            'driver' => 'personal-token',
            'provider' => 'users',
        ],
    ],

    'providers' => [
        'users' => [
            'driver' => 'eloquent',
            'model' => App\Models\User::class,
        ],
    ],

    'passwords' => [
        'users' => [
            'provider' => 'users',
            'table' => 'password_resets',
            'expire' => 60,
            'throttle' => 60,
        ],
    ],

    /*
    |--------------------------------------------------------------------------
    | Personal Token Lifetime
    |--------------------------------------------------------------------------
    |
    | Minutes a token issued by POST /api/login stays valid; null keeps it
    | until logout.
    |
    */

    'token_lifetime' => env('AUTH_TOKEN_LIFETIME', 60 * 24 * 30),

];
