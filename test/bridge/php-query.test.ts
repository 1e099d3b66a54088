import { execFileSync } from 'node:child_process';
import { expect } from 'vitest';
import { phpQueryString } from '../../src/bridge/php-query.ts';
import { describePhp, itPhp } from '../support/php.ts';

describePhp('query strings as PHP builds them', () => {
  itPhp("match PHP's own http_build_query for nested values", () => {
    const values = { page: 2, filter: { name: 'lamp & co', tags: ['a', 'b'] }, flag: true, off: false, skip: null, 'odd key': 'x/y' };
    const php = execFileSync('php', ['-r', 'echo http_build_query(json_decode($argv[1], true), "", "&", PHP_QUERY_RFC3986);', JSON.stringify(values)], {
      encoding: 'utf8',
    });
    expect(phpQueryString(values)).toBe(php);
  });
});
