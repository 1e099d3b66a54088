/** The conventions every `docgen` command shares: options, --help, --app, diagnostics and exit codes. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.ts';
import { commands } from '../../src/cli/commands.ts';
import { exitCodeFor, formatDiagnostic, invalidConfig, JSON_OPTION, readCommandLine } from '../../src/cli/command-line.ts';
import type { Diagnostic } from '../../src/model.ts';
import { captureConsole } from '../support/console-capture.ts';

const folder = mkdtempSync(join(tmpdir(), 'docgen-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// The least a Laravel app has for docgen: one of artisan, composer.json, routes/ or config/app.php.
writeFileSync(join(folder, 'artisan'), '#!/usr/bin/env php\n');


const spec = { name: 'try', usage: 'docgen try --app PATH [--json] [--depth N]', options: { ...JSON_OPTION, depth: { type: 'string' } } } as const;

describe('readCommandLine', () => {
  it('reads --app (absolute), the shared --json and the command options', () => {
    const line = readCommandLine(spec, ['--app', folder, '--json', '--depth', '3']);
    expect(line).toEqual({ appRoot: folder, values: { app: folder, help: false, json: true, depth: '3' } });
  });

  it('takes the current folder when --app is not given', () => {
    vi.spyOn(process, 'cwd').mockReturnValue(folder);
    const line = readCommandLine(spec, []);
    expect(typeof line === 'number' ? line : line.appRoot).toBe(folder);
  });

  it('prints the usage for --help and -h and ends the command with 0', () => {
    const { out } = captureConsole();
    expect(readCommandLine(spec, ['--help'])).toBe(0);
    expect(readCommandLine(spec, ['--app', join(folder, 'missing'), '-h'])).toBe(0);
    expect(out).toEqual([spec.usage, spec.usage]);
  });

  it('ends the command with 1 when --app is not a folder, unless the command checks that itself', () => {
    const { err } = captureConsole();
    const missing = join(folder, 'missing');
    expect(readCommandLine(spec, ['--app', missing])).toBe(1);
    expect(err).toEqual([`docgen try: no app at ${missing}.`]);
    expect(readCommandLine({ ...spec, appMustExist: false }, ['--app', missing])).toMatchObject({ appRoot: missing });
  });

  it('ends the command with 1 when --app is a folder but not a Laravel app (no artisan, composer.json, routes/ or config/app.php)', () => {
    const { err } = captureConsole();
    const notAnApp = join(folder, 'photos');
    mkdirSync(join(notAnApp, 'app'), { recursive: true });
    expect(readCommandLine(spec, ['--app', notAnApp])).toBe(1);
    expect(err).toEqual([`docgen try: ${notAnApp} is not a Laravel app: it has no artisan, composer.json, routes folder or config/app.php. Give the app's folder with --app PATH.`]);
    for (const sign of ['composer.json', 'routes', 'config/app.php']) {
      const app = join(folder, `with-${sign.replace('/', '-')}`);
      mkdirSync(join(app, 'config'), { recursive: true });
      if (sign === 'routes') mkdirSync(join(app, 'routes'));
      else writeFileSync(join(app, sign), '{}');
      expect(readCommandLine(spec, ['--app', app])).toMatchObject({ appRoot: app });
    }
  });

  it('rejects an unknown option', () => {
    expect(() => readCommandLine(spec, ['--colour'])).toThrow(/Unknown option '--colour'/);
  });
});

describe('diagnostics and exit codes', () => {
  const error: Diagnostic = { severity: 'error', code: 'php-syntax', message: 'PHP syntax error.', file: 'routes/api.php', line: 9 };
  const warning: Diagnostic = { severity: 'warning', code: 'w', message: 'Careful.', file: 'config/docgen.php' };
  const notice: Diagnostic = { severity: 'notice', code: 'n', message: 'For your information.' };

  it('formats file:line: severity: message, line 1 when only the file is known', () => {
    expect([error, warning, notice].map(formatDiagnostic)).toEqual([
      'routes/api.php:9: error: PHP syntax error.',
      'config/docgen.php:1: warning: Careful.',
      'notice: For your information.',
    ]);
  });

  it('exits 2 when some diagnostic is an error, else 0; 1 for an invalid config', () => {
    expect(exitCodeFor([warning, notice])).toBe(0);
    expect(exitCodeFor([notice, error])).toBe(2);
    const { err } = captureConsole();
    expect(invalidConfig('try', [warning], 'nothing was written')).toBe(1);
    expect(err).toEqual(['config/docgen.php:1: warning: Careful.', 'docgen try: the configuration is invalid; nothing was written.']);
  });
});

describe('the docgen command', () => {
  it('prints each command usage for --help, exit 0', async () => {
    const { out } = captureConsole();
    for (const [name, entry] of Object.entries(commands)) {
      expect(await main([name, '--help'])).toBe(0);
      expect(out.pop()).toBe((await entry.load()).usage);
    }
  });

  it('prints its version for --version, exit 0', async () => {
    const { out } = captureConsole();
    const { version } = (await import('../../package.json', { with: { type: 'json' } })).default as { version: string };
    expect(await main(['--version'])).toBe(0);
    expect(out).toEqual([version]);
  });

  it('writes nothing into a folder that is not a Laravel app, for every command, exit 1', async () => {
    const { err } = captureConsole();
    const notAnApp = join(folder, 'notes');
    mkdirSync(notAnApp);
    writeFileSync(join(notAnApp, 'readme.txt'), 'notes');
    for (const name of Object.keys(commands)) {
      expect(await main([name, '--app', notAnApp]), name).toBe(1);
      expect(err.pop(), name).toMatch(new RegExp(`^docgen ${name}: .* is not a Laravel app`));
    }
    expect(readdirSync(notAnApp)).toEqual(['readme.txt']);
    expect(existsSync(join(notAnApp, '.docgen'))).toBe(false);
  });

  it('names the command and exits 1 for an unknown option', async () => {
    const { err } = captureConsole();
    expect(await main(['routes', '--app', folder, '--colour'])).toBe(1);
    expect(err.join('\n')).toMatch(/^docgen routes: Unknown option '--colour'/);
  });
});
