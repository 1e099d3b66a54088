<?php

namespace App\Http\Requests;

/**
 * The same fields as a new review, each optional.
 */
class UpdateReviewRequest extends StoreReviewRequest
{
    /**
     * Determine if the user is authorized to make this request: only the review's author may edit it.
     *
     * @return bool
     */
    public function authorize()
    {
        return $this->route('review')->user_id === $this->user()->id;
    }

    /**
     * Get the validation rules that apply to the request.
     *
     * @return array
     */
    public function rules()
    {
        return [
            'rating' => 'sometimes|integer|between:1,5',
            'title' => 'nullable|string|max:120',
            'body' => 'sometimes|string|min:10|max:5000',
        ];
    }
}
