<?php

namespace App\Http\Resources;

use Illuminate\Http\Resources\Json\JsonResource;

/**
 * @mixin \App\Models\Author
 */
class AuthorResource extends JsonResource
{
    /**
     * Transform the resource into an array.
     *
     * @param  \Illuminate\Http\Request  $request
     * @return array
     */
    public function toArray($request)
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'slug' => $this->slug,
            'bio' => $this->bio,
            'country' => $this->country,
            'born_on' => $this->born_on?->toDateString(),
            'website' => $this->website,
            'books_count' => $this->when($this->books_count !== null, fn () => $this->books_count),
            'books' => BookResource::collection($this->whenLoaded('books')),
        ];
    }
}
