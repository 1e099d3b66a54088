<?php

namespace Database\Seeders;

use App\Models\Author;
use App\Models\Book;
use App\Models\Category;
use Faker\Generator;
use Illuminate\Database\Seeder;
use Illuminate\Support\Str;

class CatalogueSeeder extends Seeder
{
    private const CATEGORIES = [
        'Fantasy' => 'Dragons, wizards and other worlds.',
        'Science Fiction' => 'Futures, aliens and thought experiments.',
        'Humour' => 'Books that make you laugh out loud on the train.',
        'Classics' => 'Books that have lasted.',
        'Programming' => 'Writing software, and writing about it.',
    ];

    /** name, country, born on, website, bio */
    private const AUTHORS = [
        ['Ursula K. Le Guin', 'US', '1929-10-21', 'https://www.ursulakleguin.com', 'Novelist, poet and essayist; author of the Earthsea books and the Hainish cycle.'],
        ['Terry Pratchett', 'GB', '1948-04-28', 'https://www.terrypratchett.co.uk', 'Author of the forty-one Discworld novels.'],
        ['Octavia E. Butler', 'US', '1947-06-22', null, 'Science fiction writer; author of Kindred and the Parable novels.'],
        ['Donald E. Knuth', 'US', '1938-01-10', 'https://www-cs-faculty.stanford.edu/~knuth/', 'Computer scientist; author of The Art of Computer Programming and creator of TeX.'],
        ['Mary Shelley', 'GB', '1797-08-30', null, 'Novelist; wrote Frankenstein at nineteen.'],
        ['Italo Calvino', 'IT', '1923-10-15', null, 'Italian writer of fables, fantasies and puzzles in prose.'],
    ];

    private const BLURBS = [
        'A Wizard of Earthsea' => 'A proud young mage lets loose a shadow on the world and must chase it across the islands of Earthsea.',
        'The Left Hand of Darkness' => 'An envoy to a frozen planet learns that its people are neither men nor women, and that trust is harder than diplomacy.',
        'The Dispossessed' => 'A physicist leaves his anarchist moon for its rich mother planet, hoping to bring the two worlds together.',
        'Guards! Guards!' => 'The Night Watch of Ankh-Morpork, three officers and a new recruit, against a secret society and a very real dragon.',
        'Small Gods' => 'A god who has shrunk to a tortoise, a novice who can remember everything, and a church that has forgotten why it exists.',
        'Going Postal' => 'A conman is given a second chance: run the city\'s derelict post office, or hang.',
        'Kindred' => 'A writer in 1976 Los Angeles is pulled back, again and again, to a plantation in antebellum Maryland.',
        'Parable of the Sower' => 'In a collapsing California, a teenager with hyperempathy walks north and writes down a new faith.',
        'The Art of Computer Programming, Volume 1' => 'Fundamental algorithms: the mathematics, data structures and techniques the rest of the series builds on.',
        'Literate Programming' => 'Essays on writing programs as works of literature, meant to be read by people first and computers second.',
        'Frankenstein' => 'A young scientist builds a living being and abandons it, and both spend their lives paying for it.',
        'Invisible Cities' => 'Marco Polo describes to Kublai Khan the cities of his empire, each stranger than the last.',
    ];

    /** title, author, categories, isbn, format, price, stock, pages, published on */
    private const BOOKS = [
        ['A Wizard of Earthsea', 'Ursula K. Le Guin', ['Fantasy', 'Classics'], '9780553383164', 'paperback', 9.99, 42, 183, '1968-11-01'],
        ['The Left Hand of Darkness', 'Ursula K. Le Guin', ['Science Fiction', 'Classics'], '9780441004782', 'paperback', 11.50, 17, 304, '1969-03-01'],
        ['The Dispossessed', 'Ursula K. Le Guin', ['Science Fiction'], '9780060512750', 'hardcover', 24.00, 6, 387, '1974-05-01'],
        ['Guards! Guards!', 'Terry Pratchett', ['Fantasy', 'Humour'], '9780061020643', 'paperback', 8.99, 60, 355, '1989-11-01'],
        ['Small Gods', 'Terry Pratchett', ['Fantasy', 'Humour'], '9780061092176', 'ebook', 6.49, 9999, null, '1992-05-01'],
        ['Going Postal', 'Terry Pratchett', ['Fantasy', 'Humour'], '9780060502935', 'hardcover', 19.99, 12, 394, '2004-09-25'],
        ['Kindred', 'Octavia E. Butler', ['Science Fiction', 'Classics'], '9780807083697', 'paperback', 12.00, 25, 264, '1979-06-01'],
        ['Parable of the Sower', 'Octavia E. Butler', ['Science Fiction'], '9781446575635', 'audiobook', 18.75, 9999, null, '1993-10-01'],
        ['The Art of Computer Programming, Volume 1', 'Donald E. Knuth', ['Programming', 'Classics'], '9780201896831', 'hardcover', 79.00, 3, 672, '1968-01-01'],
        ['Literate Programming', 'Donald E. Knuth', ['Programming'], '9780937073803', 'paperback', 32.50, 0, 368, '1992-06-01'],
        ['Frankenstein', 'Mary Shelley', ['Classics', 'Science Fiction'], '9780141439471', 'paperback', 5.99, 80, 280, '1818-01-01'],
        ['Invisible Cities', 'Italo Calvino', ['Classics'], '9780156453806', 'paperback', 10.40, 14, 165, '1972-01-01'],
    ];

    /**
     * Twelve real titles by six authors on five shelves, then eighteen made-up ones for paging.
     *
     * @return void
     */
    public function run()
    {
        $categories = collect(self::CATEGORIES)->map(fn (string $description, string $name) => Category::create([
            'name' => $name,
            'slug' => Str::slug($name),
            'description' => $description,
        ]));

        $authors = collect(self::AUTHORS)->mapWithKeys(fn (array $row) => [$row[0] => Author::factory()->create([
            'name' => $row[0],
            'slug' => Str::slug($row[0]),
            'country' => $row[1],
            'born_on' => $row[2],
            'website' => $row[3],
            'bio' => $row[4],
        ])]);

        foreach (self::BOOKS as [$title, $author, $shelves, $isbn, $format, $price, $stock, $pages, $publishedOn]) {
            $book = Book::factory()->for($authors[$author])->create([
                'title' => $title,
                'slug' => Str::slug($title),
                'description' => self::BLURBS[$title],
                'isbn' => $isbn,
                'format' => $format,
                'price' => $price,
                'stock' => $stock,
                'pages' => $pages,
                'published_on' => $publishedOn,
            ]);
            $book->categories()->attach($categories->only($shelves)->pluck('id'));
        }

        $faker = $this->container->make(Generator::class);
        Book::factory()
            ->count(18)
            ->state(fn () => ['author_id' => $faker->randomElement($authors->all())->id])
            ->create()
            ->each(fn (Book $book) => $book->categories()->attach($faker->randomElement($categories->all())));
    }
}
