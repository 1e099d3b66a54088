/** The harness itself: a clean app extracts with exit 0 and its outputs are gathered; a broken one is reported. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectDiagnostic, expectNowhere, hostileApp, outputsUnder, runDocgen } from './harness.ts';

describe('hostile-input harness', () => {
  it('runs a clean app with exit 0 and gathers what it wrote', async () => {
    const app = hostileApp({});
    const run = await runDocgen(['openapi', '--app', app, '--out', join(app, 'out', 'openapi.yaml')]);
    expect(run.code).toBe(0);
    const outputs = outputsUnder(app, [join(app, 'out')]);
    expect([...outputs.values()].join()).toContain('/api/things');
    expectNowhere(outputs, 'no such text anywhere');
  });

  it('finds a diagnostic by file, line and sentence', async () => {
    const app = hostileApp({
      'app/Http/Controllers/ThingController.php': '<?php\nnamespace App\\Http\\Controllers;\nclass ThingController extends Controller\n{\n    public function index() { return [ ; }\n}\n',
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: 'app/Http/Controllers/ThingController.php', line: 5, sentence: /syntax/i });
  });
});
