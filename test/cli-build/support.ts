/**
 * `docgen build` as users run it: the real CLI in a child process, on copies of fixture apps in temporary
 * folders, optionally with docgen installed as a dependency of another project.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { projectName } from '../../integration/standalone/project.ts';
import { REPO_SITES } from '../support/site-projects.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const REPO_BIN = join(REPO_ROOT, 'bin', 'docgen.cjs');

const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

export function temporaryFolder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
}

/** The Astro project this repository's docgen keeps for an app (the run's are removed at its end: site-projects.ts). */
export function repoProjectOf(app: string): string {
  return join(REPO_SITES, projectName(app));
}

/** The package's name on the registry (the command is `docgen`). */
export const PACKAGE_NAME = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { name: string }).name;

/**
 * A project with docgen in its `node_modules` the way a package manager lays it out: the files the
 * package publishes (its `files` list) in `node_modules/<name>`, its dependencies beside it (links to this
 * repository's installed ones, so nothing is downloaded). Returns the path of its `docgen` command.
 */
export function installDocgenElsewhere(project: string = temporaryFolder('docgen-consumer-')): { project: string; bin: string } {
  const modules = join(project, 'node_modules');
  const own = join(modules, PACKAGE_NAME);
  mkdirSync(own, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { files: string[] };
  for (const entry of [...manifest.files.filter((entry) => !entry.startsWith('!')), 'package.json']) cpSync(join(REPO_ROOT, entry), join(own, entry), { recursive: true });
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.package-lock.json' || entry === PACKAGE_NAME) continue;
    symlinkSync(join(REPO_ROOT, 'node_modules', entry), join(modules, entry), 'junction');
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  return { project, bin: join(own, 'bin', 'docgen.cjs') };
}

/**
 * docgen as `npm pack` publishes it, installed into a new project: the tarball unpacked into its
 * `node_modules/docgen` (as npm would), the dependencies linked to this repository's installed ones (nothing is
 * downloaded). Packing compiles `lib/` (prepack). Returns the project and the path of its `docgen` command.
 */
export function installPackedDocgen(): { project: string; bin: string; files: string[] } {
  const project = temporaryFolder('docgen-packed-');
  const packed = execFileSync('npm', ['pack', '--json', '--pack-destination', project], { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [info] = JSON.parse(packed) as Array<{ filename: string; files: Array<{ path: string }> }>;
  const modules = join(project, 'node_modules');
  const own = join(modules, 'docgen');
  mkdirSync(own, { recursive: true });
  execFileSync('tar', ['-xzf', join(project, info!.filename), '-C', own, '--strip-components=1']);
  for (const entry of readdirSync(join(REPO_ROOT, 'node_modules'))) {
    if (entry === '.cache' || entry === '.package-lock.json' || entry === '.bin' || entry === 'docgen') continue;
    symlinkSync(join(REPO_ROOT, 'node_modules', entry), join(modules, entry), 'junction');
  }
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies: { docgen: `file:${info!.filename}` } }));
  return { project, bin: join(own, 'bin', 'docgen.cjs'), files: info!.files.map((f) => f.path) };
}

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node <bin> build …` and collects its output. */
export function docgenBuild(args: string[], options: { bin?: string; cwd?: string; onStderr?: (text: string) => void } = {}): Promise<CliRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [options.bin ?? REPO_BIN, 'build', ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      options.onStderr?.(stderr);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolvePromise({ code, stdout, stderr });
    });
  });
}
