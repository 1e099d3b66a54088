/**
 * Shared schemas carry the names the code gives: the FormRequest or laravel-data class of a request body, the API
 * resource of a response, the PHP enum of an enum. A small app read from its PHP source, expectations from it.
 */
import { describe, expect, it } from 'vitest';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import type { OperationObject, Schema } from '../../src/output/openapi/openapi-types.ts';
import { openApiToYaml } from '../../src/output/openapi/openapi-yaml.ts';
import { extractApp } from '../../src/pipeline.ts';
import { tempApp } from '../support/temp-app.ts';
import { validateOpenApiYaml } from './support/validators.ts';

const php = (namespace: string, uses: string[], body: string) =>
  `<?php\n${namespace ? `namespace ${namespace};\n` : ''}${uses.map((u) => `use ${u};`).join('\n')}\n${body}\n`;

const FILES: Record<string, string> = {
  artisan: '',
  'config/app.php': "<?php return ['name' => 'Shelf'];",
  'routes/api.php': php('', ['App\\Http\\Controllers\\BookController', 'App\\Http\\Controllers\\ShelfController', 'App\\Http\\Controllers\\PetController', 'Illuminate\\Support\\Facades\\Route'], `
Route::post('books', [BookController::class, 'store']);
Route::put('books/{id}', [BookController::class, 'update']);
Route::get('books/{id}', [BookController::class, 'show']);
Route::get('books', [BookController::class, 'index']);
Route::post('shelves', [ShelfController::class, 'store']);
Route::post('pets', [PetController::class, 'store']);
Route::put('pets/{id}', [PetController::class, 'update']);
Route::put('shelves/{id}', [ShelfController::class, 'update']);`),
  'app/Enums/Format.php': php('App\\Enums', [], `enum Format: string { case Hardcover = 'hardcover'; case Ebook = 'ebook'; }`),
  'app/Http/Requests/SaveBookRequest.php': php('App\\Http\\Requests', ['App\\Enums\\Format', 'Illuminate\\Foundation\\Http\\FormRequest', 'Illuminate\\Validation\\Rules\\Enum'], `
class SaveBookRequest extends FormRequest
{
    public function rules()
    {
        return ['title' => ['required', 'string'], 'format' => ['required', new Enum(Format::class)]];
    }
}`),
  'app/Data/ShelfData.php': php('App\\Data', ['App\\Enums\\Format', 'Spatie\\LaravelData\\Data'], `
class ShelfData extends Data
{
    public function __construct(public string $name, public Format $format) {}
}`),
  'app/Http/Resources/BookResource.php': php('App\\Http\\Resources', ['Illuminate\\Http\\Resources\\Json\\JsonResource'], `
class BookResource extends JsonResource
{
    public function toArray($request)
    {
        return ['id' => 1, 'title' => 'Dune', 'pages' => 412];
    }
}`),
  'app/Http/Controllers/BookController.php': php('App\\Http\\Controllers', ['App\\Http\\Requests\\SaveBookRequest', 'App\\Http\\Resources\\BookResource'], `
class BookController
{
    public function store(SaveBookRequest $request) { return new BookResource(null); }
    public function update(SaveBookRequest $request, $id) { return new BookResource(null); }
    public function show($id) { return new BookResource(null); }
    public function index() { return BookResource::collection([]); }
}`),
  'app/Models/Pet.php': php('App\\Models', ['OpenApi\\Attributes as OA'], `
#[OA\\Schema(schema: 'NewPet', required: ['name'], properties: [new OA\\Property(property: 'name', type: 'string'), new OA\\Property(property: 'age', type: 'integer')])]
class Pet {}`),
  'app/Http/Requests/PetRequest.php': php('App\\Http\\Requests', ['Illuminate\\Foundation\\Http\\FormRequest'], `
class PetRequest extends FormRequest
{
    public function rules() { return ['name' => 'required|string']; }
}`),
  'app/Http/Controllers/PetController.php': php('App\\Http\\Controllers', ['App\\Http\\Requests\\PetRequest', 'OpenApi\\Attributes as OA'], `
class PetController
{
    #[OA\\Post(path: '/api/pets', requestBody: new OA\\RequestBody(content: new OA\\JsonContent(ref: '#/components/schemas/NewPet')), responses: [new OA\\Response(response: 204, description: 'Saved.')])]
    public function store(PetRequest $request) {}
    #[OA\\Put(path: '/api/pets/{id}', requestBody: new OA\\RequestBody(content: new OA\\JsonContent(ref: '#/components/schemas/NewPet')), responses: [new OA\\Response(response: 204, description: 'Saved.')])]
    public function update(PetRequest $request, $id) {}
}`),
  'app/Http/Controllers/ShelfController.php': php('App\\Http\\Controllers', ['App\\Data\\ShelfData'], `
class ShelfController
{
    public function store(ShelfData $data) { return response()->json(['ok' => true]); }
    public function update(ShelfData $data, $id) { return response()->json(['ok' => true]); }
}`),
};

describe('shared schema names', async () => {
  const app = await extractApp(tempApp(FILES));
  const spec = generateOpenApiSpec(app.groups, { config: app.config, appName: app.appName, appUrl: app.appUrl }).spec;
  const schemas = (spec.components?.schemas ?? {}) as Record<string, Schema>;
  const op = (path: string, method: string) => spec.paths[path]![method] as OperationObject;
  const body = (path: string, method: string) => Object.values(op(path, method).requestBody!.content)[0]!.schema!;

  it('name a request body after its FormRequest and after its laravel-data object', () => {
    expect(body('/api/books', 'post')).toEqual({ $ref: '#/components/schemas/SaveBookRequest' });
    expect(body('/api/books/{id}', 'put')).toEqual({ $ref: '#/components/schemas/SaveBookRequest' });
    expect(body('/api/shelves', 'post')).toEqual({ $ref: '#/components/schemas/ShelfData' });
    expect(Object.keys(schemas.SaveBookRequest!.properties!)).toEqual(['title', 'format']);
    expect(Object.keys(schemas.ShelfData!.properties!)).toEqual(['name', 'format']);
  });

  it('name a request body after the swagger-php schema it refers to, before the FormRequest the action takes', () => {
    expect(body('/api/pets', 'post')).toEqual({ $ref: '#/components/schemas/NewPet' });
    expect(body('/api/pets/{id}', 'put')).toEqual({ $ref: '#/components/schemas/NewPet' });
    expect(Object.keys(schemas.NewPet!.properties!)).toEqual(['name', 'age']);
  });

  it('name an enum used more than once after its PHP enum', () => {
    expect(schemas.SaveBookRequest!.properties!.format).toEqual({ $ref: '#/components/schemas/Format' });
    expect(schemas.ShelfData!.properties!.format).toEqual({ $ref: '#/components/schemas/Format' });
    expect(schemas.Format!.enum).toEqual(['hardcover', 'ebook']);
  });

  it('name a response the code returns after its API resource: the body wrapping it, and the object in a list', async () => {
    const json = (path: string, method: string, status: string) => op(path, method).responses[status]!.content!['application/json']!.schema!;
    expect(json('/api/books/{id}', 'get', '200')).toEqual({ $ref: '#/components/schemas/BookResourceResponse' });
    expect(json('/api/books/{id}', 'put', '200')).toEqual({ $ref: '#/components/schemas/BookResourceResponse' });
    expect(json('/api/books', 'get', '200').properties!.data!.items).toEqual({ $ref: '#/components/schemas/BookResource' });
    expect(schemas.BookResourceResponse).toEqual({ type: 'object', properties: { data: { $ref: '#/components/schemas/BookResource' } } });
    expect(Object.keys(schemas.BookResource!.properties!)).toEqual(['id', 'title', 'pages']);
    await validateOpenApiYaml(openApiToYaml(spec));
  });
});
