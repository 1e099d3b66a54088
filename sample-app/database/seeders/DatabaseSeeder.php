<?php

namespace Database\Seeders;

use Faker\Generator;
use Illuminate\Database\Seeder;

class DatabaseSeeder extends Seeder
{
    /**
     * Seed the application's database.
     *
     * @return void
     */
    public function run()
    {
        // The same data on every run, so documented examples and tests can rely on it.
        $this->container->make(Generator::class)->seed(1234);

        $this->call([
            UserSeeder::class,
            CatalogueSeeder::class,
            ReviewSeeder::class,
            OrderSeeder::class,
        ]);
    }
}
