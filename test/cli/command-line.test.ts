/** The conventions every `docgen` command shares: options, --help, --app, diagnostics and exit codes. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.ts';
import { commands } from '../../src/cli/commands.ts';
import { exitCodeFor, formatDiagnostic, invalidConfig, JSON_OPTION, readCommandLine } from '../../src/cli/command-line.ts';
import type { Diagnostic } from '../../src/model.ts';

const folder = mkdtempSync(join(tmpdir(), 'docgen-cli-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Console output during `run`, line by line. */
function capture(): { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void out.push(parts.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void err.push(parts.join(' ')));
  return { out, err };
}
afterEach(() => vi.restoreAllMocks());

const spec = { name: 'try', usage: 'docgen try --app PATH [--json] [--depth N]', options: { ...JSON_OPTION, depth: { type: 'string' } } } as const;

describe('readCommandLine', () => {
  it('reads --app (absolute), the shared --json and the command options', () => {
    const line = readCommandLine(spec, ['--app', folder, '--json', '--depth', '3']);
    expect(line).toEqual({ appRoot: folder, values: { app: folder, help: false, json: true, depth: '3' } });
  });

  it('takes the current folder when --app is not given', () => {
    const line = readCommandLine(spec, []);
    expect(typeof line === 'number' ? line : line.appRoot).toBe(process.cwd());
  });

  it('prints the usage for --help and -h and ends the command with 0', () => {
    const { out } = capture();
    expect(readCommandLine(spec, ['--help'])).toBe(0);
    expect(readCommandLine(spec, ['--app', join(folder, 'missing'), '-h'])).toBe(0);
    expect(out).toEqual([spec.usage, spec.usage]);
  });

  it('ends the command with 1 when --app is not a folder, unless the command checks that itself', () => {
    const { err } = capture();
    const missing = join(folder, 'missing');
    expect(readCommandLine(spec, ['--app', missing])).toBe(1);
    expect(err).toEqual([`docgen try: no app at ${missing}.`]);
    expect(readCommandLine({ ...spec, appMustExist: false }, ['--app', missing])).toMatchObject({ appRoot: missing });
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
    const { err } = capture();
    expect(invalidConfig('try', [warning], 'nothing was written')).toBe(1);
    expect(err).toEqual(['config/docgen.php:1: warning: Careful.', 'docgen try: the configuration is invalid; nothing was written.']);
  });
});

describe('the docgen command', () => {
  it('prints each command usage for --help, exit 0', async () => {
    const { out } = capture();
    for (const [name, entry] of Object.entries(commands)) {
      expect(await main([name, '--help'])).toBe(0);
      expect(out.pop()).toBe((await entry.load()).usage);
    }
  });

  it('names the command and exits 1 for an unknown option', async () => {
    const { err } = capture();
    expect(await main(['routes', '--app', folder, '--colour'])).toBe(1);
    expect(err.join('\n')).toMatch(/^docgen routes: Unknown option '--colour'/);
  });
});
