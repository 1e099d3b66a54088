/**
 * Names that are also members of every JavaScript object — `constructor`, `__proto__`, `toString`,
 * `hasOwnProperty`, `valueOf` — used as rule keys, parameter, header, group and response field names, response
 * keys, override keys and dotted config overrides. Each is documented as an ordinary name (nothing lost, no
 * strategy failing on it), every output is written and valid, and nothing reaches `Object.prototype`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { expectDiagnostic, hostileApp, runDocgen } from './harness.ts';
import { runAllOutputs } from './all-outputs.ts';

const CONTROLLER = 'app/Http/Controllers/ThingController.php';
const REQUEST = 'app/Http/Requests/StoreThing.php';

const ROUTES = `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
Route::get('things', [ThingController::class, 'index']);
Route::post('things', [ThingController::class, 'store']);
`;

function controller(indexDoc: string[], storeDoc: string[] = [], storeSignature = 'public function store(\\App\\Http\\Requests\\StoreThing $request)', storeBody = 'return [];'): string {
  const doc = (lines: string[]) => lines.map((line) => `     * ${line}`).join('\n');
  return `<?php
namespace App\\Http\\Controllers;
use Illuminate\\Http\\Request;
class ThingController extends Controller
{
    /**
     * List things.
${doc(indexDoc)}
     */
    public function index() { return []; }

    /**
     * Store a thing.
${doc(storeDoc)}
     */
    ${storeSignature} { ${storeBody} }
}
`;
}

const FORM_REQUEST = `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class StoreThing extends FormRequest
{
    public function rules()
    {
        return [
            'constructor' => 'required|string',
            '__proto__' => 'required|integer',
            'toString' => 'string',
            'hasOwnProperty' => 'array',
            'hasOwnProperty.valueOf' => 'string',
            'name' => 'required|string',
        ];
    }
}
`;

interface Spec {
  paths: Record<string, Record<string, Operation>>;
}
interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  tags?: string[];
  requestBody?: { content: Record<string, { schema: { properties: Record<string, { properties?: Record<string, unknown> }>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, { description?: string }> } }> }>;
}

function operation(spec: string, method: string, path = '/api/things'): Operation {
  const document = parse(spec) as Spec;
  return document.paths[path]![method]!;
}

function bodyProperties(op: Operation): Record<string, { properties?: Record<string, unknown> }> {
  return Object.values(op.requestBody!.content)[0]!.schema.properties;
}

/** Keys are compared as own keys: `Object.keys` lists `__proto__` only when it is an ordinary key. */
const keys = (value: object) => Object.keys(value);

/** The own value under a name (`schema.constructor` would be Object's constructor when the key is missing). */
function own<T>(map: Record<string, T>, name: string): T {
  expect(Object.hasOwn(map, name), `own key ${name}`).toBe(true);
  return map[name]!;
}

/** Such names are ordinary: the run succeeds with no warning or error at all. */
function expectNoProblems(run: { code: number | null; stdout: string; stderr: string }): void {
  expect(run.code).toBe(0);
  expect(`${run.stderr}${run.stdout}`.split('\n').filter((line) => /: (warning|error): /.test(line))).toEqual([]);
}

afterEach(() => {
  // Nothing an app writes may reach every object.
  expect(Object.keys(Object.prototype)).toEqual([]);
  expect((({}) as Record<string, unknown>).polluted).toBeUndefined();
  expect(typeof ({}).toString).toBe('function');
});

describe('names shared with Object.prototype', () => {
  it('documents FormRequest rules named constructor, __proto__, toString and hasOwnProperty.valueOf', async () => {
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: controller([]), [REQUEST]: FORM_REQUEST });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.code).toBe(0);
    expect(result.all.stderr).not.toMatch(/GetFromFormRequest failed/);
    const body = bodyProperties(operation(result.spec, 'post'));
    expect(keys(body)).toEqual(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'name']);
    expect(keys(own(body, 'hasOwnProperty').properties!)).toEqual(['valueOf']);
    expect(Object.values(operation(result.spec, 'post').requestBody!.content)[0]!.schema.required).toEqual(['constructor', '__proto__', 'name']);
  });

  it('documents inline $request->validate() rules with those names', async () => {
    const source = controller([], [], 'public function store(Request $request)', "$request->validate(['constructor' => 'required|integer', '__proto__' => 'string', 'valueOf.*' => 'string']); return [];");
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.code).toBe(0);
    expect(keys(bodyProperties(operation(result.spec, 'post')))).toEqual(['constructor', '__proto__', 'valueOf']);
  });

  it('documents @bodyParam __proto__.x and constructor.prototype as nested objects', async () => {
    const source = controller([], ['@bodyParam __proto__ object required The parent.', '@bodyParam __proto__.x string The child. Example: a', '@bodyParam constructor.prototype string Example: b'], 'public function store(Request $request)');
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    const body = bodyProperties(operation(result.spec, 'post'));
    expect(keys(body)).toEqual(['__proto__', 'constructor']);
    expect(keys(own(body, '__proto__').properties!)).toEqual(['x']);
    expect(keys(own(body, 'constructor').properties!)).toEqual(['prototype']);
    const collection = result.outputs.get('out/collection.json')!;
    expect(collection).toContain('\\"__proto__\\":{\\"x\\":\\"a\\"}');
  });

  it('documents query parameters, headers and a url parameter with those names', async () => {
    const routes = `<?php\nuse Illuminate\\Support\\Facades\\Route;\nuse App\\Http\\Controllers\\ThingController;\nRoute::get('things/{constructor}', [ThingController::class, 'index']);\n`;
    const source = controller(['@urlParam constructor string required The id. Example: 5', '@queryParam __proto__ string Example: q', '@queryParam toString string Example: t', '@header __proto__ proto-value', '@header constructor ctor-value']);
    const app = hostileApp({ 'routes/api.php': routes, [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.code).toBe(0);
    const document = parse(result.spec) as Spec & { paths: Record<string, { parameters?: Array<{ name: string }> }> };
    expect(keys(document.paths)).toEqual(['/api/things/{constructor}']);
    const op = document.paths['/api/things/{constructor}']!.get!;
    expect(op.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:__proto__', 'query:toString', 'header:__proto__', 'header:constructor']);
    expect(document.paths['/api/things/{constructor}']!.parameters!.map((p) => p.name)).toEqual(['constructor']);
  });

  it('keeps groups named __proto__ and constructor apart', async () => {
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: controller(['@group __proto__'], ['@group constructor'], 'public function store(Request $request)') });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(operation(result.spec, 'get').tags).toEqual(['__proto__']);
    expect(operation(result.spec, 'post').tags).toEqual(['constructor']);
    expect([...result.outputs.keys()].filter((path) => path.startsWith('.docgen/endpoints/'))).toHaveLength(2);
    expect(result.extract.stdout).toMatch(/__proto__ \(1\)/);
    expect(result.extract.stdout).toMatch(/constructor \(1\)/);
  });

  it('describes response fields and keeps response keys named __proto__ and constructor', async () => {
    const source = controller(['@response {"__proto__": {"x": 1}, "constructor": 2, "toString": "s"}', '@responseField __proto__ object The proto field.', '@responseField constructor integer The constructor field.']);
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    const schema = Object.values(operation(result.spec, 'get').responses['200']!.content!)[0]!.schema;
    expect(keys(schema.properties!)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(own(schema.properties!, '__proto__').description).toBe('The proto field.');
    expect(own(schema.properties!, 'constructor').description).toBe('The constructor field.');
    expect(own(schema.properties!, 'toString').description).toBeUndefined();
  });

  it('keeps keys named __proto__ and constructor that an API resource returns', async () => {
    const source = controller(['@apiResource App\\Http\\Resources\\ThingResource', '@apiResourceModel App\\Models\\Thing']);
    const app = hostileApp({
      'routes/api.php': ROUTES,
      [CONTROLLER]: source,
      'app/Models/Thing.php': '<?php\nnamespace App\\Models;\nuse Illuminate\\Database\\Eloquent\\Model;\nclass Thing extends Model {}\n',
      'app/Http/Resources/ThingResource.php':
        "<?php\nnamespace App\\Http\\Resources;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\nclass ThingResource extends JsonResource { public function toArray($request) { return ['__proto__' => ['polluted' => 1], 'constructor' => 'c', 'id' => 1]; } }\n",
    });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    const schema = Object.values(operation(result.spec, 'get').responses['200']!.content!)[0]!.schema as { properties: Record<string, { properties?: Record<string, unknown> }> };
    expect(keys(own(schema.properties, 'data').properties!)).toEqual(['__proto__', 'constructor', 'id']);
  });

  it('applies .docgen/overrides.yaml entries named __proto__ and constructor as ordinary names', async () => {
    const overrides = '"GET /api/things":\n  queryParameters:\n    __proto__: { description: Overridden proto., example: p }\n    constructor: { description: Overridden constructor., example: c }\n  headers:\n    __proto__: header-value\n';
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: controller([]), '.docgen/overrides.yaml': overrides });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.code).toBe(0);
    const op = operation(result.spec, 'get');
    expect(op.parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:__proto__', 'query:constructor', 'header:__proto__']);
  });

  it("writes collection.overrides with dotted '__proto__' and 'constructor.prototype' keys into the document, not into Object.prototype", async () => {
    const config = `<?php\nreturn [\n    'collection' => ['overrides' => ['info.__proto__.polluted' => 'yes', 'info.constructor.prototype.polluted' => 'yes', '__proto__.polluted' => 'yes']],\n];\n`;
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: controller([]), 'config/docgen.php': config });
    const run = await runDocgen(['collection', '--app', app, '--out', `${app}/out/collection.json`]);
    expectNoProblems(run);
    const { readFileSync } = await import('node:fs');
    const collection = JSON.parse(readFileSync(`${app}/out/collection.json`, 'utf8')) as { info: Record<string, unknown> };
    expect(Object.hasOwn(collection.info, '__proto__')).toBe(true);
    expect(own(collection.info, 'constructor')).toEqual({ prototype: { polluted: 'yes' } });
  });

  it('treats rules and types named constructor, toString or valueOf as unknown words, not as built-ins', async () => {
    const request = FORM_REQUEST.replace("'name' => 'required|string',", "'name' => 'required|string',\n            'odd' => 'constructor|toString|valueOf:1',");
    const source = controller([], ['@bodyParam typed constructor The type is a word. Example: x', '@bodyParam other toString[] Example: ["y"]']);
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: source, [REQUEST]: request });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.code).toBe(0);
    expect(result.all.stderr).not.toMatch(/failed/);
    expect(keys(bodyProperties(operation(result.spec, 'post')))).toEqual(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'name', 'odd', 'typed', 'other']);
  });

  it('reads route files that call Route::constructor() or toString() as calls it does not know', async () => {
    const routes = `${ROUTES}Route::constructor('x');\nRoute::toString();\nRoute::get('more', [\\App\\Http\\Controllers\\ThingController::class, 'index'])->where('constructor', '[0-9]+')->whereNumber('__proto__');\n`;
    const app = hostileApp({ 'routes/api.php': routes, [CONTROLLER]: controller([], [], 'public function store(Request $request)') });
    const result = await runAllOutputs(app);
    expectNoProblems(result.all);
    expect(result.all.stderr).not.toMatch(/failed|TypeError/);
    expect(keys((parse(result.spec) as Spec).paths)).toEqual(['/api/things', '/api/more']);
  });

  it('reads a config array with a __proto__ key without changing the config', async () => {
    const config = `<?php\nreturn [\n    'title' => 'Real title',\n    '__proto__' => ['title' => 'Polluted title'],\n    'groups' => ['__proto__' => ['default' => 'Polluted group']],\n];\n`;
    const app = hostileApp({ 'routes/api.php': ROUTES, [CONTROLLER]: controller([]), 'config/docgen.php': config });
    const result = await runAllOutputs(app);
    expect(result.spec).toContain('title: Real title');
    expect(result.spec).not.toContain('Polluted');
    expectDiagnostic(result.all, { file: 'config/docgen.php', line: 4, sentence: /__proto__/ });
  });
});
