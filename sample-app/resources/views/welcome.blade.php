<!DOCTYPE html>
<html lang="{{ str_replace('_', '-', app()->getLocale()) }}">
<head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>{{ config('app.name') }}</title>
</head>
<body>
    <main>
        <h1>{{ config('app.name') }}</h1>
        <p>Books by mail since 2021. The shop's API lives under <code>/api</code>; its documentation is at <code>/docs</code>.</p>
    </main>
</body>
</html>
