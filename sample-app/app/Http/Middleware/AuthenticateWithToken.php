<?php

namespace App\Http\Middleware;

use App\Models\PersonalToken;
use Closure;
use Illuminate\Auth\AuthenticationException;
use Illuminate\Contracts\Auth\Factory as Auth;
use Illuminate\Contracts\Auth\Middleware\AuthenticatesRequests;
use Illuminate\Http\Request;

/**
 * Authenticates the request with a personal access token sent as
 * `Authorization: Bearer <token>` (see the `api` guard in config/auth.php).
 * Implementing AuthenticatesRequests gives it the kernel's auth priority, so it runs before
 * route-model binding: a guest gets 401, not 404, for a book that does not exist.
 */
class AuthenticateWithToken implements AuthenticatesRequests
{
    public function __construct(private Auth $auth)
    {
    }

    public function handle(Request $request, Closure $next)
    {
        $token = PersonalToken::findByPlainText($request->bearerToken());

        if ($token === null || $token->hasExpired()) {
            throw new AuthenticationException('Unauthenticated.', ['api']);
        }

        $token->forceFill(['last_used_at' => now()])->save();

        $this->auth->guard('api')->setUser($token->user);
        $this->auth->shouldUse('api');
        $request->attributes->set('personal_token', $token);

        return $next($request);
    }
}
