<?php

namespace Database\Factories;

use App\Models\Author;
use App\Models\Book;
use Illuminate\Database\Eloquent\Factories\Factory;
use Illuminate\Support\Str;

class BookFactory extends Factory
{
    /**
     * The name of the factory's corresponding model.
     *
     * @var string
     */
    protected $model = Book::class;

    /**
     * Define the model's default state.
     *
     * @return array
     */
    public function definition()
    {
        $title = $this->faker->unique()->randomElement(self::madeUpTitles());

        return [
            'author_id' => Author::factory(),
            'title' => $title,
            'slug' => Str::slug($title),
            'isbn' => $this->faker->unique()->isbn13(),
            'description' => $this->faker->realText(200),
            'format' => $this->faker->randomElement(Book::FORMATS),
            'price' => $this->faker->randomFloat(2, 4, 60),
            'stock' => $this->faker->numberBetween(0, 120),
            'pages' => $this->faker->numberBetween(90, 900),
            'language' => 'en',
            'published_on' => $this->faker->dateTimeBetween('-40 years', '-1 month')->format('Y-m-d'),
        ];
    }

    /**
     * "The Silent Archive", "The Winter Lighthouse" … a hundred titles that sound like books.
     *
     * @return array<int, string>
     */
    private static function madeUpTitles(): array
    {
        $adjectives = ['Silent', 'Hidden', 'Last', 'Burning', 'Glass', 'Iron', 'Distant', 'Winter', 'Hollow', 'Golden'];
        $nouns = ['Archive', 'Harbour', 'Garden', 'Machine', 'Kingdom', 'River', 'Library', 'Orchard', 'Signal', 'Lighthouse'];

        return collect($adjectives)->crossJoin($nouns)->map(fn (array $pair) => "The {$pair[0]} {$pair[1]}")->all();
    }

    /**
     * A book with no copies left.
     *
     * @return \Illuminate\Database\Eloquent\Factories\Factory
     */
    public function outOfStock()
    {
        return $this->state(fn (array $attributes) => ['stock' => 0]);
    }

    /**
     * An electronic edition: no pages to count, always in stock.
     *
     * @return \Illuminate\Database\Eloquent\Factories\Factory
     */
    public function ebook()
    {
        return $this->state(fn (array $attributes) => ['format' => 'ebook', 'stock' => 9999]);
    }
}
