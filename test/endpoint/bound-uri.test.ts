import { describe, expect, it } from 'vitest';
import { boundUri } from '../../src/endpoint/bound-uri.ts';

describe('bound URI (Scribe getUrlWithBoundParameters)', () => {
  it('substitutes examples, drops unbound optional parameters and sets unbound required ones to 1', () => {
    expect(boundUri('api/users/{id}/posts/{post?}', { id: 4 })).toBe('api/users/4/posts');
    expect(boundUri('api/{lang}/posts/{slug}', { slug: 'my slug' })).toBe('api/1/posts/my%20slug');
    expect(boundUri('/api/flags/{on?}', { on: true })).toBe('api/flags/1');
  });
});
