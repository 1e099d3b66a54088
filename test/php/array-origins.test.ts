/** Where array entries were written: recorded only by an engine that asks, kept through copies, `+`, spreads and array_merge(). */
import { describe, expect, it } from 'vitest';
import { lineOf, type PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { AnalysisEngine } from '../../src/php/engine/analysis-engine.ts';
import type { Frame } from '../../src/php/engine/frame.ts';
import { binaryOperation } from '../../src/php/engine/value-ops.ts';
import { mergeArrays } from '../../src/php/functions/array-merge.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray, type EntryOrigin } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';

/** An engine whose arrays remember the item or assignment target each entry was written at. */
class RecordingEngine extends AnalysisEngine {
  protected override originAt(node: PhpNode, value: PhpNode | undefined, frame: Frame): EntryOrigin {
    return { node, value, frame };
  }
}

function run(code: string, engine: AnalysisEngine = new RecordingEngine({ classes: ClassIndex.forApp('/nonexistent-app'), hosts: [], report: () => {} })): Map<string, unknown> {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const frame: Frame = { vars: new Map(), scope: fileScope(parsed.ast), file: 'snippet.php' };
  engine.runStatements(parsed.ast.children as PhpNode[], frame);
  return frame.vars;
}

/** The line each entry was written on (the snippet's first line of code is line 2). */
function lines(array: unknown): Record<string, number | undefined> {
  const entries = (array as OrderedArray).keys().map((key) => [key, lineOf((array as OrderedArray).originOf(key)?.node) || undefined]);
  return Object.fromEntries(entries);
}

describe('entry origins', () => {
  it('are the array item, or the target of an assignment, and travel through spreads, + and copies', () => {
    const vars = run("$base = ['a' => 1];\n$x = [...$base,\n'b' => 2];\n$x['c'] = 3;\n$y = $x + ['d' => 4];");
    expect(lines(vars.get('x'))).toEqual({ a: 2, b: 4, c: 5 });
    expect(lines(vars.get('y'))).toEqual({ a: 2, b: 4, c: 5, d: 6 });
  });

  it('are kept by copy(), +, array_merge(), and dropped when the entry is set again without one', () => {
    const frame: Frame = { vars: new Map(), scope: fileScope(parseCode('<?php', 'x.php').ast), file: 'x.php' };
    const origin = (line: number): EntryOrigin => ({ node: { kind: 'entry', loc: { start: { line, column: 0, offset: 0 }, end: { line, column: 0, offset: 0 } } }, frame });
    const left = new OrderedArray();
    left.set('a', 1, origin(10));
    left.push('x', origin(11));
    const right = OrderedArray.fromEntries([['b', 2]]);
    right.set('c', 3, origin(12));
    expect(lines(left.copy())).toEqual({ a: 10, 0: 11 });
    expect(lines(binaryOperation('+', left, right))).toEqual({ a: 10, 0: 11, b: undefined, c: 12 });
    expect(lines(mergeArrays(right, left))).toEqual({ b: undefined, c: 12, a: 10, 0: 11 });
    left.set('a', 5);
    expect(left.originOf('a')).toBeUndefined();
  });

  it('are not recorded by an engine that does not ask', () => {
    const vars = run("$x = ['a' => 1];", new AnalysisEngine({ classes: ClassIndex.forApp('/nonexistent-app'), hosts: [], report: () => {} }));
    expect((vars.get('x') as OrderedArray).originOf('a')).toBeUndefined();
  });
});
