/**
 * PHP files that used to hang or crash the parse: each one becomes a diagnostic at its own file and line, the
 * command ends, and the other controller is still documented.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { Engine } from 'php-parser';
import { describe, expect, it } from 'vitest';
import { guardLexer, ParseStopped, type GuardedLexer } from '../../src/php/parse-guard.ts';
import { parseCode, parseUncached } from '../../src/php/parser.ts';
import { expectDiagnostic, runDocgen, runDocgenProcess } from './harness.ts';
import { controllerFile, diagnosticsFor, documentedEndpoints, expectNoInternals, twoControllerApp } from './parse-cases.ts';

const THING = 'app/Http/Controllers/ThingController.php';

/** A docblock sentence whose `*` + `/` closes the comment; the backtick after it sent php-parser into a loop. */
const EARLY_COMMENT_END = controllerFile(
  'ThingController',
  `    /**
     * List things.
     *
     * Files go under storage/app/uploads/*/ by default; see \`config/x.php\`.
     */
    public function index() { return []; }`,
);

describe('PHP files that could hang the parser', () => {
  it('a docblock closed early by "*/" followed by a backtick: the early end is reported, the command ends', async () => {
    const app = twoControllerApp({ [THING]: EARLY_COMMENT_END });
    const run = await runDocgenProcess(['extract', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: THING, line: 8, severity: 'error', sentence: /doc comment is closed early by the '\*\/' on this line/ });
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });

  it('a stray backtick after a word in a class body: a syntax error at its line, the command ends', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile('ThingController', '    public $a;  y `z`\n    /** List things. */\n    public function index() { return []; }'),
    });
    const run = await runDocgenProcess(['extract', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: THING, line: 5, severity: 'error', sentence: /^PHP syntax error: unexpected '`'/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });

  it('an attribute left open at the very end of a file (then a newline): a diagnostic, the command ends', async () => {
    const app = twoControllerApp({ 'app/Support/Tags.php': "<?php\nnamespace App\\Support;\n#[Attribute\n" });
    const run = await runDocgenProcess(['routes', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('2 routes documented of 2.');
    expectNoInternals(run);
    // The class scan skips the file; parsing it directly shows the diagnostic the loop used to prevent.
    expect(parseCode("<?php\nnamespace App\\Support;\n#[Attribute\n", 'app/Support/Tags.php').errors).toEqual([
      expect.objectContaining({ severity: 'error', line: 4, message: "PHP syntax error: expecting ']'." }),
    ]);
  });

  it("'enum' and a name as the last bytes of a file: a diagnostic, the command ends", async () => {
    const app = twoControllerApp({ 'app/Enums/Status.php': '<?php\nnamespace App\\Enums;\nenum Status' });
    const run = await runDocgenProcess(['extract', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
    expect(parseCode('<?php\nnamespace App\\Enums;\nenum Status', 'app/Enums/Status.php').errors).toEqual([
      expect.objectContaining({ severity: 'error', line: 3, message: "PHP syntax error: expecting '{'." }),
    ]);
  });

  it('a name then a double-quoted string after an early comment end (found by the fuzz test): one diagnostic, no loop', () => {
    const source = controllerFile(
      'ThingController',
      '    /**\n     * uploads/*/ by default.\n     * "@responseFile x.json {"merge": true}\n     */\n    public function index() { return []; }',
    );
    const started = Date.now();
    const parsed = parseUncached(source, THING);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(parsed.errors).toEqual([expect.objectContaining({ severity: 'error', line: 6, message: expect.stringMatching(/^PHP syntax error: the doc comment is closed early/) })]);
  });

  it('a lexer that stops getting further (a fault injected into a real php-parser lexer) is stopped by the guard within milliseconds', () => {
    const engine = new Engine({ parser: { extractDoc: true, suppressErrors: true, version: '8.4' }, ast: { withPositions: true } } as ConstructorParameters<typeof Engine>[0]);
    const lexer = engine.lexer as unknown as GuardedLexer & { setState(state: unknown): void; getState(): unknown };
    // From line 8 on, every token is read again from the same place: the shape of the look-ahead loops above.
    const next = lexer.next;
    let rewindTo: unknown;
    lexer.next = function (this: typeof lexer) {
      if (rewindTo) this.setState(rewindTo);
      else if (this.yylineno >= 8) rewindTo = this.getState();
      return next.call(this);
    };
    const guard = guardLexer(lexer);
    guard.start(60_000);
    const started = Date.now();
    let stopped: unknown;
    try {
      engine.parseCode(EARLY_COMMENT_END, 'x.php');
    } catch (error) {
      stopped = error;
    }
    expect(stopped).toBeInstanceOf(ParseStopped);
    expect((stopped as ParseStopped).reason).toBe('stuck');
    expect((stopped as ParseStopped).line).toBe(8);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('the patched lexer parses the same file to the end (the method after the comment is found)', () => {
    const parsed = parseCode(EARLY_COMMENT_END, 'patched.php');
    expect(JSON.stringify(parsed.ast)).toContain('"name":"index"');
  });

  it('a parse that outruns its time budget stops with a diagnostic at the line reached', () => {
    const routes = Array.from({ length: 3000 }, (_, i) => `Route::get('r${i}', fn () => ${i});`).join('\n');
    const parsed = parseUncached(`<?php\n${routes}\n`, 'routes/big.php', 0);
    expect(parsed.errors).toEqual([
      expect.objectContaining({ severity: 'error', file: 'routes/big.php', message: expect.stringMatching(/^PHP file took too long to parse; it is skipped\./) }),
    ]);
    expect(parsed.errors[0]!.line).toBeGreaterThan(1);
    expect(parsed.ast.children).toEqual([]);
  });

  it('a controller file that is a named pipe is reported, not opened (opening one waits forever)', async () => {
    const app = twoControllerApp({});
    const fifo = join(app, 'app/Http/Controllers/ThingController.php');
    execFileSync('rm', [fifo]);
    execFileSync('mkfifo', [fifo]);
    const run = await runDocgenProcess(['extract', '--app', app], 90_000);
    expect(run.timedOut).toBe(false);
    expectDiagnostic(run, { file: THING, line: 1, sentence: /^Cannot read this PHP file: it is a named pipe, not a file\.$/ });
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });
});

describe('PHP syntax errors', () => {
  it('one syntax error gives one diagnostic, in words without parser token names', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile('ThingController', '    /** List things. */\n    public function index( { return []; }\n    public function other() { return 1; }'),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expectDiagnostic(run, { file: THING, line: 6, severity: 'error', sentence: /^PHP syntax error: unexpected '\{', expecting a variable\.$/ });
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });

  it('a string left open to the end of the file: one diagnostic, the other controller documented', async () => {
    const app = twoControllerApp({
      [THING]: controllerFile('ThingController', "    /** List things. */\n    public function index() { return 'open; }"),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect(run.code).toBe(2);
    expect(diagnosticsFor(run, THING)).toHaveLength(1);
    // php-parser reads the string to the end of the file and reports there, as PHP does.
    expectDiagnostic(run, { file: THING, line: 8, severity: 'error', sentence: /^PHP syntax error: expecting '\}'\.$/ });
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });

  it('a file nested hundreds of levels deep is reported as too deep at its line; the other files go on', async () => {
    const depth = 5000;
    const app = twoControllerApp({
      'app/Deep.php': `<?php\nnamespace App;\nclass Deep { const X = ${'['.repeat(depth)}1${']'.repeat(depth)}; }\n`,
      [THING]: controllerFile('ThingController', '    /** List things. */\n    public function index(\\App\\Deep $deep) { return []; }'),
    });
    const run = await runDocgen(['extract', '--app', app]);
    expectDiagnostic(run, { file: 'app/Deep.php', line: 3, severity: 'error', sentence: /^PHP file nests code too deeply to be read .*; the file is skipped\.$/ });
    expect(documentedEndpoints(app)).toEqual(['GET api/others', 'GET api/things']);
    expectNoInternals(run, app);
  });

  it('NUL bytes and a BOM in a controller do not stop the others', async () => {
    const app = twoControllerApp({
      [THING]: `\uFEFF<?php\nnamespace App\\Http\\Controllers;\nclass ThingController extends Controller\n{\n    /** List \0 things. */\n    public function index() { return "\0"; }\n}\n`,
    });
    const run = await runDocgen(['extract', '--app', app]);
    expect([0, 2]).toContain(run.code);
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
  });

  it('a controller path that is a folder is named', async () => {
    const app = twoControllerApp({});
    execFileSync('rm', [join(app, THING)]);
    mkdirSync(join(app, THING));
    const run = await runDocgen(['extract', '--app', app]);
    expectDiagnostic(run, { file: THING, line: 1, sentence: /^Cannot read this PHP file: it is a folder, not a file\.$/ });
    expect(documentedEndpoints(app)).toContain('GET api/others');
    expectNoInternals(run, app);
    expect(readFileSync(join(app, 'routes/api.php'), 'utf8')).toContain('others');
  });
});
