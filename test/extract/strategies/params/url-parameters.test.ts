/** URL parameters from the route, as Scribe infers them, on the fixture app's models and enums. */
import { describe, expect, it } from 'vitest';
import { GetFromLaravelAPI } from '../../../../src/extract/strategies/urlParameters/GetFromLaravelAPI.ts';
import { normalizeEndpointUri } from '../../../../src/extract/strategies/urlParameters/normalize-uri.ts';
import { inferUrlParamDescription } from '../../../../src/extract/strategies/urlParameters/url-descriptions.ts';
import { harness } from './harness.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('descriptions inferred from the URI', () => {
  it('follows Scribe\'s rules', () => {
    expect(inferUrlParamDescription('users/{id}', 'id')).toBe('The ID of the user.');
    expect(inferUrlParamDescription('anything/{user_id}', 'user_id')).toBe('The ID of the user.');
    expect(inferUrlParamDescription('posts/{slug}', 'slug')).toBe('The slug of the post.');
    expect(inferUrlParamDescription('categories/{category}', 'category')).toBe('The category.');
    expect(inferUrlParamDescription('api/side_projects/{id}', 'id')).toBe('The ID of the side project.');
    expect(inferUrlParamDescription('animals/cats/{id?}', 'id')).toBe('The ID of the cat.');
    expect(inferUrlParamDescription('{thing}', 'thing')).toBe('');
    expect(inferUrlParamDescription('api/things/{other}', 'other')).toBe('');
  });
});

describe('GetFromLaravelAPI', () => {
  it('every {x} and {x?}; optional ones are not required', () => {
    const result = harness('index', { uri: 'api/echo/{param}/{param2?}' }).run(GetFromLaravelAPI)!;
    expect(Object.keys(result)).toEqual(['param', 'param2']);
    expect(result.param).toMatchObject({ required: true, type: 'string' });
    expect(result.param2).toMatchObject({ required: false, type: 'string' });
    expect(typeof result.param!.example).toBe('string');
  });

  it('a type-hinted model with getRouteKeyName() = slug: a string parameter', () => {
    const result = harness('show', { uri: 'api/books/{book}' }).run(GetFromLaravelAPI)!;
    expect(result.book).toMatchObject({ type: 'string', required: true, description: 'The book.' });
    expect(result.book!.example).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('a model with $keyType = string, and a backed int enum: the key type and the first case', () => {
    const result = harness('author', { uri: 'api/authors/{author}/levels/{level}' }).run(GetFromLaravelAPI)!;
    expect(result.author!.type).toBe('string');
    expect(result.level).toMatchObject({ type: 'integer', example: 1 });
  });

  it('a model with HasUuids: a uuid example', () => {
    const result = harness('review', { uri: 'api/reviews/{review}' }).run(GetFromLaravelAPI)!;
    expect(result.review!.type).toBe('string');
    expect(result.review!.example).toMatch(UUID);
  });

  it('{id} after a segment naming an app model (no binding): the model\'s integer key', () => {
    const result = harness('index', { uri: 'api/categories/{id}' }).run(GetFromLaravelAPI)!;
    expect(result.id).toMatchObject({ type: 'integer', description: 'The ID of the category.' });
    expect(Number.isInteger(result.id!.example)).toBe(true);
  });

  it('where() constraints give an example that matches', () => {
    const result = harness('index', { uri: 'api/codes/{code}', wheres: { code: '[A-Z]{3}-[0-9]{2}' } }).run(GetFromLaravelAPI)!;
    expect(result.code!.example).toMatch(/^[A-Z]{3}-[0-9]{2}$/);
  });

  it('the route key from {param:field} binding wins over the model\'s', () => {
    const result = harness('update', { uri: 'api/books/{book}', bindingFields: { book: 'id' } }).run(GetFromLaravelAPI)!;
    // Book's primary key is `id` (an integer) and the binding uses it.
    expect(result.book!.type).toBe('integer');
  });
});

describe('normalizeEndpointUri', () => {
  it('resource routes: the last resource parameter becomes the route key', () => {
    const { context } = harness('show', { uri: 'api/books/{book}', name: 'books.show' });
    expect(normalizeEndpointUri(context.route, context.controller!.method, context.app.classes)).toBe('api/books/{slug}');
    const plain = harness('index', { uri: 'api/categories/{category}', name: 'categories.show' });
    expect(normalizeEndpointUri(plain.context.route, plain.context.controller!.method, plain.context.app.classes)).toBe('api/categories/{id}');
  });

  it('nested resources: parent parameters become {singular_key}', () => {
    const { context } = harness('index', { uri: 'api/users/{user}/posts/{post}', name: 'users.posts.update' });
    expect(normalizeEndpointUri(context.route, context.controller!.method, context.app.classes)).toBe('api/users/{user_id}/posts/{id}');
  });

  it('binding fields and type-hinted models elsewhere: {param_field}', () => {
    const bound = harness('index', { uri: 'api/providers/{provider}', bindingFields: { provider: 'slug' } });
    expect(normalizeEndpointUri(bound.context.route, bound.context.controller!.method, bound.context.app.classes)).toBe('api/providers/{provider_slug}');
    const hinted = harness('show', { uri: 'api/shelves/{book}' });
    expect(normalizeEndpointUri(hinted.context.route, hinted.context.controller!.method, hinted.context.app.classes)).toBe('api/shelves/{book_slug}');
  });

  it('after normalisation GetFromLaravelAPI describes {book_slug} from the model', () => {
    const result = harness('show', { uri: 'api/shelves/{book_slug}' }).run(GetFromLaravelAPI)!;
    expect(result.book_slug).toMatchObject({ type: 'string', description: 'The slug of the book.' });
  });
});
