/**
 * Route groups nested deeper than any real app: read up to 256 levels, said so past that, and a file nested
 * deeper than the parser follows is one diagnostic while the other route files go on.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, runDocgen } from './harness.ts';
import { diagnosticsFor, documentedEndpoints, expectNoInternals, twoControllerApp } from './parse-cases.ts';

/** `depth` nested `Route::prefix('pN')->group(function () {` lines around one route, one group per line from line 3. */
function nestedGroups(depth: number): string {
  const open = Array.from({ length: depth }, (_, i) => `Route::prefix('p${i}')->group(function () {`).join('\n');
  return `<?php\nuse Illuminate\\Support\\Facades\\Route;\n${open}\nRoute::get('deep', [\\App\\Http\\Controllers\\OtherController::class, 'index']);\n${'});\n'.repeat(depth)}`;
}

const API_REQUIRING_DEEP = `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
Route::get('things', [ThingController::class, 'index']);
require __DIR__.'/deep.php';
`;

describe('deeply nested route groups', () => {
  it('100 levels (once dropped past 64 without a word): the route inside is documented, nothing reported', async () => {
    const app = twoControllerApp({ 'routes/api.php': API_REQUIRING_DEEP, 'routes/deep.php': nestedGroups(100) });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    const prefix = Array.from({ length: 100 }, (_, i) => `p${i}`).join('/');
    expect(documentedEndpoints(app)).toEqual([`GET api/${prefix}/deep`, 'GET api/things']);
    expect(diagnosticsFor(run, 'routes/deep.php')).toEqual([]);
    expectNoInternals(run, app);
  });

  it('260 levels: a warning at the first group past 256, once; the other routes are documented', async () => {
    const app = twoControllerApp({ 'routes/api.php': API_REQUIRING_DEEP, 'routes/deep.php': nestedGroups(260) });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    // Group N (from 0) opens on line N + 3; the 257th (N = 256) is the first one skipped.
    expectDiagnostic(run, {
      file: 'routes/deep.php',
      line: 259,
      severity: 'warning',
      sentence: /^Route groups are nested more than 256 levels deep here; the routes inside this group are skipped\.$/,
    });
    expect(diagnosticsFor(run, 'routes/deep.php')).toHaveLength(1);
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });

  it('1,000 levels: the file is too deep to parse, said at its line; the routes of routes/api.php are documented', async () => {
    const app = twoControllerApp({ 'routes/api.php': API_REQUIRING_DEEP, 'routes/deep.php': nestedGroups(1000) });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    const [only, ...others] = diagnosticsFor(run, 'routes/deep.php');
    expect(others).toEqual([]);
    expect(only).toMatch(/^\d+: PHP file nests code too deeply to be read \(hundreds of levels of brackets, closures or calls\); the file is skipped\.$/);
    // The parser gives up somewhere inside the nesting, never at line 1.
    expect(Number(only!.split(':')[0])).toBeGreaterThan(100);
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });

  it('a route file that requires itself and nests a group in between: reported once, no overflow', async () => {
    const app = twoControllerApp({
      'routes/api.php': API_REQUIRING_DEEP,
      'routes/deep.php': "<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::prefix('again')->group(function () {\n    require __DIR__.'/deep.php';\n});\n",
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expect(diagnosticsFor(run, 'routes/deep.php')).toEqual([expect.stringMatching(/^4: routes\/deep\.php includes itself/)]);
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });
});
