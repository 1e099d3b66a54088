/**
 * PHP 8's operators, shared by the constant evaluator and the model interpreter. Expectations come from the
 * PHP manual's comparison table and "Saner string to number comparisons" (PHP 8.0); with PHP installed the
 * same expressions are also checked against the real `php`.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { evaluate, UNKNOWN } from '../../src/php/evaluate.ts';
import { fileScope } from '../../src/php/names.ts';
import { castToInt, castToNumber, compareLoose, looseEquals, numericOperand, scalarOperation, unaryOperation } from '../../src/php/operators.ts';
import { parseCode } from '../../src/php/parser.ts';
import { PhpEnumCase, phpTruthy } from '../../src/php/values.ts';
import { itPhp } from '../support/php.ts';

describe('conversions', () => {
  it('reads arithmetic operands as PHP 8 does: leading-numeric strings count, non-numeric ones do not', () => {
    expect([numericOperand('12'), numericOperand(' 1.5e3 '), numericOperand('5 apples'), numericOperand('.5')]).toEqual([12, 1500, 5, 0.5]);
    expect([numericOperand(true), numericOperand(null), numericOperand('abc'), numericOperand(''), numericOperand([1])]).toEqual([1, 0, undefined, undefined, undefined]);
  });

  it('casts like (float) and (int): the leading number, else 0', () => {
    expect([castToNumber('3.7 kg'), castToNumber('abc'), castToInt('-3.7'), castToInt(' 42abc'), castToInt(false)]).toEqual([3.7, 0, -3, 42, 0]);
    expect(castToInt({})).toBeUndefined();
  });
});

describe('comparisons', () => {
  it('compare a number with a non-numeric string as strings, and numeric strings as numbers', () => {
    expect(looseEquals(0, 'a')).toBe(false);
    expect(looseEquals('1', '01')).toBe(true);
    expect(looseEquals('10', '1e1')).toBe(true);
    expect(looseEquals(100, '1e2')).toBe(true);
    expect(looseEquals('abc', 'ABC')).toBe(false);
    expect(looseEquals(' 1', 1)).toBe(true);
    expect(looseEquals('1 ', 1)).toBe(true);
    expect(looseEquals('1abc', 1)).toBe(false);
  });

  it('take null as the empty string beside a string, and booleans and null by truthiness otherwise', () => {
    expect(looseEquals(null, '0')).toBe(false);
    expect(looseEquals(null, '')).toBe(true);
    expect(looseEquals(null, false)).toBe(true);
    expect(looseEquals(null, 0)).toBe(true);
    expect(looseEquals(true, 'x')).toBe(true);
    expect(looseEquals(false, [])).toBe(true);
    expect(looseEquals(null, [])).toBe(true);
    expect(compareLoose(null, -1)).toBe(-1);
  });

  it('order strings by bytes', () => {
    expect(compareLoose('abc', 'abd')).toBe(-1);
    expect(compareLoose('Z', 'a')).toBe(-1);
    expect(compareLoose('é', 'z')).toBe(1);
    expect(compareLoose(10, '9a')).toBe(-1);
  });

  it('let an enum case equal only itself, and use the caller truthiness for its own arrays', () => {
    const active = new PhpEnumCase('App\\Status', 'Active', 'active');
    expect(looseEquals(active, new PhpEnumCase('App\\Status', 'Active', 'active'))).toBe(true);
    expect(looseEquals(active, 'active')).toBe(false);
    expect(compareLoose(active, new PhpEnumCase('App\\Status', 'Gone', 'gone'))).toBeUndefined();
    const emptyBox = { size: 0 };
    const truthy = (value: unknown) => (value === emptyBox ? false : phpTruthy(value));
    expect(looseEquals(emptyBox, false, truthy)).toBe(true);
    expect(looseEquals(emptyBox, 'x', truthy)).toBe(false);
  });
});

describe('arithmetic', () => {
  it('computes what PHP computes and has no value where PHP throws', () => {
    expect(scalarOperation('+', '5 apples', 1)).toBe(6);
    expect(scalarOperation('*', 'abc', 1)).toBeUndefined();
    expect(scalarOperation('%', 7, -3)).toBe(1);
    expect(scalarOperation('%', -7, 3)).toBe(-1);
    expect(scalarOperation('%', 7, 0.5)).toBeUndefined();
    expect(scalarOperation('/', 1, 0)).toBeUndefined();
    expect(scalarOperation('**', 2, 10)).toBe(1024);
    expect(scalarOperation('|', 'a', 'b')).toBeUndefined();
    expect(scalarOperation('<=>', '10', '9')).toBe(1);
    expect(scalarOperation('xor', 1, '')).toBe(true);
    expect(unaryOperation('-', '3')).toBe(-3);
    expect(unaryOperation('~', 5)).toBe(-6);
    expect(unaryOperation('~', '5')).toBeUndefined();
  });
});

/** Expressions whose value PHP and docgen's evaluator must agree on (or PHP throws and docgen gives UNKNOWN). */
const EXPRESSIONS = [
  `null == "0"`, `null == ""`, `null < -1`, `0 == "a"`, `"1" == "01"`, `"10" == "1e1"`, `100 == "1e2"`, `"abc" == "ABC"`,
  `" 1" == 1`, `"1 " == 1`, `"1abc" == 1`, `true == "x"`, `false == []`, `[] == null`, `"abc" <=> "abd"`, `"Z" < "a"`,
  `10 < "9a"`, `"10" <=> "9"`, `1.5 <=> 1.5`, `"5 apples" + 1`, `"abc" * 1`, `7 % -3`, `-7 % 3`, `7 % 0`, `1 / 0`,
  `6 / 4`, `2 ** 10`, `5 | 2`, `6 & 3`, `6 ^ 3`, `1 << 4`, `-5`, `-"3"`, `~5`, `!"0"`, `!"0.0"`, `(int) "42abc"`,
  `(float) "3.7 kg"`, `(int) -3.7`, `"a" . 1.0`, `true xor true`, `null ?? "x"`, `0 ?: "y"`,
];

function evaluated(expression: string): unknown {
  const file = '/app/example.php';
  const ast = parseCode(`<?php\nreturn ${expression};\n`, file).ast;
  const value = evaluate(ast.children[0].expr, { scope: fileScope(ast), file });
  return value === UNKNOWN ? 'error' : value;
}

describe('against PHP', () => {
  itPhp('agrees with php on every expression of the list', () => {
    const script = `$results = [];\n${EXPRESSIONS.map(
      (e) => `try { $results[] = (function () { return ${e}; })(); } catch (Throwable $t) { $results[] = 'error'; }`,
    ).join('\n')}\necho json_encode($results, JSON_PRESERVE_ZERO_FRACTION);`;
    const output = execFileSync('php', ['-d', 'error_reporting=0', '-r', script], { encoding: 'utf8' });
    const expected = (JSON.parse(output) as unknown[]).map((value, index) => [EXPRESSIONS[index], value]);
    expect(EXPRESSIONS.map((e) => [e, evaluated(e)])).toEqual(expected);
  });
});
