<?php

namespace App\Http\Controllers;

use App\Http\Requests\ListBooksRequest;
use App\Http\Requests\StoreBookRequest;
use App\Http\Requests\UpdateBookRequest;
use App\Http\Resources\BookCollection;
use App\Http\Resources\BookResource;
use App\Models\Book;
use App\Models\OrderItem;
use Illuminate\Database\Eloquent\Builder;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

/**
 * @group Books
 *
 * The catalogue. Browsing is open to everyone; adding, changing and removing books needs a staff token.
 */
class BookController extends Controller
{
    /**
     * List books
     *
     * The catalogue, filtered and sorted, 10 books per page by default.
     *
     * @apiResourceCollection App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book paginate=10 with=author,categories
     * @response status=422 scenario="invalid filter" {
     *   "message": "The given data was invalid.",
     *   "errors": {"sort": ["The selected sort is invalid."]}
     * }
     */
    public function index(ListBooksRequest $request)
    {
        $filters = $request->validated();

        $books = Book::query()
            ->with(['author', 'categories'])
            ->when($filters['author_id'] ?? null, fn (Builder $query, $authorId) => $query->where('author_id', $authorId))
            ->when($filters['category'] ?? null, fn (Builder $query, $slug) => $query->whereHas('categories', fn (Builder $categories) => $categories->where('slug', $slug)))
            ->when($filters['format'] ?? null, fn (Builder $query, $format) => $query->where('format', $format))
            ->when(isset($filters['min_price']), fn (Builder $query) => $query->where('price', '>=', $filters['min_price']))
            ->when(isset($filters['max_price']), fn (Builder $query) => $query->where('price', '<=', $filters['max_price']))
            ->when($request->boolean('in_stock'), fn (Builder $query) => $query->where('stock', '>', 0))
            ->when($filters['published_after'] ?? null, fn (Builder $query, $date) => $query->whereDate('published_on', '>=', $date))
            ->orderBy(ltrim($filters['sort'] ?? 'title', '-'), Str::startsWith($filters['sort'] ?? '', '-') ? 'desc' : 'asc')
            ->orderBy('id')
            ->paginate((int) ($filters['per_page'] ?? 10))
            ->withQueryString();

        return BookResource::collection($books);
    }

    /**
     * Search books
     *
     * Full-text search over titles, descriptions and author names. Returns at most `limit` books, best matches first,
     * with the number of matches that are in stock.
     *
     * @queryParam q string required The text to look for. Must be at least 2 characters. Example: earthsea
     * @queryParam limit integer How many books to return, from 1 to 50. Defaults to 20. Example: 5
     * @queryParam in_stock boolean Only books that can ship today. Example: true
     *
     * @apiResourceCollection App\Http\Resources\BookCollection
     * @apiResourceModel App\Models\Book with=author
     * @apiResourceAdditional query=earthsea took_ms=4
     * @responseField in_stock_count integer How many of the returned books are in stock.
     * @responseField query string The search text, trimmed.
     * @responseField took_ms integer How long the search took, in milliseconds.
     */
    public function search(Request $request)
    {
        if ($request->has('in_stock')) {
            // Query strings carry text: accept true/false as well as 1/0.
            $request->merge(['in_stock' => $request->boolean('in_stock')]);
        }
        $request->validate([
            'q' => ['required', 'string', 'min:2', 'max:100'],
            'limit' => ['integer', 'min:1', 'max:50'],
            'in_stock' => ['boolean'],
        ]);
        $started = microtime(true);
        $query = trim($request->query('q'));

        $books = Book::query()
            ->with('author')
            ->matching($query)
            ->when($request->boolean('in_stock'), fn (Builder $books) => $books->where('stock', '>', 0))
            ->orderByRaw('CASE WHEN title LIKE ? THEN 0 ELSE 1 END', ['%'.$query.'%'])
            ->orderBy('title')
            ->limit((int) $request->query('limit', 20))
            ->get();

        return (new BookCollection($books))->additional([
            'query' => $query,
            'took_ms' => (int) round((microtime(true) - $started) * 1000),
        ]);
    }

    /**
     * Bestsellers
     *
     * The books customers ordered most, most copies first.
     *
     * @urlParam limit integer How many books to return. Defaults to 5. Example: 3
     *
     * @responseFile storage/responses/books.bestsellers.json
     */
    public function bestsellers(?int $limit = 5)
    {
        $limit = max(1, min($limit ?? 5, 50));

        $books = Book::query()
            ->with('author')
            ->withSum('orderItems as copies_sold', 'quantity')
            ->orderByDesc('copies_sold')
            ->orderBy('title')
            ->limit($limit)
            ->get();

        return response()->json([
            'data' => $books->map(fn (Book $book) => [
                'id' => $book->id,
                'title' => $book->title,
                'author' => $book->author->name,
                'copies_sold' => (int) $book->copies_sold,
            ]),
        ]);
    }

    /**
     * Add a book
     *
     * @authenticated
     *
     * @apiResource 201 App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book with=author,categories
     * @responseFile 401 responses/unauthenticated.json
     * @response 403 {"message": "This action is unauthorized."}
     * @response 422 scenario="missing title" {
     *   "message": "The given data was invalid.",
     *   "errors": {"title": ["The title field is required."]}
     * }
     */
    public function store(StoreBookRequest $request)
    {
        $data = $request->validated();
        $book = new Book(collect($data)->except('category_ids')->all());
        $book->slug = $this->uniqueSlug($book->title);
        $book->save();
        $book->categories()->sync($data['category_ids'] ?? []);

        return (new BookResource($book->load(['author', 'categories'])))->response()->setStatusCode(201);
    }

    /**
     * Show a book
     *
     * A book with its author, shelves and reviews, and its average rating.
     *
     * @urlParam id integer required The book's ID. Example: 1
     *
     * @apiResource App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book with=author,categories,reviews
     * @response 404 scenario="unknown book" {"message": "Book not found."}
     */
    public function show(Book $book)
    {
        return new BookResource($this->loadDetails($book));
    }

    /**
     * Show a book by its slug
     *
     * The same as `GET /api/books/{book}`, for links that use readable URLs.
     *
     * @urlParam book_slug string required The book's slug. Example: a-wizard-of-earthsea
     *
     * @apiResource App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book with=author,categories,reviews
     * @response 404 scenario="unknown slug" {"message": "Book not found."}
     */
    public function showBySlug(Book $book)
    {
        return new BookResource($this->loadDetails($book));
    }

    /**
     * Update a book
     *
     * @authenticated
     *
     * @urlParam id integer required The book's ID. Example: 1
     *
     * @apiResource App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book with=author,categories
     * @responseFile 401 responses/unauthenticated.json
     */
    public function update(UpdateBookRequest $request, Book $book)
    {
        $data = $request->validated();
        $book->fill(collect($data)->except('category_ids')->all());
        if ($book->isDirty('title')) {
            $book->slug = $this->uniqueSlug($book->title, $book->id);
        }
        $book->save();
        if (array_key_exists('category_ids', $data)) {
            $book->categories()->sync($data['category_ids']);
        }

        return new BookResource($book->load(['author', 'categories']));
    }

    /**
     * Delete a book
     *
     * Books that customers have ordered stay in the catalogue for their order history: set their stock to 0 instead.
     *
     * @authenticated
     *
     * @urlParam id integer required The book's ID. Example: 30
     *
     * @response 204 scenario="deleted"
     * @response 409 scenario="book was ordered" {"message": "This book is in customer orders and cannot be deleted."}
     */
    public function destroy(Book $book)
    {
        abort_if(
            OrderItem::where('book_id', $book->id)->exists(),
            409,
            'This book is in customer orders and cannot be deleted.'
        );

        $book->delete();

        return response()->noContent();
    }

    private function loadDetails(Book $book): Book
    {
        return $book->load(['author', 'categories', 'reviews.user'])->loadAvg('reviews', 'rating');
    }

    private function uniqueSlug(string $title, ?int $ignoreId = null): string
    {
        $base = Str::slug($title);
        $slug = $base;
        for ($n = 2; Book::where('slug', $slug)->when($ignoreId, fn (Builder $query) => $query->whereKeyNot($ignoreId))->exists(); $n++) {
            $slug = "{$base}-{$n}";
        }

        return $slug;
    }
}
