<?php

namespace App\Http\Requests;

use App\Models\Book;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * Send only the fields to change.
 */
class UpdateBookRequest extends FormRequest
{
    /**
     * Determine if the user is authorized to make this request.
     *
     * @return bool
     */
    public function authorize()
    {
        return true;
    }

    /**
     * Get the validation rules that apply to the request.
     *
     * @return array
     */
    public function rules()
    {
        return [
            // The title as printed on the cover.
            'title' => ['sometimes', 'string', 'max:255'],
            // ISBN-13, digits only. Must stay unique.
            'isbn' => ['sometimes', 'string', 'size:13', Rule::unique('books', 'isbn')->ignore($this->route('book'))],
            'description' => ['nullable', 'string', 'max:5000'],
            'author_id' => ['sometimes', 'integer', 'exists:authors,id'],
            // Replaces the book's shelves.
            'category_ids' => ['sometimes', 'array'],
            'category_ids.*' => ['integer', 'exists:categories,id'],
            'format' => ['sometimes', Rule::in(Book::FORMATS)],
            // Price in euros.
            'price' => ['sometimes', 'numeric', 'min:0', 'max:9999.99'],
            'stock' => ['sometimes', 'integer', 'min:0'],
            'pages' => ['nullable', 'integer', 'min:1'],
            'published_on' => ['nullable', 'date', 'before_or_equal:today'],
        ];
    }
}
