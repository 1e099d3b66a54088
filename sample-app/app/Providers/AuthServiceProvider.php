<?php

namespace App\Providers;

use App\Models\PersonalToken;
use Illuminate\Foundation\Support\Providers\AuthServiceProvider as ServiceProvider;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Auth;

class AuthServiceProvider extends ServiceProvider
{
    /**
     * The policy mappings for the application.
     *
     * @var array<class-string, class-string>
     */
    protected $policies = [
        //
    ];

    /**
     * Register any authentication / authorization services.
     *
     * @return void
     */
    public function boot()
    {
        $this->registerPolicies();

        // The `api` guard reads the bearer token, so $request->user() also works on public routes.
        Auth::viaRequest('personal-token', function (Request $request) {
            $token = PersonalToken::findByPlainText($request->bearerToken());

            return $token !== null && ! $token->hasExpired() ? $token->user : null;
        });
    }
}
