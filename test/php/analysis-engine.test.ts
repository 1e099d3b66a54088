/** The engine as the inference runs it: nothing guessed, everything that may run runs once. */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { AnalysisEngine, decidedTruth } from '../../src/php/engine/analysis-engine.ts';
import type { Frame } from '../../src/php/engine/frame.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';
import { RequestInput } from '../../src/php/request-input.ts';
import { TypedValue } from '../../src/php/typed-value.ts';
import { UNKNOWN } from '../../src/php/values.ts';

/** Runs the statements with `$u` unknown and `$q` read from the request; gives the variables afterwards. */
function run(code: string): Map<string, unknown> {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const engine = new AnalysisEngine({ classes: ClassIndex.forApp('/nonexistent-app'), hosts: [], report: () => {} });
  const frame: Frame = { vars: new Map<string, unknown>([['u', UNKNOWN], ['q', new RequestInput('q', 'query')]]), scope: fileScope(parsed.ast), file: 'snippet.php' };
  engine.runStatements(parsed.ast.children as PhpNode[], frame);
  return frame.vars;
}

describe('the analysis engine', () => {
  it('leaves comparisons, negations and combinations of unknowns undecided', () => {
    const vars = run("$a = $u === 'x'; $b = !$q; $c = $u && true; $d = $u || true; $e = $u ? 1 : 2; $f = isset($u); $g = empty($q); $h = $u ?? 'd'; $i = \"n={$u}\"; $j = 'n=' . $u;");
    expect([...['a', 'b', 'c', 'e', 'f', 'g', 'h', 'i', 'j'].map((name) => vars.get(name))]).toEqual(Array(9).fill(UNKNOWN));
    // `|| true` is true whatever the left side is.
    expect(vars.get('d')).toBe(true);
  });

  it('runs both sides of an undecided if, switch and match, a return ending only its side', () => {
    const vars = run(
      "if ($u) { $a = 1; return; } else { $b = 2; } $after = 3; switch ($q) { case 'x': $c = 1; break; default: $d = 1; } $m = match ($u) { 1 => $e = 5, default => $f = 6 };",
    );
    expect(['a', 'b', 'after', 'c', 'd', 'e', 'f'].map((name) => vars.get(name))).toEqual([1, 2, 3, 1, 1, 5, 6]);
    expect(vars.get('m')).toBe(UNKNOWN);
  });

  it('gives a cast of something unknown its type, not a guessed value', () => {
    const vars = run("$a = (int) $u; $b = (bool) $q; $c = (array) $u; $d = (int) '12abc'; $e = \"id={$d}\";");
    expect([vars.get('a'), vars.get('b'), vars.get('c'), vars.get('d'), vars.get('e')]).toEqual([new TypedValue('int'), new TypedValue('bool'), UNKNOWN, 12, 'id=12']);
  });

  it('decides what is known, as PHP does', () => {
    const vars = run("if (1 === 1) { $a = 1; } else { $b = 2; } $s = match ('y') { 'x' => 1, 'y' => 2 }; $t = 'v' ?: 'd'; $f = '' ?: 'd';");
    expect([vars.get('t'), vars.get('f')]).toEqual(['v', 'd']);
    expect(vars.get('a')).toBe(1);
    expect(vars.has('b')).toBe(false);
    expect(vars.get('s')).toBe(2);
    expect(decidedTruth(UNKNOWN)).toBeUndefined();
    expect(decidedTruth('0')).toBe(false);
  });

  it('runs a loop over something unknown once, and the catch blocks of a try', () => {
    const vars = run('$n = 0; foreach ($u as $k => $v) { $n++; $seen = $v; } while ($u) { $w = 1; } try { $t = 1; } catch (Exception $e) { $caught = 1; }');
    expect([vars.get('n'), vars.get('seen'), vars.get('w'), vars.get('t'), vars.get('caught')]).toEqual([1, UNKNOWN, 1, 1, 1]);
  });

  it('evaluates the arguments of a call on something unknown', () => {
    const vars = run('$u->where($x = 5); $list = [1, 2];');
    expect(vars.get('x')).toBe(5);
    expect(vars.get('list')).toBeInstanceOf(OrderedArray);
  });
});

const branchApp = fileURLToPath(new URL('./fixtures/branch-returns-app', import.meta.url));

/** Runs a method of App\Support\Lookup on the analysis engine with the given arguments. */
function runLookup(method: string, args: unknown[]): unknown {
  const classes = ClassIndex.forApp(branchApp);
  const engine = new AnalysisEngine({ classes, hosts: [], report: () => {} });
  return engine.runMethod(classes.findMethod('App\\Support\\Lookup', method)!, undefined, args);
}

describe('returns and writes the analysis engine cannot decide', () => {
  it('gives unknown for a method that returns in an undecided branch and returns something else at its end', () => {
    expect(runLookup('connection', [UNKNOWN])).toBe(UNKNOWN);
    // Decided, the branch is taken or not.
    expect(runLookup('connection', [false])).toBe('none');
    expect(runLookup('connection', [true])).toBeNull();
    // The caller's `=== null` test is then undecided: both sides run and the last one written stays.
    const [conn, branch] = (runLookup('caller', [UNKNOWN]) as OrderedArray).values();
    expect(conn).toBe(UNKNOWN);
    expect(branch).toBe('other');
  });

  it('keeps a value every return gives, and ends the body where both sides of an if return', () => {
    expect(runLookup('sameEitherWay', [UNKNOWN])).toBe('same');
    expect(runLookup('bothSides', [UNKNOWN])).toBe(UNKNOWN);
    expect(runLookup('bothSides', [true])).toBe(1);
  });

  it('takes no value from a branch that throws', () => {
    expect(runLookup('guarded', [UNKNOWN])).toBe('ok');
  });

  it('leaves an array that is not known unknown when a key is written into it', () => {
    const [unknown, known] = (runLookup('writeKeys', [UNKNOWN]) as OrderedArray).values();
    expect(unknown).toBe(UNKNOWN);
    expect((known as OrderedArray).get('a')).toBe(1);
    expect((known as OrderedArray).get('b')).toBe(2);
  });
});
