<?php

namespace App\Http\Controllers;

use App\Http\Resources\CategoryResource;
use App\Models\Category;
use Illuminate\Http\Request;
use Illuminate\Support\Str;

/**
 * @group Categories
 *
 * The shelves books are sorted on. A book can sit on several.
 *
 * @authenticated
 */
class CategoryController extends Controller
{
    /**
     * List categories
     *
     * Every category, with how many books it holds.
     *
     * @unauthenticated
     *
     * @responseFile storage/responses/categories.index.json
     */
    public function index()
    {
        return CategoryResource::collection(Category::withCount('books')->orderBy('name')->get());
    }

    /**
     * Show a category
     *
     * @unauthenticated
     *
     * @urlParam id integer required The category's ID. Example: 1
     *
     * @apiResource App\Http\Resources\CategoryResource
     * @apiResourceModel App\Models\Category
     * @response 404 scenario="unknown category" {"message": "Category not found."}
     */
    public function show(Category $category)
    {
        return new CategoryResource($category->loadCount('books'));
    }

    /**
     * Add a category
     *
     * @response 201 {"data": {"id": 6, "name": "Poetry", "slug": "poetry", "description": "Verse, old and new."}}
     * @responseFile 401 responses/unauthenticated.json
     */
    public function store(Request $request)
    {
        $data = $request->validate([
            // The category's name, shown in the shop's menu.
            'name' => 'required|string|max:60|unique:categories,name',
            // One line about what the category holds.
            'description' => 'nullable|string|max:255',
        ]);

        $category = Category::create($data + ['slug' => Str::slug($data['name'])]);

        return (new CategoryResource($category))->response()->setStatusCode(201);
    }
}
