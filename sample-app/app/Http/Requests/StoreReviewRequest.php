<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreReviewRequest extends FormRequest
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
            // Stars, from 1 to 5.
            'rating' => 'required|integer|between:1,5',
            // A headline for the review.
            'title' => 'nullable|string|max:120',
            // What you thought of the book.
            'body' => 'required|string|min:10|max:5000',
        ];
    }
}
