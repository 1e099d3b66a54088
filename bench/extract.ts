/**
 * Extraction benchmark: synthetic Laravel apps of 1,000 and 5,000 endpoints (controllers with docblocks,
 * FormRequests, API resources and models), extracted cold (first run in a fresh process) and warm (the same
 * process, after one controller was touched). Targets: 1,000 endpoints cold under 1 s, warm under 100 ms.
 *
 *   npx tsx bench/extract.ts [sizes…]      e.g. npx tsx bench/extract.ts 1000
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ENDPOINTS_PER_CONTROLLER = 10;

/** Writes an app with `endpoints` API endpoints; returns its root. */
export function syntheticApp(endpoints: number): string {
  const root = mkdtempSync(join(tmpdir(), `docgen-bench-extract-${endpoints}-`));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('composer.json', JSON.stringify({ autoload: { 'psr-4': { 'App\\': 'app/' } } }));
  write('.env', 'APP_NAME="Synthetic API"\nAPP_URL=http://synthetic.test\n');
  write('config/app.php', `<?php return ['name' => env('APP_NAME', 'Laravel'), 'url' => env('APP_URL', 'http://localhost')];\n`);
  write(
    'config/docgen.php',
    `<?php
use Docgen\\Config\\Defaults;
use Docgen\\Extracting\\Strategies;
use function Docgen\\Config\\removeStrategies;
return [
    'title' => 'Synthetic API',
    'examples' => ['faker_seed' => 1234],
    'auth' => ['enabled' => true, 'default' => true, 'in' => 'bearer'],
    'strategies' => [
        'responses' => removeStrategies(Defaults::RESPONSES_STRATEGIES, [Strategies\\Responses\\ResponseCalls::class]),
    ],
];
`,
  );
  write(
    'app/Providers/RouteServiceProvider.php',
    `<?php
namespace App\\Providers;
use Illuminate\\Foundation\\Support\\Providers\\RouteServiceProvider as ServiceProvider;
use Illuminate\\Support\\Facades\\Route;
class RouteServiceProvider extends ServiceProvider {
    public function boot() {
        $this->routes(function () {
            Route::prefix('api')->middleware('api')->group(base_path('routes/api.php'));
        });
    }
}
`,
  );
  const controllers = Math.ceil(endpoints / ENDPOINTS_PER_CONTROLLER);
  const routeLines: string[] = ['<?php', 'use Illuminate\\Support\\Facades\\Route;'];
  let made = 0;
  for (let c = 0; c < controllers; c++) {
    const thing = `Thing${c}`;
    const segment = `things-${c}`;
    write(
      `app/Models/${thing}.php`,
      `<?php
namespace App\\Models;
use Illuminate\\Database\\Eloquent\\Model;
/**
 * @property int $id
 * @property string $name
 * @property string|null $notes
 */
class ${thing} extends Model {
    protected $fillable = ['name', 'notes', 'quantity'];
    protected $casts = ['quantity' => 'integer', 'active' => 'boolean'];
}
`,
    );
    write(
      `app/Http/Resources/${thing}Resource.php`,
      `<?php
namespace App\\Http\\Resources;
use Illuminate\\Http\\Resources\\Json\\JsonResource;
class ${thing}Resource extends JsonResource {
    /**
     * @responseField id integer The ID.
     * @responseField name string The name.
     */
    public function toArray($request) {
        return ['id' => $this->id, 'name' => $this->name, 'quantity' => $this->quantity, 'active' => $this->active];
    }
}
`,
    );
    write(
      `app/Http/Requests/Store${thing}Request.php`,
      `<?php
namespace App\\Http\\Requests;
use Illuminate\\Foundation\\Http\\FormRequest;
class Store${thing}Request extends FormRequest {
    public function rules() {
        return [
            // The display name. Example: Widget
            'name' => 'required|string|max:255',
            'notes' => 'nullable|string',
            'quantity' => ['required', 'integer', 'min:1', 'max:99'],
            'tags' => 'array',
            'tags.*' => 'string|in:red,green,blue',
            'owner.email' => 'required|email',
        ];
    }
}
`,
    );
    const methods: string[] = [];
    for (let m = 0; m < ENDPOINTS_PER_CONTROLLER && made < endpoints; m++, made++) {
      const kind = m % 5;
      const name = `action${m}`;
      const uri = `${segment}/r${m}${kind === 1 || kind === 3 ? '/{id}' : ''}`;
      const verb = ['get', 'get', 'post', 'put', 'delete'][kind]!;
      routeLines.push(`Route::${verb}('${uri}', [\\App\\Http\\Controllers\\${thing}Controller::class, '${name}'])->name('${segment}.${name}');`);
      const doc = [
        '    /**',
        `     * ${['List', 'Show', 'Create', 'Update', 'Delete'][kind]} ${thing} number ${m}.`,
        '     *',
        `     * A longer description of action ${m}, with **Markdown**.`,
        '     *',
        `     * @group Group ${c % 25}`,
        ...(kind === 0 ? ['     * @queryParam page integer The page. Example: 2', '     * @queryParam filter string A filter. Example: new'] : []),
        ...(kind === 1 || kind === 3 ? ['     * @urlParam id integer required The ID. Example: 7'] : []),
        ...(kind === 0 ? [`     * @apiResourceCollection App\\Http\\Resources\\${thing}Resource`, `     * @apiResourceModel App\\Models\\${thing}`] : []),
        ...(kind === 1 ? [`     * @apiResource App\\Http\\Resources\\${thing}Resource`, `     * @apiResourceModel App\\Models\\${thing}`] : []),
        ...(kind === 4 ? ['     * @response 204 {}', '     * @response 404 scenario="missing" {"message": "Not found."}'] : []),
        '     */',
      ].join('\n');
      const parameter = kind === 2 || kind === 3 ? `\\App\\Http\\Requests\\Store${thing}Request $request` : '';
      methods.push(`${doc}\n    public function ${name}(${parameter}) {\n        return [];\n    }\n`);
    }
    write(
      `app/Http/Controllers/${thing}Controller.php`,
      `<?php
namespace App\\Http\\Controllers;
class ${thing}Controller {
${methods.join('\n')}}
`,
    );
  }
  write('routes/api.php', `${routeLines.join('\n')}\n`);
  return root;
}

/** One measured run in this process: cold, then warm after touching one controller. */
async function measure(root: string): Promise<void> {
  const { extractApp } = await import('../src/pipeline.ts');
  const cold0 = performance.now();
  const first = await extractApp(root);
  const cold = performance.now() - cold0;
  const unchanged0 = performance.now();
  const again = await extractApp(root);
  const unchanged = performance.now() - unchanged0;
  appendFileSync(join(root, 'app/Http/Controllers/Thing0Controller.php'), '\n// touched\n');
  const warm0 = performance.now();
  const warm = await extractApp(root);
  const warmMs = performance.now() - warm0;
  const errors = first.diagnostics.filter((d) => d.severity === 'error').length;
  console.log(
    JSON.stringify({
      endpoints: first.stats.endpoints,
      groups: first.groups.length,
      coldMs: Math.round(cold),
      unchangedMs: Math.round(unchanged),
      reusedUnchanged: again.stats.reused,
      warmAfterTouchMs: Math.round(warmMs),
      coldPhases: first.stats.timings,
      warmPhases: warm.stats.timings,
      reusedAfterTouch: warm.stats.reused,
      diagnostics: first.diagnostics.length,
      errors,
      peakRssMb: Math.round(process.memoryUsage().rss / 1048576),
    }),
  );
}

const here = fileURLToPath(import.meta.url);
const isMain = process.argv[1] !== undefined && fileURLToPath(new URL(`file://${process.argv[1]}`)) === here;
if (!isMain) {
  // Imported (by another benchmark or a profile): only syntheticApp() is wanted.
} else if (process.argv[2] === '--measure') {
  await measure(process.argv[3]!);
} else {
  const sizes = process.argv.slice(2).map(Number).filter((n) => n > 0);
  for (const size of sizes.length ? sizes : [1000, 5000]) {
    const root = syntheticApp(size);
    try {
      // A fresh process per size, so "cold" means nothing is cached yet (module loading is not counted).
      const out = execFileSync(process.execPath, ['--import', 'tsx', here, '--measure', root], { encoding: 'utf8' });
      const result = JSON.parse(out.trim().split('\n').pop()!) as Record<string, number> & Record<'coldPhases' | 'warmPhases', Record<string, number>>;
      const phases = (p: Record<string, number>) => Object.entries(p).map(([k, v]) => `${k} ${v}`).join(', ');
      console.log(
        `${result.endpoints} endpoints (${result.groups} groups): cold ${result.coldMs} ms, unchanged ${result.unchangedMs} ms, ` +
          `warm after touching one controller ${result.warmAfterTouchMs} ms (${result.reusedAfterTouch} reused), ` +
          `${result.diagnostics} diagnostics (${result.errors} errors), peak RSS ${result.peakRssMb} MB\n` +
          `  cold phases (ms): ${phases(result.coldPhases)}\n  warm phases (ms): ${phases(result.warmPhases)}`,
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
}
