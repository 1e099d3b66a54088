/** Parameter tags: Scribe's tag format and tag tests, then the strategies on the fixture app. */
import { describe, expect, it } from 'vitest';
import { parseParamTag } from '../../../../src/extract/strategies/shared/param-tag.ts';
import { GetFromBodyParamTag } from '../../../../src/extract/strategies/bodyParameters/GetFromBodyParamTag.ts';
import { GetFromQueryParamTag } from '../../../../src/extract/strategies/queryParameters/GetFromQueryParamTag.ts';
import { GetFromUrlParamTag } from '../../../../src/extract/strategies/urlParameters/GetFromUrlParamTag.ts';
import { harness } from './harness.ts';

const body = (text: string) => parseParamTag('bodyParam', text)!;
const query = (text: string) => parseParamTag('queryParam', text)!;
const url = (text: string) => parseParamTag('urlParam', text)!;

describe('@bodyParam', () => {
  it('reads name, type, required, description and a cast example', () => {
    expect(body('user_id int required The id of the user. Example: 9')).toMatchObject({
      name: 'user_id', type: 'integer', required: true, description: 'The id of the user.', hasExample: true, example: 9,
    });
    expect(body('room_id string The id of the room.')).toMatchObject({ type: 'string', required: false, description: 'The id of the room.', hasExample: false });
    expect(body('forever boolean Whether to ban the user forever. Example: false')).toMatchObject({ type: 'boolean', example: false });
    expect(body('another_one number Just need something here.')).toMatchObject({ type: 'number', required: false });
    expect(body('yet_another_param object required Some object params.')).toMatchObject({ type: 'object', required: true, description: 'Some object params.' });
    expect(body('yet_another_param.name string required')).toMatchObject({ type: 'string', required: true, description: '' });
    expect(body('even_more_param number[] A list of numbers')).toMatchObject({ type: 'number[]', description: 'A list of numbers' });
    expect(body('ids integer[]')).toMatchObject({ name: 'ids', type: 'integer[]', description: '', required: false });
    expect(body("users object[] Users' details")).toMatchObject({ type: 'object[]', description: "Users' details" });
    expect(body('users[].first_name string The first name of the user. Example: John')).toMatchObject({ name: 'users[].first_name', example: 'John' });
  });

  it('reads array bodies ([] and [].field)', () => {
    expect(body('[].first_name string The first name of the user. Example: John')).toMatchObject({ name: '[].first_name', type: 'string', example: 'John' });
    expect(body('[].contacts[].last_name string The last name of the contact. Example: Doe')).toMatchObject({ name: '[].contacts[].last_name', example: 'Doe' });
    expect(body('[].roles string[] The name of the role. Example: ["Admin"]')).toMatchObject({ type: 'string[]', description: 'The name of the role.', example: ['Admin'] });
  });

  it('Enum:, No-example and Example: null', () => {
    expect(body('status string The status. Enum: draft, published. Example: draft')).toMatchObject({
      description: 'The status.', enumValues: ['draft', 'published'], example: 'draft',
    });
    expect(body('level integer Enum: 1, 2, 3')).toMatchObject({ enumValues: [1, 2, 3] });
    expect(body('secret string Not shown in examples. No-example')).toMatchObject({ description: 'Not shown in examples.', noExample: true, hasExample: false });
    expect(body('parent_id integer The parent. Example: null')).toMatchObject({ hasExample: true, example: null });
  });

  it('takes key=value fields at the start or the end, and only known keys', () => {
    expect(body('deprecated=true old_name string The old name.')).toMatchObject({ name: 'old_name', deprecated: true, description: 'The old name.' });
    expect(body('middle_name string The middle name. nullable=true')).toMatchObject({ nullable: true, description: 'The middle name.' });
    expect(body('formula string Written like a=b')).toMatchObject({ description: 'Written like a=b' });
  });
});

describe('@queryParam and @urlParam', () => {
  it('an untyped parameter is a string, or an integer when the text speaks of a number, count or page', () => {
    expect(query('text required The text.')).toMatchObject({ type: 'string', required: true, description: 'The text.' });
    expect(query('per_page Number of items per page.')).toMatchObject({ type: 'integer' });
    expect(query('user_id integer The ID of the user.')).toMatchObject({ type: 'integer', description: 'The ID of the user.' });
    expect(query('q')).toMatchObject({ name: 'q', type: 'string', required: false, description: '' });
    expect(query('q required')).toMatchObject({ required: true, description: '' });
    expect(url('id string required The id of the post.')).toMatchObject({ type: 'string', required: true });
    expect(url('user_id The ID of the user.')).toMatchObject({ type: 'string', description: 'The ID of the user.' });
    expect(url('page The page count')).toMatchObject({ type: 'integer' });
    expect(url('lang Enum: en, fr')).toMatchObject({ enumValues: ['en', 'fr'] });
  });

  it('words that are not types start the description', () => {
    expect(query('sort Ascending or descending.')).toMatchObject({ type: 'string', description: 'Ascending or descending.' });
  });

  it('needs at least a name', () => {
    expect(parseParamTag('bodyParam', '   ')).toBeUndefined();
  });
});

describe('tag strategies on the fixture controller', () => {
  it('GetFromQueryParamTag reads the method docblock; examples as written, generated otherwise, none for No-example', () => {
    const result = harness('index', { methods: ['GET', 'HEAD'], uri: 'api/books' }).run(GetFromQueryParamTag)!;
    expect(Object.keys(result)).toEqual(['page', 'per_page', 'sort', 'filter[genre]', 'q']);
    expect(result.page).toMatchObject({ type: 'integer', description: 'The page number.', example: 2, exampleWasSpecified: true, required: false });
    expect(result.per_page!.type).toBe('integer');
    expect(Number.isInteger(result.per_page!.example)).toBe(true);
    expect(result.sort).toMatchObject({ enumValues: ['title', 'published_on'], description: 'Sort order.' });
    expect(['title', 'published_on']).toContain(result.sort!.example);
    expect(result['filter[genre]']!.example).toBeUndefined();
    expect(result.q).toMatchObject({ type: 'string', required: true, description: 'Words to look for.' });
  });

  it('GetFromBodyParamTag reads the FormRequest\'s tags when it has some (instead of the method\'s)', () => {
    const result = harness('store').run(GetFromBodyParamTag)!;
    expect(Object.keys(result)).toEqual(['cover_colour']);
    expect(result.cover_colour).toMatchObject({ type: 'string', example: 'teal', description: "The cover's main colour." });
  });

  it('GetFromUrlParamTag', () => {
    const result = harness('show', { methods: ['GET', 'HEAD'], uri: 'api/books/{book}' }).run(GetFromUrlParamTag)!;
    expect(result.book).toMatchObject({ type: 'string', required: true, description: 'The slug of the book.', example: 'dune' });
  });
});
