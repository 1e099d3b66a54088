import { describe, expect, it } from 'vitest';
import { createExampleGenerator, randomToken } from '../../src/examples/generator.ts';
import { castToType, normalizeTypeName } from '../../src/examples/types.ts';
import { phpRegexToJs, whereConstraintToJs } from '../../src/examples/regex.ts';
import { dateRangeForRule } from '../../src/examples/php-date.ts';
import { formatPhpDate } from '../../src/php/date-format.ts';

const EMAIL = /^[^@\s]+@example\.(com|net|org)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The examples one endpoint would get for a typical parameter list. */
function sample(seed: number | null, endpointId: string): unknown[] {
  const g = createExampleGenerator(seed, endpointId);
  return [
    g.forType('string', 'title'),
    g.forType('integer', 'count'),
    g.forType('number', 'price'),
    g.forType('boolean', 'active'),
    g.forType('string', 'email'),
    g.forType('string[]', 'tags'),
    g.pick(['a', 'b', 'c', 'd', 'e'], 'status', 'in'),
    g.phpDate('Y-m-d', 'starts_at'),
    g.matching(/^[A-Z]{3}-\d{4}$/, 'code'),
  ];
}

describe('createExampleGenerator determinism', () => {
  it('gives identical values for the same seed, endpoint and names, in any call order', () => {
    const first = sample(1234, 'POST /api/users');
    const second = sample(1234, 'POST /api/users');
    expect(second).toEqual(first);
    const g = createExampleGenerator(1234, 'POST /api/users');
    // Drawing other values first does not shift a parameter's example.
    g.forType('string', 'unrelated');
    g.forType('integer', 'other');
    expect(g.forType('string', 'title')).toEqual(first[0]);
    expect(g.forType('string', 'email')).toEqual(first[4]);
  });

  it('does not change an endpoint\'s examples when other endpoints exist or are added', () => {
    const alone = sample(42, 'GET /api/books');
    sample(42, 'GET /api/authors');
    sample(42, 'POST /api/authors');
    expect(sample(42, 'GET /api/books')).toEqual(alone);
  });

  it('varies with the seed and with the endpoint', () => {
    const many = (seed: number, id: string) => Array.from({ length: 8 }, (_, i) => createExampleGenerator(seed, id).forType('string', `field_${i}`));
    expect(many(1, 'GET /a')).not.toEqual(many(2, 'GET /a'));
    expect(many(1, 'GET /a')).not.toEqual(many(1, 'GET /b'));
  });

  it('with a null seed stays stable within one run', () => {
    expect(sample(null, 'GET /api/x')).toEqual(sample(null, 'GET /api/x'));
  });

  it('gives different parameters different words (unlike a faker reseeded to the same value each call)', () => {
    const g = createExampleGenerator(1234, 'GET /api/x');
    const words = new Set(Array.from({ length: 10 }, (_, i) => g.forType('string', `p${i}`)));
    expect(words.size).toBeGreaterThan(5);
  });
});

describe('examples by type', () => {
  const g = createExampleGenerator(7, 'POST /api/things');
  it('integers are 1–20 by default, and respect min/max or an exact size', () => {
    for (let i = 0; i < 20; i++) {
      const v = g.forType('integer', `n${i}`) as number;
      expect(Number.isInteger(v) && v >= 1 && v <= 20).toBe(true);
    }
    expect(g.forType('integer', 'n', { size: 6 })).toBe(6);
    const bounded = g.forType('integer', 'n', { min: 50, max: 55 }) as number;
    expect(bounded >= 50 && bounded <= 55).toBe(true);
  });
  it('strings are words, or exactly `size` letters', () => {
    expect(g.forType('string', 'title')).toMatch(/^[a-z]+$/);
    expect(g.forType('string', 'code', { size: 7 })).toMatch(/^[a-z]{7}$/);
  });
  it('objects are empty objects, files a fake upload name, lists one item of the item type', () => {
    expect(g.forType('object', 'meta')).toEqual({});
    expect(g.forType('file', 'avatar')).toBe('test.jpg');
    const list = g.forType('integer[]', 'ids') as unknown[];
    expect(list).toHaveLength(1);
    expect(Number.isInteger(list[0])).toBe(true);
    const nested = g.forType('string[][]', 'matrix') as unknown[][];
    expect(Array.isArray(nested[0])).toBe(true);
    expect(typeof nested[0]![0]).toBe('string');
  });
  it('numbers are floats; booleans are booleans', () => {
    expect(typeof g.forType('number', 'amount')).toBe('number');
    expect(typeof g.forType('boolean', 'flag')).toBe('boolean');
  });
  it('an enum list wins over the type', () => {
    for (let i = 0; i < 10; i++) expect(['red', 'green']).toContain(g.forType('string', `colour${i}`, { enumValues: ['red', 'green'] }));
  });
});

describe('examples by parameter name', () => {
  const g = createExampleGenerator(99, 'POST /api/people');
  it('uses the last dotted segment', () => {
    expect(g.forType('string', 'email')).toMatch(EMAIL);
    expect(g.forType('string', 'user.contact_email')).toMatch(EMAIL);
    expect(g.forType('string', 'email_address')).toMatch(EMAIL);
    expect(g.forType('string', 'items[].uuid')).toMatch(UUID);
    expect(g.forType('string', 'website_url')).toMatch(/^https?:\/\/\S+$/);
    expect(g.forType('string', 'locale')).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
    expect(g.forType('string', 'timezone')).toMatch(/^[A-Za-z_]+\/[A-Za-z_\/-]+$|^UTC$/);
    expect(g.forType('string', 'description')).toMatch(/^[A-Z].+\.$/);
    expect(String(g.forType('string', 'password')).length).toBeGreaterThanOrEqual(8);
    expect(g.forType('string', 'first_name')).toMatch(/^[A-Z]/);
    expect(g.forType('string', 'author_id')).toMatch(/^\d+$/);
  });
  it('does not apply string names to other types', () => {
    expect(Number.isInteger(g.forType('integer', 'author_id'))).toBe(true);
    expect(g.forType('file', 'email')).toBe('test.jpg');
  });
});

describe('dates, regexes and tokens', () => {
  it('formats PHP date formats in UTC', () => {
    // 2023-11-14 22:13:20 UTC was a Tuesday.
    expect(formatPhpDate('Y-m-d\\TH:i:s', 1700000000)).toBe('2023-11-14T22:13:20');
    expect(formatPhpDate('D, d M Y', 1700000000)).toBe('Tue, 14 Nov 2023');
    const g = createExampleGenerator(1, 'GET /x');
    expect(g.phpDate('d/m/Y', 'when')).toMatch(/^\d{2}\/\d{2}\/20[23]\d$/);
  });
  it('formats numeric formats as PHP does, also past 2038 (the full comparison with PHP is php-date-parity.test.ts)', () => {
    expect(formatPhpDate('j/n/y G:i', 1700000000)).toBe('14/11/23 22:13');
    expect(formatPhpDate('U', 1700000000)).toBe('1700000000');
    // An unescaped T is the time zone, not a letter.
    expect(formatPhpDate('Y-m-d T', 1700000000)).toBe('2023-11-14 UTC');
    expect(formatPhpDate('U', 3_000_000_000)).toBe('3000000000');
    // 2096-10-02 07:06:40 UTC.
    expect(formatPhpDate('Y-m-d H:i:s', 4_000_000_000)).toBe('2096-10-02 07:06:40');
  });

  it('bounds after:/before: ranges by an absolute date and keeps relative ones far from today', () => {
    const feb12 = Date.UTC(2020, 1, 12) / 1000;
    const after = dateRangeForRule('after', '2020-02-12', false);
    expect(after.from).toBeGreaterThan(feb12);
    const before = dateRangeForRule('before', '2020-02-12', false);
    expect(before.to).toBeLessThan(feb12);
    expect(dateRangeForRule('after', 'today', false).from).toBeGreaterThanOrEqual(Date.UTC(2090, 0, 1) / 1000);
    expect(dateRangeForRule('before', 'end_date', true).to).toBeLessThanOrEqual(Date.UTC(2000, 0, 1) / 1000);
  });
  it('samples strings that match PHP regexes and where() constraints', () => {
    const g = createExampleGenerator(5, 'GET /x');
    for (const pattern of ['/^\\d{4}$/', '#^[a-z]+-[0-9]{2}$#i', '/\\A(foo|bar)\\z/']) {
      const regex = phpRegexToJs(pattern)!;
      expect(regex.test(g.matching(regex, 'p')!)).toBe(true);
    }
    const where = whereConstraintToJs('[0-9]+')!;
    expect(g.matching(where, 'id')).toMatch(/^[0-9]+$/);
    expect(phpRegexToJs('no delimiters')).toBeUndefined();
  });
  it('makes alphanumeric tokens of the asked length, stable for a seed', () => {
    expect(randomToken(32, 7)).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(randomToken(32, 7)).toBe(randomToken(32, 7));
  });
});

describe('type names and casts', () => {
  it('normalises type names like Scribe', () => {
    expect(normalizeTypeName('int')).toBe('integer');
    expect(normalizeTypeName('bool[]')).toBe('boolean[]');
    expect(normalizeTypeName('double')).toBe('number');
    expect(normalizeTypeName('')).toBe('string');
    expect(normalizeTypeName('object[]')).toBe('object[]');
  });
  it('casts textual examples to the parameter type', () => {
    expect(castToType('12', 'integer')).toBe(12);
    expect(castToType('1.5', 'number')).toBe(1.5);
    expect(castToType('false', 'boolean')).toBe(false);
    expect(castToType('true', 'boolean')).toBe(true);
    expect(castToType('[1,2]', 'integer[]')).toEqual([1, 2]);
    expect(castToType('{"a":1}', 'object')).toEqual({ a: 1 });
    expect(castToType('text', 'string')).toBe('text');
  });
});
