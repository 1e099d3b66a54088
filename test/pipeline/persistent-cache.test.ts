/**
 * The extraction cache kept on disk between processes: each kind of edit re-extracts exactly the endpoints that
 * read the edited file, and nothing else. A new process is simulated by forgetting everything this process keeps
 * in memory (endpoints, routes, classes, parses); the file on disk is all that is left.
 */
import { existsSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { clearParseCache, parseActivity } from '../../src/php/parser.ts';
import { resultsFileOf } from '../../src/extract/persistent-cache.ts';
import { clearExtractionCache, extractApp } from '../../src/pipeline.ts';
import { library, php } from '../support/library-app.ts';
import { editAppFile } from '../support/edit-app-file.ts';

const ALL = ['GET|HEAD api/books', 'POST api/books', 'GET|HEAD api/books/{id}', 'GET|HEAD api/authors', 'GET|HEAD api/authors/export'];

/** A new process: nothing in memory, only the cache folder. */
async function nextProcess(app: string, cacheDir: string) {
  clearExtractionCache();
  clearParseCache();
  return extractApp(app, { cacheDir });
}


describe('the extraction cache between processes', () => {
  it('reuses every endpoint in the next process, with the same result', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    const first = await nextProcess(app, cacheDir);
    expect(first.stats.extracted.sort()).toEqual([...ALL].sort());
    expect(first.stats.cacheFile?.startsWith(cacheDir)).toBe(true);
    const second = await nextProcess(app, cacheDir);
    expect(second.stats.extracted).toEqual([]);
    expect(second.stats.reused).toBe(5);
    expect(second.groups).toEqual(first.groups);
    expect(second.diagnostics).toEqual(first.diagnostics);
  });

  const cases: Array<[what: string, file: string, from: string, to: string, expected: string[]]> = [
    ['a controller docblock', 'app/Http/Controllers/BookController.php', 'Show a book.', 'Show one book.', ['GET|HEAD api/books', 'POST api/books', 'GET|HEAD api/books/{id}']],
    ['a FormRequest', 'app/Http/Requests/StoreBookRequest.php', "'title' => 'required|string'", "'title' => 'required|string|max:80'", ['POST api/books']],
    ['the parent class of a FormRequest', 'app/Http/Requests/BaseRequest.php', "'tenant'", "'team'", ['POST api/books']],
    ['an API resource', 'app/Http/Resources/BookResource.php', "'title' => $this->title", "'name' => $this->title", ['GET|HEAD api/books', 'GET|HEAD api/books/{id}']],
    ['a model', 'app/Models/Book.php', "['id' => 'integer']", "['id' => 'string']", ['GET|HEAD api/books', 'GET|HEAD api/books/{id}']],
    ['a migration', 'database/migrations/2024_01_01_000000_create_books_table.php', "$table->string('title');", "$table->integer('title');", ['GET|HEAD api/books', 'GET|HEAD api/books/{id}']],
    // The schema read from the migrations is the same: what used it holds (the file is read through the schema).
    ['a comment in a migration', 'database/migrations/2024_01_01_000000_create_books_table.php', "$table->string('title');", "$table->string('title'); // shown on the cover", []],
    // The class's own index() wins over any trait method (PHP's rule): only export() read the trait.
    ['a trait of a controller', 'app/Http/Controllers/Exports.php', 'Export everything as CSV.', 'Export all as CSV.', ['GET|HEAD api/authors/export']],
    ['the config', 'config/docgen.php', "'title' => 'Library'", "'title' => 'The library'", ALL],
    ['a route file (one more route)', 'routes/api.php', "Route::get('authors',", "Route::get('writers', [AuthorController::class, 'index']);\nRoute::get('authors',", ['GET|HEAD api/writers']],
  ];

  for (const [what, file, from, to, expected] of cases) {
    it(`after an edit of ${what}, re-extracts exactly the endpoints that read it`, async () => {
      const app = library();
      const cacheDir = join(app, 'storage', 'extraction-cache');
      await nextProcess(app, cacheDir);
      editAppFile(app, file, from, to);
      const next = await nextProcess(app, cacheDir);
      expect(next.stats.extracted.sort()).toEqual([...expected].sort());
      // And the result is the one a run without any cache gives.
      clearExtractionCache();
      clearParseCache();
      const fresh = await extractApp(app, { cacheDir: false });
      expect(next.groups).toEqual(fresh.groups);
    });
  }

  it('after a new migration, re-extracts the endpoints that read the schema', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    await nextProcess(app, cacheDir);
    writeFileSync(
      join(app, 'database/migrations/2024_02_01_000000_add_isbn_to_books.php'),
      php(
        `use Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up()\n    {\n        Schema::table('books', function (Blueprint $table) {\n            $table->string('isbn');\n        });\n    }\n};`,
      ),
    );
    const next = await nextProcess(app, cacheDir);
    expect(next.stats.extracted.sort()).toEqual(['GET|HEAD api/books', 'GET|HEAD api/books/{id}']);
  });

  it('takes the schema from the cache while no migration changed: a controller edit parses no migration', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    await nextProcess(app, cacheDir);
    editAppFile(app, 'app/Http/Controllers/BookController.php', 'Show a book.', 'Show one book.');
    clearExtractionCache();
    clearParseCache();
    const before = parseActivity().parses;
    const next = await extractApp(app, { cacheDir });
    const parsedNow = parseActivity().files.slice(-(parseActivity().parses - before));
    expect(next.stats.extracted).toContain('GET|HEAD api/books/{id}');
    expect(parsedNow.filter((file) => file.includes('database/migrations'))).toEqual([]);
    clearExtractionCache();
    clearParseCache();
    expect(next.groups).toEqual((await extractApp(app, { cacheDir: false })).groups);
  });

  it('keeps where the helper files declare their functions: a controller edit lexes none of them, a helper edit is seen', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    writeFileSync(join(app, 'composer.json'), '{"autoload":{"psr-4":{"App\\\\":"app/"},"files":["app/helpers.php"]}}');
    // Its comment names `include`: its tokens tell that it includes nothing.
    writeFileSync(join(app, 'app/helpers.php'), php("// The filters the index pages include.\nfunction author_filters(): array\n{\n    return ['name' => 'string'];\n}"));
    editAppFile(app, 'app/Http/Controllers/AuthorController.php', 'public function index()\n    {\n    }', 'public function index(\\Illuminate\\Http\\Request $request)\n    {\n        $request->validate(author_filters());\n    }');
    const authorsQuery = (run: Awaited<ReturnType<typeof extractApp>>) =>
      Object.keys(run.groups.flatMap((g) => g.endpoints).find((e) => e.uri === 'api/authors')?.queryParameters ?? {});
    expect(authorsQuery(await nextProcess(app, cacheDir))).toEqual(['name']);

    editAppFile(app, 'app/Http/Controllers/AuthorController.php', 'List the authors.', 'List every author.');
    const lexedBefore = parseActivity().lexed;
    const afterEdit = await nextProcess(app, cacheDir);
    expect(afterEdit.stats.extracted.sort()).toEqual(['GET|HEAD api/authors', 'GET|HEAD api/authors/export']);
    expect(authorsQuery(afterEdit)).toEqual(['name']);
    expect(parseActivity().lexed - lexedBefore).toBe(0);

    editAppFile(app, 'app/helpers.php', "'name' => 'string'", "'born' => 'integer'");
    const afterHelperEdit = await nextProcess(app, cacheDir);
    expect(afterHelperEdit.stats.extracted).toEqual(['GET|HEAD api/authors']);
    // The helper file was lexed again (its stamp changed), and only it.
    expect(parseActivity().lexed - lexedBefore).toBe(readFileSync(join(app, 'app/helpers.php'), 'utf8').length);
    expect(authorsQuery(afterHelperEdit)).toEqual(['born']);
  });

  it('after the file of a class the code names but the app lacked is added, re-extracts the endpoint that looked for it', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    const request = join(app, 'app/Http/Requests/StoreBookRequest.php');
    const text = readFileSync(request, 'utf8');
    rmSync(request);
    const storeBody = (run: Awaited<ReturnType<typeof extractApp>>) =>
      Object.keys(run.groups.flatMap((g) => g.endpoints).find((e) => e.httpMethods.includes('POST'))?.bodyParameters ?? {}).sort();
    expect(storeBody(await nextProcess(app, cacheDir))).toEqual([]);
    writeFileSync(request, text);
    const next = await nextProcess(app, cacheDir);
    expect(next.stats.extracted).toEqual(['POST api/books']);
    expect(storeBody(next)).toEqual(['tenant', 'title']);
  });

  it('keeps the cache when a file is rewritten with the same content (a touch, a checkout)', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    await nextProcess(app, cacheDir);
    editAppFile(app, 'app/Http/Controllers/BookController.php', 'Show a book.', 'Show a book.');
    const next = await nextProcess(app, cacheDir);
    expect(next.stats.extracted).toEqual([]);
  });

  it('writes back the stamps of files found unchanged by content, so the next run takes them by their mtime', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    const controller = 'app/Http/Controllers/BookController.php';
    const path = join(app, controller);
    // A whole second, which the file system gives back exactly.
    const later = new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000);
    await nextProcess(app, cacheDir);
    utimesSync(path, later, later);
    expect((await nextProcess(app, cacheDir)).stats.extracted).toEqual([]);
    // Other bytes of the same length under the same mtime: a run that trusts the renewed stamp does not see them,
    // one that still holds the old stamp reads the file and extracts its endpoints again.
    writeFileSync(path, readFileSync(path, 'utf8').replace('Show a book.', 'Show a bock.'));
    utimesSync(path, later, later);
    expect((await nextProcess(app, cacheDir)).stats.extracted).toEqual([]);
  });

  it('keeps the files an endpoint was read from once, with their stamps, and not again beside each endpoint', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    const migration = 'database/migrations/2024_01_01_000000_create_books_table.php';
    const first = await nextProcess(app, cacheDir);
    const cacheFile = first.stats.cacheFile!;
    expect(readFileSync(cacheFile).includes(migration)).toBe(true);
    expect(readFileSync(resultsFileOf(cacheFile)).includes(migration)).toBe(false);
    // A run that reused every endpoint from the disk keeps what each depends on: an edit of the migration after
    // it re-extracts the endpoints that read the migration, and those only.
    expect((await nextProcess(app, cacheDir)).stats.reused).toBe(5);
    editAppFile(app, migration, "$table->string('title');", "$table->integer('title');");
    const next = await nextProcess(app, cacheDir);
    expect(next.stats.extracted.sort()).toEqual(['GET|HEAD api/books', 'GET|HEAD api/books/{id}']);
  });

  it("reads an endpoint's parameters only when asked, and a damaged byte in the kept bodies makes the run extract again", async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'extraction-cache');
    const first = await nextProcess(app, cacheDir);
    const warm = await nextProcess(app, cacheDir);
    expect(warm.stats.reused).toBe(5);
    // Titles and methods are read without the bodies; the parameters when asked, equal to what was extracted.
    expect(warm.groups).toEqual(first.groups);

    const bodies = resultsFileOf(first.stats.cacheFile!);
    // Damage the first kept body: its first byte (the structured-clone format's version tag) zeroed. A cache
    // file is the state's length (4 bytes), a 4-byte checksum, the state, then the kept bytes.
    const bytes = readFileSync(bodies);
    const stateLength = bytes.readUInt32LE(0);
    const state = deserialize(bytes.subarray(8, 8 + stateLength)) as { state: { keys: string[]; lengths: Float64Array } };
    const { keys, lengths } = state.state;
    let at = 8 + stateLength;
    for (let index = 0; !keys[index]!.startsWith('body:'); index++) at += lengths[index]!;
    bytes[at] = 0;
    writeFileSync(bodies, bytes);

    const damaged = await nextProcess(app, cacheDir);
    expect(damaged.stats.reused).toBe(0);
    expect(damaged.stats.extracted).toHaveLength(5);
    expect(damaged.groups).toEqual(first.groups);
    const rebuilt = await nextProcess(app, cacheDir);
    expect(rebuilt.stats.reused).toBe(5);
    expect(rebuilt.groups).toEqual(first.groups);
  });
});
