<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;
use Illuminate\Support\Facades\Storage;

/**
 * @mixin \App\Models\Book
 */
class BookResource extends JsonResource
{
    /**
     * Transform the resource into an array.
     *
     * @responseField id integer The book's ID.
     * @responseField isbn string ISBN-13, digits only.
     * @responseField price number Price in euros.
     * @responseField format string Edition. Enum: hardcover, paperback, ebook, audiobook
     * @responseField in_stock boolean Whether at least one copy can ship today.
     * @responseField cover_url string URL of the cover image, or null when there is none.
     *
     * @param  \Illuminate\Http\Request  $request
     * @return array
     */
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'title' => $this->title,
            'slug' => $this->slug,
            'isbn' => $this->isbn,
            'description' => $this->description,
            'format' => $this->format,
            'price' => $this->price,
            'language' => $this->language,
            'pages' => $this->pages,
            'published_on' => $this->published_on?->toDateString(),
            'in_stock' => $this->inStock(),
            'cover_url' => $this->cover_path ? Storage::disk('public')->url($this->cover_path) : null,
            'author' => new AuthorResource($this->whenLoaded('author')),
            'categories' => CategoryResource::collection($this->whenLoaded('categories')),
            'reviews' => ReviewResource::collection($this->whenLoaded('reviews')),
            'average_rating' => $this->when($this->reviews_avg_rating !== null, fn () => round((float) $this->reviews_avg_rating, 1)),
            // Staff see stock levels and bookkeeping dates.
            $this->mergeWhen((bool) $request->user()?->is_admin, [
                'stock' => $this->stock,
                'created_at' => $this->created_at?->toIso8601String(),
                'updated_at' => $this->updated_at?->toIso8601String(),
            ]),
        ];
    }
}
