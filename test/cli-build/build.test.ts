/**
 * `docgen build --app PATH`: the real command, a real Astro build, on a copy of the two-controllers
 * fixture (GET /api/books "List the books", POST /api/books "Add a book" with a required `title`, both
 * in group Books; GET /api/authors "List the authors" in group Authors; title "Two controllers").
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { docgenBuild, installDocgenElsewhere, PACKAGE_NAME, repoProjectOf, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = fileURLToPath(new URL('../pipeline/fixtures/two-controllers/', import.meta.url));

/** A 1×1 PNG. */
const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

function copyFixture(): string {
  const app = join(temporaryFolder('docgen-build-app-'), 'shop-api');
  cpSync(TWO_CONTROLLERS, app, { recursive: true });
  return app;
}

function setConfig(app: string, replace: (php: string) => string): void {
  const file = join(app, 'config/docgen.php');
  writeFileSync(file, replace(readFileSync(file, 'utf8')));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

interface PostmanFolder {
  name: string;
  item: Array<{ name: string; request: { method: string; url: { raw: string } } }>;
}

describe('docgen build', () => {
  it('builds the static docs, collection and spec into <app>/public/docs, with docgen installed in another project', async () => {
    const { project, bin } = installDocgenElsewhere();
    const app = copyFixture();
    setConfig(app, (php) => php.replace("'title' => 'Two controllers',", "'title' => 'Two controllers',\n    'openapi' => ['enabled' => true],"));

    const run = await docgenBuild(['--app', app, '--type', 'static'], { bin, cwd: project });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);

    // The summary.
    expect(run.stdout).toContain('Config: config/docgen.php; type static, theme default');
    expect(run.stdout).toMatch(/^3 endpoints in 2 groups, 1 page$/m);
    expect(run.stdout).toMatch(/^ {2}Authors \(1\)$/m);
    expect(run.stdout).toMatch(/^ {2}Books \(2\)$/m);
    const docs = join(app, 'public', 'docs');
    expect(run.stdout).toMatch(new RegExp(`^Docs: +${docs}$`, 'm'));
    expect(run.stdout).toMatch(new RegExp(`^Collection: +${join(docs, 'collection.json')}$`, 'm'));
    expect(run.stdout).toMatch(new RegExp(`^OpenAPI spec: +${join(docs, 'openapi.yaml')}$`, 'm'));
    expect(run.stdout).toMatch(/^Done in \d+\.\d s \(setup .*\)\.$/m);

    // The page documents every endpoint, and the assets it links are beside it.
    const html = readFileSync(join(docs, 'index.html'), 'utf8');
    expect(html).toContain('<title>Two controllers');
    for (const title of ['List the books', 'Add a book', 'List the authors']) expect(html).toContain(title);
    const assets = [...html.matchAll(/(?:href|src)="\/docs\/(_astro\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) expect(existsSync(join(docs, asset)), asset).toBe(true);
    expect(existsSync(join(docs, 'pagefind', 'pagefind.js'))).toBe(true);

    // The collection: one folder per group, the requests of the routes.
    const collection = JSON.parse(readFileSync(join(docs, 'collection.json'), 'utf8')) as { info: { name: string }; item: PostmanFolder[] };
    expect(collection.info.name).toBe('Two controllers');
    expect(collection.item.map((folder) => folder.name)).toEqual(['Authors', 'Books']);
    const books = collection.item.find((folder) => folder.name === 'Books')!;
    expect(books.item.map((item) => item.request.method)).toEqual(['GET', 'POST']);
    // `@queryParam page integer The page. Example: 1` on the GET.
    expect(books.item.map((item) => item.request.url.raw)).toEqual(['{{baseUrl}}/api/books?page=1', '{{baseUrl}}/api/books']);

    // The spec: the same three operations.
    const spec = parseYaml(readFileSync(join(docs, 'openapi.yaml'), 'utf8')) as { openapi: string; info: { title: string }; paths: Record<string, Record<string, unknown>> };
    expect(spec.openapi).toBe('3.0.3');
    expect(spec.info.title).toBe('Two controllers');
    expect(Object.keys(spec.paths).sort()).toEqual(['/api/authors', '/api/books']);
    expect(Object.keys(spec.paths['/api/books']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(spec.paths['/api/authors']!)).toEqual(['get']);

    // The endpoints are kept as Scribe keeps them, and the Astro project is docgen's, not the app's or the caller's.
    expect(readdirSync(join(app, '.docgen', 'endpoints')).sort()).toEqual(['00.yaml', '01.yaml']);
    expect(readdirSync(join(app, '.docgen'))).toEqual(['endpoints']);
    expect(readdirSync(join(project, 'node_modules', PACKAGE_NAME, 'node_modules', '.cache', 'docgen', 'sites')).sort()).toEqual([
      '.gitignore',
      // When the folder was last swept of the projects nobody used for two weeks.
      '.swept',
      expect.stringMatching(/^shop-api-[0-9a-f]{12}$/),
    ]);
    expect(existsSync(join(project, '.astro'))).toBe(false);
    expect(existsSync(join(project, 'dist'))).toBe(false);
  }, 300_000);

  it('renders Markdown and MDX guides with their images (Astro modules that read its virtual modules run in the bundle)', async () => {
    const app = copyFixture();
    const guides = join(app, '.docgen', 'guides');
    mkdirSync(join(guides, 'img'), { recursive: true });
    writeFileSync(join(guides, 'img', 'dot.png'), Buffer.from(ONE_PIXEL_PNG, 'base64'));
    writeFileSync(join(guides, 'intro.md'), '---\ntitle: Intro\n---\n\nA **bold** start.\n\n![a dot](./img/dot.png)\n');
    writeFileSync(
      join(guides, 'answer.mdx'),
      '---\ntitle: The answer\n---\nimport { Image } from "astro:assets";\nimport dot from "./img/dot.png";\n\nexport const n = 6 * 7;\n\nThe answer is {n}.\n\n<Image src={dot} alt="dot component" />\n',
    );

    const run = await docgenBuild(['--app', app, '--type', 'static']);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    const docs = join(app, 'public', 'docs');
    const intro = readFileSync(join(docs, 'guides', 'intro', 'index.html'), 'utf8');
    const answer = readFileSync(join(docs, 'guides', 'answer', 'index.html'), 'utf8');
    expect(intro).toContain('<strong>bold</strong>');
    expect(answer).toContain('The answer is 42.');
    // Both images went through Astro's image service: optimised copies beside the pages.
    for (const [page, alt] of [[intro, 'a dot'], [answer, 'dot component']] as const) {
      const img = page.match(/<img [^>]*>/g)?.find((tag) => tag.includes(`alt="${alt}"`));
      const src = img && /src="\/docs\/(_astro\/dot\.[\w-]+\.webp)"/.exec(img)?.[1];
      expect(src, alt).toBeDefined();
      expect(existsSync(join(docs, src!))).toBe(true);
    }
  }, 300_000);

  it('writes the framework output, lists a broken file with file:line, documents the rest and exits 2', async () => {
    const app = copyFixture();
    writeFileSync(
      join(app, 'app/Http/Controllers/AuthorController.php'),
      '<?php\nnamespace App\\Http\\Controllers;\nclass AuthorController {\n    public function index( {\n}\n',
    );
    const cwd = temporaryFolder('docgen-build-cwd-');
    const project = repoProjectOf(app);

    // No --type: the default type is framework.
    const run = await docgenBuild(['--app', app, '--no-search'], { cwd });
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(2);
    expect(run.stdout).toContain('type framework');
    expect(run.stdout).toMatch(/^ {2}app\/Http\/Controllers\/AuthorController\.php:\d+: error: PHP syntax error/m);
    expect(run.stdout).toMatch(/^ {2}Books \(2\)$/m);

    const view = join(app, 'resources/views/docgen/index.blade.php');
    const page = join(app, 'storage/app/docgen/pages/index.html');
    expect(run.stdout).toMatch(new RegExp(`^View: +${view}$`, 'm'));
    expect(run.stdout).toMatch(new RegExp(`^Routes: +${join(app, 'routes/docgen.php')}$`, 'm'));
    expect(existsSync(view)).toBe(true);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('List the books');
    expect(html).toContain('Add a book');
    expect(readFileSync(join(app, 'routes/docgen.php'), 'utf8')).toContain("'docs' => 'index.html'");
    expect(existsSync(join(app, 'storage/app/docgen/collection.json'))).toBe(true);
    // Written once, by type: no static copy; and --no-search builds no index.
    expect(existsSync(join(app, 'public/docs'))).toBe(false);
    const assets = filesUnder(join(app, 'public/vendor/docgen'));
    expect(assets.some((file) => file.endsWith('.css'))).toBe(true);
    expect(assets.filter((file) => file.includes('pagefind'))).toEqual([]);
    // The Astro project is docgen's (in this repository's node_modules/.cache); nothing lands in the current folder.
    expect(existsSync(join(project, 'src', 'content.config.ts'))).toBe(true);
    expect(readdirSync(cwd)).toEqual([]);
  }, 300_000);

  it('reads a response file from a folder given with --allow-outside-files into the site, and refuses one from anywhere else', async () => {
    const app = copyFixture();
    const allowed = temporaryFolder('docgen-allowed-');
    const other = temporaryFolder('docgen-not-allowed-');
    writeFileSync(join(allowed, 'authors.json'), '{"name": "ALLOWED-6c1e"}');
    writeFileSync(join(other, 'authors.json'), '{"name": "REFUSED-93a0"}');
    const controller = join(app, 'app/Http/Controllers/AuthorController.php');
    writeFileSync(
      controller,
      readFileSync(controller, 'utf8').replace('     * List the authors.\n', `     * List the authors.\n     *\n     * @responseFile ${join(allowed, 'authors.json')}\n     * @responseFile 201 ${join(other, 'authors.json')}\n`),
    );
    setConfig(app, (php) => php.replace("'title' => 'Two controllers',", "'title' => 'Two controllers',\n    'openapi' => ['enabled' => true],"));
    const run = await docgenBuild(['--app', app, '--type', 'static', '--no-search', '--allow-outside-files', allowed]);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/AuthorController\.php:\d+: warning: .*outside the app/);
    const site = filesUnder(join(app, 'public/docs')).filter((file) => file.endsWith('.html')).map((file) => readFileSync(file, 'utf8')).join('\n');
    expect(site).toContain('ALLOWED-6c1e');
    expect(site).not.toContain('REFUSED-93a0');
    expect(readFileSync(join(app, 'public/docs/openapi.yaml'), 'utf8')).toContain('ALLOWED-6c1e');
  });

  it('exits 1 on an invalid config, naming the key path, and writes nothing', async () => {
    const app = copyFixture();
    setConfig(app, (php) => php.replace("'title' => 'Two controllers',", "'title' => 'Two controllers',\n    'static' => ['output_path' => false],"));
    const run = await docgenBuild(['--app', app, '--type', 'static']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^config\/docgen\.php:10: error: Config key static\.output_path is false; allowed: a string\.$/m);
    expect(run.stderr).toContain('docgen build: The configuration is invalid; nothing was written.');
    expect(existsSync(join(app, '.docgen'))).toBe(false);
    expect(existsSync(join(app, 'public'))).toBe(false);
  }, 60_000);

  it('validates its options like the config and refuses what cannot apply', async () => {
    const app = copyFixture();
    const theme = await docgenBuild(['--app', app, '--theme', 'dark']);
    expect(theme.code).toBe(1);
    expect(theme.stderr).toContain("theme is 'dark' (a string); allowed: 'default', 'elements', 'scalar', 'rapidoc'.");

    const out = await docgenBuild(['--app', app, '--out', join(app, 'site')]);
    expect(out.code).toBe(1);
    expect(out.stderr).toContain("--out sets static.output_path, which type 'framework' does not use");

    const missing = await docgenBuild(['--app', join(app, 'nope')]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(`There is no app at ${join(app, 'nope')}.`);
    expect(existsSync(join(app, '.docgen'))).toBe(false);
  }, 90_000);
});
