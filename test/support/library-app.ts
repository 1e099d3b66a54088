/**
 * A small app whose endpoints read distinct files, for the cache tests: BookController (index and show render
 * BookResource of the Book model, whose table a migration creates; store validates StoreBookRequest, built on
 * BaseRequest) and AuthorController (index, and export from the Exports trait). No PHP is needed.
 */
import { tempApp } from './temp-app.ts';

export const php = (body: string) => `<?php\n\n${body}\n`;

export function library(): string {
  return tempApp({
    'config/docgen.php': php(`return [\n    'title' => 'Library',\n    'type' => 'static',\n    'openapi' => ['enabled' => true],\n    'examples' => ['faker_seed' => 7],\n    'strategies' => ['responses' => ['UseApiResourceTags', 'UseResponseTag']],\n];`),
    'app/Providers/RouteServiceProvider.php': php(
      `namespace App\\Providers;\n\nuse Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;\nuse Illuminate\\Support\\Facades\\Route;\n\nclass RouteServiceProvider extends ServiceProvider\n{\n    public function boot()\n    {\n        $this->routes(function () {\n            Route::prefix('api')->group(base_path('routes/api.php'));\n        });\n    }\n}`,
    ),
    'routes/api.php': php(
      `use App\\Http\\Controllers\\AuthorController;\nuse App\\Http\\Controllers\\BookController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::get('books', [BookController::class, 'index']);\nRoute::post('books', [BookController::class, 'store']);\nRoute::get('books/{id}', [BookController::class, 'show']);\nRoute::get('authors', [AuthorController::class, 'index']);\nRoute::get('authors/export', [AuthorController::class, 'export']);`,
    ),
    'app/Http/Controllers/BookController.php': php(
      `namespace App\\Http\\Controllers;\n\nuse App\\Http\\Requests\\StoreBookRequest;\n\n/**\n * @group Books\n */\nclass BookController\n{\n    /**\n     * List the books.\n     *\n     * @apiResourceCollection App\\Http\\Resources\\BookResource\n     * @apiResourceModel App\\Models\\Book\n     */\n    public function index()\n    {\n    }\n\n    /**\n     * Add a book.\n     */\n    public function store(StoreBookRequest $request)\n    {\n    }\n\n    /**\n     * Show a book.\n     *\n     * @apiResource App\\Http\\Resources\\BookResource\n     * @apiResourceModel App\\Models\\Book\n     */\n    public function show($id)\n    {\n    }\n}`,
    ),
    'app/Http/Requests/BaseRequest.php': php(
      `namespace App\\Http\\Requests;\n\nuse Illuminate\\Foundation\\Http\\FormRequest;\n\nabstract class BaseRequest extends FormRequest\n{\n    public function rules(): array\n    {\n        return ['tenant' => 'required|string'];\n    }\n}`,
    ),
    'app/Http/Requests/StoreBookRequest.php': php(
      `namespace App\\Http\\Requests;\n\nclass StoreBookRequest extends BaseRequest\n{\n    public function rules(): array\n    {\n        return array_merge(parent::rules(), ['title' => 'required|string']);\n    }\n}`,
    ),
    'app/Http/Resources/BookResource.php': php(
      `namespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\n\nclass BookResource extends JsonResource\n{\n    public function toArray($request)\n    {\n        return ['id' => $this->id, 'title' => $this->title];\n    }\n}`,
    ),
    'app/Models/Book.php': php(`namespace App\\Models;\n\nuse Illuminate\\Database\\Eloquent\\Model;\n\nclass Book extends Model\n{\n    protected $casts = ['id' => 'integer'];\n}`),
    'database/migrations/2024_01_01_000000_create_books_table.php': php(
      `use Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up()\n    {\n        Schema::create('books', function (Blueprint $table) {\n            $table->id();\n            $table->string('title');\n        });\n    }\n};`,
    ),
    'app/Http/Controllers/Exports.php': php(
      `namespace App\\Http\\Controllers;\n\ntrait Exports\n{\n    /**\n     * Export everything as CSV.\n     */\n    public function export()\n    {\n    }\n}`,
    ),
    'app/Http/Controllers/AuthorController.php': php(
      `namespace App\\Http\\Controllers;\n\n/**\n * @group Authors\n */\nclass AuthorController\n{\n    use Exports;\n\n    /**\n     * List the authors.\n     */\n    public function index()\n    {\n    }\n}`,
    ),
  });
}

