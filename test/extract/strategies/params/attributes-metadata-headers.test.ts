/** Attributes, metadata and headers on the fixture controller (expectations written from its source). */
import { describe, expect, it } from 'vitest';
import { GetFromBodyParamAttribute } from '../../../../src/extract/strategies/bodyParameters/GetFromBodyParamAttribute.ts';
import { GetFromQueryParamAttribute } from '../../../../src/extract/strategies/queryParameters/GetFromQueryParamAttribute.ts';
import { GetFromUrlParamAttribute } from '../../../../src/extract/strategies/urlParameters/GetFromUrlParamAttribute.ts';
import { GetFromDocBlocks } from '../../../../src/extract/strategies/metadata/GetFromDocBlocks.ts';
import { GetFromMetadataAttributes } from '../../../../src/extract/strategies/metadata/GetFromMetadataAttributes.ts';
import { GetFromHeaderAttribute } from '../../../../src/extract/strategies/headers/GetFromHeaderAttribute.ts';
import { GetFromHeaderTag } from '../../../../src/extract/strategies/headers/GetFromHeaderTag.ts';
import { harness } from './harness.ts';

describe('parameter attributes', () => {
  it('#[QueryParam] with named arguments; required defaults to true for attributes', () => {
    const result = harness('index').run(GetFromQueryParamAttribute)!;
    expect(result.with_covers).toMatchObject({
      type: 'boolean', description: 'Include cover URLs.', required: false, example: false, exampleWasSpecified: true,
    });
  });

  it('#[BodyParam] on the FormRequest class and on the method both count, the method last', () => {
    const result = harness('store').run(GetFromBodyParamAttribute)!;
    expect(Object.keys(result)).toEqual(['signed', 'draft']);
    expect(result.signed).toMatchObject({ type: 'boolean', description: 'Signed by the author.', required: false, example: false });
    expect(result.draft).toMatchObject({ type: 'boolean', required: false, example: true });
  });

  it('an attribute without required: is required, and gets its example', () => {
    const result = harness('update').run(GetFromBodyParamAttribute)!;
    expect(result.title).toMatchObject({ type: 'string', required: true, description: 'A better title.', example: 'Dune Messiah' });
  });

  it('#[UrlParam]', () => {
    const result = harness('show', { uri: 'api/books/{book}/{lang?}' }).run(GetFromUrlParamAttribute)!;
    expect(result.lang).toMatchObject({ type: 'string', required: false, description: 'The language of the edition.', example: 'en' });
  });
});

describe('metadata', () => {
  it('GetFromDocBlocks: summary, description, class-level @group with its description, @unauthenticated', () => {
    const result = harness('index').run(GetFromDocBlocks)!;
    expect(result).toEqual({
      groupName: 'Books',
      groupDescription: 'Managing the catalogue.',
      title: 'List books.',
      description: 'Returns the catalogue, newest first.',
      authenticated: false,
    });
  });

  it('GetFromDocBlocks: @subgroup, @subgroupDescription, @authenticated', () => {
    expect(harness('store').run(GetFromDocBlocks)).toMatchObject({
      groupName: 'Books', title: 'Add a book.', subgroup: 'Writing', subgroupDescription: 'Endpoints that change the catalogue.', authenticated: true,
    });
  });

  it('GetFromDocBlocks: @deprecated', () => {
    expect(harness('show').run(GetFromDocBlocks)).toMatchObject({ title: 'Show a book.', deprecated: true });
  });

  it('GetFromMetadataAttributes: #[Group], #[Subgroup], #[Endpoint], #[Authenticated]', () => {
    expect(harness('author').run(GetFromMetadataAttributes)).toEqual({
      groupName: 'Authors',
      groupDescription: 'People who write books.',
      subgroup: 'Profiles',
      title: 'Show an author',
      description: 'Everything about one author.',
      authenticated: true,
    });
  });

  it('a method without metadata attributes gives nothing', () => {
    expect(harness('index').run(GetFromMetadataAttributes)).toBeUndefined();
  });
});

describe('headers', () => {
  it('@header on the class and on the method; a header without an example gets a random word', () => {
    const result = harness('store').run(GetFromHeaderTag)!;
    expect(result['X-Tenant']).toBe('acme');
    expect(result['X-Request-Id']).toMatch(/^[a-z]+$/);
    // Seeded: the same word every run.
    expect(harness('store').run(GetFromHeaderTag)!['X-Request-Id']).toBe(result['X-Request-Id']);
  });

  it('#[Header(name, example)]', () => {
    expect(harness('show').run(GetFromHeaderAttribute)).toEqual({ 'Accept-Language': 'en' });
  });
});
