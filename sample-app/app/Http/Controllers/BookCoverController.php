<?php

namespace App\Http\Controllers;

use App\Http\Requests\StoreBookCoverRequest;
use App\Http\Resources\BookResource;
use App\Models\Book;
use Illuminate\Support\Facades\Storage;

/**
 * @group Books
 * @subgroup Covers
 * @subgroupDescription Cover images shown in the shop. Staff only.
 * @authenticated
 */
class BookCoverController extends Controller
{
    /**
     * Upload a cover
     *
     * Replaces the book's cover image. Send the file as `multipart/form-data`.
     *
     * @urlParam book_id integer required The book's ID. Example: 1
     *
     * @apiResource App\Http\Resources\BookResource
     * @apiResourceModel App\Models\Book
     * @response 422 scenario="file too large" {
     *   "message": "The given data was invalid.",
     *   "errors": {"cover": ["The cover must not be greater than 2048 kilobytes."]}
     * }
     */
    public function store(StoreBookCoverRequest $request, Book $book)
    {
        $disk = Storage::disk('public');
        if ($book->cover_path) {
            $disk->delete($book->cover_path);
        }

        $book->cover_path = $request->file('cover')->store('covers', 'public');
        $book->save();

        return new BookResource($book);
    }

    /**
     * Remove the cover
     *
     * @urlParam book_id integer required The book's ID. Example: 1
     *
     * @response 204 scenario="removed"
     */
    public function destroy(Book $book)
    {
        if ($book->cover_path) {
            Storage::disk('public')->delete($book->cover_path);
            $book->cover_path = null;
            $book->save();
        }

        return response()->noContent();
    }
}
