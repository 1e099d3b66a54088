/**
 * `docgen build` again after one docblock edit: the real command, three real builds. The app is the
 * two-controllers fixture (GET /api/books "List the books", POST /api/books, GET /api/authors) with twelve
 * more controllers of five routes each, every one its own group: 63 endpoints in 14 groups, more than fit on
 * one page, so the site is an index, one page per group and the shared navigation document.
 * The edit adds a description to GET /api/books, which is documented on the Books page only: the other group
 * pages, kept from the build before, are not rendered again.
 */
import { appendFileSync, cpSync, linkSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { docgenBuild, temporaryFolder } from './support.ts';

const TWO_CONTROLLERS = fileURLToPath(new URL('../pipeline/fixtures/two-controllers/', import.meta.url));
const MORE_GROUPS = ['Shelves', 'Loans', 'Members', 'Branches', 'Events', 'Reviews', 'Series', 'Genres', 'Awards', 'Editors', 'Formats', 'Prizes'];

function controller(name: string): string {
  const methods = [
    ['index', 'get', `List the ${name.toLowerCase()}.`],
    ['store', 'post', `Add one of the ${name.toLowerCase()}.`],
    ['show', 'get', `Show one of the ${name.toLowerCase()}.`],
    ['update', 'put', `Change one of the ${name.toLowerCase()}.`],
    ['destroy', 'delete', `Remove one of the ${name.toLowerCase()}.`],
  ];
  const body = methods.map(([method, , title]) => `    /**\n     * ${title}\n     */\n    public function ${method}()\n    {\n        return [];\n    }\n`).join('\n');
  return `<?php\n\nnamespace App\\Http\\Controllers;\n\n/**\n * @group ${name}\n */\nclass ${name}Controller\n{\n${body}}\n`;
}

/** The fixture with the twelve more groups, in a new folder (its own docgen project and caches). */
function libraryApp(name: string): string {
  const app = join(temporaryFolder('docgen-rebuild-'), name);
  cpSync(TWO_CONTROLLERS, app, { recursive: true });
  let routes = readFileSync(join(app, 'routes/api.php'), 'utf8');
  for (const group of MORE_GROUPS) {
    writeFileSync(join(app, 'app/Http/Controllers', `${group}Controller.php`), controller(group));
    const path = group.toLowerCase();
    routes += `Route::get('${path}', [App\\Http\\Controllers\\${group}Controller::class, 'index']);\n`;
    routes += `Route::post('${path}', [App\\Http\\Controllers\\${group}Controller::class, 'store']);\n`;
    routes += `Route::get('${path}/{id}', [App\\Http\\Controllers\\${group}Controller::class, 'show']);\n`;
    routes += `Route::put('${path}/{id}', [App\\Http\\Controllers\\${group}Controller::class, 'update']);\n`;
    routes += `Route::delete('${path}/{id}', [App\\Http\\Controllers\\${group}Controller::class, 'destroy']);\n`;
  }
  writeFileSync(join(app, 'routes/api.php'), routes);
  return app;
}

function describeTheBooks(app: string): void {
  const file = join(app, 'app/Http/Controllers/BookController.php');
  writeFileSync(file, readFileSync(file, 'utf8').replace('     * List the books.\n', '     * List the books.\n     *\n     * Newest first, twenty to a page.\n'));
}

/** Every file of the docs folder and its bytes. */
function snapshot(docs: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(docs, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(relative(docs, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name)));
  }
  return files;
}

async function build(app: string, cache: string): Promise<Map<string, Buffer>> {
  return (await buildShowing(app, cache)).files;
}

/** The docs folder after a build, and what the build printed. */
async function buildShowing(app: string, cache: string): Promise<{ files: Map<string, Buffer>; stdout: string }> {
  const previous = process.env.DOCGEN_CACHE_DIR;
  process.env.DOCGEN_CACHE_DIR = cache;
  try {
    const run = await docgenBuild(['--app', app, '--type', 'static']);
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(0);
    return { files: snapshot(join(app, 'public', 'docs')), stdout: run.stdout };
  } finally {
    if (previous === undefined) delete process.env.DOCGEN_CACHE_DIR;
    else process.env.DOCGEN_CACHE_DIR = previous;
  }
}

/** The same docs, byte for byte. */
function expectSameDocs(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, bytes] of expected) expect(actual.get(path)?.equals(bytes), path).toBe(true);
}

describe('docgen build after one docblock edit', () => {
  it("rewrites that endpoint's page and the files that list every endpoint, and writes what a first build of the edited app writes", async () => {
    const app = libraryApp('library');
    const caches = temporaryFolder('docgen-rebuild-cache-');
    const first = await build(app, join(caches, 'warm'));
    expect(first.has('books/index.html')).toBe(true);
    expect(first.has('shelves/index.html')).toBe(true);
    // The Books page the app serves, as the first build placed it (a second name for the same file).
    const servedBooks = join(caches, 'served-books.html');
    linkSync(join(app, 'public', 'docs', 'books', 'index.html'), servedBooks);

    describeTheBooks(app);
    const { files: rebuilt, stdout } = await buildShowing(app, join(caches, 'warm'));
    // Only the index (whose introduction is made from every group), the navigation document and the Books page
    // were rendered again, already in the build right after the first.
    expect(stdout).toMatch(/^Pages +3 pages, 13 unchanged since the last build /m);
    // The new Books page was written into a new file, renamed into place: the one served meanwhile was never written.
    expect(readFileSync(servedBooks).equals(first.get('books/index.html')!)).toBe(true);

    const edited = libraryApp('library-edited');
    describeTheBooks(edited);
    const cold = await build(edited, join(caches, 'cold'));

    // Byte for byte what a build with no cache writes.
    expectSameDocs(rebuilt, cold);

    // Outside the search index, only the Books page, its Markdown twin and the files of the whole API changed
    // (the fixture's config leaves the OpenAPI spec off).
    const changed = [...rebuilt.keys()].filter((path) => !path.startsWith('pagefind/') && !first.get(path)?.equals(rebuilt.get(path)!)).sort();
    expect(changed).toEqual(['books.md', 'books/index.html', 'collection.json', 'llms-full.txt']);
    expect(rebuilt.get('books/index.html')!.toString()).toContain('Newest first, twenty to a page.');

    // A page changed by hand where the app serves it (the very file the project keeps) is rendered again, and put back.
    appendFileSync(join(app, 'public', 'docs', 'shelves', 'index.html'), '<!-- changed by hand -->\n');
    const again = await buildShowing(app, join(caches, 'warm'));
    expect(again.stdout).toMatch(/^Pages +3 pages, 13 unchanged since the last build /m);
    expectSameDocs(again.files, rebuilt);
  }, 600_000);

  it('renders every page that the plan of the site touches: a new title in the navigation, a new route, a removed group', async () => {
    const app = libraryApp('library');
    const caches = temporaryFolder('docgen-rebuild-cache-');
    await build(app, join(caches, 'warm'));
    const edit = (folder: string) => {
      const shelves = join(folder, 'app/Http/Controllers/ShelvesController.php');
      writeFileSync(shelves, readFileSync(shelves, 'utf8').replace('List the shelves.', 'Every shelf of the library.'));
      const routes = join(folder, 'routes/api.php');
      // Three routes more, five fewer: 61 endpoints, still more than one page holds.
      const more = ['overdue', 'returned', 'lost'].map((path) => `Route::get('loans/${path}', [App\\Http\\Controllers\\LoansController::class, 'index']);\n`).join('');
      const text = readFileSync(routes, 'utf8').replace("Route::get('loans/{id}'", `${more}Route::get('loans/{id}'`);
      writeFileSync(routes, text.split('\n').filter((line) => !line.includes('PrizesController')).join('\n'));
    };
    edit(app);
    const rebuilt = await build(app, join(caches, 'warm'));
    const edited = libraryApp('library-edited');
    edit(edited);
    const cold = await build(edited, join(caches, 'cold'));
    expectSameDocs(rebuilt, cold);
    expect(rebuilt.has('prizes/index.html')).toBe(false);
    expect(rebuilt.get('shelves/index.html')!.toString()).toContain('Every shelf of the library.');
  }, 600_000);
});
