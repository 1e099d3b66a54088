<?php

namespace Database\Factories;

use App\Models\Book;
use App\Models\Review;
use App\Models\User;
use Illuminate\Database\Eloquent\Factories\Factory;

class ReviewFactory extends Factory
{
    /**
     * The name of the factory's corresponding model.
     *
     * @var string
     */
    protected $model = Review::class;

    /**
     * Define the model's default state.
     *
     * @return array
     */
    public function definition()
    {
        return [
            'book_id' => Book::factory(),
            'user_id' => User::factory(),
            'rating' => $this->faker->numberBetween(1, 5),
            'title' => $this->faker->optional(0.7)->randomElement([
                'Loved it', 'A classic for a reason', 'Not for me', 'Slow start, great ending',
                'Read it twice', 'Beautifully written', 'Overrated', 'Perfect for a long train ride',
            ]),
            'body' => $this->faker->realText(240),
        ];
    }
}
