/**
 * docgen never reads a file outside the app because the app names it: response files (tags and attributes),
 * route files, config files and `config()` keys, `.env`, `composer.json` folders, class files, migrations,
 * override and custom endpoint files, example templates and the logo. A path or symlink that leads out is
 * refused with a warning at the place that names it, and the outside file's content reaches no output.
 * `--allow-outside-files DIR` (never the app's config) widens the rule; a symlinked app root still works.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appPublicFile } from '../../integration/build-steps/public-files.ts';
import { TemplateLibrary } from '../../src/snippets/templates.ts';
import { MINIMAL_API, expectDiagnostic, expectNowhere, hostileApp, lineOf, outputsUnder, runDocgenProcess, thingController } from './harness.ts';
import { outsideFolder, runAllOutputs } from './all-outputs.ts';

const SECRET = 'SECRET-4b1d-never-in-docs';
const CONTROLLER = 'app/Http/Controllers/ThingController.php';

/** An outside folder with a JSON response file holding the secret. */
function outsideResponse(): { dir: string; file: string } {
  const dir = outsideFolder({ 'secret.json': JSON.stringify({ token: SECRET }) });
  return { dir, file: join(dir, 'secret.json') };
}

/** Asserts the run went on (exit 0, the endpoint documented) and the secret is in no output. */
function expectDocumentedWithoutSecret(result: Awaited<ReturnType<typeof runAllOutputs>>): void {
  expect(result.all.code).toBe(0);
  expect(result.spec).toContain('/api/things');
  expect([...result.outputs.keys()].some((path) => path.startsWith('.docgen/endpoints/'))).toBe(true);
  expectNowhere(result.outputs, SECRET);
}

describe('@responseFile and #[ResponseFromFile] outside the app', () => {
  it('refuses an absolute path outside the app', async () => {
    const { file } = outsideResponse();
    const source = thingController([`@responseFile ${file}`]);
    const app = hostileApp({ [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), severity: 'warning', sentence: new RegExp(`@responseFile names ${file}, which is outside the app .*left out`) });
    expectDocumentedWithoutSecret(result);
  });

  it('refuses /etc/passwd', async () => {
    const source = thingController(['@responseFile /etc/passwd']);
    const app = hostileApp({ [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: /@responseFile names \/etc\/passwd, which is outside the app \(\/etc\/passwd\)/ });
    expectDocumentedWithoutSecret(result);
    expectNowhere(result.outputs, 'root:x:0:0');
  });

  it('refuses a relative path that climbs out of the app root', async () => {
    const { file } = outsideResponse();
    const app = hostileApp({});
    const climbing = relative(app, file);
    expect(climbing.startsWith('..')).toBe(true);
    const source = thingController([`@responseFile 201 ${climbing}`]);
    writeFileSync(join(app, CONTROLLER), source);
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: /which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('refuses a storage-relative path that climbs out (responses/../../../x)', async () => {
    const { file } = outsideResponse();
    const app = hostileApp({ 'storage/responses/ok.json': '{"ok": true}' });
    const climbing = join('responses', relative(join(app, 'storage', 'responses'), file));
    const source = thingController([`@responseFile ${climbing}`]);
    writeFileSync(join(app, CONTROLLER), source);
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: /which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('refuses a symlink inside the app that points outside', async () => {
    const { file } = outsideResponse();
    const source = thingController(['@responseFile responses/linked.json']);
    const app = hostileApp({ [CONTROLLER]: source, 'storage/responses/.keep': '' });
    symlinkSync(file, join(app, 'storage', 'responses', 'linked.json'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: new RegExp(`names responses/linked.json, which is outside the app \\(${file}\\)`) });
    expectDocumentedWithoutSecret(result);
  });

  it('refuses a symlinked folder inside the app that points outside', async () => {
    const { dir } = outsideResponse();
    const source = thingController(['@responseFile fixtures/secret.json']);
    const app = hostileApp({ [CONTROLLER]: source });
    symlinkSync(dir, join(app, 'fixtures'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: /fixtures\/secret.json, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('refuses #[ResponseFromFile] with an absolute path outside the app', async () => {
    const { file } = outsideResponse();
    const source = thingController([], [`#[\\Knuckles\\Scribe\\Attributes\\ResponseFromFile('${file}')]`]);
    const app = hostileApp({ [CONTROLLER]: source });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '#['), sentence: /#\[ResponseFromFile\] names .*, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('still reads response files inside the app, by every base (absolute, app root, storage)', async () => {
    const app = hostileApp({ 'storage/responses/a.json': '{"from": "storage"}', 'docs/b.json': '{"from": "root"}', 'docs/c.json': '{"from": "absolute"}' });
    const source = thingController(['@responseFile responses/a.json', '@responseFile 201 docs/b.json', `@responseFile 202 ${join(app, 'docs', 'c.json')}`]);
    writeFileSync(join(app, CONTROLLER), source);
    const result = await runAllOutputs(app);
    expect(result.all.code).toBe(0);
    expect(result.all.stderr).not.toMatch(/outside the app/);
    for (const from of ['storage', 'root', 'absolute']) expect(result.spec).toContain(`from: ${from}`);
  });

  it('reads an outside folder named by --allow-outside-files, and no other', async () => {
    const { dir, file } = outsideResponse();
    const other = outsideFolder({ 'other.json': '{"other": "OTHER-b77e"}' });
    const source = thingController([`@responseFile ${file}`, `@responseFile 201 ${join(other, 'other.json')}`]);
    const app = hostileApp({ [CONTROLLER]: source });
    const result = await runAllOutputs(app, ['--allow-outside-files', dir]);
    expect(result.all.code).toBe(0);
    expect(result.spec).toContain(SECRET);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, 'other.json'), sentence: /which is outside the app/ });
    expectNowhere(result.outputs, 'OTHER-b77e');
  });

  it('ignores allowOutsideFiles written in the app config: only the person running docgen may widen the rule', async () => {
    const { dir, file } = outsideResponse();
    const source = thingController([`@responseFile ${file}`]);
    const app = hostileApp({
      [CONTROLLER]: source,
      'config/docgen.php': `<?php\nreturn ['allowOutsideFiles' => ['${dir}'], 'allow_outside_files' => ['${dir}']];\n`,
    });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: lineOf(source, '@responseFile'), sentence: /which is outside the app/ });
    expectNowhere(result.outputs, SECRET);
  });
});

describe('a symlinked app root', () => {
  const links: string[] = [];
  afterAll(() => {
    for (const link of links) rmSync(link, { recursive: true, force: true });
  });

  it('documents the app through the link, reading its own files (no warning)', async () => {
    const real = hostileApp({ 'storage/responses/ok.json': '{"inside": "yes-inside"}' });
    writeFileSync(join(real, CONTROLLER), thingController(['@responseFile responses/ok.json']));
    const holder = mkdtempSync(join(tmpdir(), 'docgen-link-'));
    links.push(holder);
    const link = join(holder, 'app');
    symlinkSync(real, link);
    const result = await runAllOutputs(link);
    expect(result.all.code).toBe(0);
    expect(result.all.stderr).not.toMatch(/outside the app/);
    expect(result.spec).toContain('yes-inside');
  });
});

describe('route files outside the app', () => {
  it('does not run a route file required from outside the app', async () => {
    const outside = outsideFolder({ 'routes.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('${SECRET}', [\\App\\Http\\Controllers\\ThingController::class, 'index']);\n` });
    const routes = `${MINIMAL_API['routes/api.php']}require '${join(outside, 'routes.php')}';\n`;
    const app = hostileApp({ 'routes/api.php': routes });
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'routes/api.php', line: lineOf(routes, 'require'), sentence: /The route file .*routes.php is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not run a route group file given by a path that climbs out', async () => {
    const outside = outsideFolder({ 'more.php': `<?php\nRoute::get('${SECRET}', [\\App\\Http\\Controllers\\ThingController::class, 'index']);\n` });
    const app = hostileApp({});
    const routes = `${MINIMAL_API['routes/api.php']}Route::prefix('v2')->group(base_path('${relative(app, join(outside, 'more.php'))}'));\n`;
    writeFileSync(join(app, 'routes/api.php'), routes);
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'routes/api.php', line: lineOf(routes, 'v2'), sentence: /is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not follow a route file that is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'api.php': `<?php\nRoute::get('${SECRET}', fn () => []);\n` });
    const routes = `${MINIMAL_API['routes/api.php']}require __DIR__.'/extra.php';\n`;
    const app = hostileApp({ 'routes/api.php': routes });
    symlinkSync(join(outside, 'api.php'), join(app, 'routes', 'extra.php'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'routes/api.php', line: lineOf(routes, 'extra.php'), sentence: /is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('answers file_exists() and glob() about the app only', async () => {
    const outside = outsideFolder({ [`${SECRET}.php`]: '<?php\n' });
    const routes = `${MINIMAL_API['routes/api.php']}if (file_exists('${join(outside, `${SECRET}.php`)}')) { Route::get('exists-outside', [\\App\\Http\\Controllers\\ThingController::class, 'index']); }
foreach (glob('${outside}/*.php') as $file) { Route::get(basename($file, '.php'), [\\App\\Http\\Controllers\\ThingController::class, 'index']); }
`;
    const app = hostileApp({ 'routes/api.php': routes });
    const result = await runAllOutputs(app);
    expect(result.spec).not.toContain('exists-outside');
    expectDocumentedWithoutSecret(result);
  });
});

describe('config, .env and composer.json that lead out of the app', () => {
  it("does not read a config('…') key whose file is a symlink out of the app", async () => {
    const outside = outsideFolder({ 'creds.php': `<?php\nreturn ['title' => '${SECRET}'];\n` });
    const config = `<?php\nreturn [\n    'title' => config('creds.title', 'Safe title'),\n];\n`;
    const app = hostileApp({ 'config/docgen.php': config });
    symlinkSync(join(outside, 'creds.php'), join(app, 'config', 'creds.php'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'config/docgen.php', line: 3, sentence: /config\('creds.title'\) names the file .*creds.php, which is outside the app.*its default is used/ });
    expect(result.spec).toContain('Safe title');
    expectDocumentedWithoutSecret(result);
  });

  it('does not read config/docgen.php when it is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'docgen.php': `<?php\nreturn ['title' => '${SECRET}'];\n` });
    const app = hostileApp({});
    mkdirSync(join(app, 'config'), { recursive: true });
    symlinkSync(join(outside, 'docgen.php'), join(app, 'config', 'docgen.php'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'config/docgen.php', line: 1, sentence: /config\/docgen.php is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not read a .env that is a symlink out of the app', async () => {
    const outside = outsideFolder({ '.env': `APP_NAME=${SECRET}\n` });
    const app = hostileApp({});
    symlinkSync(join(outside, '.env'), join(app, '.env'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: '.env', line: 1, sentence: /\.env is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not read classes from a PSR-4 folder outside the app', async () => {
    const outside = outsideFolder({
      'Evil/ThingController.php': `<?php\nnamespace Evil;\nclass ThingController\n{\n    /** ${SECRET} */\n    public function index() { return []; }\n}\n`,
    });
    const app = hostileApp({
      'routes/api.php': `<?php\nuse Illuminate\\Support\\Facades\\Route;\nRoute::get('things', [\\App\\Http\\Controllers\\ThingController::class, 'index']);\nRoute::get('evil', [\\Evil\\ThingController::class, 'index']);\n`,
    });
    const psr4 = { 'App\\': 'app/', 'Evil\\': `${relative(app, join(outside, 'Evil'))}/` };
    writeFileSync(join(app, 'composer.json'), JSON.stringify({ autoload: { 'psr-4': psr4 } }));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'Evil/ThingController.php', line: 1, sentence: /The PHP file .*ThingController.php is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not read a controller file that is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'ThingController.php': thingController([`@response {"leak": "${SECRET}"}`]) });
    const app = hostileApp({});
    rmSync(join(app, CONTROLLER));
    symlinkSync(join(outside, 'ThingController.php'), join(app, CONTROLLER));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: CONTROLLER, line: 1, sentence: /The PHP file app\/Http\/Controllers\/ThingController.php is not read, which is outside the app/ });
    expect(result.all.code).toBe(0);
    expectNowhere(result.outputs, SECRET);
  });
});

describe('other app files that lead out', () => {
  it('does not read a migration that is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'm.php': `<?php\nuse Illuminate\\Database\\Migrations\\Migration;\nreturn new class extends Migration { public function up() { Schema::create('${SECRET}', function ($t) { $t->id(); }); } };\n` });
    const app = hostileApp({
      'app/Models/Thing.php': `<?php\nnamespace App\\Models;\nuse Illuminate\\Database\\Eloquent\\Model;\nclass Thing extends Model { protected $table = 'things'; }\n`,
      [CONTROLLER]: thingController(['@apiResource App\\Http\\Resources\\ThingResource', '@apiResourceModel App\\Models\\Thing']),
      'app/Http/Resources/ThingResource.php': `<?php\nnamespace App\\Http\\Resources;\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\nclass ThingResource extends JsonResource { public function toArray($request) { return ['id' => $this->id]; } }\n`,
      'database/migrations/.keep': '',
    });
    symlinkSync(join(outside, 'm.php'), join(app, 'database', 'migrations', '2020_01_01_000000_create_things.php'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: 'database/migrations/2020_01_01_000000_create_things.php', line: 1, sentence: /The migration .* is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not read an override file that is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'overrides.yaml': `"GET /api/things":\n  metadata:\n    title: ${SECRET}\n` });
    const app = hostileApp({ '.docgen/overrides/.keep': '' });
    symlinkSync(join(outside, 'overrides.yaml'), join(app, '.docgen', 'overrides.yaml'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: '.docgen/overrides.yaml', line: 1, sentence: /The override file is not read, which is outside the app/ });
    expectDocumentedWithoutSecret(result);
  });

  it('does not read a custom endpoint file that is a symlink out of the app', async () => {
    const outside = outsideFolder({ 'custom.yaml': `- httpMethods: [GET]\n  uri: ${SECRET}\n  metadata: { title: x }\n` });
    const app = hostileApp({ '.docgen/endpoints/.keep': '' });
    symlinkSync(join(outside, 'custom.yaml'), join(app, '.docgen', 'endpoints', 'custom.0.yaml'));
    const result = await runAllOutputs(app);
    expectDiagnostic(result.all, { file: '.docgen/endpoints/custom.0.yaml', line: 1, sentence: /The custom endpoint file is not read, which is outside the app/ });
    expect(result.spec).not.toContain(SECRET);
  });

  it('reads example-request templates only inside their folder, whatever language name the config gives', () => {
    const outside = outsideFolder({ 'leak.mustache': SECRET });
    const app = hostileApp({ '.docgen/example-requests/ruby.mustache': 'ruby {{method}}' });
    const dir = join(app, '.docgen', 'example-requests');
    const library = new TemplateLibrary(dir, app);
    expect(library.has('ruby')).toBe(true);
    expect(library.has(relative(dir, join(outside, 'leak')))).toBe(false);
    symlinkSync(join(outside, 'leak.mustache'), join(dir, 'go.mustache'));
    expect(library.has('go')).toBe(false);
  });

  it('copies the logo only from the app public folder, not through a link or a climbing path', () => {
    const outside = outsideFolder({ 'logo.png': SECRET });
    const app = hostileApp({ 'public/img/ok.png': 'png' });
    symlinkSync(join(outside, 'logo.png'), join(app, 'public', 'img', 'linked.png'));
    mkdirSync(join(app, 'public-evil'), { recursive: true });
    writeFileSync(join(app, 'public-evil', 'x.png'), 'png');
    expect(appPublicFile(app, 'img/ok.png', '/img/ok.png')?.source).toBe(join(app, 'public', 'img', 'ok.png'));
    expect(appPublicFile(app, 'img/linked.png', '/img/linked.png')).toBeUndefined();
    expect(appPublicFile(app, '../public-evil/x.png', '/x.png')).toBeUndefined();
    expect(appPublicFile(app, relative(join(app, 'public'), join(outside, 'logo.png')), '/l.png')).toBeUndefined();
  });
});


describe('app files that are named pipes', () => {
  // config/docgen.php as a pipe is an error of its own (exit 1): test/hostile/config-files.test.ts.
  it('skips a pipe wherever the app names a file, instead of waiting on it forever', async () => {
    const { execFileSync } = await import('node:child_process');
    const routes = `${MINIMAL_API['routes/api.php']}require __DIR__.'/extra.php';\n`;
    const source = thingController(['@responseFile responses/pipe.json', '@response 201 {"kept": true}']);
    const app = hostileApp({ 'routes/api.php': routes, [CONTROLLER]: source, 'storage/responses/.keep': '', 'database/migrations/.keep': '', '.docgen/endpoints/.keep': '' });
    for (const pipe of ['storage/responses/pipe.json', 'routes/extra.php', '.env', 'database/migrations/2020_01_01_000000_pipe.php', '.docgen/endpoints/custom.0.yaml', '.docgen/overrides.yaml']) {
      mkdirSync(join(app, pipe, '..'), { recursive: true });
      execFileSync('mkfifo', [join(app, pipe)]);
    }
    const run = await runDocgenProcess(['openapi', '--app', app, '--out', join(app, 'out', 'openapi.yaml')], 60_000);
    expect(run.timedOut).toBe(false);
    expect(run.code).toBe(0);
    expectDiagnostic(run, { file: CONTROLLER, line: lineOf(source, 'pipe.json'), sentence: /@responseFile names responses\/pipe.json, which is not a regular file/ });
    expectDiagnostic(run, { file: 'routes/api.php', line: lineOf(routes, 'extra.php'), sentence: /The route file routes\/extra.php is not a regular file/ });
    const outputs = outputsUnder(app, [join(app, 'out')]);
    expect(outputs.get('out/openapi.yaml')).toContain('/api/things');
  });
});
