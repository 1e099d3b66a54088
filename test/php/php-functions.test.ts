import { describe, expect, it } from 'vitest';
import { OrderedArray } from '../../src/php/php-array.ts';
import { callPhpFunction } from '../../src/php/php-functions.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const strict = (fn: string, ...args: unknown[]) => callPhpFunction(fn, args, { policy: 'strict' });
const forgiving = (fn: string, ...args: unknown[]) => callPhpFunction(fn, args, { policy: 'forgiving', invoke: (f, a) => (f as (...x: unknown[]) => unknown)(...a) });
const list = (...values: unknown[]) => OrderedArray.list(values);

describe('PHP functions', () => {
  it('give the same answer under both policies when PHP can take the arguments', () => {
    for (const call of [strict, forgiving]) {
      expect(call('trim', 'xxhixx', 'x')).toBe('hi');
      expect(call('rtrim', " a \n")).toBe(' a');
      expect(call('sprintf', '%05d-%s-%.2f', '42', 'x', 3.14159)).toBe('00042-x-3.14');
      expect(call('str_replace', list('a', 'b'), list('1', '2'), 'abc')).toBe('12c');
      expect(call('implode', list('a', 'b'), ', ')).toBe('a, b');
      expect(call('in_array', '1', list(1, 2))).toBe(true);
      expect(call('in_array', '1', list(1, 2), true)).toBe(false);
      expect(call('round', -2.5)).toBe(-3);
      expect(call('strlen', 'é')).toBe(2);
      expect((call('array_merge', OrderedArray.fromEntries([['a', 1], [0, 'x']]), OrderedArray.fromEntries([['a', 2], [5, 'y']])) as OrderedArray).entries()).toEqual([
        ['a', 2],
        [0, 'x'],
        [1, 'y'],
      ]);
    }
  });

  it('answer unknown under the strict policy for what PHP could not take, and go on under the forgiving one', () => {
    expect(strict('strtoupper', UNKNOWN)).toBe(UNKNOWN);
    expect(forgiving('strtoupper', UNKNOWN)).toBe('');
    expect(strict('count', 'abc')).toBe(UNKNOWN);
    expect(forgiving('count', 'abc')).toBe(1);
    expect(strict('array_merge', list(1), 'x')).toBe(UNKNOWN);
    expect((forgiving('array_merge', list(1), 'x') as OrderedArray).values()).toEqual([1]);
    expect(strict('sprintf', '%s-%s', 'a')).toBe(UNKNOWN);
    expect(strict('explode', '', 'abc')).toBe(UNKNOWN);
    expect(strict('no_such_function', 'a')).toBe(UNKNOWN);
  });

  it('run callbacks only where code can run', () => {
    const double = (n: number) => n * 2;
    expect(strict('array_map', double, list(1, 2))).toBe(UNKNOWN);
    expect((forgiving('array_map', double, list(1, 2)) as OrderedArray).values()).toEqual([2, 4]);
    expect((strict('array_filter', list(0, 1, '', 'a')) as OrderedArray).entries()).toEqual([
      [1, 1],
      [3, 'a'],
    ]);
  });
});

describe('array merging', () => {
  it('collects the values of a string key both arrays have (array_merge_recursive)', () => {
    const left = OrderedArray.fromEntries([['a', 1], [0, 'x']]);
    const right = OrderedArray.fromEntries([['a', 2]]);
    const merged = strict('array_merge_recursive', left, right) as OrderedArray;
    expect(merged.keys()).toEqual(['a', 0]);
    expect((merged.get('a') as OrderedArray).values()).toEqual([1, 2]);
  });

  it('reads implode in both argument orders and refuses a string for the pieces', () => {
    expect(strict('implode', '-', list('a', 'b'))).toBe('a-b');
    expect(strict('implode', list('a', 'b'))).toBe('ab');
    expect(strict('implode', 'ab')).toBe(UNKNOWN);
    expect(forgiving('implode', 'ab')).toBe('');
  });
});
