<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreReviewRequest;
use App\Http\Requests\UpdateReviewRequest;
use App\Http\Resources\ReviewResource;
use App\Models\Book;
use App\Models\Review;
use Illuminate\Http\Request;
use Knuckles\Scribe\Attributes\Authenticated;
use Knuckles\Scribe\Attributes\BodyParam;
use Knuckles\Scribe\Attributes\Endpoint;
use Knuckles\Scribe\Attributes\Group;
use Knuckles\Scribe\Attributes\QueryParam;
use Knuckles\Scribe\Attributes\Response;
use Knuckles\Scribe\Attributes\ResponseFromApiResource;
use Knuckles\Scribe\Attributes\UrlParam;

// Annotated with Scribe's own attribute classes, as an app moving over from Scribe would be.
#[Group('Reviews', 'What readers think. Anyone can read reviews; writing one needs a token.')]
class ReviewController extends Controller
{
    public function __construct()
    {
        $this->middleware('auth.token')->except(['index', 'show']);
    }

    #[Endpoint('List a book\'s reviews', 'Newest first, 20 per page.')]
    #[UrlParam('book_id', 'integer', 'The book\'s ID.', example: 1)]
    #[QueryParam('rating', 'integer', 'Only reviews with this many stars.', required: false, example: 5, enum: [1, 2, 3, 4, 5])]
    #[ResponseFromApiResource(ReviewResource::class, Review::class, collection: true, with: ['user'], paginate: 20)]
    public function index(Request $request, Book $book)
    {
        $reviews = $book->reviews()
            ->with('user')
            ->when($request->query('rating'), fn ($query, $rating) => $query->where('rating', (int) $rating))
            ->latest()
            ->orderByDesc('id')
            ->paginate(20)
            ->withQueryString();

        return ReviewResource::collection($reviews);
    }

    #[Endpoint('Review a book', 'One review per reader and book.')]
    #[Authenticated]
    #[UrlParam('book_id', 'integer', 'The book\'s ID.', example: 1)]
    #[BodyParam('rating', 'integer', 'Stars, from 1 to 5.', example: 5)]
    #[BodyParam('body', 'string', 'What you thought of the book. At least 10 characters.', example: 'A quiet, wise book about names and power.')]
    #[ResponseFromApiResource(ReviewResource::class, Review::class, status: 201, with: ['user'])]
    #[Response(['message' => 'You have already reviewed this book.'], 409, 'already reviewed')]
    public function store(StoreReviewRequest $request, Book $book)
    {
        $user = $request->user();
        abort_if($book->reviews()->where('user_id', $user->id)->exists(), 409, 'You have already reviewed this book.');

        $review = new Review($request->validated());
        $review->book()->associate($book);
        $review->user()->associate($user);
        $review->save();

        return (new ReviewResource($review->load('user')))->response()->setStatusCode(201);
    }

    #[Endpoint('Show a review')]
    #[UrlParam('id', 'integer', 'The review\'s ID.', example: 1)]
    #[ResponseFromApiResource(ReviewResource::class, Review::class, with: ['user'])]
    #[Response('{"message": "Review not found."}', 404, 'unknown review')]
    public function show(Review $review)
    {
        return new ReviewResource($review->load('user'));
    }

    #[Endpoint('Edit your review')]
    #[Authenticated]
    #[UrlParam('id', 'integer', 'The review\'s ID.', example: 1)]
    #[ResponseFromApiResource(ReviewResource::class, Review::class, with: ['user'])]
    #[Response(['message' => 'This action is unauthorized.'], 403, 'someone else\'s review')]
    public function update(UpdateReviewRequest $request, Review $review)
    {
        $review->update($request->validated());

        return new ReviewResource($review->load('user'));
    }

    #[Endpoint('Delete a review', 'Readers can delete their own reviews; staff can delete any.')]
    #[Authenticated]
    #[UrlParam('id', 'integer', 'The review\'s ID.', example: 1)]
    #[Response(status: 204, description: 'deleted')]
    #[Response(['message' => 'This action is unauthorized.'], 403, 'someone else\'s review')]
    public function destroy(Request $request, Review $review)
    {
        $user = $request->user();
        abort_unless($review->user_id === $user->id || $user->is_admin, 403, 'This action is unauthorized.');

        $review->delete();

        return response()->noContent();
    }
}
