/**
 * `config/docgen.php` that cannot be read or says nothing: a sentence naming the file (never a raw EISDIR,
 * EACCES or "Maximum call stack size exceeded"), exit 1 when the config is unusable, a warning and the
 * defaults when it is merely empty.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unreadableReason } from '../../src/php/parse-messages.ts';
import { expectDiagnostic, hostileApp, runDocgen, runDocgenProcess } from './harness.ts';
import { documentedEndpoints, expectNoInternals } from './parse-cases.ts';

const CONFIG = 'config/docgen.php';

describe('config files that cannot be read', () => {
  it('config/docgen.php is a folder: a sentence, exit 1', async () => {
    const app = hostileApp({});
    mkdirSync(join(app, CONFIG), { recursive: true });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'error', sentence: /^Cannot read this PHP file: it is a folder, not a file\.$/ });
    expectNoInternals(run);
  });

  it('config/docgen.php is a link to nothing: named, not silently replaced by the defaults', async () => {
    const app = hostileApp({});
    mkdirSync(join(app, 'config'));
    symlinkSync(join(app, 'no-such-file.php'), join(app, CONFIG));
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'error', sentence: /^Cannot read this PHP file: it does not exist \(or is a link to a file that does not exist\)\.$/ });
    expectNoInternals(run);
  });

  it('config/docgen.php is a named pipe: reported without opening it (which would wait forever)', async () => {
    const app = hostileApp({});
    mkdirSync(join(app, 'config'));
    execFileSync('mkfifo', [join(app, CONFIG)]);
    const run = await runDocgenProcess(['extract', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'error', sentence: /^Cannot read this PHP file: it is a named pipe, not a file\.$/ });
    expectNoInternals(run);
  });

  it('the reasons read as sentences for permission and link errors too (tests run as root, so chmod cannot make a file unreadable)', () => {
    const error = (code: string) => Object.assign(new Error(`${code}: raw`), { code });
    expect(unreadableReason(error('EACCES'))).toBe('permission denied');
    expect(unreadableReason(error('EPERM'))).toBe('permission denied');
    expect(unreadableReason(error('ELOOP'))).toBe('it is a link that points back to itself');
    expect(unreadableReason(error('EIO'))).toBe('the file system refused to read it');
  });

  it('a link that points back to itself: a sentence, exit 1', async () => {
    const app = hostileApp({});
    mkdirSync(join(app, 'config'));
    symlinkSync(join(app, CONFIG), join(app, CONFIG));
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'error', sentence: /^Cannot read this PHP file: it is a link that points back to itself\.$/ });
    expectNoInternals(run);
  });
});

describe('config files that say nothing', () => {
  it('a 0-byte config/docgen.php: a warning, the defaults, the endpoints documented', async () => {
    const app = hostileApp({ [CONFIG]: '' });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'warning', sentence: /^config\/docgen\.php is empty; it should return an array of settings, so the defaults are used\.$/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });

  it('a config without return: a warning, the defaults, the endpoints documented', async () => {
    const app = hostileApp({ [CONFIG]: "<?php\n\n$settings = ['title' => 'Mine'];\n" });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: CONFIG, line: 1, severity: 'warning', sentence: /^config\/docgen\.php returns nothing; it should end with `return \[\.\.\.\];`, so the defaults are used\.$/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });

  it('a config returning a string: an error naming the file, exit 1', async () => {
    const app = hostileApp({ [CONFIG]: "<?php\nreturn 'settings';\n" });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 2, severity: 'error', sentence: /^config\/docgen\.php must return an array of settings\.$/ });
    expectNoInternals(run);
  });
});

describe('config files nested deeper than the parser follows', () => {
  it('a valid config nested 5,000 levels deep: "nests too deeply" at its line, exit 1, no stack overflow text', async () => {
    const depth = 5000;
    const app = hostileApp({ [CONFIG]: `<?php\nreturn ['title' => 'Deep', 'x' => ${"['a' => ".repeat(depth)}1${']'.repeat(depth)}];\n` });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(1);
    expectDiagnostic(run, { file: CONFIG, line: 2, severity: 'error', sentence: /^PHP file nests code too deeply to be read \(hundreds of levels/ });
    expectNoInternals(run);
  });

  it('a config nested 300 levels deep is read: the unknown key is named, the title applies', async () => {
    const depth = 300;
    const app = hostileApp({ [CONFIG]: `<?php\nreturn ['title' => 'Deep', 'x' => ${"['a' => ".repeat(depth)}1${']'.repeat(depth)}];\n` });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: CONFIG, line: 2, severity: 'warning', sentence: /^Config key x is not a docgen setting; it is ignored\.$/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/things']);
    expectNoInternals(run, app);
  });
});
