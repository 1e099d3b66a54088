/**
 * A small app with a git history of two commits (tags v1 and v2) whose API changes in every way `docgen diff`
 * knows, for the diff tests. Files are written from the literal PHP below; the test's expectations are written
 * from these changes.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll } from 'vitest';

const created: string[] = [];
afterAll(() => created.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const CONFIG = `<?php
return [
    'title' => 'Shelf',
    'base_url' => 'https://shelf.test',
    'auth' => ['enabled' => true, 'default' => false, 'in' => 'bearer', 'use_value' => 'real-secret-token'],
];
`;

const ROUTES_V1 = `<?php
use App\\Http\\Controllers\\BookController;
use Illuminate\\Support\\Facades\\Route;

Route::get('books', [BookController::class, 'index']);
Route::post('books', [BookController::class, 'store']);
Route::get('books/{id}', [BookController::class, 'show']);
Route::delete('books/{id}', [BookController::class, 'destroy']);
Route::get('authors', [BookController::class, 'authors']);
Route::get('stats', [BookController::class, 'stats']);
`;

const ROUTES_V2 = `<?php
use App\\Http\\Controllers\\BookController;
use Illuminate\\Support\\Facades\\Route;

Route::get('books', [BookController::class, 'index']);
Route::post('books', [BookController::class, 'store']);
Route::get('books/{book}', [BookController::class, 'show']);
Route::get('stats', [BookController::class, 'stats']);
Route::get('tags', [BookController::class, 'tags']);
`;

const CONTROLLER_V1 = `<?php
namespace App\\Http\\Controllers;

class BookController
{
    /**
     * List books
     *
     * @queryParam format string The binding. Enum: paperback, hardcover, ebook
     * @queryParam page integer The page.
     * @response {"data": [{"id": 1, "title": "Dune"}]}
     */
    public function index() {}

    /**
     * Add a book
     *
     * @bodyParam title string required The title.
     * @bodyParam price number The price.
     * @response 201 {"id": 1, "title": "Dune"}
     */
    public function store() {}

    /**
     * Show a book
     *
     * @urlParam id integer required The book.
     * @response {"id": 1, "title": "Dune", "price": 9.5}
     */
    public function show($id) {}

    /**
     * Delete a book
     *
     * @urlParam id integer required The book.
     */
    public function destroy($id) {}

    /**
     * List authors
     *
     * @response [{"name": "Frank"}]
     */
    public function authors() {}

    /**
     * Statistics
     *
     * @response {"books": 3}
     */
    public function stats() {}
}
`;

const CONTROLLER_V2 = `<?php
namespace App\\Http\\Controllers;

class BookController
{
    /**
     * List books
     *
     * @queryParam format string The binding. Enum: paperback, hardcover
     * @queryParam sort string The order.
     * @response {"data": [{"id": 1, "title": "Dune"}]}
     */
    public function index() {}

    /**
     * Add a book
     *
     * @bodyParam title string required The title.
     * @bodyParam price integer The price, in cents.
     * @bodyParam isbn string required The ISBN.
     * @response 201 {"id": 1, "title": "Dune"}
     */
    public function store() {}

    /**
     * Show a book
     *
     * @urlParam book integer required The book.
     * @response {"id": "b-1", "title": "Dune", "year": 1965}
     */
    public function show($book) {}

    /**
     * Statistics
     *
     * @authenticated
     * @response {"books": 3}
     */
    public function stats() {}

    /**
     * List tags
     *
     * @response [{"name": "classic"}]
     */
    public function tags() {}
}
`;

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd, stdio: 'pipe' });

/** The repository (the app lives in its `api/` folder), with tags v1 and v2; the working tree is at v2. */
export function appHistory(): { repo: string; app: string } {
  const repo = mkdtempSync(join(tmpdir(), 'docgen-history-'));
  created.push(repo);
  const app = join(repo, 'api');
  git(repo, 'init', '-q', '-b', 'main');
  write(app, {
    'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}',
    'config/docgen.php': CONFIG,
    'routes/api.php': ROUTES_V1,
    'app/Http/Controllers/BookController.php': CONTROLLER_V1,
  });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v1');
  git(repo, 'tag', 'v1');
  write(app, { 'routes/api.php': ROUTES_V2, 'app/Http/Controllers/BookController.php': CONTROLLER_V2 });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v2');
  git(repo, 'tag', 'v2');
  return { repo, app };
}

const SHARED_ROUTES = `<?php
use Illuminate\\Support\\Facades\\Route;

Route::get('books/{id}', [App\\Http\\Controllers\\ShelfController::class, 'show']);
`;

const SHARED_CONTROLLER = `<?php
namespace App\\Http\\Controllers;

class ShelfController
{
    /**
     * @responseFile ../shared/book.json
     */
    public function show($id) {}
}
`;

/**
 * A repository whose app (in `api/`) documents a response with a file outside the app, in the repository's
 * `shared/` folder: at v1 the book has `id` and `title`, at v2 only `id`. The working tree is at v2.
 */
export function sharedFileHistory(): { repo: string; app: string; shared: string } {
  const repo = mkdtempSync(join(tmpdir(), 'docgen-shared-'));
  created.push(repo);
  const app = join(repo, 'api');
  git(repo, 'init', '-q', '-b', 'main');
  write(app, {
    'composer.json': '{"autoload":{"psr-4":{"App\\\\":"app/"}}}',
    'routes/api.php': SHARED_ROUTES,
    'app/Http/Controllers/ShelfController.php': SHARED_CONTROLLER,
  });
  write(repo, { 'shared/book.json': '{"id": 1, "title": "Dune"}' });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v1');
  git(repo, 'tag', 'v1');
  write(repo, { 'shared/book.json': '{"id": 1}' });
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', 'v2');
  git(repo, 'tag', 'v2');
  return { repo, app, shared: join(repo, 'shared') };
}
