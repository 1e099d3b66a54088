<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Symfony\Component\HttpFoundation\Response as SymfonyResponse;

/**
 * Lets browsers call the API from other origins (the docs' "Try it out" button):
 * answers preflight requests itself and adds the CORS headers to every API response.
 * Allowed origins come from config('cors.allowed_origins').
 */
class HandleCors
{
    public function handle(Request $request, Closure $next)
    {
        if (! $request->is(config('cors.paths', ['api/*']))) {
            return $next($request);
        }

        if ($this->isPreflight($request)) {
            return $this->withCorsHeaders($request, new Response('', 204), true);
        }

        return $this->withCorsHeaders($request, $next($request), false);
    }

    private function isPreflight(Request $request): bool
    {
        return $request->isMethod('OPTIONS') && $request->headers->has('Access-Control-Request-Method');
    }

    private function withCorsHeaders(Request $request, SymfonyResponse $response, bool $preflight): SymfonyResponse
    {
        $origin = $request->headers->get('Origin');
        $allowed = config('cors.allowed_origins', ['*']);

        if (in_array('*', $allowed, true)) {
            $response->headers->set('Access-Control-Allow-Origin', '*');
        } elseif ($origin !== null && in_array($origin, $allowed, true)) {
            $response->headers->set('Access-Control-Allow-Origin', $origin);
            $response->setVary('Origin', false);
        }

        $response->headers->set('Access-Control-Expose-Headers', implode(', ', config('cors.exposed_headers', [])));

        if ($preflight) {
            $response->headers->set('Access-Control-Allow-Methods', implode(', ', config('cors.allowed_methods')));
            $response->headers->set(
                'Access-Control-Allow-Headers',
                $request->headers->get('Access-Control-Request-Headers') ?: implode(', ', config('cors.allowed_headers'))
            );
            $response->headers->set('Access-Control-Max-Age', (string) config('cors.max_age', 0));
        }

        return $response;
    }
}
