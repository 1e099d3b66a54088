/**
 * DOCGEN_STATIC: the person running docgen forbids running the app's code, whatever the app's config asks for.
 * The app's vendor/autoload.php leaves a mark when PHP loads it, so a run that booted the app is seen.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect } from 'vitest';
import { itPhp } from '../support/php.ts';
import { hostileApp, runDocgen } from './harness.ts';

const MARK = 'booted.txt';

function appThatMarksItsBoot(): string {
  return hostileApp({
    // Any PHP that runs the app starts here: it writes the mark, then stops.
    // An answer the code does not show, so the response call is what would document it.
    'app/Http/Controllers/ThingController.php': `<?php
namespace App\\Http\\Controllers;
class ThingController extends Controller
{
    /** List things. */
    public function index() { return response()->json(load_things_from_somewhere()); }
}
`,
    'vendor/autoload.php': `<?php\nfile_put_contents(dirname(__DIR__) . '/${MARK}', 'ran');\nexit(1);\n`,
    'bootstrap/app.php': `<?php\nrequire __DIR__ . '/../vendor/autoload.php';\n`,
  });
}

describe('DOCGEN_STATIC', () => {
  const before = process.env.DOCGEN_STATIC;
  afterEach(() => {
    if (before === undefined) delete process.env.DOCGEN_STATIC;
    else process.env.DOCGEN_STATIC = before;
  });

  itPhp('runs none of the app code, says so, and still documents the endpoints', async () => {
    process.env.DOCGEN_STATIC = '1';
    const app = appThatMarksItsBoot();
    const run = await runDocgen(['openapi', '--app', app, '--out', join(app, 'openapi.yaml')]);
    expect(existsSync(join(app, MARK))).toBe(false);
    expect(run.stderr + run.stdout).toMatch(/DOCGEN_STATIC environment variable is set, so docgen runs none of the app's code/);
    expect(run.code).toBe(0);
    expect(existsSync(join(app, 'openapi.yaml'))).toBe(true);
  });

  itPhp('without it, the same app is booted (so the test above can fail)', async () => {
    delete process.env.DOCGEN_STATIC;
    const app = appThatMarksItsBoot();
    await runDocgen(['openapi', '--app', app, '--out', join(app, 'openapi.yaml')]);
    expect(existsSync(join(app, MARK))).toBe(true);
  });

  itPhp('"0" and "false" leave PHP allowed', async () => {
    process.env.DOCGEN_STATIC = 'false';
    const app = appThatMarksItsBoot();
    await runDocgen(['openapi', '--app', app, '--out', join(app, 'openapi.yaml')]);
    expect(existsSync(join(app, MARK))).toBe(true);
  });
});

