/** Warm runs in one process: unchanged endpoints are reused, an edit re-extracts exactly what it touched. */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
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
