/**
 * The sample app extracted end to end (static: every response strategy but ResponseCalls), checked against
 * facts read from its PHP source — routes/api.php, the controllers' docblocks and attributes, the FormRequests,
 * the resources, models, factories and config/docgen.php — with Scribe's rules (its rule wording, its URL
 * normalisation, groups.order).
 * Every expected value below is written from that source, never copied from docgen's output.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { extractApp, type ExtractedApp } from '../../src/pipeline.ts';
import type { Endpoint, Parameter, ResponseField } from '../../src/model.ts';
import { SAMPLE_APP, STATIC_RESPONSES, endpointsById } from './support.ts';

// ---------------------------------------------------------------------------------------------------------
// Facts shared by many endpoints.

/** config/docgen.php: the headers stage's StaticData. */
const JSON_HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json' };
/** config/docgen.php: auth.in = bearer, auth.placeholder = {YOUR_AUTH_KEY}. */
const BEARER = 'Bearer {YOUR_AUTH_KEY}';
/** app/Models/Book.php: Book::FORMATS. */
const FORMATS = ['hardcover', 'paperback', 'ebook', 'audiobook'];
/** app/Enums/OrderStatus.php: the backed cases, in declaration order. */
const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'];

/** app/Http/Resources/BookResource.php toArray(), without the conditional keys (relations, average, staff-only). */
const BOOK_KEYS = ['id', 'title', 'slug', 'isbn', 'description', 'format', 'price', 'language', 'pages', 'published_on', 'in_stock', 'cover_url'];
/** AuthorResource: books_count only when counted, books only when loaded. */
const AUTHOR_KEYS = ['id', 'name', 'slug', 'bio', 'country', 'born_on', 'website'];
/** CategoryResource: books_count only when counted. */
const CATEGORY_KEYS = ['id', 'name', 'slug', 'description'];
/** ReviewResource: `reviewer` only when the user relation is loaded (it sits between body and created_at). */
const REVIEW_KEYS = ['id', 'book_id', 'rating', 'title', 'body', 'created_at'];
const REVIEW_KEYS_WITH_USER = ['id', 'book_id', 'rating', 'title', 'body', 'reviewer', 'created_at'];
/** OrderResource; every order endpoint loads `items`. */
const ORDER_KEYS = ['id', 'reference', 'status', 'total', 'items', 'shipping_address', 'notes', 'cancellable', 'placed_at', 'paid_at', 'shipped_at', 'cancelled_at'];
/** OrderItemResource: `title` only when the book relation is loaded. */
const ORDER_ITEM_KEYS = ['book_id', 'quantity', 'unit_price', 'subtotal'];
const ORDER_ITEM_KEYS_WITH_BOOK = ['book_id', 'title', 'quantity', 'unit_price', 'subtotal'];
/** UserResource. */
const USER_KEYS = ['id', 'name', 'email', 'is_admin', 'member_since'];
/** Laravel 8's paginated resource response: PaginatedResourceResponse::paginationLinks() and meta(). */
const PAGINATION_LINKS = ['first', 'last', 'prev', 'next'];
const PAGINATION_META = ['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total'];
/** storage/responses/unauthenticated.json. */
const UNAUTHENTICATED = { message: 'Unauthenticated.' };

// ---------------------------------------------------------------------------------------------------------

let result: ExtractedApp;
let endpoints: Map<string, Endpoint>;

beforeAll(async () => {
  result = await extractApp(SAMPLE_APP, { strategies: { responses: STATIC_RESPONSES } });
  endpoints = endpointsById(result.groups);
});

function ep(id: string): Endpoint {
  const found = endpoints.get(id);
  if (!found) throw new Error(`${id} is not documented; documented: ${[...endpoints.keys()].join(', ')}`);
  return found;
}

/** The parameters, exactly these names in this order, each with at least these fields. */
function expectParams(actual: Record<string, Parameter>, expected: Record<string, Partial<Parameter>>, where: string): void {
  expect(Object.keys(actual), where).toEqual(Object.keys(expected));
  for (const [name, fields] of Object.entries(expected)) expect(actual[name], `${where}: ${name}`).toMatchObject(fields);
}

/** Status and scenario of every response, in order. */
function responsesOf(endpoint: Endpoint): Array<[number, string]> {
  return endpoint.responses.map((r) => [r.status, r.description]);
}

function body(endpoint: Endpoint, status: number): unknown {
  const response = endpoint.responses.find((r) => r.status === status);
  if (!response) throw new Error(`${endpoint.id} has no ${status} response`);
  return JSON.parse(response.content ?? 'null') as unknown;
}

/** A response written without a body (`@response 204 …`, `#[Response(status: 204)]`): `{}`, as in Scribe. */
function expectEmptyBody(endpoint: Endpoint, status: number): void {
  const response = endpoint.responses.find((r) => r.status === status);
  expect(response, `${endpoint.id} ${status}`).toBeDefined();
  expect(response!.content, `${endpoint.id} ${status}`).toBe('{}');
}

type Json = Record<string, unknown>;
const keys = (value: unknown) => Object.keys(value as Json);

/** A book as BookResource gives it, with the listed relations loaded. */
function expectBook(book: unknown, relations: Array<'author' | 'categories' | 'reviews'>, where: string): void {
  expect(keys(book), where).toEqual([...BOOK_KEYS, ...relations]);
  const b = book as Json;
  // From BookFactory::definition() and Book's casts.
  expect(typeof b.id, `${where}: id`).toBe('number');
  expect(typeof b.title, `${where}: title`).toBe('string');
  expect(b.isbn, `${where}: isbn`).toMatch(/^\d{13}$/);
  expect(FORMATS, `${where}: format`).toContain(b.format);
  expect(typeof b.price, `${where}: price`).toBe('number');
  expect(b.language, `${where}: language`).toBe('en');
  expect(b.published_on, `${where}: published_on`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof b.in_stock, `${where}: in_stock`).toBe('boolean');
  expect(b.cover_url, `${where}: cover_url`).toBeNull();
  if (relations.includes('author')) expect(keys(b.author), `${where}: author`).toEqual(AUTHOR_KEYS);
  if (relations.includes('categories')) {
    expect(Array.isArray(b.categories), `${where}: categories`).toBe(true);
    for (const category of b.categories as unknown[]) expect(keys(category), `${where}: category`).toEqual(CATEGORY_KEYS);
  }
  if (relations.includes('reviews')) {
    expect(Array.isArray(b.reviews), `${where}: reviews`).toBe(true);
    for (const review of b.reviews as unknown[]) expect(keys(review), `${where}: review`).toEqual(REVIEW_KEYS);
  }
}

function expectPaginated(response: unknown, perPage: number, where: string): unknown[] {
  expect(keys(response), where).toEqual(['data', 'links', 'meta']);
  const r = response as { data: unknown[]; links: Json; meta: Json };
  expect(Array.isArray(r.data), where).toBe(true);
  expect(r.data.length, where).toBeGreaterThan(0);
  expect(keys(r.links), `${where}: links`).toEqual(PAGINATION_LINKS);
  expect(keys(r.meta), `${where}: meta`).toEqual(PAGINATION_META);
  expect(r.meta.per_page, `${where}: per_page`).toBe(perPage);
  expect(r.meta.current_page, `${where}: current_page`).toBe(1);
  return r.data;
}

function expectOrder(order: unknown, itemKeys: string[], where: string): void {
  expect(keys(order), where).toEqual(ORDER_KEYS);
  const o = order as Json;
  expect(ORDER_STATUSES, `${where}: status`).toContain(o.status);
  expect(o.reference, `${where}: reference`).toMatch(/^BK-\d{6}$/);
  expect(typeof o.cancellable, `${where}: cancellable`).toBe('boolean');
  expect(Array.isArray(o.items), `${where}: items`).toBe(true);
  for (const item of o.items as unknown[]) expect(keys(item), `${where}: item`).toEqual(itemKeys);
}

function expectResponseFields(endpoint: Endpoint, expected: Record<string, Partial<ResponseField>>): void {
  for (const [name, fields] of Object.entries(expected)) {
    expect(endpoint.responseFields[name], `${endpoint.id}: response field ${name}`).toMatchObject(fields);
  }
}

// ---------------------------------------------------------------------------------------------------------

describe('the documented routes', () => {
  it('are the 36 api/* routes minus @hideFromAPIDocumentation, in groups.order, with normalised URIs', () => {
    // config/docgen.php groups.order: Authentication, Books (listed endpoints and the Covers subgroup first),
    // Authors, Categories, Reviews, then '*' (the unlisted groups Orders and Wishlist in natural order), Status last.
    expect(result.groups.map((g) => g.name)).toEqual(['Authentication', 'Books', 'Authors', 'Categories', 'Reviews', 'Orders', 'Wishlist', 'Status']);
    const ids = Object.fromEntries(result.groups.map((g) => [g.name, g.endpoints.map((e) => e.id)]));
    expect(ids).toEqual({
      // routes/api.php lines 52–56, in route order.
      Authentication: ['POST /api/register', 'POST /api/login', 'POST /api/logout', 'GET /api/me'],
      Books: [
        'GET /api/books',
        'GET /api/books/{id}', // books.show: the last resource parameter becomes the route key
        'GET /api/books/search',
        'POST /api/books/{book_id}/cover', // books.cover.store ends in .store: `books/{book}` is a parent resource
        'DELETE /api/books/{book_id}/cover',
        // Not listed: route order.
        'GET /api/books/by-slug/{book_slug}', // {book:slug}
        'GET /api/bestsellers/{limit?}',
        'POST /api/books',
        'PUT /api/books/{id}',
        'DELETE /api/books/{id}',
      ],
      Authors: ['GET /api/authors', 'GET /api/authors/{id}', 'POST /api/authors', 'PUT /api/authors/{id}', 'DELETE /api/authors/{id}'],
      Categories: ['GET /api/categories', 'GET /api/categories/{id}', 'POST /api/categories'],
      // apiResource('books.reviews')->shallow(): index/store nested (books.reviews.*), the rest shallow (reviews.*).
      Reviews: [
        'GET /api/books/{book_id}/reviews',
        'POST /api/books/{book_id}/reviews',
        'GET /api/reviews/{id}',
        'PUT /api/reviews/{id}',
        'DELETE /api/reviews/{id}',
      ],
      Orders: [
        'GET /api/orders',
        'POST /api/orders',
        'GET /api/orders/{id}',
        'PATCH /api/orders/{order_id}/status', // orders.status.update
        'POST /api/orders/{order_id}/cancel', // `Order $order` type-hinted on __invoke
      ],
      Wishlist: ['GET /api/wishlist', 'POST /api/wishlist', 'DELETE /api/wishlist/{book_id}'], // `Book $book` type-hinted
      Status: ['GET /api/health'],
    });
    expect(endpoints.size).toBe(36);
  });

  it('leaves out GET /api/internal/stats (@hideFromAPIDocumentation) and the web route /', () => {
    const uris = [...endpoints.values()].map((e) => e.uri);
    expect(uris.some((uri) => uri.includes('internal'))).toBe(false);
    expect(uris.every((uri) => uri.startsWith('api/'))).toBe(true);
  });

  it('documents apiResource updates as PUT and PATCH, GET routes without HEAD', () => {
    expect(ep('PUT /api/books/{id}').httpMethods).toEqual(['PUT', 'PATCH']);
    expect(ep('PUT /api/authors/{id}').httpMethods).toEqual(['PUT', 'PATCH']);
    expect(ep('PUT /api/reviews/{id}').httpMethods).toEqual(['PUT', 'PATCH']);
    expect(ep('PATCH /api/orders/{order_id}/status').httpMethods).toEqual(['PATCH']);
    expect(ep('GET /api/books').httpMethods).toEqual(['GET']);
  });

  it('gives the group descriptions of the class docblocks and #[Group] attributes', () => {
    const descriptions = Object.fromEntries(result.groups.map((g) => [g.name, g.description]));
    expect(descriptions).toEqual({
      Authentication:
        'Create an account, then exchange your email and password for a token at `POST /api/login`.\n' +
        'Send the token as `Authorization: Bearer <token>` on every request that needs it.',
      Books: 'The catalogue. Browsing is open to everyone; adding, changing and removing books needs a staff token.',
      Authors: 'The writers behind the books. Anyone can browse them; only staff can change them.',
      Categories: 'The shelves books are sorted on. A book can sit on several.',
      Reviews: 'What readers think. Anyone can read reviews; writing one needs a token.',
      Orders: "Buying books. Customers see their own orders; staff see everyone's and move orders along.",
      Wishlist: 'Books you want to buy later.',
      Status: '',
    });
  });

  it('marks exactly the endpoints annotated @authenticated / #[Authenticated] (auth.default is false)', () => {
    const authenticated = [...endpoints.values()].filter((e) => e.metadata.authenticated).map((e) => e.id);
    expect(authenticated.sort()).toEqual(
      [
        'POST /api/logout', // @authenticated
        'GET /api/me',
        'POST /api/books', // @authenticated on store, update, destroy
        'PUT /api/books/{id}',
        'DELETE /api/books/{id}',
        'POST /api/books/{book_id}/cover', // BookCoverController class docblock
        'DELETE /api/books/{book_id}/cover',
        'POST /api/authors', // #[Authenticated] on store, update, destroy
        'PUT /api/authors/{id}',
        'DELETE /api/authors/{id}',
        'POST /api/categories', // class @authenticated; index and show are @unauthenticated
        'POST /api/books/{book_id}/reviews', // Scribe's #[Authenticated]
        'PUT /api/reviews/{id}',
        'DELETE /api/reviews/{id}',
        'GET /api/orders', // #[Authenticated] on OrderController
        'POST /api/orders',
        'GET /api/orders/{id}',
        'PATCH /api/orders/{order_id}/status',
        'POST /api/orders/{order_id}/cancel', // @authenticated on __invoke
        'GET /api/wishlist', // #[Authenticated] on WishlistController
        'POST /api/wishlist',
        'DELETE /api/wishlist/{book_id}',
      ].sort(),
    );
  });

  it('sends the StaticData headers everywhere and the bearer placeholder on authenticated endpoints only', () => {
    for (const endpoint of endpoints.values()) {
      const expected: Record<string, string> = { ...JSON_HEADERS };
      if (endpoint.id === 'POST /api/books/{book_id}/cover') expected['Content-Type'] = 'multipart/form-data';
      if (endpoint.metadata.authenticated) expected.Authorization = BEARER;
      expect(endpoint.headers, endpoint.id).toEqual(expected);
    }
  });

  it('puts no auth parameter anywhere but the Authorization header (auth.in = bearer)', () => {
    for (const endpoint of endpoints.values()) {
      expect(Object.keys(endpoint.queryParameters), endpoint.id).not.toContain('Authorization');
      expect(Object.keys(endpoint.bodyParameters), endpoint.id).not.toContain('Authorization');
    }
  });
});

describe('URL parameters inferred from the routes alone (GetFromLaravelAPI)', () => {
  let inferred: Map<string, Endpoint>;
  beforeAll(async () => {
    const onlyRoutes = await extractApp(SAMPLE_APP, { strategies: { urlParameters: ['GetFromLaravelAPI'], responses: [] } });
    inferred = endpointsById(onlyRoutes.groups);
  });
  const url = (id: string) => inferred.get(id)?.urlParameters;

  it('describes {id} by the segment before it and types it by the model key', () => {
    expect(url('GET /api/books/{id}')).toEqual({ id: expect.objectContaining({ description: 'The ID of the book.', type: 'integer', required: true }) });
    expect(url('GET /api/authors/{id}')?.id).toMatchObject({ description: 'The ID of the author.', type: 'integer' });
    expect(url('GET /api/categories/{id}')?.id).toMatchObject({ description: 'The ID of the category.', type: 'integer' });
    expect(url('GET /api/reviews/{id}')?.id).toMatchObject({ description: 'The ID of the review.', type: 'integer' });
    expect(url('GET /api/orders/{id}')?.id).toMatchObject({ description: 'The ID of the order.', type: 'integer' });
    expect(Number.isInteger(url('GET /api/books/{id}')?.id?.example)).toBe(true);
  });

  it('describes {thing_id} and {thing_slug} by their prefix; a slug binding is a string', () => {
    expect(url('GET /api/books/{book_id}/reviews')?.book_id).toMatchObject({ description: 'The ID of the book.', type: 'integer' });
    expect(url('PATCH /api/orders/{order_id}/status')?.order_id).toMatchObject({ description: 'The ID of the order.', type: 'integer' });
    expect(url('DELETE /api/wishlist/{book_id}')?.book_id).toMatchObject({ description: 'The ID of the book.', type: 'integer' });
    expect(url('GET /api/books/by-slug/{book_slug}')?.book_slug).toMatchObject({ description: 'The slug of the book.', type: 'string' });
  });

  it('makes {limit?} optional; nothing to describe it by', () => {
    expect(url('GET /api/bestsellers/{limit?}')?.limit).toMatchObject({ required: false, description: '' });
  });
});

// ---------------------------------------------------------------------------------------------------------
// One block per controller, in routes/api.php order.

describe('Status: the /api/health closure (routes/api.php docblock above Route::get)', () => {
  it('reads the closure docblock: title, description, @group, @unauthenticated, two @response tags', () => {
    const health = ep('GET /api/health');
    expect(health.metadata).toMatchObject({
      groupName: 'Status',
      title: 'Health check',
      description: 'Whether the API and its database are up. For uptime monitors; needs no token.',
      authenticated: false,
    });
    expect(responsesOf(health)).toEqual([
      [200, ''],
      [503, 'database down'],
    ]);
    expect(body(health, 200)).toEqual({ status: 'ok', database: 'ok', time: '2024-06-01T12:00:00+00:00' });
    expect(body(health, 503)).toEqual({ status: 'degraded', database: 'unreachable', time: '2024-06-01T12:00:00+00:00' });
  });
});

describe('Authentication: AuthController (docblock tags, inline validators)', () => {
  it('POST /api/register: $request->validate() rules with the comments above each key', () => {
    const register = ep('POST /api/register');
    expect(register.metadata).toMatchObject({
      title: 'Register',
      description: 'Creates a customer account and signs it in: the response carries a token, as for login.',
      authenticated: false,
    });
    expect(register.urlParameters).toEqual({});
    expect(register.queryParameters).toEqual({});
    expectParams(
      register.bodyParameters,
      {
        name: { type: 'string', required: true, description: 'Your full name, as it should appear on parcels. Must not be greater than 255 characters.' },
        email: {
          type: 'string',
          required: true,
          // email → "Must be a valid email address.", max:255; unique is ignored.
          description: 'Used to sign in; must not belong to another account. Must be a valid email address. Must not be greater than 255 characters.',
        },
        // min:8 on a string; confirmed is ignored.
        password: { type: 'string', required: true, description: 'At least 8 characters. Must be at least 8 characters.' },
        password_confirmation: { type: 'string', required: true, description: 'Must match `password`.' },
      },
      register.id,
    );
    expect(typeof register.bodyParameters.email!.example).toBe('string');
    expect(register.bodyParameters.email!.example).toMatch(/@/); // a name ending in "email" gets an email
    expect(responsesOf(register)).toEqual([
      [201, 'account created'],
      [422, 'email already taken'],
    ]);
    expect(body(register, 201)).toEqual({
      token: '8Kq3Y0xRzv1d2PfNnW9uTgH4sLbE6cJmA7oViQyX5rDkMw0Z',
      token_type: 'Bearer',
      expires_at: '2024-07-01T12:00:00+00:00',
      user: { id: 11, name: 'Grace Hopper', email: 'grace@example.com', is_admin: false, member_since: '2024-06-01' },
    });
    expect(body(register, 422)).toEqual({ message: 'The given data was invalid.', errors: { email: ['The email has already been taken.'] } });
  });

  it('POST /api/login: Validator::make() rules, then @bodyParam device_name over the rule', () => {
    const login = ep('POST /api/login');
    expect(login.metadata).toMatchObject({
      title: 'Log in',
      description: 'Exchanges an email and password for a personal access token.\nTokens last 30 days; log out to revoke one sooner.',
      authenticated: false,
    });
    expectParams(
      login.bodyParameters,
      {
        email: { type: 'string', required: true, description: 'The email you registered with. Must be a valid email address.' },
        password: { type: 'string', required: true, description: 'Your password.' },
        device_name: {
          type: 'string',
          required: false,
          description: 'A name for this token, to recognise it later.',
          example: 'my-laptop',
          exampleWasSpecified: true,
        },
      },
      login.id,
    );
    expect(responsesOf(login)).toEqual([
      [200, 'success'],
      [422, 'wrong password'],
    ]);
    expect(body(login, 200)).toMatchObject({ token_type: 'Bearer', user: { id: 2, name: 'Rita Reader', email: 'reader@bookshop.test' } });
    expect(body(login, 422)).toEqual({ message: 'The given data was invalid.', errors: { email: ['These credentials do not match our records.'] } });
  });

  it('POST /api/logout: @response 204 without a body, @responseFile 401 from storage/responses', () => {
    const logout = ep('POST /api/logout');
    expect(logout.metadata).toMatchObject({
      title: 'Log out',
      description: 'Revokes the token the request was made with. Other tokens of the account keep working.',
      authenticated: true,
    });
    expect(logout.bodyParameters).toEqual({});
    expect(responsesOf(logout)).toEqual([
      [204, 'token revoked'],
      [401, ''],
    ]);
    expectEmptyBody(logout, 204);
    expect(body(logout, 401)).toEqual(UNAUTHENTICATED);
  });

  it('GET /api/me: @apiResource UserResource with @apiResourceModel User', () => {
    const me = ep('GET /api/me');
    expect(me.metadata).toMatchObject({ title: 'Current user', description: 'The account the token belongs to.', authenticated: true });
    expect(responsesOf(me)).toEqual([
      [200, ''],
      [401, ''],
    ]);
    const user = body(me, 200) as { data: Json };
    expect(keys(user)).toEqual(['data']);
    expect(keys(user.data)).toEqual(USER_KEYS);
    expect(typeof user.data.is_admin).toBe('boolean'); // User casts is_admin to boolean
    expect(body(me, 401)).toEqual(UNAUTHENTICATED);
  });
});

describe('Books: BookController (docblock tags, FormRequests)', () => {
  it('GET /api/books: ListBooksRequest gives query parameters (docblock says so, and queryParameters())', () => {
    const index = ep('GET /api/books');
    expect(index.metadata).toMatchObject({
      groupName: 'Books',
      title: 'List books',
      description: 'The catalogue, filtered and sorted, 10 books per page by default.',
      authenticated: false,
    });
    expect(index.bodyParameters).toEqual({});
    expectParams(
      index.queryParameters,
      {
        author_id: {
          type: 'integer',
          required: false,
          nullable: true,
          description: 'Only books by this author. The <code>id</code> of an existing record in the authors table.',
          example: 1,
        },
        category: {
          type: 'string',
          nullable: true,
          description: "Only books on this shelf, by the category's slug. The <code>slug</code> of an existing record in the categories table.",
          example: 'fantasy',
        },
        format: { type: 'string', nullable: true, description: 'Only this edition.', enumValues: FORMATS, example: 'paperback' },
        min_price: { type: 'number', description: 'Lowest price, in euros. Must be at least 0.', example: 5 },
        max_price: { type: 'number', description: 'Highest price, in euros.', example: 30 }, // gte:min_price adds no text
        in_stock: { type: 'boolean', description: 'Only books that can ship today.', example: true },
        published_after: { type: 'string', description: 'Only books published on or after this date. Must be a valid date.', example: '1960-01-01' },
        sort: {
          type: 'string',
          description: 'Sort field; prefix with "-" for descending order.',
          enumValues: ['title', '-title', 'price', '-price', 'published_on', '-published_on'],
          example: '-published_on',
        },
        per_page: { type: 'integer', description: 'Books per page. Must be at least 1. Must not be greater than 100.', example: 10 },
        page: { type: 'integer', description: 'Page number, from 1. Must be at least 1.', example: 1 },
      },
      index.id,
    );
    for (const param of Object.values(index.queryParameters)) expect(param.required, param.name).toBe(false);

    // @apiResourceCollection BookResource, @apiResourceModel Book paginate=10 with=author,categories.
    expect(responsesOf(index)).toEqual([
      [200, ''],
      [422, 'invalid filter'],
    ]);
    const books = expectPaginated(body(index, 200), 10, index.id);
    for (const book of books) expectBook(book, ['author', 'categories'], index.id);
    expect(body(index, 422)).toEqual({ message: 'The given data was invalid.', errors: { sort: ['The selected sort is invalid.'] } });
    // Fields on BookResource::toArray() are named under the resource's `data` wrap key, as Scribe 5 names them.
    expectResponseFields(index, { 'data.id': { type: 'integer', description: "The book's ID." } });
  });

  it('GET /api/books/{id}: @urlParam id, the resource with author, categories and reviews; fields from toArray()', () => {
    const show = ep('GET /api/books/{id}');
    expect(show.uri).toBe('api/books/{id}');
    expect(show.metadata).toMatchObject({
      title: 'Show a book',
      description: 'A book with its author, shelves and reviews, and its average rating.',
      authenticated: false,
    });
    expectParams(show.urlParameters, { id: { type: 'integer', required: true, description: "The book's ID.", example: 1 } }, show.id);
    expect(show.queryParameters).toEqual({});
    expect(responsesOf(show)).toEqual([
      [200, ''],
      [404, 'unknown book'],
    ]);
    const shown = body(show, 200) as { data: unknown };
    expect(keys(shown)).toEqual(['data']);
    // average_rating needs loadAvg(), which the example model does not have: the key is left out.
    expectBook(shown.data, ['author', 'categories', 'reviews'], show.id);
    expect(body(show, 404)).toEqual({ message: 'Book not found.' });
    // @responseField tags on BookResource::toArray(), under the `data` wrap key; a tag's required defaults to false.
    expect(Object.keys(show.responseFields)).toEqual(['data.id', 'data.isbn', 'data.price', 'data.format', 'data.in_stock', 'data.cover_url']);
    expectResponseFields(show, {
      'data.id': { type: 'integer', required: false, description: "The book's ID." },
      'data.isbn': { type: 'string', description: 'ISBN-13, digits only.' },
      'data.price': { type: 'number', description: 'Price in euros.' },
      'data.format': { type: 'string', description: 'Edition.', enumValues: FORMATS },
      'data.in_stock': { type: 'boolean', description: 'Whether at least one copy can ship today.' },
      'data.cover_url': { type: 'string', description: 'URL of the cover image, or null when there is none.' },
    });
  });

  it('GET /api/books/search: @queryParam tags over the inline rules of a GET route; BookCollection with additional', () => {
    const search = ep('GET /api/books/search');
    expect(search.metadata).toMatchObject({
      title: 'Search books',
      description:
        'Full-text search over titles, descriptions and author names. Returns at most `limit` books, best matches first,\n' +
        'with the number of matches that are in stock.',
      authenticated: false,
    });
    // docgen documents the validation rules of GET-only routes as query parameters, never as a body.
    expect(search.bodyParameters).toEqual({});
    expectParams(
      search.queryParameters,
      {
        q: { type: 'string', required: true, description: 'The text to look for. Must be at least 2 characters.', example: 'earthsea' },
        limit: { type: 'integer', required: false, description: 'How many books to return, from 1 to 50. Defaults to 20.', example: 5 },
        in_stock: { type: 'boolean', required: false, description: 'Only books that can ship today.', example: true },
      },
      search.id,
    );
    expect(responsesOf(search)).toEqual([[200, '']]);
    // BookCollection::toArray() returns ['data' => …, 'in_stock_count' => …]; @apiResourceAdditional adds query and took_ms.
    const found = body(search, 200) as Json;
    expect(keys(found)).toEqual(['data', 'in_stock_count', 'query', 'took_ms']);
    expect(found.query).toBe('earthsea');
    expect(String(found.took_ms)).toBe('4');
    expect(Number.isInteger(found.in_stock_count)).toBe(true);
    for (const book of found.data as unknown[]) expectBook(book, ['author'], search.id);
    expectResponseFields(search, {
      in_stock_count: { type: 'integer', description: 'How many of the returned books are in stock.' },
      query: { type: 'string', description: 'The search text, trimmed.' },
      took_ms: { type: 'integer', description: 'How long the search took, in milliseconds.' },
    });
  });

  it('GET /api/books/by-slug/{book_slug}: {book:slug} becomes {book_slug}', () => {
    const bySlug = ep('GET /api/books/by-slug/{book_slug}');
    expect(bySlug.metadata).toMatchObject({
      title: 'Show a book by its slug',
      description: 'The same as `GET /api/books/{book}`, for links that use readable URLs.',
      authenticated: false,
    });
    expectParams(
      bySlug.urlParameters,
      { book_slug: { type: 'string', required: true, description: "The book's slug.", example: 'a-wizard-of-earthsea' } },
      bySlug.id,
    );
    expect(responsesOf(bySlug)).toEqual([
      [200, ''],
      [404, 'unknown slug'],
    ]);
    expectBook((body(bySlug, 200) as { data: unknown }).data, ['author', 'categories', 'reviews'], bySlug.id);
  });

  it('GET /api/bestsellers/{limit?}: an optional URL parameter; @responseFile storage/responses/books.bestsellers.json', () => {
    const bestsellers = ep('GET /api/bestsellers/{limit?}');
    expect(bestsellers.metadata).toMatchObject({ title: 'Bestsellers', description: 'The books customers ordered most, most copies first.' });
    expectParams(
      bestsellers.urlParameters,
      { limit: { type: 'integer', required: false, description: 'How many books to return. Defaults to 5.', example: 3 } },
      bestsellers.id,
    );
    expect(responsesOf(bestsellers)).toEqual([[200, '']]);
    expect(body(bestsellers, 200)).toEqual({
      data: [
        { id: 4, title: 'Guards! Guards!', author: 'Terry Pratchett', copies_sold: 2 },
        { id: 1, title: 'A Wizard of Earthsea', author: 'Ursula K. Le Guin', copies_sold: 1 },
        { id: 11, title: 'Frankenstein', author: 'Mary Shelley', copies_sold: 1 },
      ],
    });
  });

  it('POST /api/books: StoreBookRequest rules with comments and bodyParameters()', () => {
    const store = ep('POST /api/books');
    expect(store.metadata).toMatchObject({ title: 'Add a book', description: '', authenticated: true });
    expectParams(
      store.bodyParameters,
      {
        title: { type: 'string', required: true, description: 'The title as printed on the cover. Must not be greater than 255 characters.', example: 'The Tombs of Atuan' },
        isbn: { type: 'string', required: true, description: 'ISBN-13, digits only. Must be 13 characters.', example: '9780689845369' },
        description: { type: 'string', required: false, nullable: true, description: 'The back-cover blurb. Markdown is allowed. Must not be greater than 5000 characters.' },
        author_id: { type: 'integer', required: true, description: "The book's author. The <code>id</code> of an existing record in the authors table." },
        // category_ids + category_ids.* → one integer[] parameter; bodyParameters() gives its example.
        category_ids: { type: 'integer[]', required: false, example: [1, 4] },
        format: { type: 'string', required: true, description: 'Edition.', enumValues: FORMATS },
        price: { type: 'number', required: true, description: 'Price in euros. Must be at least 0. Must not be greater than 9999.99.' },
        stock: { type: 'integer', required: false, description: 'Copies in the warehouse. Must be at least 0.' },
        pages: {
          type: 'integer',
          required: false,
          nullable: true,
          description: 'Number of printed pages; leave out for e-books and audiobooks. Must be at least 1.',
          example: 180,
        },
        language: { type: 'string', required: false, description: 'ISO 639-1 language code. Must be 2 characters.' },
        published_on: {
          type: 'string',
          nullable: true,
          description: 'First publication date of this edition. Must be a valid date. Must be a date before or equal to <code>today</code>.',
          example: '1971-01-01',
        },
      },
      store.id,
    );
    expect(store.bodyParameters.category_ids!.description).toContain('Shelves to put the book on.');
    expect(FORMATS).toContain(store.bodyParameters.format!.example);
    expect(responsesOf(store)).toEqual([
      [201, ''],
      [401, ''],
      [403, ''],
      [422, 'missing title'],
    ]);
    const created = body(store, 201) as { data: unknown };
    expect(keys(created)).toEqual(['data']);
    expectBook(created.data, ['author', 'categories'], store.id);
    expect(body(store, 401)).toEqual(UNAUTHENTICATED);
    expect(body(store, 403)).toEqual({ message: 'This action is unauthorized.' });
    expect(body(store, 422)).toEqual({ message: 'The given data was invalid.', errors: { title: ['The title field is required.'] } });
  });

  it("PUT /api/books/{id}: UpdateBookRequest's `sometimes` rules are optional; Rule::unique()->ignore($this->route()) is read", () => {
    const update = ep('PUT /api/books/{id}');
    expect(update.metadata).toMatchObject({ title: 'Update a book', description: '', authenticated: true });
    expectParams(update.urlParameters, { id: { type: 'integer', required: true, description: "The book's ID.", example: 1 } }, update.id);
    expectParams(
      update.bodyParameters,
      {
        title: { type: 'string', required: false, description: 'The title as printed on the cover. Must not be greater than 255 characters.' },
        isbn: { type: 'string', required: false, description: 'ISBN-13, digits only. Must stay unique. Must be 13 characters.' },
        description: { type: 'string', nullable: true, description: 'Must not be greater than 5000 characters.' },
        author_id: { type: 'integer', required: false, description: 'The <code>id</code> of an existing record in the authors table.' },
        category_ids: { type: 'integer[]', required: false },
        format: { type: 'string', required: false, description: '', enumValues: FORMATS },
        price: { type: 'number', required: false, description: 'Price in euros. Must be at least 0. Must not be greater than 9999.99.' },
        stock: { type: 'integer', required: false, description: 'Must be at least 0.' },
        pages: { type: 'integer', nullable: true, description: 'Must be at least 1.' },
        published_on: { type: 'string', nullable: true, description: 'Must be a valid date. Must be a date before or equal to <code>today</code>.' },
      },
      update.id,
    );
    expect(responsesOf(update)).toEqual([
      [200, ''],
      [401, ''],
    ]);
    expectBook((body(update, 200) as { data: unknown }).data, ['author', 'categories'], update.id);
  });

  it('DELETE /api/books/{id}: two @response tags, 204 without a body', () => {
    const destroy = ep('DELETE /api/books/{id}');
    expect(destroy.metadata).toMatchObject({
      title: 'Delete a book',
      description: 'Books that customers have ordered stay in the catalogue for their order history: set their stock to 0 instead.',
      authenticated: true,
    });
    expectParams(destroy.urlParameters, { id: { type: 'integer', required: true, description: "The book's ID.", example: 30 } }, destroy.id);
    expect(destroy.bodyParameters).toEqual({});
    expect(responsesOf(destroy)).toEqual([
      [204, 'deleted'],
      [409, 'book was ordered'],
    ]);
    expectEmptyBody(destroy, 204);
    expect(body(destroy, 409)).toEqual({ message: 'This book is in customer orders and cannot be deleted.' });
  });
});

describe('Books › Covers: BookCoverController (class-level @group, @subgroup, @authenticated)', () => {
  it('POST /api/books/{book_id}/cover: an image upload is a file parameter sent as multipart/form-data', () => {
    const upload = ep('POST /api/books/{book_id}/cover');
    expect(upload.metadata).toMatchObject({
      groupName: 'Books',
      subgroup: 'Covers',
      subgroupDescription: 'Cover images shown in the shop. Staff only.',
      title: 'Upload a cover',
      description: "Replaces the book's cover image. Send the file as `multipart/form-data`.",
      authenticated: true,
    });
    expectParams(upload.urlParameters, { book_id: { type: 'integer', required: true, description: "The book's ID.", example: 1 } }, upload.id);
    expectParams(
      upload.bodyParameters,
      {
        // image → file, "Must be an image."; mimes is ignored; max:2048 on a file counts kilobytes.
        cover: { type: 'file', required: true, description: 'The cover image: JPEG, PNG or WebP, at most 2 MB. Must be an image. Must not be greater than 2048 kilobytes.' },
        alt_text: { type: 'string', required: false, nullable: true, description: 'Text for screen readers. Must not be greater than 255 characters.' },
      },
      upload.id,
    );
    expect(upload.headers['Content-Type']).toBe('multipart/form-data');
    expect(responsesOf(upload)).toEqual([
      [200, ''],
      [422, 'file too large'],
    ]);
    expectBook((body(upload, 200) as { data: unknown }).data, [], upload.id);
    expect(body(upload, 422)).toEqual({ message: 'The given data was invalid.', errors: { cover: ['The cover must not be greater than 2048 kilobytes.'] } });
  });

  it('DELETE /api/books/{book_id}/cover', () => {
    const remove = ep('DELETE /api/books/{book_id}/cover');
    expect(remove.metadata).toMatchObject({ subgroup: 'Covers', title: 'Remove the cover', description: '', authenticated: true });
    expectParams(remove.urlParameters, { book_id: { type: 'integer', required: true, example: 1 } }, remove.id);
    expect(responsesOf(remove)).toEqual([[204, 'removed']]);
    expectEmptyBody(remove, 204);
  });
});

describe("Authors: AuthorController (docgen's own attributes)", () => {
  it('GET /api/authors: #[QueryParam]s and a paginated #[ResponseFromApiResource] collection', () => {
    const index = ep('GET /api/authors');
    expect(index.metadata).toMatchObject({
      title: 'List authors',
      description: 'Authors in alphabetical order, 15 per page, each with the number of books in the shop.',
      authenticated: false,
    });
    expectParams(
      index.queryParameters,
      {
        country: { type: 'string', required: false, description: 'Only authors from this country (ISO 3166-1 alpha-2 code).', example: 'GB' },
        page: { type: 'integer', required: false, description: 'Page number.', example: 1 },
      },
      index.id,
    );
    expect(responsesOf(index)).toEqual([[200, '']]);
    for (const author of expectPaginated(body(index, 200), 15, index.id)) expect(keys(author)).toEqual(AUTHOR_KEYS);
    // #[ResponseField] on the method: named as written; an attribute's required defaults to true.
    expectResponseFields(index, { books_count: { type: 'integer', required: true, description: "How many of the author's books the shop sells." } });
  });

  it('POST /api/authors: StoreAuthorRequest without comments gives the rule texts only', () => {
    const store = ep('POST /api/authors');
    expect(store.metadata).toMatchObject({ title: 'Add an author', description: '', authenticated: true });
    expectParams(
      store.bodyParameters,
      {
        name: { type: 'string', required: true, description: 'Must not be greater than 255 characters.' },
        bio: { type: 'string', required: false, nullable: true, description: '' },
        country: { type: 'string', nullable: true, description: 'Must be 2 characters.' },
        born_on: { type: 'string', nullable: true, description: 'Must be a valid date. Must be a date before <code>today</code>.' },
        website: { type: 'string', nullable: true, description: 'Must be a valid URL.' },
      },
      store.id,
    );
    expect(responsesOf(store)).toEqual([
      [201, ''],
      [403, 'not staff'],
    ]);
    const created = body(store, 201) as { data: unknown };
    expect(keys(created.data)).toEqual(AUTHOR_KEYS);
    expect(body(store, 403)).toEqual({ message: 'This action is unauthorized.' });
  });

  it('GET /api/authors/{id}: #[UrlParam], the resource with its books, a JSON-string #[Response]', () => {
    const show = ep('GET /api/authors/{id}');
    expect(show.metadata).toMatchObject({ title: 'Show an author', description: 'An author with all their books.', authenticated: false });
    expectParams(show.urlParameters, { id: { type: 'integer', required: true, description: "The author's ID.", example: 1 } }, show.id);
    expect(responsesOf(show)).toEqual([
      [200, ''],
      [404, 'unknown author'],
    ]);
    const author = (body(show, 200) as { data: Json }).data;
    expect(keys(author)).toEqual([...AUTHOR_KEYS, 'books']);
    for (const book of author.books as unknown[]) expectBook(book, [], show.id);
    expect(body(show, 404)).toEqual({ message: 'Author not found.' });
  });

  it('PUT /api/authors/{id}: `sometimes` makes name optional', () => {
    const update = ep('PUT /api/authors/{id}');
    expect(update.metadata).toMatchObject({ title: 'Update an author', description: 'Send only the fields to change.', authenticated: true });
    expectParams(update.urlParameters, { id: { type: 'integer', required: true, example: 1 } }, update.id);
    expect(update.bodyParameters.name).toMatchObject({ required: false, description: 'Must not be greater than 255 characters.' });
    expect(Object.keys(update.bodyParameters)).toEqual(['name', 'bio', 'country', 'born_on', 'website']);
    expect(responsesOf(update)).toEqual([[200, '']]);
  });

  it('DELETE /api/authors/{id}: #[Response(status: 204)] and a 409', () => {
    const destroy = ep('DELETE /api/authors/{id}');
    expect(destroy.metadata).toMatchObject({
      title: 'Delete an author',
      description: 'Deletes the author and every one of their books, unless a customer has ordered one of them.',
      authenticated: true,
    });
    expectParams(destroy.urlParameters, { id: { type: 'integer', example: 6 } }, destroy.id);
    expect(responsesOf(destroy)).toEqual([
      [204, 'deleted'],
      [409, 'books were ordered'],
    ]);
    expectEmptyBody(destroy, 204);
    expect(body(destroy, 409)).toEqual({ message: 'This author has books in customer orders and cannot be deleted.' });
  });
});

describe('Categories: CategoryController (class @authenticated, method @unauthenticated)', () => {
  it('GET /api/categories: @responseFile storage/responses/categories.index.json', () => {
    const index = ep('GET /api/categories');
    expect(index.metadata).toMatchObject({ title: 'List categories', description: 'Every category, with how many books it holds.', authenticated: false });
    expect(responsesOf(index)).toEqual([[200, '']]);
    const listed = body(index, 200) as { data: Json[] };
    expect(listed.data.map((c) => c.slug)).toEqual(['classics', 'fantasy', 'humour', 'programming', 'science-fiction']);
    expect(listed.data[1]).toEqual({ id: 1, name: 'Fantasy', slug: 'fantasy', description: 'Dragons, wizards and other worlds.', books_count: 7 });
  });

  it('GET /api/categories/{id}', () => {
    const show = ep('GET /api/categories/{id}');
    expect(show.metadata).toMatchObject({ title: 'Show a category', description: '', authenticated: false });
    expectParams(show.urlParameters, { id: { type: 'integer', required: true, description: "The category's ID.", example: 1 } }, show.id);
    expect(responsesOf(show)).toEqual([
      [200, ''],
      [404, 'unknown category'],
    ]);
    expect(keys((body(show, 200) as { data: unknown }).data)).toEqual(CATEGORY_KEYS);
  });

  it('POST /api/categories: inline pipe-separated rules; the class @authenticated applies', () => {
    const store = ep('POST /api/categories');
    expect(store.metadata).toMatchObject({ title: 'Add a category', description: '', authenticated: true });
    expectParams(
      store.bodyParameters,
      {
        name: { type: 'string', required: true, description: "The category's name, shown in the shop's menu. Must not be greater than 60 characters." },
        description: { type: 'string', required: false, nullable: true, description: 'One line about what the category holds. Must not be greater than 255 characters.' },
      },
      store.id,
    );
    expect(responsesOf(store)).toEqual([
      [201, ''],
      [401, ''],
    ]);
    expect(body(store, 201)).toEqual({ data: { id: 6, name: 'Poetry', slug: 'poetry', description: 'Verse, old and new.' } });
  });
});

describe("Reviews: ReviewController (Scribe's own attributes, controller middleware)", () => {
  it('GET /api/books/{book_id}/reviews: #[QueryParam] with enum; paginated with the reviewer', () => {
    const index = ep('GET /api/books/{book_id}/reviews');
    expect(index.metadata).toMatchObject({ groupName: 'Reviews', title: "List a book's reviews", description: 'Newest first, 20 per page.', authenticated: false });
    expectParams(index.urlParameters, { book_id: { type: 'integer', required: true, description: "The book's ID.", example: 1 } }, index.id);
    expectParams(
      index.queryParameters,
      { rating: { type: 'integer', required: false, description: 'Only reviews with this many stars.', example: 5, enumValues: [1, 2, 3, 4, 5] } },
      index.id,
    );
    expect(responsesOf(index)).toEqual([[200, '']]);
    for (const review of expectPaginated(body(index, 200), 20, index.id)) {
      expect(keys(review)).toEqual(REVIEW_KEYS_WITH_USER);
      expect(keys((review as Json).reviewer)).toEqual(['id', 'name']);
    }
    // @responseField tags on ReviewResource::toArray(), found through #[ResponseFromApiResource].
    expectResponseFields(index, {
      'data.rating': { type: 'integer', description: 'Stars given, from 1 to 5.' },
      'data.reviewer': { type: 'object', description: 'The reader who wrote the review (name only).' },
    });
  });

  it('POST /api/books/{book_id}/reviews: #[BodyParam]s replace the StoreReviewRequest texts of their keys', () => {
    const store = ep('POST /api/books/{book_id}/reviews');
    expect(store.metadata).toMatchObject({ title: 'Review a book', description: 'One review per reader and book.', authenticated: true });
    expectParams(
      store.bodyParameters,
      {
        rating: { type: 'integer', required: true, description: 'Stars, from 1 to 5.', example: 5 },
        title: { type: 'string', required: false, nullable: true, description: 'A headline for the review. Must not be greater than 120 characters.' },
        body: { type: 'string', required: true, description: 'What you thought of the book. At least 10 characters.', example: 'A quiet, wise book about names and power.' },
      },
      store.id,
    );
    expect(responsesOf(store)).toEqual([
      [201, ''],
      [409, 'already reviewed'],
    ]);
    expect(keys((body(store, 201) as { data: unknown }).data)).toEqual(REVIEW_KEYS_WITH_USER);
    expect(body(store, 409)).toEqual({ message: 'You have already reviewed this book.' });
  });

  it('GET /api/reviews/{id}: a shallow route', () => {
    const show = ep('GET /api/reviews/{id}');
    expect(show.metadata).toMatchObject({ title: 'Show a review', authenticated: false });
    expectParams(show.urlParameters, { id: { type: 'integer', description: "The review's ID.", example: 1 } }, show.id);
    expect(responsesOf(show)).toEqual([
      [200, ''],
      [404, 'unknown review'],
    ]);
    expect(body(show, 404)).toEqual({ message: 'Review not found.' });
  });

  it('PUT /api/reviews/{id}: UpdateReviewRequest overrides rules() without comments', () => {
    const update = ep('PUT /api/reviews/{id}');
    expect(update.metadata).toMatchObject({ title: 'Edit your review', authenticated: true });
    expectParams(
      update.bodyParameters,
      {
        rating: { type: 'integer', required: false, description: 'Must be between 1 and 5.' },
        title: { type: 'string', nullable: true, description: 'Must not be greater than 120 characters.' },
        body: { type: 'string', required: false, description: 'Must be at least 10 characters. Must not be greater than 5000 characters.' },
      },
      update.id,
    );
    expect(responsesOf(update)).toEqual([
      [200, ''],
      [403, "someone else's review"],
    ]);
  });

  it('DELETE /api/reviews/{id}', () => {
    const destroy = ep('DELETE /api/reviews/{id}');
    expect(destroy.metadata).toMatchObject({
      title: 'Delete a review',
      description: 'Readers can delete their own reviews; staff can delete any.',
      authenticated: true,
    });
    expect(responsesOf(destroy)).toEqual([
      [204, 'deleted'],
      [403, "someone else's review"],
    ]);
  });
});

describe("Orders: OrderController (docgen's attributes) and CancelOrderController (an invokable controller)", () => {
  it('GET /api/orders: "// Query parameters" inline rules with the OrderStatus enum; #[ResponseFromFile] 401', () => {
    const index = ep('GET /api/orders');
    expect(index.metadata).toMatchObject({
      title: 'List orders',
      description: "Your orders, newest first, 10 per page. Staff see every customer's orders.",
      authenticated: true,
    });
    expect(index.bodyParameters).toEqual({});
    expectParams(
      index.queryParameters,
      {
        // new Enum(OrderStatus::class): the backed values, typed by the first case.
        status: { type: 'string', required: false, nullable: true, description: 'Only orders in this status.', enumValues: ORDER_STATUSES },
        placed_after: { type: 'string', nullable: true, description: 'Only orders placed on or after this date. Must be a valid date.' },
        page: { type: 'integer', nullable: true, description: 'Must be at least 1.' },
      },
      index.id,
    );
    expect(ORDER_STATUSES).toContain(index.queryParameters.status!.example);
    expect(responsesOf(index)).toEqual([
      [200, ''],
      [401, 'no token'],
    ]);
    for (const order of expectPaginated(body(index, 200), 10, index.id)) expectOrder(order, ORDER_ITEM_KEYS, index.id);
    expect(body(index, 401)).toEqual(UNAUTHENTICATED);
    expectResponseFields(index, { status: { type: 'string', required: true, description: 'Where the order is.', enumValues: ORDER_STATUSES } });
  });

  it('POST /api/orders: nested items[].book_id and shipping_address.*, attributes over the FormRequest', () => {
    const store = ep('POST /api/orders');
    expect(store.metadata).toMatchObject({
      title: 'Place an order',
      description: 'Reserves the copies and returns the new order, pending payment. Prices are taken from the catalogue at the time of ordering.',
      authenticated: true,
    });
    expectParams(
      store.bodyParameters,
      {
        // min/max on an array count items (Laravel's validation.min.array / max.array).
        items: { type: 'object[]', required: true, description: 'The books to buy: one entry per title. Must have at least 1 items. Must not have more than 20 items.' },
        'items[].book_id': { type: 'integer', required: true, description: "The book's ID.", example: 4 },
        'items[].quantity': { type: 'integer', required: true, description: 'Copies of this book, from 1 to 10.', example: 2 },
        shipping_address: { type: 'object', required: true, description: 'Where to send the parcel.' },
        'shipping_address.line1': { type: 'string', required: true, description: 'Street and number.', example: '12 Ankh Street' },
        'shipping_address.line2': { type: 'string', required: false, nullable: true, description: 'Must not be greater than 255 characters.' },
        'shipping_address.city': { type: 'string', required: true, description: 'Must not be greater than 100 characters.' },
        'shipping_address.postcode': { type: 'string', required: true, description: 'Must not be greater than 12 characters.' },
        'shipping_address.country': { type: 'string', required: true, description: 'ISO 3166-1 alpha-2 country code. Must be 2 characters.' },
        notes: { type: 'string', required: false, nullable: true, description: 'A message for the packers. Must not be greater than 500 characters.' },
        coupon_code: {
          type: 'string',
          required: false,
          nullable: true,
          description: 'A discount code, if you have one. Must contain only letters and numbers. Must not be greater than 32 characters.',
        },
      },
      store.id,
    );
    expect(responsesOf(store)).toEqual([
      [201, ''],
      [422, 'not enough stock'],
    ]);
    expectOrder((body(store, 201) as { data: unknown }).data, ORDER_ITEM_KEYS_WITH_BOOK, store.id);
    expect(body(store, 422)).toEqual({
      message: 'The given data was invalid.',
      errors: { 'items.0.quantity': ['Only 3 copies of "The Art of Computer Programming, Volume 1" are left.'] },
    });
  });

  it('GET /api/orders/{id}', () => {
    const show = ep('GET /api/orders/{id}');
    expect(show.metadata).toMatchObject({ title: 'Show an order', description: '', authenticated: true });
    expectParams(show.urlParameters, { id: { type: 'integer', required: true, description: "The order's ID.", example: 1 } }, show.id);
    expect(responsesOf(show)).toEqual([
      [200, ''],
      [403, "someone else's order"],
      [404, 'unknown order'],
    ]);
    expectOrder((body(show, 200) as { data: unknown }).data, ORDER_ITEM_KEYS_WITH_BOOK, show.id);
  });

  it('PATCH /api/orders/{order_id}/status: #[Subgroup]; UpdateOrderStatusRequest with the enum rule', () => {
    const status = ep('PATCH /api/orders/{order_id}/status');
    expect(status.metadata).toMatchObject({
      groupName: 'Orders',
      subgroup: 'Order lifecycle',
      subgroupDescription: 'Moving an order from payment to delivery.',
      title: "Change an order's status",
      description: 'Staff only. Orders move pending → paid → shipped → delivered, and can be cancelled until they ship.',
      authenticated: true,
    });
    expectParams(status.urlParameters, { order_id: { type: 'integer', required: true, description: "The order's ID.", example: 4 } }, status.id);
    expectParams(
      status.bodyParameters,
      {
        status: {
          type: 'string',
          required: true,
          description: 'The new status. Orders move pending → paid → shipped → delivered, or to cancelled before shipping.',
          enumValues: ORDER_STATUSES,
        },
        note: { type: 'string', required: false, nullable: true, description: "Why the status changed, for the customer's order history. Must not be greater than 255 characters." },
      },
      status.id,
    );
    expect(responsesOf(status)).toEqual([
      [200, ''],
      [422, 'not allowed from the current status'],
    ]);
    expectOrder((body(status, 200) as { data: unknown }).data, ORDER_ITEM_KEYS, status.id);
  });

  it('POST /api/orders/{order_id}/cancel: method-level @group/@subgroup on __invoke; @bodyParam over the inline rule', () => {
    const cancel = ep('POST /api/orders/{order_id}/cancel');
    expect(cancel.metadata).toMatchObject({
      groupName: 'Orders',
      subgroup: 'Order lifecycle',
      title: 'Cancel an order',
      description: 'Cancels one of your orders before it ships and puts the copies back in stock.',
      authenticated: true,
    });
    expectParams(cancel.urlParameters, { order_id: { type: 'integer', required: true, description: "The order's ID.", example: 3 } }, cancel.id);
    expectParams(
      cancel.bodyParameters,
      { reason: { type: 'string', required: false, description: 'Why you are cancelling, to help us improve.', example: 'Ordered the wrong edition.' } },
      cancel.id,
    );
    expect(responsesOf(cancel)).toEqual([
      [200, ''],
      [409, 'already shipped'],
    ]);
    expectOrder((body(cancel, 200) as { data: unknown }).data, ORDER_ITEM_KEYS, cancel.id);
    expect(body(cancel, 409)).toEqual({ message: 'Orders that have shipped cannot be cancelled.' });
  });

  it('keeps the Order lifecycle subgroup together, after the endpoints without a subgroup', () => {
    const orders = result.groups.find((g) => g.name === 'Orders')!;
    expect(orders.endpoints.map((e) => e.metadata.subgroup)).toEqual(['', '', '', 'Order lifecycle', 'Order lifecycle']);
  });
});

describe('Wishlist: WishlistController', () => {
  it('GET /api/wishlist: an unpaginated collection', () => {
    const index = ep('GET /api/wishlist');
    expect(index.metadata).toMatchObject({ title: 'Show your wishlist', description: 'Most recently added first.', authenticated: true });
    expect(responsesOf(index)).toEqual([[200, '']]);
    const list = body(index, 200) as { data: unknown[] };
    expect(keys(list)).toEqual(['data']);
    for (const book of list.data) expectBook(book, ['author'], index.id);
  });

  it('POST /api/wishlist: #[BodyParam] over the inline rule', () => {
    const store = ep('POST /api/wishlist');
    expect(store.metadata).toMatchObject({
      title: 'Add a book to your wishlist',
      description: 'Adding a book that is already there changes nothing.',
      authenticated: true,
    });
    expectParams(store.bodyParameters, { book_id: { type: 'integer', required: true, description: "The book's ID.", example: 12 } }, store.id);
    expect(responsesOf(store)).toEqual([[201, '']]);
    expect(body(store, 201)).toEqual({ message: 'Added to your wishlist.', count: 3 });
  });

  it('DELETE /api/wishlist/{book_id}', () => {
    const destroy = ep('DELETE /api/wishlist/{book_id}');
    expect(destroy.metadata).toMatchObject({ title: 'Remove a book from your wishlist', description: '', authenticated: true });
    expectParams(destroy.urlParameters, { book_id: { type: 'integer', required: true, description: "The book's ID.", example: 3 } }, destroy.id);
    expect(responsesOf(destroy)).toEqual([[204, 'removed']]);
    expectEmptyBody(destroy, 204);
  });
});

describe('diagnostics', () => {
  it('are all located (file:line) and none is an error', () => {
    for (const d of result.diagnostics) {
      expect(d.file, d.message).toBeTruthy();
      expect(d.line, d.message).toBeGreaterThan(0);
      expect(d.severity, d.message).not.toBe('error');
    }
  });
});
