/**
 * The bridge fixture app (`test/bridge/fixtures/shop`), copied to a temporary folder with a fresh SQLite
 * database (migrated and seeded by Laravel itself), so tests never touch the repository.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { closeAllBridges } from '../../../src/bridge/shared.ts';

export const SHOP_FIXTURE = fileURLToPath(new URL('../fixtures/shop', import.meta.url));

export interface TempApp {
  root: string;
  database: string;
  remove(): void;
}

/** Copies an app to a temporary folder; with `migrate`, creates its SQLite file and runs `migrate --seed`. */
export function copyApp(source: string = SHOP_FIXTURE, options: { migrate?: boolean; sqliteFile?: string } = {}): TempApp {
  const root = mkdtempSync(join(tmpdir(), 'docgen-bridge-app-'));
  cpSync(source, root, { recursive: true, filter: (path) => !/\/database\/[^/]*\.sqlite$/.test(path) });
  const database = join(root, options.sqliteFile ?? 'database/database.sqlite');
  if (options.migrate !== false) {
    writeFileSync(database, '');
    execFileSync('php', ['artisan', 'migrate', '--seed', '--force'], { cwd: root, stdio: 'pipe' });
  }
  return { root, database, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A copy of an app for one describe block: made before its tests; after them the bridges are closed and the copy removed. */
export function appForSuite(copy: () => TempApp = () => copyApp()): TempApp {
  const app: TempApp = { root: '', database: '', remove: () => {} };
  beforeAll(() => {
    Object.assign(app, copy());
  });
  afterAll(async () => {
    await closeAllBridges();
    app.remove();
  });
  return app;
}

/** Row counts of every table, read by a separate PHP process through PDO (not through the bridge). */
export function sqliteCounts(database: string): Record<string, number> {
  const script = `
    $pdo = new PDO('sqlite:' . $argv[1]);
    $counts = [];
    foreach ($pdo->query("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name") as $row) {
      $counts[$row['name']] = (int) $pdo->query('select count(*) from "' . $row['name'] . '"')->fetchColumn();
    }
    echo json_encode($counts);`;
  return JSON.parse(execFileSync('php', ['-r', script, database], { encoding: 'utf8' })) as Record<string, number>;
}

/** Rows of one table, for comparing contents before and after. */
export function sqliteRows(database: string, table: string): unknown[] {
  const script = `
    $pdo = new PDO('sqlite:' . $argv[1]);
    echo json_encode($pdo->query('select * from "' . $argv[2] . '" order by 1')->fetchAll(PDO::FETCH_ASSOC));`;
  return JSON.parse(execFileSync('php', ['-r', script, database, table], { encoding: 'utf8' })) as unknown[];
}

export const SAMPLE_APP = fileURLToPath(new URL('../../../sample-app', import.meta.url));
const DOCGEN_PHP_SOURCE = fileURLToPath(new URL('../../../php', import.meta.url));

/**
 * The bookshop sample app copied to a temporary folder (its autoloader finds docgen's PHP side at `../php`,
 * so a link to this repository's `php/` goes beside it), with its database built by its own `setup.sh`.
 */
export function copySampleApp(): TempApp {
  const base = mkdtempSync(join(tmpdir(), 'docgen-sample-'));
  const root = join(base, 'sample-app');
  cpSync(SAMPLE_APP, root, {
    recursive: true,
    filter: (path) => !/\/database\/[^/]*\.sqlite$/.test(path) && !/\/storage\/logs\/.+\.log$/.test(path) && !/\/bootstrap\/cache\/.+\.php$/.test(path),
  });
  symlinkSync(DOCGEN_PHP_SOURCE, join(base, 'php'));
  execFileSync('sh', ['setup.sh'], { cwd: root, stdio: 'pipe' });
  return { root, database: join(root, 'database/database.sqlite'), remove: () => rmSync(base, { recursive: true, force: true }) };
}
