/**
 * The engine's two policies on the same expressions: strict (constant expressions; an unknown operand makes the
 * whole value unknown; nothing reported) and forgiving (the example goes on, one warning per place).
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import type { EvaluationPolicy } from '../../src/php/engine/policy.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const classes = ClassIndex.forApp(process.cwd());

/** Evaluates `expr` with `$known = 'k'` defined and `$missing` not. */
function run(expr: string, policy: EvaluationPolicy) {
  const parsed = parseCode(`<?php\n${expr};`, 'snippet.php');
  const diagnostics: Diagnostic[] = [];
  const engine = new PhpEngine({ classes, hosts: [], report: (d) => diagnostics.push(d), policy });
  const node = (parsed.ast.children[0] as PhpNode).expression as PhpNode;
  const value = engine.evalExpr(node, { vars: new Map([['known', 'k']]), scope: fileScope(parsed.ast), file: 'snippet.php' });
  return { value, diagnostics };
}

describe('the strict and forgiving policies', () => {
  it.each([
    ['"a{$missing}b"', 'ab'],
    ["$missing ? 'yes' : 'no'", 'yes'],
    ['(int) $missing', 1],
    ['$missing === 1', false],
    ["match ($missing) { 1 => 'one', default => 'other' }", 'one'],
    ["$missing ?? 'fallback'", 'fallback'],
  ])('%s: unknown when strict, %j when forgiving', (expr, forgiving) => {
    const strict = run(expr, 'strict');
    expect(strict).toEqual({ value: UNKNOWN, diagnostics: [] });
    expect(run(expr, 'forgiving').value).toBe(forgiving);
  });

  it('keeps an unknown element inside an otherwise known array under both policies', () => {
    for (const policy of ['strict', 'forgiving'] as const) {
      const { value } = run("['a' => $missing, 'b' => $known]", policy);
      expect((value as OrderedArray).entries()).toEqual([
        ['a', UNKNOWN],
        ['b', 'k'],
      ]);
    }
  });

  it('runs no code under the strict policy and reports nothing; the forgiving one warns once', () => {
    expect(run('new \\App\\Nothing()', 'strict')).toEqual({ value: UNKNOWN, diagnostics: [] });
    expect(run("(fn ($s) => $s . '!')('a')", 'strict')).toEqual({ value: UNKNOWN, diagnostics: [] });
    expect(run("(fn ($s) => $s . '!')('a')", 'forgiving').value).toBe('a!');
    const forgiving = run('$known . $missing', 'forgiving');
    expect(forgiving.value).toBe('k');
    expect(forgiving.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(['snippet.php:2']);
    expect(forgiving.diagnostics[0]!.message).toContain('Cannot infer the variable $missing statically');
  });
});

describe('the pipe operator in the engine', () => {
  it('passes the value through each closure, left to right, when code runs', () => {
    expect(run("$known |> (fn ($s) => $s . 'a') |> (fn ($s) => $s . 'b')", 'forgiving').value).toBe('kab');
  });

  it('is unknown under the strict policy when a stage is not a function', () => {
    expect(run("$known |> (fn ($s) => $s . 'a')", 'strict').value).toBe(UNKNOWN);
  });
});
