/**
 * The bookshop served by `php -S` on a seeded throw-away database: JSON, pagination, auth, validation,
 * CORS and uploads as a browser or docgen's response calls would meet them. Messages are Laravel 8's
 * (resources/lang/en/validation.php) and the app's own (app/Exceptions/Handler.php, controllers).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { describePhp, itPhp, servePhp, type PhpServer } from '../support/php.ts';
import { ADMIN_TOKEN, FIXTURES, SAMPLE_APP, artisanIn, makeSandbox, type Sandbox } from './sample-app.ts';

const json = { 'Content-Type': 'application/json', Accept: 'application/json' };
const asAdmin = { ...json, Authorization: `Bearer ${ADMIN_TOKEN}` };

describePhp('sample app over HTTP (php -S)', () => {
  let sandbox: Sandbox;
  let server: PhpServer;
  const url = (path: string) => `${server.url}${path}`;

  beforeAll(async () => {
    sandbox = makeSandbox();
    artisanIn(sandbox, ['migrate', '--seed', '--force']);
    // ini/uploads.ini raises PHP's upload limit above the app's own 2 MB cover limit.
    server = await servePhp(SAMPLE_APP, { ...sandbox.env, PHP_INI_SCAN_DIR: `:${join(SAMPLE_APP, 'ini')}` });
  });
  afterAll(async () => {
    await server?.stop();
    sandbox?.remove();
  });

  itPhp('GET /api/books answers with a page of books and Laravel\'s pagination keys', async () => {
    const response = await fetch(url('/api/books'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const body = (await response.json()) as {
      data: Array<Record<string, unknown>>;
      links: Record<string, unknown>;
      meta: Record<string, unknown>;
    };
    expect(Object.keys(body)).toEqual(['data', 'links', 'meta']);
    expect(body.data).toHaveLength(10);
    expect(Object.keys(body.links).sort()).toEqual(['first', 'last', 'next', 'prev']);
    expect(body.links.first).toBe(url('/api/books?page=1'));
    expect(body.links.next).toBe(url('/api/books?page=2'));
    expect(body.links.prev).toBeNull();
    expect(body.meta).toMatchObject({ current_page: 1, from: 1, to: 10, last_page: 3, per_page: 10, total: 30, path: url('/api/books') });
    expect(Object.keys(body.meta).sort()).toEqual(['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total']);
    // Sorted by title; the author and shelves are loaded, and guests see no stock level.
    expect(body.data[0]).toMatchObject({
      id: 1,
      title: 'A Wizard of Earthsea',
      isbn: '9780553383164',
      format: 'paperback',
      price: 9.99,
      in_stock: true,
      author: { id: 1, name: 'Ursula K. Le Guin' },
      categories: [{ slug: 'fantasy' }, { slug: 'classics' }],
    });
    expect(body.data[0]).not.toHaveProperty('stock');
  });

  itPhp('filters the list with the query parameters of ListBooksRequest', async () => {
    const body = (await (await fetch(url('/api/books?category=programming&sort=-price&per_page=3'))).json()) as {
      data: Array<{ title: string; price: number }>;
      meta: { per_page: number };
    };
    expect(body.meta.per_page).toBe(3);
    const prices = body.data.map((b) => b.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(body.data.map((b) => b.title)).toContain('The Art of Computer Programming, Volume 1');

    // The documented examples of ListBooksRequest::queryParameters(), together.
    const examples = await fetch(
      url('/api/books?author_id=1&category=fantasy&format=paperback&min_price=5&max_price=30&in_stock=true&published_after=1960-01-01&sort=-published_on&per_page=10&page=1'),
    );
    expect(examples.status).toBe(200);
    expect(((await examples.json()) as { data: Array<{ id: number }> }).data.map((b) => b.id)).toEqual([1]);

    const invalid = await fetch(url('/api/books?sort=colour&per_page=500'));
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { sort: ['The selected sort is invalid.'], per_page: ['The per page must not be greater than 100.'] },
    });
  });

  itPhp('searches with a resource collection and additional() keys', async () => {
    const response = await fetch(url('/api/books/search?q=%20earthsea%20&limit=5&in_stock=true'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['data', 'in_stock_count', 'query', 'took_ms']);
    expect(body).toMatchObject({ in_stock_count: 1, query: 'earthsea', data: [{ id: 1, title: 'A Wizard of Earthsea', author: { id: 1 } }] });
    expect(typeof body.took_ms).toBe('number');

    const missing = await fetch(url('/api/books/search'));
    expect(missing.status).toBe(422);
    expect(await missing.json()).toEqual({ message: 'The given data was invalid.', errors: { q: ['The q field is required.'] } });
  });

  itPhp('POST /api/books without a token is 401 with Laravel\'s message', async () => {
    const response = await fetch(url('/api/books'), { method: 'POST', headers: json, body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  itPhp('a guest asking to delete a book that does not exist is told to log in, not that it is missing', async () => {
    const response = await fetch(url('/api/books/9999'), { method: 'DELETE', headers: json });
    expect(response.status).toBe(401);
  });

  itPhp('POST /api/books with the seeded token and invalid data is 422 with Laravel\'s error shape', async () => {
    const response = await fetch(url('/api/books'), {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({ title: 'x'.repeat(256), isbn: '123', price: -1, format: 'scroll', author_id: 999 }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        title: ['The title must not be greater than 255 characters.'],
        isbn: ['The isbn must be 13 characters.'],
        author_id: ['The selected author id is invalid.'],
        format: ['The selected format is invalid.'],
        price: ['The price must be at least 0.'],
      },
    });
  });

  itPhp('POST /api/books with the seeded token and valid data creates the book', async () => {
    const response = await fetch(url('/api/books'), {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({
        title: 'The Tombs of Atuan',
        isbn: '9780689845369',
        author_id: 1,
        category_ids: [1, 4],
        format: 'paperback',
        price: 9.5,
        stock: 10,
        pages: 180,
        published_on: '1971-01-01',
      }),
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      id: 31,
      title: 'The Tombs of Atuan',
      slug: 'the-tombs-of-atuan',
      stock: 10,
      author: { name: 'Ursula K. Le Guin' },
      categories: [{ slug: 'fantasy' }, { slug: 'classics' }],
    });
  });

  itPhp('a reader\'s token is refused where staff are needed (403)', async () => {
    const login = await fetch(url('/api/login'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'reader@bookshop.test', password: 'password' }),
    });
    expect(login.status).toBe(200);
    const { token, token_type, user } = (await login.json()) as { token: string; token_type: string; user: unknown };
    expect(token_type).toBe('Bearer');
    expect(user).toMatchObject({ id: 2, email: 'reader@bookshop.test', is_admin: false });

    const response = await fetch(url('/api/categories'), {
      method: 'POST',
      headers: { ...json, Authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Poetry' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'This action is unauthorized.' });
  });

  itPhp('unknown records are 404 with a short message', async () => {
    const response = await fetch(url('/api/books/9999'));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Book not found.' });
    const bySlug = await fetch(url('/api/books/by-slug/no-such-book'));
    expect(await bySlug.json()).toEqual({ message: 'Book not found.' });
  });

  itPhp('binds {book:slug}, the optional {limit?} and the closure route', async () => {
    const book = (await (await fetch(url('/api/books/by-slug/going-postal'))).json()) as { data: { id: number; title: string } };
    expect(book.data).toMatchObject({ id: 6, title: 'Going Postal' });

    const three = (await (await fetch(url('/api/bestsellers/3'))).json()) as { data: unknown[] };
    expect(three.data).toHaveLength(3);
    const five = (await (await fetch(url('/api/bestsellers'))).json()) as { data: Array<{ id: number; copies_sold: number }> };
    expect(five.data).toHaveLength(5);
    // Guards! Guards! is the only book ordered twice (OrderSeeder).
    expect(five.data[0]).toEqual({ id: 4, title: 'Guards! Guards!', author: 'Terry Pratchett', copies_sold: 2 });
    expect((await fetch(url('/api/bestsellers/many'))).status).toBe(404);

    const health = await fetch(url('/api/health'));
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  itPhp('an OPTIONS preflight gets the CORS headers Try It Out needs', async () => {
    const response = await fetch(url('/api/orders'), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4321',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('access-control-max-age')).toBe('3600');

    const actual = await fetch(url('/api/books/1'), { headers: { Origin: 'http://localhost:4321' } });
    expect(actual.headers.get('access-control-allow-origin')).toBe('*');
  });

  itPhp('uploads a cover (multipart), refusing files that are not images or are over 2 MB', async () => {
    const png = new Uint8Array(readFileSync(join(FIXTURES, 'cover.png')));
    const upload = (file: Uint8Array<ArrayBuffer>, name: string, type: string) => {
      const form = new FormData();
      form.append('cover', new Blob([file], { type }), name);
      form.append('alt_text', 'A blue cover');
      return fetch(url('/api/books/2/cover'), { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` }, body: form });
    };

    const ok = await upload(png, 'cover.png', 'image/png');
    expect(ok.status).toBe(200);
    const { data } = (await ok.json()) as { data: { cover_url: string } };
    expect(data.cover_url).toMatch(/^http:\/\/localhost:8000\/storage\/covers\/\w+\.png$/);

    const text = await upload(new TextEncoder().encode('not an image'), 'cover.txt', 'text/plain');
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { cover: ['The cover must be an image.', 'The cover must be a file of type: jpg, jpeg, png, webp.'] },
    });

    // A PNG padded to 2,100 KB: past the app's max:2048 (kilobytes), within PHP's raised upload limit.
    const padded = new Uint8Array(png.length + 2100 * 1024);
    padded.set(png);
    const big = await upload(padded, 'big.png', 'image/png');
    expect(big.status).toBe(422);
    expect(await big.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { cover: ['The cover must not be greater than 2048 kilobytes.'] },
    });
  });

  itPhp('takes an order through its life: placed, paid by staff, refused a step back, cancelled', async () => {
    const placed = await fetch(url('/api/orders'), {
      method: 'POST',
      headers: asAdmin,
      body: JSON.stringify({
        items: [{ book_id: 4, quantity: 2 }, { book_id: 5, quantity: 1 }],
        shipping_address: { line1: '12 Ankh Street', city: 'Ankh-Morpork', postcode: 'AM1 1AA', country: 'GB' },
      }),
    });
    expect(placed.status).toBe(201);
    const order = ((await placed.json()) as { data: { id: number; reference: string; status: string; total: number } }).data;
    expect(order).toMatchObject({ reference: 'BK-000006', status: 'pending', total: 24.47 });

    const paid = await fetch(url(`/api/orders/${order.id}/status`), { method: 'PATCH', headers: asAdmin, body: '{"status":"paid"}' });
    expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('paid');

    const back = await fetch(url(`/api/orders/${order.id}/status`), { method: 'PATCH', headers: asAdmin, body: '{"status":"pending"}' });
    expect(back.status).toBe(422);
    expect(await back.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { status: ['An order that is paid cannot become pending.'] },
    });

    const unknown = await fetch(url(`/api/orders/${order.id}/status`), { method: 'PATCH', headers: asAdmin, body: '{"status":"lost"}' });
    expect(await unknown.json()).toEqual({ message: 'The given data was invalid.', errors: { status: ['The selected status is invalid.'] } });

    const cancelled = await fetch(url(`/api/orders/${order.id}/cancel`), { method: 'POST', headers: asAdmin });
    expect(((await cancelled.json()) as { data: { status: string; cancellable: boolean } }).data).toMatchObject({
      status: 'cancelled',
      cancellable: false,
    });
  });

  itPhp('serves the web front page as HTML, outside the API', async () => {
    const response = await fetch(url('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<h1>Bookshop</h1>');
  });
});
