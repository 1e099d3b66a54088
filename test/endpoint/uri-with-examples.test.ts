/** One rule binds URL parameters' examples into the URI; its options say what a null, a list or map example, and the path's tidiness mean. */
import { describe, expect, it } from 'vitest';
import { uriWithExamples, type UriBindingOptions } from '../../src/endpoint/bound-uri.ts';
import { params, testParameter as p } from '../support/hand-built.ts';

const exampleRequest: UriBindingOptions = { nullExample: 'empty', structuredExample: 'json' };
const sentRequest: UriBindingOptions = { nullExample: 'unbound', structuredExample: 'json' };
const appPath: UriBindingOptions = { nullExample: 'unbound', structuredExample: 'unbound', tidyPath: true };

describe('uriWithExamples', () => {
  it('binds examples as PHP writes them and leaves parameters without an example to the usual defaults', () => {
    const parameters = params(p('user', { example: 4 }), p('flag', { example: true }), p('post'));
    expect(uriWithExamples('api/users/{user}/{flag}/posts/{post}', parameters, sentRequest)).toBe('api/users/4/1/posts/1');
    expect(uriWithExamples('api/users/{user}/{flag}/posts/{post}', parameters, appPath)).toBe('api/users/4/1/posts/1');
  });

  it('binds an explicit null as an empty segment, or treats it as no example', () => {
    const parameters = params(p('user', { example: null, exampleWasSpecified: true }), p('post', { example: null, exampleWasSpecified: true }));
    expect(uriWithExamples('api/users/{user}/posts/{post?}', parameters, exampleRequest)).toBe('api/users//posts/');
    expect(uriWithExamples('api/users/{user}/posts/{post?}', parameters, sentRequest)).toBe('api/users/1/posts');
  });

  it('binds a list example as its JSON text, or treats it as no example', () => {
    const parameters = params(p('ids', { example: [1, 2] }));
    expect(uriWithExamples('api/batch/{ids}', parameters, sentRequest)).toBe('api/batch/%5B1%2C2%5D');
    expect(uriWithExamples('api/batch/{ids}', parameters, appPath)).toBe('api/batch/1');
  });

  it('tidies the path when asked: no empty segment, no trailing slash', () => {
    const parameters = params(p('slug', { example: '' }), p('page', { example: '' }));
    expect(uriWithExamples('/api/posts/{slug}/comments/{page}', parameters, sentRequest)).toBe('api/posts//comments/');
    expect(uriWithExamples('/api/posts/{slug}/comments/{page}', parameters, appPath)).toBe('api/posts/comments');
  });
});
