/** The PHP engine's `===` and `==` on arrays: keys, values and types in order, or the same pairs in any order. */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';

/** Runs `<?php return …;` in an engine with no app classes and gives the returned list's values. */
function returned(code: string): unknown[] {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const diagnostics: Diagnostic[] = [];
  const engine = new PhpEngine({ classes: ClassIndex.forApp('/nonexistent-app'), hosts: [], report: (d) => diagnostics.push(d) });
  const completion = engine.runStatements(parsed.ast.children as PhpNode[], { vars: new Map(), scope: fileScope(parsed.ast), file: 'snippet.php' });
  expect(diagnostics).toEqual([]);
  expect(completion.kind).toBe('return');
  const value = (completion as { value: unknown }).value;
  expect(value).toBeInstanceOf(OrderedArray);
  return (value as OrderedArray).values();
}

describe('array equality in the engine', () => {
  it('compares arrays with === by keys, values and types in order', () => {
    expect(returned("return [[1, 2] === [1, 2], ['a' => 1, 'b' => 2] === ['b' => 2, 'a' => 1], [1] === ['1'], [1, [2]] === [1, [2]], [1] !== [1], [] === []];")).toEqual([
      true,
      false,
      false,
      true,
      false,
      true,
    ]);
  });

  it('compares arrays with == by the same key/value pairs in any order, values loosely', () => {
    expect(returned("return [['a' => 1, 'b' => 2] == ['b' => 2, 'a' => 1], [1] == ['1'], [1, 2] == [2, 1], [1] != [1], [1] == [1, 2], [[1]] == [['1']]];")).toEqual([
      true,
      true,
      false,
      false,
      false,
      true,
    ]);
  });

  it('matches an array subject in match and switch', () => {
    expect(returned("$x = [1, 2]; $s = 0; switch ($x) { case ['1', '2']: $s = 1; break; } return [match ($x) { [1, 2] => 'same', default => 'other' }, $s];")).toEqual([
      'same',
      1,
    ]);
  });
});
