<?php

namespace App\Http\Controllers;

use App\Models\Book;
use App\Models\Order;
use App\Models\PersonalToken;
use Illuminate\Http\JsonResponse;

class MaintenanceController extends Controller
{
    /**
     * Internal statistics
     *
     * Counters for the operations dashboard. Not part of the public API.
     *
     * @hideFromAPIDocumentation
     */
    public function stats(): JsonResponse
    {
        return response()->json([
            'books' => Book::count(),
            'orders' => Order::count(),
            'active_tokens' => PersonalToken::where(fn ($query) => $query->whereNull('expires_at')->orWhere('expires_at', '>', now()))->count(),
        ]);
    }
}
