<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Support\Str;

/**
 * A personal access token. Only its SHA-256 hash is stored; the plain text is shown once, at login.
 *
 * @property int $id
 * @property int $user_id
 * @property string $name
 * @property string $token
 * @property \Illuminate\Support\Carbon|null $last_used_at
 * @property \Illuminate\Support\Carbon|null $expires_at
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\User $user
 */
class PersonalToken extends Model
{
    protected $fillable = [
        'name',
        'token',
        'expires_at',
    ];

    protected $hidden = [
        'token',
    ];

    protected $casts = [
        'last_used_at' => 'datetime',
        'expires_at' => 'datetime',
    ];

    public function user(): BelongsTo
    {
        return $this->belongsTo(User::class);
    }

    /**
     * Creates a token for the user and returns it with its plain text (the only time it is known).
     *
     * @return array{0: self, 1: string}
     */
    public static function issue(User $user, string $name, ?string $plainText = null, ?int $lifetimeMinutes = null): array
    {
        $plainText ??= Str::random(48);
        $token = $user->tokens()->create([
            'name' => $name,
            'token' => hash('sha256', $plainText),
            'expires_at' => $lifetimeMinutes ? now()->addMinutes($lifetimeMinutes) : null,
        ]);

        return [$token, $plainText];
    }

    public static function findByPlainText(?string $plainText): ?self
    {
        if ($plainText === null || $plainText === '') {
            return null;
        }

        return static::with('user')->where('token', hash('sha256', $plainText))->first();
    }

    public function hasExpired(): bool
    {
        return $this->expires_at !== null && $this->expires_at->isPast();
    }
}
