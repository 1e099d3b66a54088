<?php

namespace App\Http\Requests;

use App\Models\Book;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rule;

/**
 * Query parameters for filtering, sorting and paging the catalogue.
 */
class ListBooksRequest extends FormRequest
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
     * Query strings carry text: accept in_stock=true/false as well as 1/0.
     *
     * @return void
     */
    protected function prepareForValidation()
    {
        if ($this->has('in_stock')) {
            $this->merge(['in_stock' => $this->boolean('in_stock')]);
        }
    }

    /**
     * Get the validation rules that apply to the request.
     *
     * @return array
     */
    public function rules()
    {
        return [
            // Only books by this author.
            'author_id' => ['nullable', 'integer', 'exists:authors,id'],
            // Only books on this shelf, by the category's slug.
            'category' => ['nullable', 'string', 'exists:categories,slug'],
            // Only this edition.
            'format' => ['nullable', Rule::in(Book::FORMATS)],
            // Lowest price, in euros.
            'min_price' => ['nullable', 'numeric', 'min:0'],
            // Highest price, in euros.
            'max_price' => ['nullable', 'numeric', 'gte:min_price'],
            // Only books that can ship today.
            'in_stock' => ['nullable', 'boolean'],
            // Only books published on or after this date.
            'published_after' => ['nullable', 'date'],
            // Sort field; prefix with "-" for descending order.
            'sort' => ['nullable', Rule::in(['title', '-title', 'price', '-price', 'published_on', '-published_on'])],
            // Books per page.
            'per_page' => ['nullable', 'integer', 'min:1', 'max:100'],
            // Page number, from 1.
            'page' => ['nullable', 'integer', 'min:1'],
        ];
    }

    /**
     * Examples for the documentation. Together they match one seeded book, A Wizard of Earthsea.
     *
     * @return array
     */
    public function queryParameters()
    {
        return [
            'author_id' => ['example' => 1],
            'category' => ['example' => 'fantasy'],
            'format' => ['example' => 'paperback'],
            'min_price' => ['example' => 5],
            'max_price' => ['example' => 30],
            'in_stock' => ['example' => true],
            'published_after' => ['example' => '1960-01-01'],
            'sort' => ['example' => '-published_on'],
            'per_page' => ['example' => 10],
            'page' => ['example' => 1],
        ];
    }
}
