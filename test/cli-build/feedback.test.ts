/**
 * What `docgen build` prints as it works, captured from the real command (not on a terminal, so plain lines):
 * each phase once it is done, in order, then the summary with the phases' times and where each output went;
 * `--quiet` prints nothing but problems; a folder that is not a Laravel app is refused before anything is written.
 * The app is the two-controllers fixture (3 endpoints in groups Authors and Books, one page).
 */
import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docgenBuild, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = new URL('../pipeline/fixtures/two-controllers/', import.meta.url).pathname;

function copyFixture(): string {
  const app = join(temporaryFolder('docgen-feedback-'), 'shop-api');
  cpSync(TWO_CONTROLLERS, app, { recursive: true });
  return app;
}

const TIME = String.raw`\((\d+ ms|\d+\.\d s)\)`;

describe('docgen build feedback', () => {
  it('prints each phase as it ends, in order, then a summary with timings and where the outputs went', async () => {
    const app = copyFixture();
    const run = await docgenBuild(['--app', app, '--type', 'static']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    const docs = join(app, 'public', 'docs');
    const expected = [
      new RegExp(`^Setup +${TIME}$`),
      new RegExp(`^Routes +3 to document +${TIME}$`),
      new RegExp(`^Endpoints +3 in 2 groups; 2 files in \\.docgen/endpoints +${TIME}$`),
      new RegExp(`^Site bundle +${TIME}$`),
      new RegExp(`^Endpoint HTML +3 endpoints +${TIME}$`),
      new RegExp(`^Pages +1 page +${TIME}$`),
      new RegExp(`^Search index +1 page and 3 endpoints indexed +${TIME}$`),
      new RegExp(`^Outputs +into ${docs} +${TIME}$`),
      /^Config: config\/docgen\.php; type static, theme default$/,
      /^3 endpoints in 2 groups, 1 page$/,
      /^ {2}Authors \(1\)$/,
      /^ {2}Books \(2\)$/,
      new RegExp(`^Docs: +${docs}$`),
      new RegExp(`^Collection: +${join(docs, 'collection.json')}$`),
      /^Done in \d+\.\d s \(setup [^,]+, routes [^,]+, endpoints [^,]+, site bundle [^,]+, endpoint html [^,]+, pages [^,]+, search index [^,]+, outputs [^,]+\)\.$/,
    ];
    expect(lines.length, run.stdout).toBe(expected.length);
    lines.forEach((line, i) => expect(line).toMatch(expected[i]!));
    expect(run.stderr).toBe('');
  }, 120_000);

  it('prints only the problems with --quiet, and the notices and the extraction timings with --verbose', async () => {
    const app = copyFixture();
    // A controller with a syntax error: one error, the other endpoints documented, exit 2.
    writeFileSync(
      join(app, 'app/Http/Controllers/AuthorController.php'),
      '<?php\nnamespace App\\Http\\Controllers;\nclass AuthorController {\n    public function index( {\n}\n',
    );
    const quiet = await docgenBuild(['--app', app, '--type', 'static', '--quiet', '--no-search']);
    expect(quiet.code, quiet.stderr).toBe(2);
    expect(quiet.stdout).toBe('');
    expect(quiet.stderr).toMatch(/^app\/Http\/Controllers\/AuthorController\.php:4: error: PHP syntax error/m);

    const verbose = await docgenBuild(['--app', app, '--type', 'static', '--verbose', '--no-search']);
    expect(verbose.code, verbose.stderr).toBe(2);
    expect(verbose.stdout).toMatch(/^Extraction: config \S+ \S+, routes \S+ \S+, endpoints \S+ \S+, overrides and files \S+ \S+\.$/m);
    // Astro's own progress log stays out of it.
    expect(verbose.stdout).not.toMatch(/\[build\]|generating static routes/i);

    const both = await docgenBuild(['--app', app, '--quiet', '--verbose']);
    expect(both.code).toBe(1);
    expect(both.stderr).toContain('--quiet and --verbose cannot go together.');
  }, 180_000);

  it('refuses a folder that is not a Laravel app: exit 1, nothing written', async () => {
    const folder = join(temporaryFolder('docgen-not-laravel-'), 'holiday-photos');
    mkdirSync(join(folder, 'app'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), '<p>photos</p>');
    const run = await docgenBuild(['--app', folder]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(
      `docgen build: ${folder} is not a Laravel app: it has no artisan, composer.json, routes folder or config/app.php. Give the app's folder with --app PATH.`,
    );
    expect(readdirSync(folder, { recursive: true }).sort()).toEqual(['app', 'index.html']);
  }, 60_000);
});
