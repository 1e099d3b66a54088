/**
 * Hostile-input cases: a small app written to a temporary folder, the real `docgen` command run on it, and
 * every output it wrote gathered for "what must not appear" checks.
 *
 * `runDocgen` runs the command in this process (fast; stdout and stderr captured). Inputs that could hang use
 * `runDocgenProcess`, a fresh `node bin/docgen.cjs` killed after a deadline, so a hang fails the case instead
 * of the whole test run.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { main } from '../../src/cli.ts';
import { tempApp } from '../support/temp-app.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(REPO_ROOT, 'bin', 'docgen.cjs');

export interface DocgenRun {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether the process was killed at its deadline (only `runDocgenProcess`). */
  timedOut: boolean;
}

/** A controller with one documented action and the route file that registers it, for cases that only vary another file. */
export const MINIMAL_API: Record<string, string> = {
  'artisan': '#!/usr/bin/env php\n<?php\n',
  'routes/api.php': `<?php
use Illuminate\\Support\\Facades\\Route;
use App\\Http\\Controllers\\ThingController;
Route::get('things', [ThingController::class, 'index']);
`,
  'app/Http/Controllers/ThingController.php': `<?php
namespace App\\Http\\Controllers;
class ThingController extends Controller
{
    /** List things. */
    public function index() { return []; }
}
`,
  'app/Http/Controllers/Controller.php': `<?php
namespace App\\Http\\Controllers;
class Controller {}
`,
};

/**
 * ThingController with the docblock lines (and attributes) given on its index() action; returns its text. The
 * Scribe attribute names it may use are imported.
 */
export function thingController(docLines: string[], attributes: string[] = []): string {
  return `<?php
namespace App\\Http\\Controllers;
use Knuckles\\Scribe\\Attributes\\Response;
use Knuckles\\Scribe\\Attributes\\ResponseFromFile;
class ThingController extends Controller
{
    /**
     * List things.
${docLines.map((line) => `     * ${line}`).join('\n')}
     */
${attributes.map((line) => `    ${line}`).join('\n')}
    public function index() { return []; }
}
`;
}

/** The 1-based line of the first line of `text` that contains `needle`. */
export function lineOf(text: string, needle: string): number {
  const index = text.split('\n').findIndex((line) => line.includes(needle));
  expect(index, `${needle} in the fixture`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** An app of MINIMAL_API with the given files added or replaced (paths relative to the app root). */
export function hostileApp(files: Record<string, string>): string {
  return tempApp({ ...MINIMAL_API, ...files });
}

/** Runs `docgen <args>` in this process and captures what it prints. */
export async function runDocgen(args: string[]): Promise<DocgenRun> {
  let stdout = '';
  let stderr = '';
  const log = console.log;
  const error = console.error;
  const warn = console.warn;
  console.log = (...parts: unknown[]) => void (stdout += parts.join(' ') + '\n');
  console.error = console.warn = (...parts: unknown[]) => void (stderr += parts.join(' ') + '\n');
  try {
    const code = await main(args);
    return { code, stdout, stderr, timedOut: false };
  } finally {
    console.log = log;
    console.error = error;
    console.warn = warn;
  }
}

/** Runs `node bin/docgen.cjs <args>` in a fresh process, killed after `deadlineMs`. */
export function runDocgenProcess(args: string[], deadlineMs = 30_000): Promise<DocgenRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, deadlineMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr, timedOut });
    });
  });
}

/**
 * Asserts one printed diagnostic: `file:line: severity: message` where the file ends with `file`, the line is
 * `line` and the message matches `sentence`.
 */
export function expectDiagnostic(run: DocgenRun, want: { file: string; line: number; sentence: RegExp; severity?: 'error' | 'warning' | 'info' }): void {
  const lines = (run.stderr + run.stdout).split('\n');
  const hit = lines.find((text) => {
    const m = /^(.+?):(\d+): (error|warning|info): (.*)$/.exec(text);
    return (
      m !== null &&
      m[1]!.endsWith(want.file) &&
      Number(m[2]) === want.line &&
      (want.severity === undefined || m[3] === want.severity) &&
      want.sentence.test(m[4]!)
    );
  });
  expect(hit, `a diagnostic at ${want.file}:${want.line} matching ${want.sentence} in:\n${run.stderr}${run.stdout}`).toBeDefined();
}

/** Every text file under the given folders or files (absolute), keyed by path relative to `base`. */
export function outputsUnder(base: string, paths: string[]): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (path: string): void => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
      return;
    }
    found.set(relative(base, path), readFileSync(path, 'latin1'));
  };
  for (const path of paths) visit(path);
  return found;
}

/** Asserts that no output holds `needle` (checked on the raw bytes as Latin-1, so any byte sequence is found). */
export function expectNowhere(outputs: Map<string, string>, needle: string): void {
  const bytes = Buffer.from(needle, 'utf8').toString('latin1');
  for (const [path, text] of outputs) expect(text.includes(bytes), `${JSON.stringify(needle)} in ${path}`).toBe(false);
}
