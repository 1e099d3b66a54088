/**
 * Shared pieces of the parsing cases: an app with two controllers in two files (so a broken one leaves the
 * other to check), the documented URIs after `docgen extract`, and the texts no diagnostic or output may hold.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { type DocgenRun, expectNowhere, hostileApp, outputsUnder } from './harness.ts';

/** GET api/things (ThingController, see MINIMAL_API) and GET api/others (OtherController, its own file). */
export const TWO_CONTROLLERS: Record<string, string> = {
  'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
use App\\Http\\Controllers\\OtherController;
Route::get('things', [ThingController::class, 'index']);
Route::get('others', [OtherController::class, 'index']);
`,
  'app/Http/Controllers/OtherController.php': `<?php
namespace App\\Http\\Controllers;
class OtherController extends Controller
{
    /** List others. */
    public function index() { return []; }
}
`,
};

/** An app with both controllers and the given files added or replaced. */
export function twoControllerApp(files: Record<string, string>): string {
  return hostileApp({ ...TWO_CONTROLLERS, ...files });
}

/** A controller class body wrapped in a file of the App\Http\Controllers namespace. */
export function controllerFile(name: string, body: string): string {
  return `<?php\nnamespace App\\Http\\Controllers;\nclass ${name} extends Controller\n{\n${body}\n}\n`;
}

/** `METHOD uri` of every endpoint `docgen extract` wrote. */
export function documentedEndpoints(app: string): string[] {
  const dir = join(app, '.docgen', 'endpoints');
  const found: string[] = [];
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const match of text.matchAll(/^ {2}- httpMethods:\n {6}- (\w+)\n {4}uri: "?([^"\s]+)"?$/gm)) found.push(`${match[1]} ${match[2]}`);
  }
  return found.sort();
}

/** Texts from inside docgen or its parser that the user must never see. */
const INTERNALS = [
  'Cannot read properties',
  'Maximum call stack',
  'Bad terminal sequence',
  'TypeError',
  'RangeError',
  'offsetlookup',
  'staticlookup',
  'propertylookup',
  'T_VARIABLE',
  'T_STRING',
  'T_ENCAPSED_AND_WHITESPACE',
  'EISDIR',
  'EACCES',
  'ENOENT',
  'Parse Error :',
];

/** No internal message in what the run printed nor in what it wrote under `.docgen`. */
export function expectNoInternals(run: DocgenRun, app?: string): void {
  const printed = run.stdout + run.stderr;
  for (const text of INTERNALS) expect(printed, `"${text}" printed`).not.toContain(text);
  if (!app) return;
  const outputs = outputsUnder(app, [join(app, '.docgen')]);
  for (const text of INTERNALS) expectNowhere(outputs, text);
}

/** The diagnostics a run printed for one file, as `line: message`. */
export function diagnosticsFor(run: DocgenRun, file: string): string[] {
  return (run.stderr + run.stdout)
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(.+?):(\d+): (?:error|warning|info|notice): (.*)$/.exec(line);
      return match && match[1]!.endsWith(file) ? [`${match[2]}: ${match[3]}`] : [];
    });
}
