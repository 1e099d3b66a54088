/**
 * The API of an app as an OpenAPI document, at a git ref or as the files are now, or read from a spec file.
 * A ref's files are read with git (`git archive`, the working tree is never touched) into a temporary folder that
 * is removed afterwards, and extracted there like any app.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Diagnostic } from '../model.ts';
import { generateOpenApiSpec } from '../output/openapi/generate-openapi.ts';
import { extractApp } from '../pipeline.ts';

export interface ApiAt {
  spec: unknown;
  /** How the report names this side: the ref, `working tree`, or the file. */
  label: string;
  diagnostics: Diagnostic[];
}

export class ApiSourceError extends Error {}

/** A spec file (`.yaml`, `.yml`, `.json`) when `where` names one, else a git ref of the app's repository. */
export function isSpecFile(where: string): boolean {
  return /\.(ya?ml|json)$/i.test(where) && existsSync(resolve(where));
}

export function readSpecFile(path: string): ApiAt {
  const text = readFileSync(resolve(path), 'utf8');
  try {
    return { spec: /\.json$/i.test(path) ? JSON.parse(text) : parseYaml(text), label: path, diagnostics: [] };
  } catch (error) {
    throw new ApiSourceError(`${path} is not a readable OpenAPI file (${(error as Error).message}).`);
  }
}

/** The app's API as extracted now (`ref` undefined) or at a git ref. */
export async function apiOfApp(appRoot: string, ref?: string): Promise<ApiAt> {
  if (ref === undefined) return { ...(await specOf(appRoot)), label: 'working tree' };
  const folder = checkoutFree(appRoot, ref);
  try {
    return { ...(await specOf(folder.app)), label: ref };
  } finally {
    rmSync(folder.root, { recursive: true, force: true });
  }
}

async function specOf(appRoot: string): Promise<{ spec: unknown; diagnostics: Diagnostic[] }> {
  const app = await extractApp(appRoot);
  // Every schema inline and no samples: the comparison reads shapes, not presentation.
  const config = { ...app.config, openapi: { ...app.config.openapi, version: '3.0.3' as const, shared_schemas: false, code_samples: false, overrides: {} } };
  const { spec } = generateOpenApiSpec(app.groups, { config, appName: app.appName, appUrl: app.appUrl });
  return { spec, diagnostics: app.diagnostics };
}

function git(cwd: string, args: string[]): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new ApiSourceError(`git ${args[0]} failed in ${cwd}: ${stderr || (error as Error).message}`);
  }
}

/** The app's folder as it is at `ref`, written from git's objects into a temporary folder. */
function checkoutFree(appRoot: string, ref: string): { root: string; app: string } {
  const app = resolve(appRoot);
  const top = git(app, ['rev-parse', '--show-toplevel']).trim();
  git(app, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const prefix = relative(top, app).split('\\').join('/');
  const root = mkdtempSync(join(tmpdir(), 'docgen-diff-'));
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', ref, ...(prefix ? ['--', prefix] : [])], { cwd: top, maxBuffer: 1024 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', root], { input: archive });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new ApiSourceError(`The files of ${ref} could not be read with git archive: ${(error as Error).message}`);
  }
  return { root, app: prefix ? join(root, prefix) : root };
}
