/**
 * Migrations and seeders on a throw-away SQLite file: `php artisan migrate --seed` and `setup.sh`.
 * Expected counts come from database/seeders (6 authors, 12 real + 18 made-up books, 5 orders …).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { describePhp, itPhp } from '../support/php.ts';
import { ADMIN_TOKEN, SAMPLE_APP, artisanIn, makeSandbox, query, type Sandbox } from './sample-app.ts';

/** Files git does not know about and does not ignore, under sample-app/. */
function untrackedFiles(): string[] {
  return execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', '.'], {
    cwd: SAMPLE_APP,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((line) => line.startsWith('??'));
}

const count = (sandbox: Sandbox, table: string) =>
  (query(sandbox, `select count(*) as n from ${table}`)[0] as { n: number }).n;

describePhp('sample app: database', () => {
  let sandbox: Sandbox;
  let untrackedBefore: string[] = [];

  beforeAll(() => {
    untrackedBefore = untrackedFiles();
    sandbox = makeSandbox();
  });
  afterAll(() => sandbox?.remove());

  itPhp('php artisan migrate --seed builds and fills an empty database', () => {
    const output = artisanIn(sandbox, ['migrate', '--seed', '--force']);
    expect(output).toContain('Database seeding completed successfully.');

    expect(count(sandbox, 'users')).toBe(10);
    expect(count(sandbox, 'authors')).toBe(6);
    expect(count(sandbox, 'categories')).toBe(5);
    expect(count(sandbox, 'books')).toBe(30);
    expect(count(sandbox, 'orders')).toBe(5);
    expect(count(sandbox, 'order_items')).toBe(9);
    expect(count(sandbox, 'wishlists')).toBe(3);
    const reviews = count(sandbox, 'reviews');
    expect(reviews).toBeGreaterThanOrEqual(24);
    expect(reviews).toBeLessThanOrEqual(36);
  });

  itPhp('seeds the fixed catalogue, the staff account and an order in every status', () => {
    expect(query(sandbox, "select title, slug, isbn, format, price, stock from books where id in (1, 9, 10) order by id")).toEqual([
      { title: 'A Wizard of Earthsea', slug: 'a-wizard-of-earthsea', isbn: '9780553383164', format: 'paperback', price: 9.99, stock: 42 },
      { title: 'The Art of Computer Programming, Volume 1', slug: 'the-art-of-computer-programming-volume-1', isbn: '9780201896831', format: 'hardcover', price: 79, stock: 3 },
      { title: 'Literate Programming', slug: 'literate-programming', isbn: '9780937073803', format: 'paperback', price: 32.5, stock: 0 },
    ]);
    expect(query(sandbox, 'select name, email, is_admin from users where id in (1, 2) order by id')).toEqual([
      { name: 'Ada Admin', email: 'admin@bookshop.test', is_admin: 1 },
      { name: 'Rita Reader', email: 'reader@bookshop.test', is_admin: 0 },
    ]);
    expect(query(sandbox, 'select reference, status, user_id from orders order by id')).toEqual([
      { reference: 'BK-000001', status: 'delivered', user_id: 2 },
      { reference: 'BK-000002', status: 'shipped', user_id: 2 },
      { reference: 'BK-000003', status: 'pending', user_id: 2 },
      { reference: 'BK-000004', status: 'paid', user_id: 1 },
      { reference: 'BK-000005', status: 'pending', user_id: 1 },
    ]);
  });

  itPhp('stores only the hash of the docs token, for the staff account', () => {
    expect(query(sandbox, 'select user_id, name, token from personal_tokens')).toEqual([
      { user_id: 1, name: 'docs', token: createHash('sha256').update(ADMIN_TOKEN).digest('hex') },
    ]);
  });

  itPhp('setup.sh rebuilds the same data however often it runs', () => {
    const snapshot = () =>
      query(sandbox, 'select b.title, b.isbn, b.price, b.author_id, (select count(*) from reviews r where r.book_id = b.id) as reviews from books b order by b.id');
    const run = () =>
      execFileSync('sh', ['setup.sh'], {
        cwd: SAMPLE_APP,
        env: { ...process.env, ...sandbox.env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    const before = snapshot();
    expect(run()).toContain('Bookshop ready');
    const once = snapshot();
    run();
    expect(snapshot()).toEqual(once);
    expect(once).toEqual(before);
    expect(count(sandbox, 'users')).toBe(10);
  });

  itPhp('leaves no new files in the repository', () => {
    expect(untrackedFiles()).toEqual(untrackedBefore);
  });
});
