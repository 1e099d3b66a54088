/** Warm runs in one process: unchanged endpoints are reused, an edit re-extracts exactly what it touched. */
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractApp } from '../../src/pipeline.ts';
import { copyApp } from './support.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/two-controllers/', import.meta.url));

describe('warm runs', () => {
  it('reuses unchanged endpoints and re-extracts those of an edited controller', async () => {
    const app = copyApp(FIXTURE);
    const first = await extractApp(app);
    expect(first.stats.endpoints).toBe(3);
    expect(first.stats.reused).toBe(0);

    const second = await extractApp(app);
    expect(second.stats.reused).toBe(3);
    expect(second.groups).toEqual(first.groups);

    const file = join(app, 'app/Http/Controllers/BookController.php');
    writeFileSync(file, readFileSync(file, 'utf8').replace('List the books.', 'List every book.'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const third = await extractApp(app);
    expect(third.stats.reused).toBe(1);
    const titles = third.groups.flatMap((g) => g.endpoints.map((e) => e.metadata.title));
    expect(titles).toContain('List every book.');
  });

  it('sees a new route in a route file without any other change', async () => {
    const app = copyApp(FIXTURE);
    await extractApp(app);
    const routes = join(app, 'routes/api.php');
    writeFileSync(routes, `${readFileSync(routes, 'utf8')}Route::delete('authors/{id}', [AuthorController::class, 'index']);\n`);
    utimesSync(routes, new Date(), new Date(Date.now() + 5000));
    const next = await extractApp(app);
    expect(next.stats.endpoints).toBe(4);
    expect(next.stats.reused).toBe(3);
  });
});

describe('warm runs that keep the route list', () => {
  it('match again: an edited controller moves its method lines and can hide a method', async () => {
    const app = copyApp(FIXTURE);
    const first = await extractApp(app);
    const authors = (result: typeof first) => result.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'GET /api/authors');
    expect(authors(first)?.source?.controller).toEqual({ file: 'app/Http/Controllers/AuthorController.php', line: 13 });

    const file = join(app, 'app/Http/Controllers/AuthorController.php');
    writeFileSync(file, readFileSync(file, 'utf8').replace('class AuthorController\n{\n', 'class AuthorController\n{\n    // Two lines\n    // above.\n'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const moved = await extractApp(app);
    expect(authors(moved)?.source?.controller).toEqual({ file: 'app/Http/Controllers/AuthorController.php', line: 15 });

    writeFileSync(file, readFileSync(file, 'utf8').replace('List the authors.', 'List the authors.\n     *\n     * @hideFromAPIDocumentation'));
    utimesSync(file, new Date(), new Date(Date.now() + 10000));
    const hidden = await extractApp(app);
    expect(authors(hidden)).toBeUndefined();
    expect(hidden.stats.endpoints).toBe(2);
  });
});

describe('warm runs with closures', () => {
  it('re-extracts a closure route when its route file changes', async () => {
    const app = copyApp(FIXTURE);
    const routes = join(app, 'routes/api.php');
    writeFileSync(routes, `${readFileSync(routes, 'utf8')}\n/**\n * Ping\n */\nRoute::get('ping', function () {\n    return 'pong';\n});\n`);
    const first = await extractApp(app);
    const ping = () => first.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'GET /api/ping');
    expect(ping()).toBeDefined();
    writeFileSync(routes, readFileSync(routes, 'utf8').replace(' * Ping', ' * Ping the API'));
    utimesSync(routes, new Date(), new Date(Date.now() + 5000));
    const next = await extractApp(app);
    // The three controller endpoints are reused; the closure is read again.
    expect(next.stats.reused).toBe(3);
    expect(next.stats.endpoints).toBe(4);
  });
});

describe('warm runs with one class index kept across runs', () => {
  /** The fixture with a FormRequest (built on a base request) type-hinted on BookController::store. */
  function withFormRequest(): string {
    const app = copyApp(FIXTURE);
    mkdirSync(join(app, 'app/Http/Requests'), { recursive: true });
    writeFileSync(
      join(app, 'app/Http/Requests/BaseRequest.php'),
      `<?php\n\nnamespace App\\Http\\Requests;\n\nuse Illuminate\\Foundation\\Http\\FormRequest;\n\nabstract class BaseRequest extends FormRequest\n{\n    public function rules(): array\n    {\n        return ['tenant' => 'required|string'];\n    }\n}\n`,
    );
    writeFileSync(
      join(app, 'app/Http/Requests/StoreBookRequest.php'),
      `<?php\n\nnamespace App\\Http\\Requests;\n\nclass StoreBookRequest extends BaseRequest\n{\n    public function rules(): array\n    {\n        return array_merge(parent::rules(), ['title' => 'required|string']);\n    }\n\n    public function broken()\n    {\n        return 1 +;\n    }\n}\n`,
    );
    const controller = join(app, 'app/Http/Controllers/BookController.php');
    writeFileSync(
      controller,
      readFileSync(controller, 'utf8')
        .replace('use Illuminate\\Http\\Request;', 'use App\\Http\\Requests\\StoreBookRequest;\nuse Illuminate\\Http\\Request;')
        .replace('public function store(Request $request)', 'public function store(StoreBookRequest $request)'),
    );
    return app;
  }
  const bump = (file: string) => utimesSync(file, new Date(), new Date(Date.now() + 5000));
  const store = (result: Awaited<ReturnType<typeof extractApp>>) =>
    result.groups.flatMap((g) => g.endpoints).find((e) => e.id === 'POST /api/books')!;
  const syntaxErrors = (result: Awaited<ReturnType<typeof extractApp>>) =>
    result.diagnostics.filter((d) => d.code === 'php-syntax').map((d) => `${d.file}:${d.line}`);

  it('re-extracts the endpoints of an edited parent class', async () => {
    const app = withFormRequest();
    const first = await extractApp(app);
    expect(Object.keys(store(first).bodyParameters)).toEqual(['tenant', 'title']);
    const base = join(app, 'app/Http/Requests/BaseRequest.php');
    writeFileSync(base, readFileSync(base, 'utf8').replace("'tenant' => 'required|string'", "'team' => 'required|string'"));
    bump(base);
    const next = await extractApp(app);
    expect(next.stats.reused).toBe(2);
    expect(Object.keys(store(next).bodyParameters)).toEqual(['team', 'title']);
  });

  it('still reports a syntax error in a class read by an earlier run when its endpoint is read again', async () => {
    const app = withFormRequest();
    const first = await extractApp(app);
    expect(syntaxErrors(first)).toContain('app/Http/Requests/StoreBookRequest.php:14');
    const controller = join(app, 'app/Http/Controllers/BookController.php');
    writeFileSync(controller, readFileSync(controller, 'utf8').replace('Add a book.', 'Add one book.'));
    bump(controller);
    const next = await extractApp(app);
    expect(next.stats.reused).toBe(1);
    expect(store(next).metadata.title).toBe('Add one book.');
    expect(syntaxErrors(next)).toEqual(syntaxErrors(first));
  });
});

describe('warm runs with values read once per run', () => {
  it('re-extracts every endpoint that renders an edited model, not only the first that read it', async () => {
    const app = copyApp(FIXTURE);
    const write = (file: string, text: string) => {
      mkdirSync(join(app, file, '..'), { recursive: true });
      writeFileSync(join(app, file), text);
    };
    write(
      'app/Models/Book.php',
      `<?php\n\nnamespace App\\Models;\n\nuse Illuminate\\Database\\Eloquent\\Model;\n\nclass Book extends Model\n{\n    protected $hidden = ['secret'];\n}\n`,
    );
    write(
      'database/migrations/2024_01_01_000000_create_books_table.php',
      `<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up()\n    {\n        Schema::create('books', function (Blueprint $table) {\n            $table->id();\n            $table->string('title');\n            $table->string('secret');\n        });\n    }\n};\n`,
    );
    write(
      'app/Http/Resources/BookResource.php',
      `<?php\n\nnamespace App\\Http\\Resources;\n\nuse Illuminate\\Http\\Resources\\Json\\JsonResource;\n\nclass BookResource extends JsonResource\n{\n}\n`,
    );
    // Two endpoints in two controllers render the same model.
    const tags = ' *\n     * @apiResource App\\Http\\Resources\\BookResource\n     * @apiResourceModel App\\Models\\Book\n';
    for (const [file, title] of [
      ['app/Http/Controllers/BookController.php', 'List the books.'],
      ['app/Http/Controllers/AuthorController.php', 'List the authors.'],
    ] as const) {
      const path = join(app, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(`${title}\n`, `${title}\n     ${tags}`));
    }
    const attributes = (result: Awaited<ReturnType<typeof extractApp>>) =>
      Object.fromEntries(
        result.groups
          .flatMap((g) => g.endpoints)
          .filter((e) => e.id !== 'POST /api/books')
          .map((e) => [e.id, Object.keys(JSON.parse(String(e.responses[0]?.content)).data)]),
      );

    const first = await extractApp(app);
    expect(attributes(first)).toEqual({ 'GET /api/authors': ['id', 'title'], 'GET /api/books': ['id', 'title'] });

    const model = join(app, 'app/Models/Book.php');
    writeFileSync(model, readFileSync(model, 'utf8').replace("['secret']", "['secret', 'title']"));
    utimesSync(model, new Date(), new Date(Date.now() + 5000));
    const next = await extractApp(app);
    expect(next.stats.reused).toBe(1);
    expect(attributes(next)).toEqual({ 'GET /api/authors': ['id'], 'GET /api/books': ['id'] });
  });
});
