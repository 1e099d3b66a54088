<?php

namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Factories\HasFactory;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Database\Eloquent\Relations\BelongsTo;
use Illuminate\Database\Eloquent\Relations\BelongsToMany;
use Illuminate\Database\Eloquent\Relations\HasMany;

/**
 * A title in the catalogue.
 *
 * @property int $id
 * @property int $author_id
 * @property string $title
 * @property string $slug
 * @property string $isbn ISBN-13, digits only.
 * @property string|null $description
 * @property string $format One of Book::FORMATS.
 * @property float $price Price in euros.
 * @property int $stock Copies in the warehouse.
 * @property int|null $pages
 * @property string $language ISO 639-1 code.
 * @property \Illuminate\Support\Carbon|null $published_on
 * @property string|null $cover_path Path of the cover image on the public disk.
 * @property \Illuminate\Support\Carbon|null $created_at
 * @property \Illuminate\Support\Carbon|null $updated_at
 * @property-read \App\Models\Author $author
 * @property-read \Illuminate\Database\Eloquent\Collection|\App\Models\Category[] $categories
 * @property-read \Illuminate\Database\Eloquent\Collection|\App\Models\Review[] $reviews
 * @property-read float|null $reviews_avg_rating
 * @property-read int|null $reviews_count
 * @property-read \Illuminate\Database\Eloquent\Collection|\App\Models\OrderItem[] $orderItems
 */
class Book extends Model
{
    use HasFactory;

    public const FORMATS = ['hardcover', 'paperback', 'ebook', 'audiobook'];

    protected $fillable = [
        'author_id',
        'title',
        'slug',
        'isbn',
        'description',
        'format',
        'price',
        'stock',
        'pages',
        'language',
        'published_on',
    ];

    protected $casts = [
        'price' => 'float',
        'stock' => 'integer',
        'pages' => 'integer',
        'published_on' => 'date',
    ];

    protected $attributes = [
        'stock' => 0,
        'language' => 'en',
    ];

    public function author(): BelongsTo
    {
        return $this->belongsTo(Author::class);
    }

    public function categories(): BelongsToMany
    {
        return $this->belongsToMany(Category::class);
    }

    public function reviews(): HasMany
    {
        return $this->hasMany(Review::class);
    }

    public function orderItems(): HasMany
    {
        return $this->hasMany(OrderItem::class);
    }

    public function inStock(): bool
    {
        return $this->stock > 0;
    }

    /** Books whose title, description or author's name contain the text. */
    public function scopeMatching(Builder $query, string $text): Builder
    {
        $like = '%'.str_replace(['%', '_'], ['\%', '\_'], $text).'%';

        return $query->where(function (Builder $query) use ($like) {
            $query->where('title', 'like', $like)
                ->orWhere('description', 'like', $like)
                ->orWhereHas('author', fn (Builder $author) => $author->where('name', 'like', $like));
        });
    }
}
