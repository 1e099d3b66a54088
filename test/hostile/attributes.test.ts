/**
 * Broken PHP 8 attributes: php-parser's lexer throws on a character it does not allow inside `#[...]` and names
 * the line it had reached. The diagnostic points at the attribute's own line, in words, and the rest of the
 * file still counts.
 */
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, runDocgen } from './harness.ts';
import { controllerFile, diagnosticsFor, documentedEndpoints, expectNoInternals, twoControllerApp } from './parse-cases.ts';

const THING = 'app/Http/Controllers/ThingController.php';
const ROUTES_WITH_SHOW = `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
use App\\Http\\Controllers\\OtherController;
Route::get('things', [ThingController::class, 'index']);
Route::get('things/{id}', [ThingController::class, 'show']);
Route::get('others', [OtherController::class, 'index']);
`;

describe('broken attributes', () => {
  it('an attribute left open: reported at the line of its "#[", not at line 1 nor where the lexer gave up', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile(
        'ThingController',
        [
          "    #[\\Knuckles\\Scribe\\Attributes\\BodyParam('title', 'string', 'The title')]", // line 5
          "    #[\\Knuckles\\Scribe\\Attributes\\BodyParam('note', 'string', 'A note'", // line 6: never closed
          '    /** List things. */',
          '    public function index() { return []; }',
          '',
          '    # a hash comment the attribute swallows', // line 10: the lexer stops here
          '    public function show() { return []; }',
        ].join('\n'),
      ),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expectDiagnostic(run, {
      file: THING,
      line: 6,
      severity: 'error',
      sentence: /^PHP syntax error: this attribute cannot be read: '#' on line 10 is not allowed inside '#\[\.\.\.\]' \(is the attribute closed with '\]'\?\)\.$/,
    });
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });

  it("a '#' inside a one-line attribute: reported at that line; the file's other methods are still documented", async () => {
    const app = twoControllerApp({
      'routes/api.php': ROUTES_WITH_SHOW,
      [THING]: controllerFile(
        'ThingController',
        [
          '    /** List things. */',
          "    #[\\Knuckles\\Scribe\\Attributes\\Header('X-Tag', #1)]", // line 6
          '    public function index() { return []; }',
          '',
          '    /** Show a thing. */',
          '    public function show($id) { return []; }',
        ].join('\n'),
      ),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: THING, line: 6, severity: 'error', sentence: /^PHP syntax error: this attribute cannot be read: '#' on line 6/ });
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things', 'GET api/things/{id}']);
    expectNoInternals(run, app);
  });

  it('an attribute with a backslash-only name and a stray "@": one diagnostic, the other controller documented', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile('ThingController', "    /** List things. */\n    #[\\ @Group('x')]\n    public function index() { return []; }"),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: THING, line: 6, severity: 'error', sentence: /^PHP syntax error: this attribute cannot be read: '@' on line 6/ });
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });
});
