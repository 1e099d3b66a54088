<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;

/** Only staff accounts may change the catalogue or move orders along. */
class EnsureUserIsAdmin
{
    public function handle(Request $request, Closure $next)
    {
        abort_unless($request->user()?->is_admin, 403, 'This action is unauthorized.');

        return $next($request);
    }
}
