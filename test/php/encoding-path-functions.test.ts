/** Hashing, URL, HTML and path functions: the answers PHP 8 gives for the same calls (`php -r`), written here by hand. */
import { describe, expect, it } from 'vitest';
import { OrderedArray } from '../../src/php/php-array.ts';
import { callPhpFunction } from '../../src/php/php-functions.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const strict = (fn: string, ...args: unknown[]) => callPhpFunction(fn, args, { policy: 'strict' });
const forgiving = (fn: string, ...args: unknown[]) => callPhpFunction(fn, args, { policy: 'forgiving' });

describe('hashing and encoding functions', () => {
  it('hash as PHP does, in hex', () => {
    expect(strict('md5', 'hello')).toBe('5d41402abc4b2a76b9719d911017c592');
    expect(strict('sha1', 'hello')).toBe('aaf4c61ddcc5e8a2dabede0f3b482cd9aea9434d');
    expect(strict('hash', 'sha256', '')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(strict('hash', 'SHA256', '')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(strict('crc32', 'The quick brown fox jumped over the lazy dog.')).toBe(2191738434);
  });

  it('leave unknown what has no text form or an algorithm not known here', () => {
    expect(strict('md5', 'hello', true)).toBe(UNKNOWN);
    expect(strict('hash', 'whirlpool', 'x')).toBe(UNKNOWN);
  });

  it('http_build_query(): nulls left out, booleans as 1/0, nested keys, urlencode() escapes', () => {
    const query = OrderedArray.fromEntries([
      ['s', 192],
      ['d', 'mp'],
      ['x', null],
      ['t', true],
      ['f', false],
      ['n', OrderedArray.fromEntries([['a', 'b c']])],
      ['q', 'a&b=c~!*'],
    ]);
    expect(strict('http_build_query', query)).toBe('s=192&d=mp&t=1&f=0&n%5Ba%5D=b+c&q=a%26b%3Dc%7E%21%2A');
  });

  it("html_entity_decode() with PHP 8's default flags; an entity not known here is unknown", () => {
    expect(strict('html_entity_decode', 'Rock &amp; Roll &#039;n&#x27; &lt;3 &quot;x&quot;')).toBe(`Rock & Roll 'n' <3 "x"`);
    expect(strict('html_entity_decode', 'caf&eacute;')).toBe(UNKNOWN);
    expect(forgiving('html_entity_decode', 'caf&eacute;')).toBe('caf&eacute;');
    expect(strict('strip_tags', '<p class="a>b">Hello <b>World</b><!-- x --> &amp; <br/>bye</p>')).toBe('Hello World &amp; bye');
    expect(strict('strip_tags', 'a < b')).toBe('a < b');
    expect(strict('strip_tags', 'x <y')).toBe('x ');
    expect(strict('strip_tags', 'x <')).toBe('x ');
    expect(strict('strip_tags', 'a<b>c</b>d')).toBe('acd');
    expect(strict('strip_tags', '<a title="x>y">z</a>')).toBe('z');
    expect(strict('htmlspecialchars', `<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#039;&amp;&#039;&lt;/a&gt;');
  });
});

describe('path functions', () => {
  it('basename() and dirname()', () => {
    expect(strict('basename', '/a/b/c.mp3')).toBe('c.mp3');
    expect(strict('basename', '/a/b/')).toBe('b');
    expect(strict('basename', 'c.mp3', '.mp3')).toBe('c');
    expect(strict('dirname', '/a/b/c')).toBe('/a/b');
    expect(strict('dirname', 'a')).toBe('.');
    expect(strict('dirname', '/a')).toBe('/');
    expect(strict('dirname', '/a/b/c', 2)).toBe('/a');
  });

  it('pathinfo()', () => {
    expect((strict('pathinfo', '/music/song.tar.gz') as OrderedArray).entries()).toEqual([
      ['dirname', '/music'],
      ['basename', 'song.tar.gz'],
      ['extension', 'gz'],
      ['filename', 'song.tar'],
    ]);
    expect((strict('pathinfo', 'song') as OrderedArray).entries()).toEqual([
      ['dirname', '.'],
      ['basename', 'song'],
      ['filename', 'song'],
    ]);
  });
});
