/**
 * FormRequests that are broken, empty or written with spreads: one diagnostic at the FormRequest's own line,
 * what could be read still documented, and never an internal message.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, runDocgen } from './harness.ts';
import { diagnosticsFor, documentedEndpoints, expectNoInternals, twoControllerApp } from './parse-cases.ts';

const STORE_ROUTES = `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
use App\\Http\\Controllers\\OtherController;
Route::post('things', [ThingController::class, 'store']);
Route::get('others', [OtherController::class, 'index']);
`;

const THING_STORE = `<?php
namespace App\\Http\\Controllers;
use App\\Http\\Requests\\StoreThing;
class ThingController extends Controller
{
    /** Store a thing. */
    public function store(StoreThing $request) { return []; }
}
`;

const REQUEST = 'app/Http/Requests/StoreThing.php';

function formRequest(body: string): string {
  return `<?php\nnamespace App\\Http\\Requests;\nuse Illuminate\\Foundation\\Http\\FormRequest;\nclass StoreThing extends FormRequest\n{\n${body}\n}\n`;
}

/** The body parameter names `docgen extract` wrote for POST api/things. */
function bodyParameterNames(app: string): string[] {
  const dir = join(app, '.docgen', 'endpoints');
  const text = readdirSync(dir).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n');
  const store = text.slice(text.indexOf('uri: api/things'));
  const body = store.slice(store.indexOf('bodyParameters:'), store.indexOf('responses:'));
  return [...body.matchAll(/^ {8}name: (\S+)$/gm)].map((m) => m[1]!).sort();
}

async function extractWith(request: string) {
  const app = twoControllerApp({ 'routes/api.php': STORE_ROUTES, 'app/Http/Controllers/ThingController.php': THING_STORE, [REQUEST]: request });
  const run = await runDocgen(['extract', '--app', app]);
  return { app, run };
}

describe('FormRequests that are broken or empty', () => {
  it('a syntax error inside rules(): one diagnostic at its line, the rules before it documented, no internal failure', async () => {
    const { app, run } = await extractWith(
      formRequest("    public function rules()\n    {\n        return [\n            'name' => 'required|string',\n            'age' => ,\n        ];\n    }"),
    );
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: REQUEST, line: 10, severity: 'error', sentence: /^PHP syntax error: unexpected ','\.$/ });
    expect(diagnosticsFor(run, REQUEST)).toHaveLength(1);
    expect(bodyParameterNames(app)).toEqual(['name']);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'POST api/things']);
    expect(run.stderr + run.stdout).not.toContain('Strategy GetFromFormRequest failed');
    expectNoInternals(run, app);
  });

  it('a 0-byte FormRequest file: named, instead of its parameters vanishing without a word', async () => {
    const { app, run } = await extractWith('');
    expect(run.code).toBe(0);
    expectDiagnostic(run, {
      file: REQUEST,
      line: 1,
      severity: 'warning',
      sentence: /^app\/Http\/Requests\/StoreThing\.php is empty, so it does not define App\\Http\\Requests\\StoreThing, which store\(\) takes as a parameter; its request parameters are not documented\.$/,
    });
    expect(diagnosticsFor(run, REQUEST)).toHaveLength(1);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'POST api/things']);
    expectNoInternals(run, app);
  });

  it('a FormRequest file that declares another class name: named', async () => {
    const { app, run } = await extractWith("<?php\nnamespace App\\Http\\Requests;\nclass StoreThings {}\n");
    expectDiagnostic(run, { file: REQUEST, line: 1, severity: 'warning', sentence: /^app\/Http\/Requests\/StoreThing\.php does not define App\\Http\\Requests\\StoreThing, which store\(\) takes/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'POST api/things']);
    expectNoInternals(run, app);
  });
});

describe('rules spread from constants', () => {
  it('...self::BASE keeps its string keys (as PHP 8.1 does), beside the rules written in place', async () => {
    const { app, run } = await extractWith(
      formRequest("    const BASE = ['title' => 'required|string', 'body' => 'string'];\n    public function rules()\n    {\n        return [...self::BASE, 'tags' => 'array'];\n    }"),
    );
    expect(run.code).toBe(0);
    expect(bodyParameterNames(app)).toEqual(['body', 'tags', 'title']);
    expect(diagnosticsFor(run, REQUEST)).toEqual([]);
    expectNoInternals(run, app);
  });

  it("...static::BASE declared by a parent class in another file is read in the parent's scope", async () => {
    const app = twoControllerApp({
      'routes/api.php': STORE_ROUTES,
      'app/Http/Controllers/ThingController.php': THING_STORE,
      'app/Http/Requests/BaseRequest.php': "<?php\nnamespace App\\Http\\Requests;\nuse Illuminate\\Foundation\\Http\\FormRequest;\nabstract class BaseRequest extends FormRequest\n{\n    const BASE = ['locale' => 'string|size:2'];\n}\n",
      [REQUEST]: "<?php\nnamespace App\\Http\\Requests;\nclass StoreThing extends BaseRequest\n{\n    public function rules()\n    {\n        return [...static::BASE, 'name' => 'required'];\n    }\n}\n",
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expect(bodyParameterNames(app)).toEqual(['locale', 'name']);
    expectNoInternals(run, app);
  });

  it('a rule read from an array element: the warning names the construct in words, not the parser node', async () => {
    const { app, run } = await extractWith(
      formRequest("    private $shared;\n    public function rules()\n    {\n        return ['name' => $this->shared['name'], 'age' => 'integer'];\n    }"),
    );
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: REQUEST, line: 9, severity: 'warning', sentence: /an array element access/ });
    expect(bodyParameterNames(app)).toContain('age');
    expectNoInternals(run, app);
  });

  it('a spread of something unknowable is one warning at its line; the other rules are documented', async () => {
    const { app, run } = await extractWith(
      formRequest("    public function rules()\n    {\n        return [...$this->extra(), 'name' => 'required'];\n    }"),
    );
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: REQUEST, line: 8, severity: 'warning', sentence: /^Rules spread into this array could not be read statically; the other rules are still documented\.$/ });
    expect(bodyParameterNames(app)).toEqual(['name']);
    expectNoInternals(run, app);
  });
});
