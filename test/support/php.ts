/**
 * Running the real PHP + Laravel (Debian's php-cli and php-laravel-framework) from tests.
 * Tests that need PHP call `describePhp`/`itPhp`: without PHP they skip with a visible message,
 * except under CI=true, where a missing PHP is a failure.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { it, describe } from 'vitest';
import type { RouteListRow } from '../../src/laravel/routes/route-list-row.ts';

function detectPhp(): boolean {
  try {
    execFileSync('php', ['-r', 'set_include_path("/usr/share/php"); require "Illuminate/autoload.php";'], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

export const hasPhp = detectPhp();
const mustRun = process.env.CI === 'true';
if (!hasPhp && !mustRun) {
  console.warn('PHP with Debian\'s Laravel is not installed: tests that run Laravel are skipped (apt-get install php-cli php-laravel-framework php-sqlite3 php-faker).');
}

/** `it` for tests that need PHP: skipped without PHP, except under CI where they run (and fail). */
export const itPhp = hasPhp || mustRun ? it : it.skip;
export const describePhp = hasPhp || mustRun ? describe : describe.skip;

/** Runs `php artisan ...` in an app and returns stdout. */
export function artisan(appDir: string, args: string[]): string {
  return execFileSync('php', ['artisan', ...args], { cwd: appDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Laravel's own route list: the oracle for static route discovery. */
export function routeList(appDir: string): RouteListRow[] {
  return JSON.parse(artisan(appDir, ['route:list', '--json'])) as RouteListRow[];
}

/** A port nobody listens on now (for a server whose URL must be known before it starts). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PhpServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export interface ServeOptions {
  /** A router script for `php -S` (absolute), as `php artisan serve` uses one; without it php -S serves files as they are. */
  router?: string;
  /** The port (default: a free one). */
  port?: number;
}

/** Serves an app's `public/` with `php -S` on a loopback port and waits until it answers. */
export async function servePhp(appDir: string, env: Record<string, string> = {}, options: ServeOptions = {}): Promise<PhpServer> {
  const port = options.port ?? (await freePort());
  const args = ['-S', `127.0.0.1:${port}`, '-t', 'public', ...(options.router ? [options.router] : [])];
  const child = spawn('php', args, { cwd: appDir, env: { ...process.env, ...env }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      // Any answer will do, even a 404: the server is up.
      await fetch(`${url}/robots-docgen-probe.txt`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error(`php -S did not answer on ${url} within 10 s`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
