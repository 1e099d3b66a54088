/**
 * Finding a closure again from where it was written: route discovery keeps a closure route's file and line
 * (routes are plain data), and extraction reads the closure's parameters, attributes and body from there.
 */
import { lineOf, walk, type PhpNode } from './ast.ts';
import { scopedStatements, type NameScope } from './names.ts';
import type { ParsedFile } from './parser.ts';

export interface ClosureSite {
  node: PhpNode;
  /** The namespace and imports in effect where it is written. */
  scope: NameScope;
}

/** Per parsed file (a new object when the file changes): the first closure that starts on each line. */
const byFile = new WeakMap<ParsedFile, Map<number, ClosureSite>>();

/** The closure or arrow function that starts on `line` (the first one when a line holds several). */
export function closureAt(parsed: ParsedFile, line: number): ClosureSite | undefined {
  let lines = byFile.get(parsed);
  if (!lines) {
    lines = new Map();
    for (const { node, scope } of scopedStatements(parsed.ast)) {
      walk(node, (child) => {
        if ((child.kind === 'closure' || child.kind === 'arrowfunc') && !lines!.has(lineOf(child))) {
          lines!.set(lineOf(child), { node: child, scope });
        }
      });
    }
    byFile.set(parsed, lines);
  }
  return lines.get(line);
}
