<?php

namespace App\Http\Controllers;

use App\Http\Resources\UserResource;
use App\Models\PersonalToken;
use App\Models\User;
use Illuminate\Http\JsonResponse;
use Illuminate\Http\Request;
use Illuminate\Http\Response;
use Illuminate\Support\Facades\Hash;
use Illuminate\Support\Facades\Validator;
use Illuminate\Validation\ValidationException;

/**
 * @group Authentication
 *
 * Create an account, then exchange your email and password for a token at `POST /api/login`.
 * Send the token as `Authorization: Bearer <token>` on every request that needs it.
 */
class AuthController extends Controller
{
    /**
     * Register
     *
     * Creates a customer account and signs it in: the response carries a token, as for login.
     *
     * @response 201 scenario="account created" {
     *   "token": "8Kq3Y0xRzv1d2PfNnW9uTgH4sLbE6cJmA7oViQyX5rDkMw0Z",
     *   "token_type": "Bearer",
     *   "expires_at": "2024-07-01T12:00:00+00:00",
     *   "user": {"id": 11, "name": "Grace Hopper", "email": "grace@example.com", "is_admin": false, "member_since": "2024-06-01"}
     * }
     * @response status=422 scenario="email already taken" {
     *   "message": "The given data was invalid.",
     *   "errors": {"email": ["The email has already been taken."]}
     * }
     */
    public function register(Request $request): JsonResponse
    {
        $data = $request->validate([
            // Your full name, as it should appear on parcels.
            'name' => ['required', 'string', 'max:255'],
            // Used to sign in; must not belong to another account.
            'email' => ['required', 'email', 'max:255', 'unique:users,email'],
            // At least 8 characters.
            'password' => ['required', 'string', 'min:8', 'confirmed'],
            // Must match `password`.
            'password_confirmation' => ['required', 'string'],
        ]);

        $user = User::create([
            'name' => $data['name'],
            'email' => $data['email'],
            'password' => Hash::make($data['password']),
        ]);

        return $this->tokenResponse($user, 'register', 201);
    }

    /**
     * Log in
     *
     * Exchanges an email and password for a personal access token.
     * Tokens last 30 days; log out to revoke one sooner.
     *
     * @bodyParam device_name string A name for this token, to recognise it later. Example: my-laptop
     *
     * @response scenario=success {
     *   "token": "8Kq3Y0xRzv1d2PfNnW9uTgH4sLbE6cJmA7oViQyX5rDkMw0Z",
     *   "token_type": "Bearer",
     *   "expires_at": "2024-07-01T12:00:00+00:00",
     *   "user": {"id": 2, "name": "Rita Reader", "email": "reader@bookshop.test", "is_admin": false, "member_since": "2024-01-15"}
     * }
     * @response 422 scenario="wrong password" {
     *   "message": "The given data was invalid.",
     *   "errors": {"email": ["These credentials do not match our records."]}
     * }
     */
    public function login(Request $request): JsonResponse
    {
        $validator = Validator::make($request->all(), [
            // The email you registered with.
            'email' => 'required|email',
            // Your password.
            'password' => 'required|string',
            'device_name' => 'nullable|string|max:100',
        ]);
        $credentials = $validator->validate();

        $user = User::where('email', $credentials['email'])->first();
        if (! $user || ! Hash::check($credentials['password'], $user->password)) {
            throw ValidationException::withMessages(['email' => __('auth.failed')]);
        }

        return $this->tokenResponse($user, $credentials['device_name'] ?? 'api');
    }

    /**
     * Log out
     *
     * Revokes the token the request was made with. Other tokens of the account keep working.
     *
     * @authenticated
     *
     * @response 204 scenario="token revoked"
     * @responseFile 401 responses/unauthenticated.json
     */
    public function logout(Request $request): Response
    {
        $request->attributes->get('personal_token')->delete();

        return response()->noContent();
    }

    /**
     * Current user
     *
     * The account the token belongs to.
     *
     * @authenticated
     *
     * @apiResource App\Http\Resources\UserResource
     * @apiResourceModel App\Models\User
     * @responseFile 401 responses/unauthenticated.json
     */
    public function me(Request $request): UserResource
    {
        return new UserResource($request->user());
    }

    private function tokenResponse(User $user, string $name, int $status = 200): JsonResponse
    {
        [$token, $plainText] = PersonalToken::issue($user, $name, null, config('auth.token_lifetime'));

        return response()->json([
            'token' => $plainText,
            'token_type' => 'Bearer',
            'expires_at' => $token->expires_at?->toIso8601String(),
            'user' => new UserResource($user),
        ], $status);
    }
}
