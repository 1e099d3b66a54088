<?php

namespace Database\Seeders;

use App\Models\Book;
use App\Models\Review;
use App\Models\User;
use Faker\Generator;
use Illuminate\Database\Seeder;

class ReviewSeeder extends Seeder
{
    /**
     * Two or three reviews for each of the first twelve books, by different readers.
     *
     * @return void
     */
    public function run()
    {
        $faker = $this->container->make(Generator::class);
        $readers = User::where('is_admin', false)->orderBy('id')->get();

        Book::orderBy('id')->limit(12)->get()->each(function (Book $book) use ($faker, $readers) {
            $count = $faker->numberBetween(2, 3);
            foreach ($faker->randomElements($readers->all(), $count) as $reader) {
                Review::factory()->for($book)->for($reader)->create();
            }
        });
    }
}
