import { describe, expect, it } from 'vitest';
import { UseTransformerTags } from '../../../../src/extract/strategies/responses/UseTransformerTags.ts';
import { body, harness } from './harness.ts';

const serializer = (name: string | null) => ({ config: (c: { transformers: { serializer: string | null } }) => (c.transformers.serializer = name) });
const ISO_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/;

describe('UseTransformerTags', () => {
  it('takes the model from transform()\'s parameter and gives plain JSON without a serializer', () => {
    const h = harness('transformer', serializer(null));
    const [response] = h.run(UseTransformerTags)!;
    expect(h.diagnostics).toEqual([]);
    expect(response!.status).toBe(200);
    const json = body(response);
    // transform() keys, then the default include `author` (UserTransformer) merged in.
    expect(Object.keys(json)).toEqual(['id', 'title', 'published', 'created', 'author']);
    expect(json.id).toBe(1);
    // The factory's default state is a draft.
    expect(json.published).toBe(false);
    expect(json.created).toMatch(ISO_OFFSET);
    expect(json.author).toEqual({ id: 1, name: expect.any(String) });
    // availableIncludes are only applied on request, which an example never makes.
    expect(json).not.toHaveProperty('comments');
  });

  it('wraps items and includes in data with DataArraySerializer', () => {
    const json = body(harness('transformer', serializer('League\\Fractal\\Serializer\\DataArraySerializer')).run(UseTransformerTags)![0]);
    expect(Object.keys(json)).toEqual(['data']);
    expect(json.data.author).toEqual({ data: { id: 1, name: expect.any(String) } });
  });

  it('keeps items plain with ArraySerializer', () => {
    const json = body(harness('transformer', serializer('League\\Fractal\\Serializer\\ArraySerializer')).run(UseTransformerTags)![0]);
    expect(Object.keys(json)).toEqual(['id', 'title', 'published', 'created', 'author']);
    expect(json.author).toEqual({ id: 1, name: expect.any(String) });
  });

  it('writes resource objects, relationships and sideloaded includes with JsonApiSerializer', () => {
    const json = body(harness('transformer', serializer('League\\Fractal\\Serializer\\JsonApiSerializer')).run(UseTransformerTags)![0]);
    expect(Object.keys(json)).toEqual(['data', 'included']);
    expect(json.data).toEqual({
      type: null,
      id: '1',
      attributes: { title: expect.any(String), published: false, created: expect.stringMatching(ISO_OFFSET) },
      relationships: { author: { data: { type: 'users', id: '1' } } },
    });
    expect(json.included).toEqual([{ type: 'users', id: '1', attributes: { name: expect.any(String) } }]);
  });

  it('paginates a collection with @transformerModel states, resourceKey and @transformerPaginator', () => {
    const json = body(harness('transformerCollection', serializer('League\\Fractal\\Serializer\\DataArraySerializer')).run(UseTransformerTags)![0]);
    expect(Object.keys(json)).toEqual(['data', 'meta']);
    expect(json.data).toHaveLength(1);
    // states=published
    expect(json.data[0].published).toBe(true);
    expect(json.meta).toEqual({
      pagination: {
        total: 2,
        count: 1,
        per_page: 1,
        current_page: 1,
        total_pages: 2,
        links: { next: 'http://localhost/api/posts/transformerCollection?page=2' },
      },
    });
  });

  it('puts a paginated plain collection under data with its meta', () => {
    const json = body(harness('transformerCollection', serializer(null)).run(UseTransformerTags)![0]);
    expect(Object.keys(json)).toEqual(['data', 'meta']);
    expect(json.data[0].author).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });
});
