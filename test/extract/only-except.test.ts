import { describe, expect, it } from 'vitest';
import { strategyAppliesTo } from '../../src/extract/only-except.ts';
import { routeMatchesPatterns } from '../../src/laravel/matching/route-patterns.ts';
import { strIs } from '../../src/laravel/matching/str-is.ts';

const books = { methods: ['GET', 'HEAD'], uri: 'api/books/{id}', name: 'books.show' };

describe("Str::is and Scribe's route patterns", () => {
  it('treats * as any run of characters, including slashes and spaces', () => {
    expect(strIs('GET *', 'GET /api/books')).toBe(true);
    expect(strIs('api/*', 'api/books/1')).toBe(true);
    expect(strIs('*', '')).toBe(true);
    expect(strIs('api/*', 'status')).toBe(false);
    expect(strIs('get *', 'GET /x')).toBe(false);
  });

  it('escapes regex characters in patterns', () => {
    expect(strIs('api/books/{id}', 'api/books/{id}')).toBe(true);
    expect(strIs('a.c', 'abc')).toBe(false);
  });

  it('matches the uri with and without a leading slash, the name, and "METHOD uri"', () => {
    expect(routeMatchesPatterns(books, ['api/books/*'])).toBe(true);
    expect(routeMatchesPatterns(books, ['/api/books/*'])).toBe(true);
    expect(routeMatchesPatterns(books, ['books.*'])).toBe(true);
    expect(routeMatchesPatterns(books, ['GET /api/books/{id}'])).toBe(true);
    expect(routeMatchesPatterns(books, ['HEAD api/*'])).toBe(true);
    expect(routeMatchesPatterns(books, ['POST *'])).toBe(false);
  });

  it('applies only/except settings: empty or * means all, except wins', () => {
    expect(strategyAppliesTo(books, { only: [], except: [] })).toBe(true);
    expect(strategyAppliesTo(books, { only: ['*'], except: [] })).toBe(true);
    expect(strategyAppliesTo(books, { only: ['POST *'], except: [] })).toBe(false);
    expect(strategyAppliesTo(books, { only: ['GET *'], except: ['books.show'] })).toBe(false);
    expect(strategyAppliesTo({ ...books, methods: ['POST'], name: null }, { only: [], except: ['GET *'] })).toBe(true);
  });
});
