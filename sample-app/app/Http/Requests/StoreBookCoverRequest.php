<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreBookCoverRequest extends FormRequest
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
            // The cover image: JPEG, PNG or WebP, at most 2 MB.
            'cover' => ['required', 'image', 'mimes:jpg,jpeg,png,webp', 'max:2048'],
            // Text for screen readers.
            'alt_text' => ['nullable', 'string', 'max:255'],
        ];
    }
}
