import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { discoverRoutes } from '../../../src/laravel/routes/discover.ts';
import { itPhp } from '../../support/php.ts';

const app = fileURLToPath(new URL('../../fixtures/apps/broken', import.meta.url));

/** `php -l` names the line where PHP notices a syntax error. */
function phpLintLine(file: string): number {
  try {
    execFileSync('php', ['-l', file], { cwd: app, stdio: 'pipe' });
  } catch (error) {
    const output = String((error as { stderr?: Buffer }).stderr ?? '') + String((error as { stdout?: Buffer }).stdout ?? '');
    const match = /on line (\d+)/.exec(output);
    if (match) return Number(match[1]);
  }
  throw new Error(`php -l found no error in ${file}`);
}

describe('syntax errors', () => {
  const { routes, diagnostics } = discoverRoutes(app);

  it('reports a syntax error in a route file and in a controller with file:line', () => {
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ code: 'php-syntax', file: 'routes/api.php', line: 9 }),
      expect.objectContaining({ code: 'php-syntax', file: 'app/Http/Controllers/BrokenController.php', line: 13 }),
    ]);
    expect(errors[0]!.message).toMatch(/unexpected 'Route'/);
  });

  itPhp('points at the same lines as php -l', () => {
    expect(phpLintLine('routes/api.php')).toBe(9);
    expect(phpLintLine('app/Http/Controllers/BrokenController.php')).toBe(13);
  });

  it('still lists every other route, and finds the methods of the broken controller', () => {
    expect(routes.map((r) => `${r.methods[0]} ${r.uri}`)).toEqual([
      'GET api/before',
      'GET api/broken',
      'GET api/after',
      'GET api/in-broken-controller',
      'POST api/in-broken-controller',
    ]);
    const ok = routes.find((r) => r.name === 'broken-controller.ok')!;
    expect(ok.controller?.location).toEqual({ file: 'app/Http/Controllers/BrokenController.php', line: 8 });
  });
});
