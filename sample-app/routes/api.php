<?php

use App\Http\Controllers\AuthController;
use App\Http\Controllers\AuthorController;
use App\Http\Controllers\BookController;
use App\Http\Controllers\BookCoverController;
use App\Http\Controllers\CancelOrderController;
use App\Http\Controllers\CategoryController;
use App\Http\Controllers\MaintenanceController;
use App\Http\Controllers\OrderController;
use App\Http\Controllers\ReviewController;
use App\Http\Controllers\WishlistController;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Route;

/*
|--------------------------------------------------------------------------
| API Routes
|--------------------------------------------------------------------------
|
| Loaded by the RouteServiceProvider inside the "api" middleware group,
| under the /api prefix.
|
*/

/**
 * Health check
 *
 * Whether the API and its database are up. For uptime monitors; needs no token.
 *
 * @group Status
 * @unauthenticated
 * @response {"status": "ok", "database": "ok", "time": "2024-06-01T12:00:00+00:00"}
 * @response 503 scenario="database down" {"status": "degraded", "database": "unreachable", "time": "2024-06-01T12:00:00+00:00"}
 */
Route::get('health', function () {
    try {
        DB::connection()->getPdo();
        $database = 'ok';
    } catch (Throwable $e) {
        $database = 'unreachable';
    }

    return response()->json([
        'status' => $database === 'ok' ? 'ok' : 'degraded',
        'database' => $database,
        'time' => now()->toIso8601String(),
    ], $database === 'ok' ? 200 : 503);
})->name('health');

// Accounts and tokens.
Route::post('register', [AuthController::class, 'register'])->name('auth.register');
Route::post('login', [AuthController::class, 'login'])->name('auth.login');
Route::middleware('auth.token')->group(function () {
    Route::post('logout', [AuthController::class, 'logout'])->name('auth.logout');
    Route::get('me', [AuthController::class, 'me'])->name('auth.me');
});

// The catalogue, open to everyone. "books/search" comes before "books/{book}" so it is not read as a book ID.
Route::get('books/search', [BookController::class, 'search'])->name('books.search');
Route::get('books/by-slug/{book:slug}', [BookController::class, 'showBySlug'])->name('books.by-slug');
Route::get('bestsellers/{limit?}', [BookController::class, 'bestsellers'])->whereNumber('limit')->name('books.bestsellers');
Route::apiResource('books', BookController::class)->only(['index', 'show']);
Route::apiResource('authors', AuthorController::class)->only(['index', 'show']);
Route::apiResource('categories', CategoryController::class)->only(['index', 'show']);

// Changing the catalogue: staff only.
Route::middleware(['auth.token', 'admin'])->group(function () {
    Route::apiResource('books', BookController::class)->except(['index', 'show']);
    Route::post('books/{book}/cover', [BookCoverController::class, 'store'])->name('books.cover.store');
    Route::delete('books/{book}/cover', [BookCoverController::class, 'destroy'])->name('books.cover.destroy');
    Route::apiResource('authors', AuthorController::class)->except(['index', 'show']);
    Route::post('categories', [CategoryController::class, 'store'])->name('categories.store');
    Route::get('internal/stats', [MaintenanceController::class, 'stats'])->name('internal.stats');
});

// Reviews: reading is public, ReviewController asks for a token to write.
Route::apiResource('books.reviews', ReviewController::class)->shallow();

// A customer's own things.
Route::middleware('auth.token')->group(function () {
    Route::apiResource('orders', OrderController::class)->only(['index', 'store', 'show']);
    Route::patch('orders/{order}/status', [OrderController::class, 'updateStatus'])
        ->middleware('admin')
        ->name('orders.status.update');
    Route::post('orders/{order}/cancel', CancelOrderController::class)->name('orders.cancel');

    Route::prefix('wishlist')->name('wishlist.')->group(function () {
        Route::get('/', [WishlistController::class, 'index'])->name('index');
        Route::post('/', [WishlistController::class, 'store'])->name('store');
        Route::delete('{book}', [WishlistController::class, 'destroy'])->name('destroy');
    });
});
