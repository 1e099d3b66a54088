/**
 * Synthetic Laravel apps for benchmarks: N API routes over resource controllers whose methods carry
 * Scribe-style docblocks, FormRequests with validation rules, API resources and Eloquent models.
 * Every controller gives 10 routes (an apiResource plus 5 custom routes), under `api/` via a
 * Laravel 10-style RouteServiceProvider.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface SyntheticAppOptions {
  /** How many routes to generate (rounded up to a multiple of 10). */
  routes: number;
  /** Where to write the app; a fresh temp folder when omitted. */
  dir?: string;
  /** Controllers per route file (routes/api/partN.php, required from routes/api.php). */
  controllersPerFile?: number;
}

export interface SyntheticApp {
  root: string;
  routes: number;
  controllers: number;
  /** Removes the app (only when it was written to a temp folder of its own). */
  cleanup(): void;
}

export const ROUTES_PER_CONTROLLER = 10;

function write(root: string, file: string, content: string): void {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function pascal(i: number): string {
  return `Widget${i}`;
}

function controller(i: number): string {
  const name = pascal(i);
  const group = `Widgets ${Math.floor(i / 10)}`;
  return `<?php

namespace App\\Http\\Controllers;

use App\\Http\\Requests\\Store${name}Request;
use App\\Http\\Requests\\Update${name}Request;
use App\\Http\\Resources\\${name}Resource;
use App\\Models\\${name};
use Illuminate\\Http\\Request;

/**
 * ${group}
 *
 * Endpoints for managing ${name.toLowerCase()} records.
 * @group ${group}
 */
class ${name}Controller extends Controller
{
    /**
     * List ${name.toLowerCase()}s.
     *
     * Returns a paginated list, newest first.
     *
     * @queryParam page integer The page number. Example: 2
     * @queryParam per_page integer How many items per page. Example: 25
     * @queryParam filter[status] string Only items with this status. Example: active
     * @response 200 {"data": [{"id": 1, "name": "First"}], "meta": {"current_page": 1}}
     */
    public function index(Request $request)
    {
        return ${name}Resource::collection(${name}::query()->paginate($request->integer('per_page', 15)));
    }

    /**
     * Create a ${name.toLowerCase()}.
     *
     * @response 201 {"data": {"id": 1, "name": "First"}}
     */
    public function store(Store${name}Request $request)
    {
        return new ${name}Resource(${name}::create($request->validated()));
    }

    /**
     * Show a ${name.toLowerCase()}.
     *
     * @urlParam ${name.toLowerCase()} integer required The ID. Example: 1
     * @responseField id integer The identifier.
     * @responseField name string The display name.
     */
    public function show(${name} $${name.toLowerCase()})
    {
        return new ${name}Resource($${name.toLowerCase()});
    }

    /**
     * Update a ${name.toLowerCase()}.
     */
    public function update(Update${name}Request $request, ${name} $${name.toLowerCase()})
    {
        $${name.toLowerCase()}->update($request->validated());

        return new ${name}Resource($${name.toLowerCase()});
    }

    /**
     * Delete a ${name.toLowerCase()}.
     *
     * @authenticated
     * @response 204
     */
    public function destroy(${name} $${name.toLowerCase()})
    {
        $${name.toLowerCase()}->delete();

        return response()->noContent();
    }

    /**
     * Search ${name.toLowerCase()}s.
     *
     * @queryParam q string required Search terms. Example: blue
     */
    public function search(Request $request)
    {
        $request->validate(['q' => 'required|string|min:2', 'limit' => 'integer|between:1,100']);

        return ${name}Resource::collection(${name}::query()->limit(10)->get());
    }

    /**
     * Archive a ${name.toLowerCase()}.
     *
     * @bodyParam reason string The reason for archiving. Example: Outdated
     */
    public function archive(Request $request, ${name} $${name.toLowerCase()})
    {
        return new ${name}Resource($${name.toLowerCase()});
    }

    /**
     * Restore a ${name.toLowerCase()}.
     */
    public function restore(${name} $${name.toLowerCase()})
    {
        return new ${name}Resource($${name.toLowerCase()});
    }

    /**
     * Export ${name.toLowerCase()}s.
     *
     * @queryParam format string The file format. Enum: csv, json. Example: csv
     */
    public function export(Request $request)
    {
        return response()->json([]);
    }

    /**
     * ${name} statistics.
     *
     * @unauthenticated
     * @response {"count": 10, "active": 7}
     */
    public function stats()
    {
        return ['count' => ${name}::count()];
    }
}
`;
}

function formRequest(i: number, kind: 'Store' | 'Update'): string {
  const name = pascal(i);
  const required = kind === 'Store' ? 'required' : 'sometimes';
  return `<?php

namespace App\\Http\\Requests;

use Illuminate\\Foundation\\Http\\FormRequest;
use Illuminate\\Validation\\Rule;

class ${kind}${name}Request extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    /**
     * @return array<string, mixed>
     */
    public function rules(): array
    {
        return [
            'name' => '${required}|string|max:255',
            'description' => 'nullable|string',
            'status' => ['${required}', Rule::in(['active', 'archived', 'draft'])],
            'price' => '${required}|numeric|min:0',
            'tags' => 'array',
            'tags.*' => 'string|distinct',
            'owner_email' => 'nullable|email',
            'published_at' => 'nullable|date',
        ];
    }

    public function bodyParameters(): array
    {
        return [
            'name' => ['description' => 'The display name.', 'example' => 'Blue ${name.toLowerCase()}'],
            'price' => ['description' => 'Price in euros.'],
        ];
    }
}
`;
}

function resource(i: number): string {
  const name = pascal(i);
  return `<?php

namespace App\\Http\\Resources;

use Illuminate\\Http\\Resources\\Json\\JsonResource;

class ${name}Resource extends JsonResource
{
    public function toArray($request): array
    {
        return [
            'id' => $this->id,
            'name' => $this->name,
            'status' => $this->status,
            'price' => (float) $this->price,
            'tags' => $this->tags,
            'created_at' => $this->created_at,
        ];
    }
}
`;
}

function model(i: number): string {
  const name = pascal(i);
  return `<?php

namespace App\\Models;

use Illuminate\\Database\\Eloquent\\Model;

class ${name} extends Model
{
    protected $fillable = ['name', 'description', 'status', 'price', 'tags', 'owner_email', 'published_at'];

    protected $casts = ['tags' => 'array', 'price' => 'decimal:2', 'published_at' => 'datetime'];
}
`;
}

function routeBlock(i: number): string {
  const name = pascal(i);
  const slug = `widgets-${i}`;
  return `Route::prefix('section-${Math.floor(i / 10)}')->group(function () {
    Route::apiResource('${slug}', ${name}Controller::class);
    Route::get('${slug}/search', [${name}Controller::class, 'search'])->name('${slug}.search');
    Route::post('${slug}/{${name.toLowerCase()}}/archive', [${name}Controller::class, 'archive'])->name('${slug}.archive');
    Route::post('${slug}/{${name.toLowerCase()}}/restore', [${name}Controller::class, 'restore'])->name('${slug}.restore');
    Route::get('${slug}/export', [${name}Controller::class, 'export'])->name('${slug}.export');
    Route::get('${slug}/stats', [${name}Controller::class, 'stats'])->name('${slug}.stats');
});
`;
}

/** Writes a synthetic app and returns where it is. */
export function generateSyntheticApp(options: SyntheticAppOptions): SyntheticApp {
  const ownDir = !options.dir;
  const root = options.dir ?? mkdtempSync(join(tmpdir(), `docgen-synthetic-${options.routes}-`));
  const controllers = Math.ceil(options.routes / ROUTES_PER_CONTROLLER);
  const perFile = options.controllersPerFile ?? 20;

  write(root, 'composer.json', JSON.stringify({ name: 'docgen/synthetic', autoload: { 'psr-4': { 'App\\': 'app/' } } }, null, 2));
  write(root, '.env', 'APP_NAME=Synthetic\nAPP_URL=http://localhost\n');
  write(
    root,
    'app/Providers/RouteServiceProvider.php',
    `<?php

namespace App\\Providers;

use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;

class RouteServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        $this->routes(function () {
            Route::middleware('api')->prefix('api')->group(base_path('routes/api.php'));
        });
    }
}
`,
  );
  write(root, 'app/Http/Controllers/Controller.php', `<?php\n\nnamespace App\\Http\\Controllers;\n\nabstract class Controller\n{\n}\n`);

  const parts: string[] = [];
  for (let start = 0; start < controllers; start += perFile) {
    const index = parts.length;
    const end = Math.min(controllers, start + perFile);
    const uses: string[] = [];
    const blocks: string[] = [];
    for (let i = start; i < end; i++) {
      uses.push(`use App\\Http\\Controllers\\${pascal(i)}Controller;`);
      blocks.push(routeBlock(i));
    }
    write(root, `routes/api/part${index}.php`, `<?php\n\n${uses.join('\n')}\nuse Illuminate\\Support\\Facades\\Route;\n\n${blocks.join('\n')}`);
    parts.push(`require __DIR__ . '/api/part${index}.php';`);
  }
  write(root, 'routes/api.php', `<?php\n\n${parts.join('\n')}\n`);

  for (let i = 0; i < controllers; i++) {
    write(root, `app/Http/Controllers/${pascal(i)}Controller.php`, controller(i));
    write(root, `app/Http/Requests/Store${pascal(i)}Request.php`, formRequest(i, 'Store'));
    write(root, `app/Http/Requests/Update${pascal(i)}Request.php`, formRequest(i, 'Update'));
    write(root, `app/Http/Resources/${pascal(i)}Resource.php`, resource(i));
    write(root, `app/Models/${pascal(i)}.php`, model(i));
  }
  return {
    root,
    routes: controllers * ROUTES_PER_CONTROLLER,
    controllers,
    cleanup: () => {
      if (ownDir) rmSync(root, { recursive: true, force: true });
    },
  };
}
