import { describe, expect, it } from 'vitest';
import { isRecordObject, nameMap } from '../src/name-map.ts';

describe('nameMap', () => {
  it('answers only the names stored in it: no inherited member, and __proto__ is an ordinary key', () => {
    const map = nameMap<number>();
    for (const name of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) expect(map[name]).toBeUndefined();
    map['__proto__'] = 1;
    map['constructor'] = 2;
    expect(Object.keys(map)).toEqual(['__proto__', 'constructor']);
    expect(Object.entries(map)).toEqual([['__proto__', 1], ['constructor', 2]]);
    expect(JSON.stringify(map)).toBe('{"__proto__":1,"constructor":2}');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('keeps the order entries were given in, and spreads into a plain object', () => {
    const map = nameMap([['b', 1], ['a', 2]]);
    expect(Object.keys(map)).toEqual(['b', 'a']);
    expect({ ...map }).toEqual({ b: 1, a: 2 });
  });

  it('is a record object like {} and prototype-less objects, unlike class instances and arrays', () => {
    expect(isRecordObject(nameMap())).toBe(true);
    expect(isRecordObject({})).toBe(true);
    expect(isRecordObject(Object.create(null) as object)).toBe(true);
    expect(isRecordObject(new Map())).toBe(false);
    expect(isRecordObject([])).toBe(false);
    expect(isRecordObject(new (class Thing {})())).toBe(false);
  });
});
