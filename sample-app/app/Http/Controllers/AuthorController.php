<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreAuthorRequest;
use App\Http\Requests\UpdateAuthorRequest;
use App\Http\Resources\AuthorResource;
use App\Models\Author;
use App\Models\OrderItem;
use Docgen\Attributes\Authenticated;
use Docgen\Attributes\Endpoint;
use Docgen\Attributes\Group;
use Docgen\Attributes\QueryParam;
use Docgen\Attributes\Response;
use Docgen\Attributes\ResponseField;
use Docgen\Attributes\ResponseFromApiResource;
use Docgen\Attributes\UrlParam;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

#[Group('Authors', 'The writers behind the books. Anyone can browse them; only staff can change them.')]
class AuthorController extends Controller
{
    #[Endpoint('List authors', 'Authors in alphabetical order, 15 per page, each with the number of books in the shop.')]
    #[QueryParam('country', 'string', 'Only authors from this country (ISO 3166-1 alpha-2 code).', required: false, example: 'GB')]
    #[QueryParam('page', 'integer', 'Page number.', required: false, example: 1)]
    #[ResponseFromApiResource(AuthorResource::class, Author::class, collection: true, paginate: 15)]
    #[ResponseField('books_count', 'integer', 'How many of the author\'s books the shop sells.')]
    public function index(Request $request)
    {
        $authors = Author::query()
            ->withCount('books')
            ->when($request->query('country'), fn ($query, $country) => $query->where('country', strtoupper($country)))
            ->orderBy('name')
            ->paginate(15)
            ->withQueryString();

        return AuthorResource::collection($authors);
    }

    #[Endpoint('Add an author')]
    #[Authenticated]
    #[ResponseFromApiResource(AuthorResource::class, Author::class, status: 201)]
    #[Response(['message' => 'This action is unauthorized.'], 403, 'not staff')]
    public function store(StoreAuthorRequest $request)
    {
        $author = new Author($request->validated());
        $author->slug = Str::slug($author->name);
        $author->save();

        return (new AuthorResource($author))->response()->setStatusCode(201);
    }

    #[Endpoint('Show an author', 'An author with all their books.')]
    #[UrlParam('id', 'integer', 'The author\'s ID.', example: 1)]
    #[ResponseFromApiResource(AuthorResource::class, Author::class, with: ['books'])]
    #[Response('{"message": "Author not found."}', 404, 'unknown author')]
    public function show(Author $author)
    {
        return new AuthorResource($author->load('books')->loadCount('books'));
    }

    #[Endpoint('Update an author', 'Send only the fields to change.')]
    #[Authenticated]
    #[UrlParam('id', 'integer', 'The author\'s ID.', example: 1)]
    #[ResponseFromApiResource(AuthorResource::class, Author::class)]
    public function update(UpdateAuthorRequest $request, Author $author)
    {
        $author->fill($request->validated());
        if ($author->isDirty('name')) {
            $author->slug = Str::slug($author->name);
        }
        $author->save();

        return new AuthorResource($author);
    }

    #[Endpoint('Delete an author', 'Deletes the author and every one of their books, unless a customer has ordered one of them.')]
    #[Authenticated]
    #[UrlParam('id', 'integer', 'The author\'s ID.', example: 6)]
    #[Response(status: 204, description: 'deleted')]
    #[Response(['message' => 'This author has books in customer orders and cannot be deleted.'], 409, 'books were ordered')]
    public function destroy(Author $author)
    {
        abort_if(
            OrderItem::whereIn('book_id', $author->books()->select('id'))->exists(),
            409,
            'This author has books in customer orders and cannot be deleted.'
        );

        $author->delete();

        return response()->noContent();
    }
}
