/**
 * The bundled bookshop app, run for real: a throw-away SQLite database per test file,
 * so the repository's own files are never touched.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SAMPLE_APP = fileURLToPath(new URL('../../sample-app/', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The admin token the seeders issue; a test value, not the one in sample-app/.env. */
export const ADMIN_TOKEN = 'test-admin-token-for-sample-app';

export interface Sandbox {
  dir: string;
  database: string;
  /** Environment for artisan and `php -S`: the database, uploads, views and logs all inside `dir`. */
  env: Record<string, string>;
  remove(): void;
}

/** A temporary place for everything the app writes while a test runs. */
export function makeSandbox(): Sandbox {
  const dir = mkdtempSync(join(tmpdir(), 'bookshop-'));
  const database = join(dir, 'database.sqlite');
  writeFileSync(database, '');
  return {
    dir,
    database,
    env: {
      DB_DATABASE: database,
      DOCGEN_AUTH_KEY: ADMIN_TOKEN,
      PUBLIC_DISK_ROOT: join(dir, 'public-disk'),
      VIEW_COMPILED_PATH: dir,
      LOG_CHANNEL: 'null',
      APP_DEBUG: 'false',
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Runs `php artisan ...` in the sample app with the sandbox's environment; returns stdout. */
export function artisanIn(sandbox: Sandbox, args: string[]): string {
  return execFileSync('php', ['artisan', ...args], {
    cwd: SAMPLE_APP,
    env: { ...process.env, ...sandbox.env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a PHP script with the sample app's path as its first argument; returns stdout. */
export function phpScript(script: string, args: string[] = [], env: Record<string, string> = {}): string {
  return execFileSync('php', [script, SAMPLE_APP, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** SQL against the sandbox database, through PHP's PDO (no sqlite3 binary needed). */
export function query(sandbox: Sandbox, sql: string): unknown[] {
  const code = 'echo json_encode((new PDO("sqlite:" . $argv[1]))->query($argv[2])->fetchAll(PDO::FETCH_ASSOC));';
  return JSON.parse(
    execFileSync('php', ['-r', code, sandbox.database, sql], { encoding: 'utf8' }),
  ) as unknown[];
}
