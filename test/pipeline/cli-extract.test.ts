/** `docgen extract`, run as users run it: the real CLI in a child process. */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { copyApp, endpointFiles } from './support.ts';

const BIN = fileURLToPath(new URL('../../bin/docgen.cjs', import.meta.url));
const TWO_CONTROLLERS = fileURLToPath(new URL('./fixtures/two-controllers/', import.meta.url));

function docgen(...args: string[]) {
  const run = spawnSync(process.execPath, [BIN, 'extract', ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('docgen extract', () => {
  it('prints a summary, writes .docgen/endpoints and exits 0', () => {
    const app = copyApp(TWO_CONTROLLERS);
    const { code, stdout } = docgen('--app', app);
    expect(code).toBe(0);
    expect(stdout).toContain('Config: config/docgen.php');
    expect(stdout).toContain('3 endpoints in 2 groups from 3 matched routes');
    expect(stdout).toMatch(/^ {2}Authors \(1\)$/m);
    expect(stdout).toMatch(/^ {2}Books \(2\)$/m);
    expect(Object.keys(endpointFiles(app))).toEqual(['00.yaml', '01.yaml']);
  });

  it('prints the groups as JSON with --json, and writes nothing with --no-write', () => {
    const app = copyApp(TWO_CONTROLLERS);
    const { code, stdout } = docgen('--app', app, '--json', '--no-write');
    expect(code).toBe(0);
    const groups = JSON.parse(stdout) as Array<{ name: string; endpoints: Array<{ id: string }> }>;
    expect(groups.map((g) => [g.name, g.endpoints.map((e) => e.id)])).toEqual([
      ['Authors', ['GET /api/authors']],
      ['Books', ['GET /api/books', 'POST /api/books']],
    ]);
    expect(existsSync(join(app, '.docgen'))).toBe(false);
  });

  it('exits 2 when a file has an error, listing it with file:line, and documents the rest', () => {
    const app = copyApp(TWO_CONTROLLERS);
    writeFileSync(join(app, 'app/Http/Controllers/AuthorController.php'), '<?php\nnamespace App\\Http\\Controllers;\nclass AuthorController {\n    public function index( {\n}\n');
    const { code, stdout } = docgen('--app', app);
    expect(code).toBe(2);
    expect(stdout).toMatch(/app\/Http\/Controllers\/AuthorController\.php:\d+: error: /);
    expect(stdout).toMatch(/^ {2}Books \(2\)$/m);
  });

  it('exits 1 on an invalid config, naming the key, and writes nothing', () => {
    const app = copyApp(TWO_CONTROLLERS);
    writeFileSync(join(app, 'config/docgen.php'), "<?php\nreturn ['theme' => 'dark'];\n");
    const { code, stderr } = docgen('--app', app);
    expect(code).toBe(1);
    expect(stderr).toContain("config/docgen.php:2: error: Config key theme is 'dark' (a string); allowed: 'default', 'elements', 'scalar', 'rapidoc'.");
    expect(existsSync(join(app, '.docgen'))).toBe(false);
  });

  it('exits 1 when there is no app', () => {
    expect(docgen('--app', join(TWO_CONTROLLERS, 'nope')).code).toBe(1);
  });
});
