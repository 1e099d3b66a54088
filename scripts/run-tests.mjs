#!/usr/bin/env node
// Type-checks the project (strict; `astro sync` first writes the types of `astro:content`), runs vitest and prints the closing line CI reads: "N passed, N failed".
// Extra arguments go to vitest (e.g. `npm test -- test/laravel/routes`); with arguments the type check is skipped.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const typecheckFailed =
  process.argv.length === 2 &&
  spawnSync('npm', ['run', '--silent', 'typecheck'], { stdio: 'inherit' }).status !== 0;
if (typecheckFailed) console.error('TypeScript reported errors (npm run typecheck).');

const dir = mkdtempSync(join(tmpdir(), 'docgen-tests-'));
const report = join(dir, 'report.json');
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } },
);
let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + (json.numTodoTests ?? 0);
} catch {
  failed = Math.max(failed, 1);
  console.error('The test report could not be read; counting the run as failed.');
}
rmSync(dir, { recursive: true, force: true });
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status === 0 && failed === 0 && !typecheckFailed ? 0 : 1);
