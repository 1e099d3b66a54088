import { describe, expect, it } from 'vitest';
import { phpUrlencode } from '../../src/endpoint/php-urlencode.ts';

describe('phpUrlencode', () => {
  it('urlencodes like PHP', () => {
    expect(phpUrlencode("a b!'*~")).toBe('a+b%21%27%2A%7E');
  });
});
