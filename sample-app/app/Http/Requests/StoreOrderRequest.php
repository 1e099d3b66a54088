<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreOrderRequest extends FormRequest
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
            // The books to buy: one entry per title.
            'items' => ['required', 'array', 'min:1', 'max:20'],
            // The book's ID.
            'items.*.book_id' => ['required', 'integer', 'distinct', 'exists:books,id'],
            // Copies of this book.
            'items.*.quantity' => ['required', 'integer', 'min:1', 'max:10'],
            // Where to send the parcel.
            'shipping_address' => ['required', 'array'],
            'shipping_address.line1' => ['required', 'string', 'max:255'],
            'shipping_address.line2' => ['nullable', 'string', 'max:255'],
            'shipping_address.city' => ['required', 'string', 'max:100'],
            'shipping_address.postcode' => ['required', 'string', 'max:12'],
            // ISO 3166-1 alpha-2 country code.
            'shipping_address.country' => ['required', 'string', 'size:2'],
            // A message for the packers.
            'notes' => ['nullable', 'string', 'max:500'],
            // A discount code, if you have one.
            'coupon_code' => ['nullable', 'alpha_num', 'max:32'],
        ];
    }
}
