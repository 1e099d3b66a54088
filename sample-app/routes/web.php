<?php

use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| Web Routes
|--------------------------------------------------------------------------
|
| The shop's front page. Not part of the API, so docgen leaves it out
| (config/docgen.php matches api/* only).
|
*/

Route::view('/', 'welcome')->name('welcome');
