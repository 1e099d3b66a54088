/** Values known only by their type and values read from the request, as the PHP engine carries them. */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ClassIndex } from '../../src/php/class-index.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { RequestInput, isSymbolic } from '../../src/php/request-input.ts';
import { TypedValue, valueOfDeclaredType } from '../../src/php/typed-value.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const app = fileURLToPath(new URL('./fixtures/typed-values-app', import.meta.url));

/** Runs a method of App\Support\Limits with the given arguments and gives the returned list's values. */
function run(method: string, args: unknown[]): unknown[] {
  const classes = ClassIndex.forApp(app);
  const engine = new PhpEngine({ classes, hosts: [], report: () => {} });
  const found = classes.findMethod('App\\Support\\Limits', method)!;
  const value = engine.runMethod(found, undefined, args);
  expect(value).toBeInstanceOf(OrderedArray);
  return (value as OrderedArray).values();
}

describe('values known only by their type', () => {
  it('reads declared types: scalar names, class names, nullable forms', () => {
    expect(valueOfDeclaredType('int')).toEqual(new TypedValue('int'));
    expect(valueOfDeclaredType('?App\\Models\\User')).toEqual(new TypedValue('App\\Models\\User', true));
    expect(valueOfDeclaredType('int|null')).toEqual(new TypedValue('int', true));
    expect(valueOfDeclaredType('int|string')).toBeUndefined();
    expect(valueOfDeclaredType('void')).toBeUndefined();
    expect(valueOfDeclaredType(undefined)).toBeUndefined();
    expect(new TypedValue('integer').type).toBe('int');
    expect(new TypedValue('\\App\\Models\\User').isClass).toBe(true);
    expect(new TypedValue('string').isClass).toBe(false);
  });

  it('runs the app methods of the class a value is typed with', () => {
    // label() returns a literal; instanceof holds for the declared class; isTeam() compares an unknown property.
    const [label, isUser, isTeam] = run('ofUser', [new TypedValue('App\\Models\\User')]);
    expect(label).toBe('user');
    expect(isUser).toBe(true);
    expect(isTeam).not.toBe(true);
  });
});

describe('values read from the request', () => {
  const limit = new RequestInput('limit', 'query', 20);

  it('gives a cast of request input its type, not a value', () => {
    const [asInt, asFloat, asString, asBool, asArray] = run('casts', [limit, new RequestInput('active', 'has')]);
    expect(asInt).toEqual(new TypedValue('int'));
    expect(asFloat).toEqual(new TypedValue('float'));
    expect(asString).toEqual(new TypedValue('string'));
    expect(asBool).toEqual(new TypedValue('bool'));
    expect(asArray).toBe(UNKNOWN);
  });

  it('leaves comparisons, arithmetic and concatenation with request input unknown', () => {
    expect(run('operations', [limit])).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN]);
    expect(run('operations', [new TypedValue('int')])).toEqual([UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN, UNKNOWN]);
  });

  it('says what the reader gives by type', () => {
    expect(new RequestInput('active', 'boolean').knownType).toEqual(new TypedValue('bool'));
    expect(new RequestInput('limit', 'integer').knownType).toEqual(new TypedValue('int'));
    expect(new RequestInput('q', 'query').knownType).toBeUndefined();
    expect(isSymbolic(limit)).toBe(true);
    expect(isSymbolic('limit')).toBe(false);
  });
});
