import { describe, expect, it } from 'vitest';
import { UseApiResourceTags } from '../../../../src/extract/strategies/responses/UseApiResourceTags.ts';
import { makeParameter } from '../../../../src/model.ts';
import { body, harness } from './harness.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/;
const POST_KEYS = [
  'id',
  'title',
  'slug',
  'status',
  'is_featured',
  'views',
  'rating',
  'category',
  'published_at',
  'created_at',
  'badge',
  'category_label',
  'links',
];

describe('UseApiResourceTags', () => {
  it('renders the resource over a factory model with states and nested relations', () => {
    const h = harness('apiResource');
    const [response] = h.run(UseApiResourceTags)!;
    expect(h.diagnostics).toEqual([]);
    expect(response!.status).toBe(200);
    expect(response!.description).toBe('');
    const json = body(response);
    // `with()` of the resource is merged beside the default `data` wrapper.
    expect(Object.keys(json)).toEqual(['data', 'version']);
    expect(json.version).toBe('1.0');
    const post = json.data;
    expect(Object.keys(post)).toEqual([
      'id',
      'title',
      'slug',
      'status',
      'is_featured',
      'views',
      'rating',
      'category',
      'published_at',
      'created_at',
      'author',
      'comments',
      'comments_count',
      'badge',
      'category_label',
      'links',
    ]);
    expect(post.id).toBe(1);
    // The `published` state sets the enum case (serialised by value) and a date.
    expect(post.status).toBe('published');
    expect(post.published_at).toMatch(ISO);
    expect(post.created_at).toMatch(ISO);
    expect(typeof post.is_featured).toBe('boolean');
    expect(post.views).toBeGreaterThanOrEqual(1);
    expect(post.views).toBeLessThanOrEqual(5);
    expect(['news', 'howto', 'opinion']).toContain(post.category);
    expect(post.category_label).toBe(post.category.toUpperCase());
    // The slug closure sees the title the factory made.
    expect(post.slug).toBe(
      post.title
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-'),
    );
    expect(post.links).toEqual({ self: 'http://localhost/api/posts/1' });
    // whenLoaded('author'): loaded through `with`, rendered by UserResource (its own $wrap does not apply nested).
    expect(Object.keys(post.author)).toEqual(['id', 'name', 'email', 'is_admin', 'member_since']);
    expect(post.author.is_admin).toBe(false);
    expect(post.author.member_since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // comments.author: one related comment (as Scribe's factory has()), with its own author loaded.
    expect(post.comments).toHaveLength(1);
    expect(Object.keys(post.comments[0])).toEqual(['id', 'body', 'rating', 'author']);
    expect(post.comments[0].author.id).not.toBe(post.author.id);
    expect(post.comments_count).toBe(1);
    // when(false, …) and mergeWhen(false, …) leave nothing.
    expect(post).not.toHaveProperty('secret');
    expect(post).not.toHaveProperty('never');
    // The example is rendered for a bare request, as Scribe's `Request::create()`: no signed-in user,
    // so `when($request->user()?->is_admin, …)` leaves its field out.
    expect(post).not.toHaveProperty('admin_note');
  });

  it('infers the model from @mixin, and reads status and scenario from the tag', () => {
    const h = harness('apiResourceFromMixin');
    const [response] = h.run(UseApiResourceTags)!;
    expect(response!.status).toBe(201);
    expect(response!.description).toBe('created');
    const post = body(response).data;
    // Relations were not asked for: whenLoaded() leaves them out.
    expect(Object.keys(post)).toEqual(POST_KEYS);
    // The factory's default state: a draft, never published.
    expect(post.status).toBe('draft');
    expect(post.published_at).toBeNull();
  });

  it('wraps a length-aware paginated collection in Laravel 8 links and meta', () => {
    const [response] = harness('paginated').run(UseApiResourceTags)!;
    const json = body(response);
    const url = 'http://localhost/api/posts/paginated';
    expect(Object.keys(json)).toEqual(['data', 'links', 'meta']);
    // Two example models, one per page.
    expect(json.data).toHaveLength(1);
    expect(Object.keys(json.data[0])).toEqual(POST_KEYS);
    expect(json.links).toEqual({ first: `${url}?page=1`, last: `${url}?page=2`, prev: null, next: `${url}?page=2` });
    expect(json.meta).toEqual({
      current_page: 1,
      from: 1,
      last_page: 2,
      links: [
        { url: null, label: '&laquo; Previous', active: false },
        { url: `${url}?page=1`, label: '1', active: true },
        { url: `${url}?page=2`, label: '2', active: false },
        { url: `${url}?page=2`, label: 'Next &raquo;', active: false },
      ],
      path: url,
      per_page: 1,
      to: 1,
      total: 2,
    });
  });

  it('points paginator links at the endpoint URL with its URL parameters bound to their examples', () => {
    const h = harness('paginated', { route: { uri: 'api/authors/{author}/posts/{page?}' } });
    h.context.endpoint.urlParameters = { author: makeParameter({ name: 'author', type: 'integer', example: 7 }) };
    const json = body(h.run(UseApiResourceTags)![0]);
    expect(json.meta.path).toBe('http://localhost/api/authors/7/posts');
    expect(json.links.next).toBe('http://localhost/api/authors/7/posts?page=2');
  });

  it('uses simple pagination keys for paginate=n,simple given on the @apiResourceCollection tag', () => {
    const [response] = harness('simplePaginated').run(UseApiResourceTags)!;
    const json = body(response);
    const url = 'http://localhost/api/posts/simplePaginated';
    expect(json.data).toHaveLength(1);
    expect(json.links).toEqual({ first: `${url}?page=1`, last: null, prev: null, next: `${url}?page=2` });
    expect(json.meta).toEqual({ current_page: 1, from: 1, path: url, per_page: 1, to: 1 });
  });

  it('keeps both models on a page larger than the list', () => {
    const json = body(harness('onePage').run(UseApiResourceTags)![0]);
    expect(json.data.map((post: { id: number }) => post.id)).toEqual([1, 2]);
    expect(json.meta).toMatchObject({ last_page: 1, per_page: 15, to: 2, total: 2 });
    expect(json.links.next).toBeNull();
  });

  it('merges @apiResourceAdditional pairs at the top level, beside the resource\'s own $wrap key', () => {
    const h = harness('additional');
    const json = body(h.run(UseApiResourceTags)![0]);
    expect(Object.keys(json)).toEqual(['user', 'result', 'message', 'request id']);
    expect(json.result).toBe('success');
    expect(json.message).toBe('User fetched');
    expect(json['request id']).toBe('abc 123');
    // states=admin, and the short class names resolved through the controller's imports.
    expect(json.user.is_admin).toBe(true);
    expect(h.diagnostics).toEqual([]);
  });

  it('renders a ResourceCollection class whose toArray() returns its own data key', () => {
    const json = body(harness('collectionClass').run(UseApiResourceTags)![0]);
    // The collection's toArray() already has `data`, so it is not wrapped again.
    expect(Object.keys(json)).toEqual(['data', 'summary']);
    expect(json.summary).toEqual({ count: 2 });
    expect(json.data.map((post: { id: number }) => post.id)).toEqual([1, 2]);
    expect(Object.keys(json.data[1])).toEqual(POST_KEYS);
  });

  it('gives parent::toArray() the model as Eloquent serialises it', () => {
    const post = body(harness('summary').run(UseApiResourceTags)![0]).data;
    // Factory attributes in definition order, then the insert's timestamps and key, then appends; `meta` is hidden.
    expect(Object.keys(post)).toEqual([
      'user_id',
      'title',
      'slug',
      'body',
      'status',
      'is_featured',
      'views',
      'rating',
      'category',
      'updated_at',
      'created_at',
      'id',
      'excerpt',
    ]);
    expect(post.user_id).toBe(1);
    expect(post.excerpt).toBe(`${post.body.slice(0, 20).trimEnd()}...`);
    expect(post.created_at).toMatch(ISO);
  });

  it('types a factory-less model by its migration columns and casts', () => {
    const tag = body(harness('tag').run(UseApiResourceTags)![0]).data;
    expect(Number.isInteger(tag.id)).toBe(true);
    expect(typeof tag.name).toBe('string');
    expect(tag.name.length).toBeLessThanOrEqual(30);
    expect(['red', 'green', 'blue']).toContain(tag.color);
    // A boolean column with a boolean cast gives true/false.
    expect(typeof tag.is_visible).toBe('boolean');
    // A decimal column without a cast is a string with two decimals, as PDO returns it.
    expect(tag.weight).toMatch(/^\d+\.\d{2}$/);
    // A date column without a cast is the database's Y-m-d; a timestamp is serialised by Eloquent.
    expect(tag.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(tag.created_at).toMatch(ISO);
  });

  it('types a model known only from @property docs', () => {
    const profile = body(harness('profile').run(UseApiResourceTags)![0]).data;
    expect(Number.isInteger(profile.id)).toBe(true);
    expect(typeof profile.bio).toBe('string');
    expect(Number.isInteger(profile.followers)).toBe(true);
    expect(typeof profile.verified).toBe('boolean');
    expect(profile.joined_at).toMatch(ISO);
  });

  it('passes an empty array when no model can be inferred, with a warning', () => {
    const h = harness('status');
    const json = body(h.run(UseApiResourceTags)![0]);
    expect(json).toEqual({ data: { healthy: true, uptime: null } });
    expect(h.diagnostics).toHaveLength(1);
    expect(h.diagnostics[0]).toMatchObject({ severity: 'warning', file: 'app/Http/Controllers/PostController.php' });
    expect(h.diagnostics[0]!.message).toMatch(/@mixin/);
  });

  it('warns about a resource class the app does not have and leaves the response out', () => {
    const h = harness('missingResource');
    expect(h.run(UseApiResourceTags)).toBeUndefined();
    expect(h.diagnostics[0]!.message).toContain('NoSuchResource');
  });

  it('gives the same example for the same seed, and another for another seed', () => {
    const first = harness('apiResource', { seed: 7 }).run(UseApiResourceTags)![0]!.content;
    const again = harness('apiResource', { seed: 7 }).run(UseApiResourceTags)![0]!.content;
    const other = harness('apiResource', { seed: 8 }).run(UseApiResourceTags)![0]!.content;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('follows examples.models_source: factoryMake leaves out the key and timestamps', () => {
    const json = body(
      harness('summary', { config: (config) => (config.examples.models_source = ['factoryMake']) }).run(UseApiResourceTags)![0],
    );
    expect(json.data).not.toHaveProperty('id');
    expect(json.data).not.toHaveProperty('created_at');
    expect(json.data.title).toEqual(expect.any(String));
  });
});
