import { describe, expect, it } from 'vitest';
import { GetFromResponseFieldAttribute } from '../../../../src/extract/strategies/responseFields/GetFromResponseFieldAttribute.ts';
import { GetFromResponseFieldTag } from '../../../../src/extract/strategies/responseFields/GetFromResponseFieldTag.ts';
import { inferFieldType } from '../../../../src/extract/strategies/responseFields/infer-field-type.ts';
import { parseResponseFieldTag } from '../../../../src/extract/strategies/responseFields/response-field-tag.ts';
import { UseApiResourceTags } from '../../../../src/extract/strategies/responses/UseApiResourceTags.ts';
import type { ResponseExample } from '../../../../src/model.ts';
import { harness } from './harness.ts';

/** The `fields` endpoint after the responses stage: its @apiResource example. */
function fieldsHarness() {
  const responses = harness('fields').run(UseApiResourceTags)!;
  return harness('fields', { responses });
}

describe('GetFromResponseFieldTag', () => {
  it('reads @responseField on the class, the method and the resource\'s toArray(), inferring missing types', () => {
    const h = fieldsHarness();
    const fields = h.run(GetFromResponseFieldTag)!;
    expect(h.diagnostics).toEqual([]);
    expect(fields.request_id).toEqual({
      name: 'request_id',
      type: 'string',
      description: 'An identifier of the request, on every endpoint.',
      required: false,
      nullable: false,
      enumValues: [],
    });
    expect(fields['data.rating']).toMatchObject({ type: 'number', required: true, description: 'The average rating.' });
    // No type in the tag: the example response has a string there; `Enum:` values are split off the description.
    expect(fields['data.category']).toMatchObject({ type: 'string', description: 'The category.', enumValues: ['news', 'howto', 'opinion'] });
    expect(fields['data.slug']).toMatchObject({ type: 'string', nullable: true, description: 'A slug, when the post has one.' });
    // The author is not loaded in this example, so its type cannot be inferred.
    expect(fields['data.author.name']).toMatchObject({ type: '', description: "The author's name." });
    // From PostResource::toArray()'s docblock, named under the resource's `data` wrapper.
    expect(fields['data.id']).toMatchObject({ type: 'integer', description: "The post's ID.", required: false });
    expect(fields['data.title']).toMatchObject({ type: 'string', description: 'The title.' });
    expect(fields['data.status']).toMatchObject({
      type: 'string',
      required: true,
      description: 'The status.',
      enumValues: ['draft', 'published', 'archived'],
    });
    expect(fields['data.views']).toMatchObject({ type: 'integer', description: 'Number of views.' });
  });
});

describe('GetFromResponseFieldAttribute', () => {
  it('reads #[ResponseField] with required defaulting to true, nullable, and enum from a PHP enum', () => {
    const fields = fieldsHarness().run(GetFromResponseFieldAttribute)!;
    expect(Object.keys(fields)).toEqual(['data.is_featured', 'data.status', 'data.views']);
    expect(fields['data.is_featured']).toEqual({
      name: 'data.is_featured',
      type: 'boolean',
      description: 'Whether the post is featured.',
      required: true,
      nullable: false,
      enumValues: [],
    });
    expect(fields['data.status']).toMatchObject({ type: 'string', description: 'Where the post stands.', enumValues: ['draft', 'published', 'archived'] });
    expect(fields['data.views']).toMatchObject({ type: 'integer', required: false, nullable: true });
  });
});

describe('response field parsing and type inference', () => {
  it('parses the tag forms', () => {
    expect(parseResponseFieldTag('id integer required The ID.')).toMatchObject({ name: 'id', type: 'integer', required: true, description: 'The ID.' });
    expect(parseResponseFieldTag('id The ID.')).toMatchObject({ name: 'id', type: '', required: false, description: 'The ID.' });
    expect(parseResponseFieldTag('ok bool')).toMatchObject({ type: 'boolean', description: '' });
    expect(parseResponseFieldTag('ids int[] Some ids')).toMatchObject({ type: 'integer[]' });
    expect(parseResponseFieldTag('note string|null A note')).toMatchObject({ type: 'string', nullable: true });
    expect(parseResponseFieldTag('size integer Size. Enum: 1, 2, 3')).toMatchObject({ description: 'Size.', enumValues: [1, 2, 3] });
  });

  it('finds values by dotted path, through lists and the data wrapper, in the first 2xx response', () => {
    const responses: ResponseExample[] = [
      { status: 404, content: '{"id": "nope"}', headers: {}, description: '' },
      { status: 200, content: '{"data": [{"id": 3, "price": 9.5, "tags": ["a"], "owner": {"name": "x"}}]}', headers: {}, description: '' },
    ];
    expect(inferFieldType('id', responses)).toBe('integer');
    expect(inferFieldType('data.id', responses)).toBe('integer');
    expect(inferFieldType('data[].price', responses)).toBe('number');
    expect(inferFieldType('tags', responses)).toBe('string[]');
    expect(inferFieldType('owner', responses)).toBe('object');
    expect(inferFieldType('owner.name', responses)).toBe('string');
    expect(inferFieldType('missing', responses)).toBe('');
    expect(inferFieldType('id', [{ status: 200, content: 'not json', headers: {}, description: '' }])).toBe('');
  });
});
