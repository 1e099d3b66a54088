/**
 * The engine's policies on the same expressions: forgiving (the example goes on, one warning per place), reading
 * (code runs, but a value that depends on something unknown is unknown) and strict (reading, and constant
 * expressions only: no code runs, a variable not given is unknown), which is how evaluate() reads config, rules and
 * attributes.
 */
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import type { EngineOptions } from '../../src/php/engine/engine-base.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const classes = ClassIndex.forApp(process.cwd());
const FORGIVING = { policy: 'forgiving' } as const;
const READING = { policy: 'reading' } as const;
const STRICT = { policy: 'strict' } as const;

/** Evaluates `expr` with `$known = 'k'` defined and `$missing` not. */
function run(expr: string, mode: Partial<EngineOptions>) {
  const parsed = parseCode(`<?php\n${expr};`, 'snippet.php');
  const diagnostics: Diagnostic[] = [];
  const engine = new PhpEngine({ classes, hosts: [], report: (d) => diagnostics.push(d), ...mode });
  const node = (parsed.ast.children[0] as PhpNode).expression as PhpNode;
  const value = engine.evalExpr(node, { vars: new Map([['known', 'k']]), scope: fileScope(parsed.ast), file: 'snippet.php' });
  return { value, diagnostics };
}

describe('reading, strict and forgiving engines', () => {
  it.each([
    ['"a{$missing}b"', 'ab'],
    ["$missing ? 'yes' : 'no'", 'yes'],
    ['(int) $missing', 1],
    ['$missing === 1', false],
    ["match ($missing) { 1 => 'one', default => 'other' }", 'one'],
    ["'a' . $missing", 'a'],
    ["$missing ?? 'fallback'", 'fallback'],
  ])('%s: unknown and nothing reported when reading or strict, %j when forgiving', (expr, forgiving) => {
    expect(run(expr, READING)).toEqual({ value: UNKNOWN, diagnostics: [] });
    expect(run(expr, STRICT)).toEqual({ value: UNKNOWN, diagnostics: [] });
    expect(run(expr, FORGIVING).value).toBe(forgiving);
  });

  it('keeps an unknown element inside an otherwise known array in every mode', () => {
    for (const mode of [FORGIVING, READING, STRICT]) {
      const { value } = run("['a' => $missing, 'b' => $known]", mode);
      expect((value as OrderedArray).entries()).toEqual([
        ['a', UNKNOWN],
        ['b', 'k'],
      ]);
    }
  });

  it('has no string for an array or an enum case when reading', () => {
    expect(run("'x' . ['a']", READING).value).toBe(UNKNOWN);
    expect(run("(string) ['a']", READING).value).toBe(UNKNOWN);
    expect(run("'x' . ['a']", FORGIVING).value).toBe('xArray');
  });

  it('warns once where an unknown value appears when forgiving', () => {
    const { value, diagnostics } = run('$known . $missing', FORGIVING);
    expect(value).toBe('k');
    expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(['snippet.php:2']);
    expect(diagnostics[0]!.message).toContain('Cannot infer the variable $missing statically');
  });
});

describe('the strict policy: constant expressions only', () => {
  it('runs no code: objects and closures are unknown', () => {
    expect(run('new \\App\\Nothing()', STRICT).value).toBe(UNKNOWN);
    expect(run("(fn ($s) => $s . '!')('a')", STRICT).value).toBe(UNKNOWN);
    expect(run("(fn ($s) => $s . '!')('a')", READING)).toEqual({ value: 'a!', diagnostics: [] });
    expect(run("(fn ($s) => $s . '!')($missing)", READING).value).toBe(UNKNOWN);
  });

  it('reads ?? on known values', () => {
    expect(run("$known ?? 'fallback'", STRICT).value).toBe('k');
    expect(run("['a' => null]['a'] ?? 'fallback'", READING).value).toBe('fallback');
  });

  it('reports nothing', () => {
    expect(run("'a' . $missing . Unknown::X . unknown_function()", STRICT)).toEqual({ value: UNKNOWN, diagnostics: [] });
  });
});

describe('the pipe operator in the engine', () => {
  it('passes the value through each closure, left to right, when code runs', () => {
    expect(run("$known |> (fn ($s) => $s . 'a') |> (fn ($s) => $s . 'b')", FORGIVING).value).toBe('kab');
    expect(run("$known |> (fn ($s) => $s . 'a')", READING).value).toBe('ka');
  });

  it('is unknown in a constant expression when a stage is not a function', () => {
    expect(run("$known |> (fn ($s) => $s . 'a')", STRICT).value).toBe(UNKNOWN);
  });
});
