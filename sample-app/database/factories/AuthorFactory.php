<?php

namespace Database\Factories;

use App\Models\Author;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

class AuthorFactory extends Factory
{
    /**
     * The name of the factory's corresponding model.
     *
     * @var string
     */
    protected $model = Author::class;

    /**
     * Define the model's default state.
     *
     * @return array
     */
    public function definition()
    {
        $name = $this->faker->unique()->name();

        return [
            'name' => $name,
            'slug' => Str::slug($name),
            'bio' => $this->faker->realText(300),
            'country' => $this->faker->countryCode(),
            'born_on' => $this->faker->dateTimeBetween('-90 years', '-25 years')->format('Y-m-d'),
            'website' => $this->faker->optional(0.5)->url(),
        ];
    }
}
