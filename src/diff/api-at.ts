/**
 * The API of an app as an OpenAPI document, at a git ref or as the files are now, or read from a spec file.
 * A ref's files are read with git (`git archive`, the working tree is never touched) into a temporary folder that
 * is removed afterwards, and extracted there like any app: the same rule keeps reads inside it, and a folder
 * outside the app that was allowed for the app is allowed there too (at that ref when it is in the same
 * repository).
 */
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { allowedOutsideFolders, allowOutsideFiles, folderContains } from '../app-files.ts';
import { childProcess } from '../lazy-module.ts';
import { yaml } from '../lazy-yaml.ts';
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
    return { spec: /\.json$/i.test(path) ? JSON.parse(text) : yaml().parse(text), label: path, diagnostics: [] };
  } catch (error) {
    throw new ApiSourceError(`${path} is not a readable OpenAPI file (${(error as Error).message}).`);
  }
}

/** The app's API as extracted now (`ref` undefined) or at a git ref. */
export async function apiOfApp(appRoot: string, ref?: string): Promise<ApiAt> {
  if (ref === undefined) return { ...(await specOf(appRoot)), label: 'working tree' };
  const folder = checkoutFree(appRoot, ref);
  try {
    return { ...(await specOf(folder.app, folder.allowed)), label: ref };
  } finally {
    allowOutsideFiles(folder.app, []);
    rmSync(folder.root, { recursive: true, force: true });
  }
}

async function specOf(appRoot: string, allowOutsideFiles?: string[]): Promise<{ spec: unknown; diagnostics: Diagnostic[] }> {
  const app = await extractApp(appRoot, allowOutsideFiles ? { allowOutsideFiles } : {});
  // Every schema inline and no samples: the comparison reads shapes, not presentation.
  const config = { ...app.config, openapi: { ...app.config.openapi, version: '3.0.3' as const, shared_schemas: false, code_samples: false, overrides: {} } };
  const { spec } = generateOpenApiSpec(app.groups, { config, appName: app.appName, appUrl: app.appUrl });
  return { spec, diagnostics: app.diagnostics };
}

function git(cwd: string, args: string[]): string {
  try {
    return childProcess().execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 512 * 1024 * 1024 });
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new ApiSourceError(`git ${args[0]} failed in ${cwd}: ${stderr || (error as Error).message}`);
  }
}

/**
 * The app's folder as it is at `ref`, written from git's objects into a temporary folder, with the folders allowed
 * outside the app: those in the same repository are written there too (as they are at `ref`), the others stay
 * where they are.
 */
function checkoutFree(appRoot: string, ref: string): { root: string; app: string; allowed: string[] } {
  // A ref is a name, never an option: `changelog.base` comes from the app's config, which may not be trusted.
  if (ref.startsWith('-')) throw new ApiSourceError(`"${ref}" is not a git ref (a ref cannot start with "-").`);
  const given = resolve(appRoot);
  const app = existsSync(given) ? realpathSync.native(given) : given;
  const top = realpathSync.native(git(app, ['rev-parse', '--show-toplevel']).trim());
  const commit = git(app, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  const inRepo = (path: string) => (folderContains(top, path) ? relative(top, path).split(sep).join('/') : undefined);
  const prefix = inRepo(app) ?? '';
  const outside = allowedOutsideFolders(given);
  const sharedFolders = outside.map(inRepo).filter((rel): rel is string => rel !== undefined);
  const root = mkdtempSync(join(tmpdir(), 'docgen-diff-'));
  try {
    // The app's folder alone, unless it is the repository or an allowed folder is (then everything).
    const whole = prefix === '' || sharedFolders.includes('');
    const paths = whole ? [] : [prefix, ...sharedFolders.filter((rel) => existsAt(top, commit, rel))];
    const archive = childProcess().execFileSync('git', ['archive', '--format=tar', commit, ...(paths.length > 0 ? ['--', ...paths] : [])], { cwd: top, maxBuffer: 1024 * 1024 * 1024 });
    childProcess().execFileSync('tar', ['-x', '-C', root], { input: archive });
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new ApiSourceError(`The files of ${ref} could not be read with git archive: ${(error as Error).message}`);
  }
  const allowed = outside.map((folder) => {
    const rel = inRepo(folder);
    return rel === undefined ? folder : join(root, rel);
  });
  return { root, app: prefix ? join(root, prefix) : root, allowed };
}

/** Whether `path` names something in the tree of `commit`. */
function existsAt(top: string, commit: string, path: string): boolean {
  try {
    childProcess().execFileSync('git', ['cat-file', '-e', `${commit}:${path}`], { cwd: top, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
