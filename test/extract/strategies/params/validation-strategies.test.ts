/**
 * FormRequest and inline-validator strategies on the fixture app. Expected wording is Scribe's (its ValidationRuleParsingTest);
 * expected names, types and examples come from the fixture's PHP source.
 */
import { describe, expect, it } from 'vitest';
import { GetFromFormRequest as BodyFromFormRequest } from '../../../../src/extract/strategies/bodyParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator as BodyFromInline } from '../../../../src/extract/strategies/bodyParameters/GetFromInlineValidator.ts';
import { GetFromFormRequest as QueryFromFormRequest } from '../../../../src/extract/strategies/queryParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator as QueryFromInline } from '../../../../src/extract/strategies/queryParameters/GetFromInlineValidator.ts';
import { harness } from './harness.ts';

describe('GetFromFormRequest (body)', () => {
  const { run, diagnostics } = harness('store');
  const result = run(BodyFromFormRequest)!;

  it('documents every rule key, in order, with nested names', () => {
    expect(Object.keys(result)).toEqual([
      'title', 'isbn', 'genre', 'format', 'author_id', 'category_id', 'tags', 'chapters', 'chapters[].title', 'chapters[].pages',
      'code', 'secret', 'published_on', 'anything', 'prime',
    ]);
    expect(diagnostics).toEqual([]);
  });

  it('bodyParameters() gives the description (before the rules\' text) and the example', () => {
    expect(result.title).toMatchObject({
      type: 'string', required: true, example: 'Dune', exampleWasSpecified: true,
      description: 'The title as printed on the cover. Must not be greater than 255 characters.',
    });
  });

  it('No-example in bodyParameters() leaves the parameter without an example', () => {
    expect(result.isbn).toMatchObject({ required: true, description: 'Must be 13 digits.', type: 'string' });
    expect(result.isbn!.example).toBeUndefined();
  });

  it('new Enum(Genre::class): the backed values, string type, example among them', () => {
    expect(result.genre).toMatchObject({ type: 'string', enumValues: ['fiction', 'poetry', 'essay'], required: true });
    expect(['fiction', 'poetry', 'essay']).toContain(result.genre!.example);
  });

  it('Rule::in([...]) and nullable', () => {
    expect(result.format).toMatchObject({ enumValues: ['hardcover', 'paperback'], nullable: true, required: false });
  });

  it('exists: as a string rule and Rule::exists(Model::class, col)->where(...) through the model\'s table', () => {
    expect(result.author_id).toMatchObject({ type: 'integer', description: 'The <code>id</code> of an existing record in the authors table.' });
    expect(result.category_id!.description).toBe('The <code>id</code> of an existing record in the book_categories table.');
    // Optional, with no rule that makes an example: no example, as in Scribe.
    expect(result.category_id!.example).toBeUndefined();
  });

  it('tags.* → string[]; chapters.*.title → chapters object[] + chapters[].title', () => {
    expect(result.tags).toMatchObject({ type: 'string[]', description: 'Must not have more than 5 items.' });
    expect(result.chapters!.type).toBe('object[]');
    expect(result['chapters[].title']).toMatchObject({ type: 'string', required: true });
    expect(result['chapters[].pages']).toMatchObject({ type: 'integer', description: 'Must be at least 1.' });
  });

  it('a rule object with a static docs() method; one without adds nothing', () => {
    expect(result.code).toMatchObject({ description: 'Must be written in capitals.', example: 'HELLO', required: true });
    expect(result.anything).toMatchObject({ description: '', type: 'string' });
  });

  it('Password::min(8) reads as a string of at least 8 characters', () => {
    expect(result.secret).toMatchObject({ type: 'string', description: 'Must be at least 8 characters.' });
    expect(String(result.secret!.example).length).toBeGreaterThanOrEqual(8);
  });

  it('date_format + before: the example has the format and is before the date', () => {
    expect(result.published_on!.description).toBe('Must be a valid date in the format <code>Y-m-d</code>. Must be a date before <code>2030-01-01</code>.');
    expect(result.published_on!.example).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(result.published_on!.example) < '2030-01-01').toBe(true);
  });

  it('a closure rule\'s docblock is its description', () => {
    expect(result.prime).toMatchObject({ type: 'integer', description: 'Must be a prime number.' });
  });

  it('a body FormRequest gives no query parameters', () => {
    expect(harness('store').run(QueryFromFormRequest)).toBeUndefined();
  });
});

describe('GetFromFormRequest (query)', () => {
  it('a FormRequest whose docblock says "query parameters" documents query parameters, not body ones', () => {
    const { run } = harness('search', { methods: ['GET', 'HEAD'] });
    expect(run(BodyFromFormRequest)).toBeUndefined();
    const result = run(QueryFromFormRequest)!;
    expect(Object.keys(result)).toEqual(['q', 'page', 'sort']);
    expect(result.q).toMatchObject({ required: true, description: 'Words to look for.', example: 'dune' });
    expect(result.page).toMatchObject({ type: 'integer', description: 'Must be at least 1.' });
    // `$rules['sort'] = 'in:...'` after the array.
    expect(result.sort!.enumValues).toEqual(['title', 'published_on']);
  });

  it('validator() with $this->rules() and array_merge(parent::rules(), [...])', () => {
    const result = harness('rename').run(BodyFromFormRequest)!;
    expect(Object.keys(result)).toEqual(['reason', 'name']);
    expect(result.name).toMatchObject({ required: true, description: 'Must be at least 2 characters.' });
  });
});

describe('GetFromInlineValidator', () => {
  it('$request->validate($rules) with the rules in an earlier variable, comments as descriptions and examples', () => {
    const { run } = harness('import');
    expect(run(QueryFromInline)).toBeUndefined();
    const result = run(BodyFromInline)!;
    expect(Object.keys(result)).toEqual(['file', 'ids']);
    expect(result.file).toMatchObject({
      type: 'file', required: true, description: 'The file to import. Must be a file. Must not be greater than 2048 kilobytes.', example: 'test.jpg',
    });
    expect(result.ids).toMatchObject({ type: 'integer[]', required: true, example: [4], exampleWasSpecified: true });
  });

  it('Validator::make(...)->validate() under a "Query parameters" comment: query parameters only', () => {
    const { run } = harness('filter', { methods: ['GET', 'HEAD'] });
    expect(run(BodyFromInline)).toBeUndefined();
    const result = run(QueryFromInline)!;
    expect(result.limit).toMatchObject({ type: 'integer', description: 'How many results. Must be between 1 and 100.', example: 10 });
    expect(result.genres).toMatchObject({ type: 'string[]', enumValues: ['fiction', 'poetry', 'essay'] });
  });
});

describe('GET routes have no body', () => {
  it('inline rules on a GET-only route are query parameters (Scribe issues #210, #570, #316)', () => {
    const { run } = harness('import', { methods: ['GET', 'HEAD'] });
    expect(run(BodyFromInline)).toBeUndefined();
    expect(Object.keys(run(QueryFromInline)!)).toEqual(['file', 'ids']);
  });

  it('a FormRequest on a GET-only route gives query parameters', () => {
    const { run } = harness('store', { methods: ['GET', 'HEAD'] });
    expect(run(BodyFromFormRequest)).toBeUndefined();
    expect(run(QueryFromFormRequest)!.title).toMatchObject({ required: true, example: 'Dune' });
  });
});
