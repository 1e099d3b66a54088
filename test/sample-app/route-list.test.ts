/**
 * Laravel's own route list for the bookshop: what every route-discovery expectation is checked against.
 * The expected table is read off sample-app/routes/api.php with Laravel 8's resource and naming rules.
 */
import { beforeAll, expect } from 'vitest';
import type { RouteListRow } from '../../src/laravel/routes/route-list-row.ts';
import { describePhp, itPhp, routeList } from '../support/php.ts';
import { SAMPLE_APP } from './sample-app.ts';

const C = 'App\\Http\\Controllers\\';

/** method, uri, name, action (controller relative to App\Http\Controllers), extra middleware beyond `api`. */
const EXPECTED_API_ROUTES: Array<[string, string, string, string, string[]]> = [
  ['GET|HEAD', 'api/health', 'health', 'Closure', []],
  ['POST', 'api/register', 'auth.register', 'AuthController@register', []],
  ['POST', 'api/login', 'auth.login', 'AuthController@login', []],
  ['POST', 'api/logout', 'auth.logout', 'AuthController@logout', ['auth.token']],
  ['GET|HEAD', 'api/me', 'auth.me', 'AuthController@me', ['auth.token']],
  ['GET|HEAD', 'api/books/search', 'books.search', 'BookController@search', []],
  ['GET|HEAD', 'api/books/by-slug/{book}', 'books.by-slug', 'BookController@showBySlug', []],
  ['GET|HEAD', 'api/bestsellers/{limit?}', 'books.bestsellers', 'BookController@bestsellers', []],
  ['GET|HEAD', 'api/books', 'books.index', 'BookController@index', []],
  ['GET|HEAD', 'api/books/{book}', 'books.show', 'BookController@show', []],
  ['GET|HEAD', 'api/authors', 'authors.index', 'AuthorController@index', []],
  ['GET|HEAD', 'api/authors/{author}', 'authors.show', 'AuthorController@show', []],
  ['GET|HEAD', 'api/categories', 'categories.index', 'CategoryController@index', []],
  ['GET|HEAD', 'api/categories/{category}', 'categories.show', 'CategoryController@show', []],
  ['POST', 'api/books', 'books.store', 'BookController@store', ['auth.token', 'admin']],
  ['PUT|PATCH', 'api/books/{book}', 'books.update', 'BookController@update', ['auth.token', 'admin']],
  ['DELETE', 'api/books/{book}', 'books.destroy', 'BookController@destroy', ['auth.token', 'admin']],
  ['POST', 'api/books/{book}/cover', 'books.cover.store', 'BookCoverController@store', ['auth.token', 'admin']],
  ['DELETE', 'api/books/{book}/cover', 'books.cover.destroy', 'BookCoverController@destroy', ['auth.token', 'admin']],
  ['POST', 'api/authors', 'authors.store', 'AuthorController@store', ['auth.token', 'admin']],
  ['PUT|PATCH', 'api/authors/{author}', 'authors.update', 'AuthorController@update', ['auth.token', 'admin']],
  ['DELETE', 'api/authors/{author}', 'authors.destroy', 'AuthorController@destroy', ['auth.token', 'admin']],
  ['POST', 'api/categories', 'categories.store', 'CategoryController@store', ['auth.token', 'admin']],
  ['GET|HEAD', 'api/internal/stats', 'internal.stats', 'MaintenanceController@stats', ['auth.token', 'admin']],
  // Shallow nesting: index and store keep the parent, the others drop it. The controller adds auth.token itself.
  ['GET|HEAD', 'api/books/{book}/reviews', 'books.reviews.index', 'ReviewController@index', []],
  ['POST', 'api/books/{book}/reviews', 'books.reviews.store', 'ReviewController@store', ['auth.token']],
  ['GET|HEAD', 'api/reviews/{review}', 'reviews.show', 'ReviewController@show', []],
  ['PUT|PATCH', 'api/reviews/{review}', 'reviews.update', 'ReviewController@update', ['auth.token']],
  ['DELETE', 'api/reviews/{review}', 'reviews.destroy', 'ReviewController@destroy', ['auth.token']],
  ['GET|HEAD', 'api/orders', 'orders.index', 'OrderController@index', ['auth.token']],
  ['POST', 'api/orders', 'orders.store', 'OrderController@store', ['auth.token']],
  ['GET|HEAD', 'api/orders/{order}', 'orders.show', 'OrderController@show', ['auth.token']],
  ['PATCH', 'api/orders/{order}/status', 'orders.status.update', 'OrderController@updateStatus', ['auth.token', 'admin']],
  // Invokable: route:list prints the class without @__invoke.
  ['POST', 'api/orders/{order}/cancel', 'orders.cancel', 'CancelOrderController', ['auth.token']],
  ['GET|HEAD', 'api/wishlist', 'wishlist.index', 'WishlistController@index', ['auth.token']],
  ['POST', 'api/wishlist', 'wishlist.store', 'WishlistController@store', ['auth.token']],
  ['DELETE', 'api/wishlist/{book}', 'wishlist.destroy', 'WishlistController@destroy', ['auth.token']],
];

const key = (r: { method: string; uri: string }) => `${r.method} ${r.uri}`;

describePhp('sample app: php artisan route:list --json', () => {
  let rows: RouteListRow[] = [];
  const api = () => rows.filter((r) => r.uri.startsWith('api/'));
  const byKey = () => new Map(rows.map((r) => [key(r), r]));

  beforeAll(() => {
    rows = routeList(SAMPLE_APP);
  });

  itPhp('lists between 30 and 40 api/* routes, plus the web front page', () => {
    expect(api().length).toBeGreaterThanOrEqual(30);
    expect(api().length).toBeLessThanOrEqual(40);
    expect(rows.length).toBe(api().length + 1);
    const web = rows.find((r) => !r.uri.startsWith('api/'));
    expect(web).toMatchObject({
      method: 'GET|HEAD',
      uri: '/',
      name: 'welcome',
      action: 'Illuminate\\Routing\\ViewController',
      domain: null,
    });
    expect(web?.middleware).toEqual(['web']);
  });

  itPhp('has exactly the routes written in routes/api.php, with their names and actions', () => {
    const actual = api()
      .map((r) => `${r.method} ${r.uri} ${r.name} ${r.action} ${r.domain}`)
      .sort();
    const expected = EXPECTED_API_ROUTES.map(
      ([method, uri, name, action]) => `${method} ${uri} ${name} ${action === 'Closure' ? action : C + action} null`,
    ).sort();
    expect(actual).toEqual(expected);
  });

  itPhp('applies the api group everywhere and auth.token/admin exactly where the routes say', () => {
    const found = byKey();
    for (const [method, uri, , , extra] of EXPECTED_API_ROUTES) {
      const row = found.get(`${method} ${uri}`);
      expect(row, `${method} ${uri}`).toBeDefined();
      expect([...(row?.middleware ?? [])].sort(), `${method} ${uri}`).toEqual(['api', ...extra].sort());
    }
  });
});
