/** The real `docgen routes` command, run as users run it. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/apps/${name}`, import.meta.url));

function docgen(args: string[]) {
  const result = spawnSync('node', ['bin/docgen.cjs', 'routes', ...args], { cwd: repo, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('docgen routes', () => {
  it('exits with 2 when a file has a syntax error, still printing the other routes and file:line', () => {
    const { code, stdout, stderr } = docgen(['--app', fixture('broken'), '--json']);
    expect(code).toBe(2);
    const rows = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      domain: null,
      method: 'GET|HEAD',
      uri: 'api/before',
      name: 'before',
      action: 'App\\Http\\Controllers\\FineController@before',
      middleware: ['api'],
      file: 'routes/api.php',
      line: 7,
    });
    expect(stderr).toContain('routes/api.php:9: error: PHP syntax error');
    expect(stderr).toContain('app/Http/Controllers/BrokenController.php:13: error');
  });

  it('lists only documented routes by default and every route with --all', () => {
    const documented = JSON.parse(docgen(['--app', fixture('matching'), '--json']).stdout) as Array<{ uri: string }>;
    const all = JSON.parse(docgen(['--app', fixture('matching'), '--json', '--all']).stdout) as Array<{ uri: string }>;
    expect(documented.map((r) => r.uri)).toEqual(['api/users', 'api/users', 'api/internal/health', 'api/tenant/info']);
    expect(all.map((r) => r.uri)).toContain('account');
    expect(all).toHaveLength(11);
  });

  it('prints a table with the domain before the uri and exits 0 for a clean app', () => {
    const { code, stdout } = docgen(['--app', fixture('matching')]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Method\s+URI\s+Name\s+Action\s+Defined at$/m);
    expect(stdout).toMatch(/GET\|HEAD\s+\{tenant\}\.example\.com\/api\/tenant\/info\s+tenant\.info/);
    expect(stdout).toContain('4 routes documented of 11.');
  });

  it('exits with 1 when there is no app', () => {
    const { code, stderr } = docgen(['--app', fixture('does-not-exist')]);
    expect(code).toBe(1);
    expect(stderr).toContain('no app at');
  });
});
