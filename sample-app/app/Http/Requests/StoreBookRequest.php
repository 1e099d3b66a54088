<?php

namespace App\Http\Requests;

use App\Models\Book;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

class StoreBookRequest extends FormRequest
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
            'title' => ['required', 'string', 'max:255'],
            // ISBN-13, digits only.
            'isbn' => ['required', 'string', 'size:13', 'unique:books,isbn'],
            // The back-cover blurb. Markdown is allowed.
            'description' => ['nullable', 'string', 'max:5000'],
            // The book's author.
            'author_id' => ['required', 'integer', 'exists:authors,id'],
            // Shelves to put the book on.
            'category_ids' => ['array'],
            'category_ids.*' => ['integer', 'exists:categories,id'],
            // Edition.
            'format' => ['required', Rule::in(Book::FORMATS)],
            // Price in euros.
            'price' => ['required', 'numeric', 'min:0', 'max:9999.99'],
            // Copies in the warehouse.
            'stock' => ['integer', 'min:0'],
            'pages' => ['nullable', 'integer', 'min:1'],
            // ISO 639-1 language code.
            'language' => ['string', 'size:2'],
            'published_on' => ['nullable', 'date', 'before_or_equal:today'],
        ];
    }

    /**
     * Descriptions and examples for the documentation.
     *
     * @return array
     */
    public function bodyParameters()
    {
        return [
            'title' => ['example' => 'The Tombs of Atuan'],
            'isbn' => ['example' => '9780689845369'],
            'category_ids' => ['example' => [1, 4]],
            'pages' => ['description' => 'Number of printed pages; leave out for e-books and audiobooks.', 'example' => 180],
            'published_on' => ['description' => 'First publication date of this edition.', 'example' => '1971-01-01'],
        ];
    }
}
