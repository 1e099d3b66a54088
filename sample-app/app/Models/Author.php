<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A writer whose books the shop sells.
 *
 * @property int $id
 * @property string $name
 * @property string $slug
 * @property string|null $bio
 * @property string|null $country ISO 3166-1 alpha-2 code.
 * @property \Illuminate\Support\Carbon|null $born_on
 * @property string|null $website
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \Illuminate\Database\Eloquent\Collection|\App\Models\Book[] $books
 * @property-read int|null $books_count
 */
class Author extends Model
{
    use HasFactory;

    protected $fillable = [
        'name',
        'slug',
        'bio',
        'country',
        'born_on',
        'website',
    ];

    protected $casts = [
        'born_on' => 'date',
    ];

    public function books(): HasMany
    {
        return $this->hasMany(Book::class);
    }
}
