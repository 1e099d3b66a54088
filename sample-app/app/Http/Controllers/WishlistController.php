<?php

namespace App\Http\Controllers;

use App\Http\Resources\BookResource;
use App\Models\Book;
use Docgen\Attributes\Authenticated;
use Docgen\Attributes\BodyParam;
use Docgen\Attributes\Endpoint;
use Docgen\Attributes\Group;
use Docgen\Attributes\Response;
use Docgen\Attributes\ResponseFromApiResource;
use Docgen\Attributes\UrlParam;
use Illuminate\Http\Request;

#[Group('Wishlist', 'Books you want to buy later.')]
#[Authenticated]
class WishlistController extends Controller
{
    #[Endpoint('Show your wishlist', 'Most recently added first.')]
    #[ResponseFromApiResource(BookResource::class, Book::class, collection: true, with: ['author'])]
    public function index(Request $request)
    {
        $books = $request->user()->wishlist()->with('author')->orderByPivot('created_at', 'desc')->get();

        return BookResource::collection($books);
    }

    #[Endpoint('Add a book to your wishlist', 'Adding a book that is already there changes nothing.')]
    #[BodyParam('book_id', 'integer', 'The book\'s ID.', example: 12)]
    #[Response(['message' => 'Added to your wishlist.', 'count' => 3], 201)]
    public function store(Request $request)
    {
        $data = $request->validate([
            // The book to remember.
            'book_id' => ['required', 'integer', 'exists:books,id'],
        ]);

        $wishlist = $request->user()->wishlist();
        $wishlist->syncWithoutDetaching([$data['book_id']]);

        return response()->json(['message' => 'Added to your wishlist.', 'count' => $wishlist->count()], 201);
    }

    #[Endpoint('Remove a book from your wishlist')]
    #[UrlParam('book_id', 'integer', 'The book\'s ID.', example: 3)]
    #[Response(status: 204, description: 'removed')]
    public function destroy(Request $request, Book $book)
    {
        $request->user()->wishlist()->detach($book->id);

        return response()->noContent();
    }
}
