/**
 * A file over 600 lines holds more than one idea, and a function over 80 lines more than one step: both are
 * split. The few that stay longer are listed here, each with the reason it reads better whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 80;

/** `file:function` → why it stays longer than the limit. */
const LONGER_ON_PURPOSE: Record<string, string> = {};

const sources = ['src', 'integration']
  .flatMap((folder) => readdirSync(root + folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => file.endsWith('.ts'))
  .sort();

function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const name = node.name?.getText(source) ?? `(function at line ${first + 1})`;
      if (last - first + 1 > MAX_FUNCTION_LINES) found.push(`${file}:${name} (${last - first + 1} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('size limits', () => {
  it('finds the sources', () => {
    expect(sources.length).toBeGreaterThan(300);
  });

  it(`keeps every file of src/ and integration/ within ${MAX_FILE_LINES} lines`, () => {
    const long = sources
      .map((file) => ({ file, lines: lineCount(readFileSync(root + file, 'utf8')) }))
      .filter(({ file, lines }) => lines > MAX_FILE_LINES && !(file in LONGER_ON_PURPOSE))
      .map(({ file, lines }) => `${file} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`keeps every function within ${MAX_FUNCTION_LINES} lines`, () => {
    const long = sources
      .flatMap((file) => longFunctions(file, readFileSync(root + file, 'utf8')))
      .filter((entry) => !(entry.replace(/ \(\d+ lines\)$/, '') in LONGER_ON_PURPOSE));
    expect(long).toEqual([]);
  });
});
