/**
 * An app documented with swagger-php: every endpoint reads the registry of the app's annotations, made from every
 * annotated file. The extraction cache kept between processes re-extracts, after an edit of one of those files,
 * the endpoints that read the file themselves, and the others only when the registry changed.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearParseCache, parseActivity } from '../../src/php/parser.ts';
import { clearExtractionCache, extractApp } from '../../src/pipeline.ts';
import { php } from '../support/library-app.ts';
import { tempApp } from '../support/temp-app.ts';
import { editAppFile } from '../support/edit-app-file.ts';

const ORDERS = ['GET|HEAD api/orders', 'POST api/orders'];
const CUSTOMERS = ['GET|HEAD api/customers'];

function shop(): string {
  return tempApp({
    'config/docgen.php': php(`return [\n    'title' => 'Shop',\n    'examples' => ['faker_seed' => 3],\n];`),
    'app/Providers/RouteServiceProvider.php': php(
      `namespace App\\Providers;\n\nuse Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;\nuse Illuminate\\Support\\Facades\\Route;\n\nclass RouteServiceProvider extends ServiceProvider\n{\n    public function boot()\n    {\n        $this->routes(function () {\n            Route::prefix('api')->group(base_path('routes/api.php'));\n        });\n    }\n}`,
    ),
    'routes/api.php': php(
      `use App\\Http\\Controllers\\CustomerController;\nuse App\\Http\\Controllers\\OrderController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::get('orders', [OrderController::class, 'index']);\nRoute::post('orders', [OrderController::class, 'store']);\nRoute::get('customers', [CustomerController::class, 'index']);`,
    ),
    'app/Http/Controllers/OrderController.php': php(
      `namespace App\\Http\\Controllers;\n\nuse OpenApi\\Attributes as OA;\n\n#[OA\\Tag(name: 'Orders', description: 'Placing orders.')]\nclass OrderController\n{\n    /**\n     * The orders.\n     */\n    #[OA\\Get(path: '/api/orders', summary: 'List orders', tags: ['Orders'], responses: [new OA\\Response(response: 200, description: 'The orders.', content: new OA\\JsonContent(type: 'array', items: new OA\\Items(ref: '#/components/schemas/Order')))])]\n    public function index()\n    {\n    }\n\n    #[OA\\Post(path: '/api/orders', summary: 'Place an order', tags: ['Orders'], responses: [new OA\\Response(response: 201, description: 'Placed.', content: new OA\\JsonContent(ref: '#/components/schemas/Order'))])]\n    public function store()\n    {\n    }\n}`,
    ),
    'app/Http/Controllers/CustomerController.php': php(
      `namespace App\\Http\\Controllers;\n\nuse OpenApi\\Attributes as OA;\n\nclass CustomerController\n{\n    #[OA\\Get(path: '/api/customers', summary: 'List customers', tags: ['Customers'], responses: [new OA\\Response(response: 200, description: 'The customers.', content: new OA\\JsonContent(type: 'array', items: new OA\\Items(ref: '#/components/schemas/Order')))])]\n    public function index()\n    {\n    }\n}`,
    ),
    'app/Models/Order.php': php(
      `namespace App\\Models;\n\nuse OpenApi\\Attributes as OA;\n\n#[OA\\Schema(schema: 'Order', required: ['id'])]\nclass Order\n{\n    #[OA\\Property(description: 'The order number.', example: 1042)]\n    public int $id;\n}`,
    ),
  });
}

/** A new process: nothing in memory, only the cache folder. */
async function nextProcess(app: string) {
  clearExtractionCache();
  clearParseCache();
  return extractApp(app, { cacheDir: join(app, 'storage', 'extraction-cache') });
}


const cases: Array<[what: string, file: string, from: string, to: string, expected: string[]]> = [
  // Lines added above the annotations: the registry is the same but for their lines, which only this file's endpoints report.
  ['a docblock of an annotated controller, lines added', 'app/Http/Controllers/OrderController.php', '     * The orders.\n', '     * The orders,\n     * newest first.\n     *\n', ORDERS],
  ['an annotation of a controller', 'app/Http/Controllers/OrderController.php', "summary: 'Place an order'", "summary: 'Order something'", [...ORDERS, ...CUSTOMERS]],
  ['a schema every endpoint refers to', 'app/Models/Order.php', 'The order number.', 'The number of the order.', [...ORDERS, ...CUSTOMERS]],
];

describe('the extraction cache of a swagger-php app', () => {
  for (const [what, file, from, to, expected] of cases) {
    it(`after an edit of ${what}, re-extracts ${expected.length === 3 ? 'every endpoint (the registry changed)' : 'only the endpoints of that file'}, as a cold run would document them`, async () => {
      const app = shop();
      const first = await nextProcess(app);
      expect(first.stats.extracted.sort()).toEqual([...ORDERS, ...CUSTOMERS].sort());
      expect(first.groups.flatMap((group) => group.endpoints.map((endpoint) => endpoint.metadata.title)).sort()).toEqual(['List customers', 'List orders', 'Place an order']);
      editAppFile(app, file, from, to);
      const next = await nextProcess(app);
      expect(next.stats.extracted.sort()).toEqual([...expected].sort());
      clearExtractionCache();
      clearParseCache();
      const fresh = await extractApp(app, { cacheDir: false });
      expect(next.groups).toEqual(fresh.groups);
      expect(next.diagnostics).toEqual(fresh.diagnostics);
    });
  }

  it('reads again only the annotated file that was edited: the parts of the others are kept between processes', async () => {
    const app = shop();
    await nextProcess(app);
    editAppFile(app, 'app/Http/Controllers/OrderController.php', '     * The orders.\n', '     * The orders,\n     * newest first.\n');
    const before = parseActivity().parses;
    const next = await nextProcess(app);
    expect(next.stats.extracted.sort()).toEqual([...ORDERS].sort());
    // The config (read at every run) and the edited controller, for its part of the registry and its endpoints; not
    // the other controller nor the model.
    expect(parseActivity().parses - before).toBe(2);
  });

  it('reports a problem of an annotation at its new line after lines are added above it, in every endpoint kept', async () => {
    const app = shop();
    editAppFile(app, 'app/Http/Controllers/CustomerController.php', "    #[OA\\Get(path: '/api/customers'", "    #[OA\\Frobnicate]\n    #[OA\\Get(path: '/api/customers'");
    const first = await nextProcess(app);
    const problem = first.diagnostics.find((diagnostic) => diagnostic.file === 'app/Http/Controllers/CustomerController.php');
    expect(problem?.line).toBe(9);
    editAppFile(app, 'app/Http/Controllers/CustomerController.php', 'class CustomerController\n', '/**\n * The customers.\n */\nclass CustomerController\n');
    const next = await nextProcess(app);
    expect(next.diagnostics.find((diagnostic) => diagnostic.file === 'app/Http/Controllers/CustomerController.php')?.line).toBe(12);
    clearExtractionCache();
    clearParseCache();
    expect(next.diagnostics).toEqual((await extractApp(app, { cacheDir: false })).diagnostics);
  });
});
