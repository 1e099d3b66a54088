<?php

namespace App\Http\Requests;

use App\Enums\OrderStatus;
use Illuminate\Foundation\Http\FormRequest;
use Illuminate\Validation\Rules\Enum;

class UpdateOrderStatusRequest extends FormRequest
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
            // The new status. Orders move pending → paid → shipped → delivered, or to cancelled before shipping.
            'status' => ['required', new Enum(OrderStatus::class)],
            // Why the status changed, for the customer's order history.
            'note' => ['nullable', 'string', 'max:255'],
        ];
    }
}
