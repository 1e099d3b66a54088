import { describe, expect, it } from 'vitest';
import { UseResponseAttributes } from '../../../../src/extract/strategies/responses/UseResponseAttributes.ts';
import { body, fixtureLine, harness } from './harness.ts';

const CONTROLLER_FILE = 'app/Http/Controllers/PostController.php';

describe('UseResponseAttributes: #[Response] and #[ResponseFromFile]', () => {
  it('reads content (array or JSON string), status and description, positional or named', () => {
    const h = harness('plainAttributes');
    const responses = h.run(UseResponseAttributes)!;
    expect(responses.map((r) => [r.status, r.description])).toEqual([
      [201, 'created'],
      [404, 'not found'],
      [500, ''],
      [200, 'from a file'],
    ]);
    // A PHP array is encoded as JSON.
    expect(JSON.parse(responses[0]!.content!)).toEqual({ id: 1, title: 'From an array' });
    // A JSON string is kept as written.
    expect(responses[1]!.content).toBe('{"message": "Nope"}');
    // Broken JSON is kept, with a warning at the attribute.
    expect(responses[2]!.content).toBe('{"broken": }');
    // ResponseFromFile: file under storage/, merge array over its top level.
    expect(JSON.parse(responses[3]!.content!)).toEqual({ id: 7, title: 'Attribute merge', tags: ['a', 'b'] });

    expect(h.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['response-json', fixtureLine(CONTROLLER_FILE, "#[Response(content: '{\"broken\": }'")],
      ['response-file', fixtureLine(CONTROLLER_FILE, "#[ResponseFromFile(file: 'responses/absent.json')]")],
    ]);
    expect(h.diagnostics.every((d) => d.file === CONTROLLER_FILE && d.severity === 'warning')).toBe(true);
  });
});

describe('UseResponseAttributes: #[ResponseFromApiResource]', () => {
  const responses = harness('resourceAttributes').run(UseResponseAttributes)!;

  it('reads name, model, status, description, factoryStates and with', () => {
    const first = responses[0]!;
    expect(first.status).toBe(200);
    expect(first.description).toBe('A published, featured post');
    const post = body(first).data;
    // factoryStates: published (status, published_at) and featured (is_featured).
    expect(post.status).toBe('published');
    expect(post.published_at).not.toBeNull();
    expect(post.is_featured).toBe(true);
    // with: ['author'] loads author only.
    expect(post.author).toMatchObject({ id: 1 });
    expect(post).not.toHaveProperty('comments');
  });

  it('reads collection and simplePaginate (positional status and description)', () => {
    const second = responses[1]!;
    expect([second.status, second.description]).toEqual([202, 'several']);
    const json = body(second);
    expect(json.data).toHaveLength(1);
    expect(Object.keys(json.meta)).toEqual(['current_page', 'from', 'path', 'per_page', 'to']);
  });

  it('reads cursorPaginate', () => {
    const json = body(responses[2]);
    expect(json.links.first).toBeNull();
    expect(json.links.next).toBe(
      `http://localhost/api/posts/resourceAttributes?cursor=${Buffer.from('{"_pointsToNextItems":true}').toString('base64url')}`,
    );
    expect(json.meta).toEqual({ path: 'http://localhost/api/posts/resourceAttributes', per_page: 1 });
  });

  it('reads paginate and additional (merged recursively with the pagination meta)', () => {
    const json = body(responses[3]);
    expect(json.data).toHaveLength(2);
    expect(Object.keys(json.data[0])).toEqual(['id', 'name', 'email', 'is_admin', 'member_since']);
    expect(json.meta.per_page).toBe(5);
    expect(json.meta.total).toBe(2);
    // array_merge_recursive: `additional.meta` joins the paginator's `meta`.
    expect(json.meta.total_admins).toBe(0);
  });

  it('infers the model from @mixin when only the resource is named', () => {
    const json = body(responses[4]);
    expect(json.data.id).toBe(1);
    expect(json.version).toBe('1.0');
  });
});

describe('UseResponseAttributes: the earlier `merge` argument', () => {
  it('is read as `additional`', () => {
    const json = body(harness('legacyMergeArgument').run(UseResponseAttributes)![0]);
    expect(Object.keys(json)).toEqual(['user', 'meta']);
    expect(json.meta).toEqual({ legacy: true });
  });
});

describe('UseResponseAttributes: #[ResponseFromTransformer]', () => {
  it('reads name, model, status, description, collection, factoryStates, with, resourceKey and paginate', () => {
    const [response] = harness('transformerAttribute', { config: (c) => (c.transformers.serializer = 'League\\Fractal\\Serializer\\ArraySerializer') }).run(
      UseResponseAttributes,
    )!;
    expect([response!.status, response!.description]).toEqual([201, 'made']);
    const json = body(response);
    // ArraySerializer: a collection under its resource key; the paginator adds meta.pagination.
    expect(Object.keys(json)).toEqual(['posts', 'meta']);
    expect(json.posts).toHaveLength(1);
    expect(json.posts[0].published).toBe(true);
    // The default include `author`, merged in plain form by ArraySerializer.
    expect(Object.keys(json.posts[0].author)).toEqual(['id', 'name']);
    expect(json.meta.pagination).toEqual({
      total: 2,
      count: 1,
      per_page: 1,
      current_page: 1,
      total_pages: 2,
      links: { next: 'http://localhost/api/posts/transformerAttribute?page=2' },
    });
  });
});
