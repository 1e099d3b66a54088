import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forgetParse, parseActivity, parseCode, parsedHash, parseFile, readFileText } from '../../src/php/parser.ts';
import { lineOf, walk, type PhpNode } from '../../src/php/ast.ts';

const dir = mkdtempSync(join(tmpdir(), 'docgen-parser-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function callNames(ast: PhpNode): string[] {
  const names: string[] = [];
  walk(ast, (node) => {
    if (node.kind === 'call' && node.what?.kind === 'staticlookup') names.push(node.arguments[0]?.value);
  });
  return names;
}

describe('parseCode', () => {
  it('parses PHP 8.4 syntax (property hooks, new without parentheses)', () => {
    const parsed = parseCode(
      '<?php class A { public string $x { get => "a"; } public function f() { return new B()->c(); } }',
      'a.php',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.ast.children[0].kind).toBe('class');
  });

  it('parses PHP 8.5 syntax (the pipe operator), and `|>` inside strings and comments stays text', () => {
    const parsed = parseCode(
      '<?php\n$slug = $title |> trim(...) |> strtolower(...);\n$text = "a |> b"; // c |> d\nclass A { public function f($v) { return $v |> (fn ($s) => $s . "!"); } }\n',
      'a.php',
    );
    expect(parsed.errors).toEqual([]);
    expect(parsed.ast.children[0].expression.right).toMatchObject({ kind: 'bin', type: '|>' });
    expect(parsed.ast.children[1].expression.right).toMatchObject({ kind: 'string', value: 'a |> b' });
  });

  it('turns a syntax error into a diagnostic with the line and keeps the rest of the file', () => {
    const code = '<?php\nRoute::get("a", fn () => 1);\nRoute::get("b"\nRoute::get("c", fn () => 1);\n';
    const parsed = parseCode(code, 'routes/api.php');
    expect(parsed.errors).toHaveLength(1);
    expect(parsed.errors[0]).toMatchObject({ severity: 'error', file: 'routes/api.php', line: 4, code: 'php-syntax' });
    expect(parsed.errors[0]!.message).toMatch(/unexpected 'Route'/);
    expect(callNames(parsed.ast)).toEqual(['a', 'b', 'c']);
  });

  it('never throws, whatever the input', () => {
    for (const code of ['', '<?php', '<?php {{{{', '<?php "unterminated', '<?php class { function ( }', '\u0000\u0001']) {
      const parsed = parseCode(code, 'x.php');
      expect(parsed.ast.kind).toBe('program');
    }
  });

  it('gives positions (1-based lines)', () => {
    const parsed = parseCode('<?php\n\n$a = 1;\n', 'x.php');
    expect(lineOf(parsed.ast.children[0])).toBe(3);
  });

  it('counts lines and columns across CRLF and lone CR breaks, doc comments, runs of whitespace and a quoted line break', () => {
    const code = "<?php\r\n/**\r\n * Doc.\r\n */\r\nfunction f() {}\r\n\r$s = 'a\\\r\nb';\r\n\t  $t = 1;\n";
    const [fn, assignS, assignT] = parseCode(code, 'lines.php').ast.children as PhpNode[];
    const comment = (fn!.leadingComments as PhpNode[])[0]!;
    expect([comment.loc?.start.line, comment.loc?.end.line]).toEqual([2, 4]);
    expect(fn!.loc?.start.line).toBe(5);
    // The string keeps its backslash and line break, and the statement ends on the line after.
    expect(((assignS!.expression as PhpNode).right as PhpNode).value).toBe('a\\\r\nb');
    expect([assignS!.loc?.start.line, assignS!.loc?.end.line]).toEqual([7, 8]);
    expect([assignT!.loc?.start.line, assignT!.loc?.start.column]).toEqual([9, 3]);
  });

  it('returns the cached parse for identical content', () => {
    const a = parseCode('<?php $same = 1;', 'same.php');
    const b = parseCode('<?php $same = 1;', 'same.php');
    expect(b).toBe(a);
    expect(parseCode('<?php $same = 2;', 'same.php')).not.toBe(a);
  });
});

describe('parseFile', () => {
  it('re-reads a file when it changes and reuses the parse when it does not', () => {
    const file = join(dir, 'a.php');
    writeFileSync(file, '<?php Route::get("one");');
    const first = parseFile(file);
    expect(parseFile(file)).toBe(first);
    writeFileSync(file, '<?php Route::get("two");');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const second = parseFile(file);
    expect(callNames(second.ast)).toEqual(['two']);
  });

  it('reports a missing file as a diagnostic instead of throwing', () => {
    const parsed = parseFile(join(dir, 'nope.php'));
    expect(parsed.errors[0]).toMatchObject({ severity: 'error', code: 'php-unreadable' });
  });
});

describe('parseFile after readFileText and forgetParse', () => {
  const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

  it('knows the hash of a file read as text before it is parsed, and parses that text', () => {
    const file = join(dir, 'Noted.php');
    writeFileSync(file, '<?php\nclass Noted {}\n');
    const stat = statSync(file);
    const text = readFileText(file, stat)!;
    expect(text).toBe(readFileSync(file, 'utf8'));
    expect(parsedHash(file, stat)).toBe(sha1(text));
    const before = parseActivity().parses;
    const parsed = parseFile(file);
    expect(parseActivity().parses - before).toBe(1);
    expect(parsed.source).toBe(text);
    expect(parsed.ast.children?.[0]?.kind).toBe('class');
  });

  it('parses a forgotten file again when asked, and still knows its hash meanwhile', () => {
    const file = join(dir, 'Forgotten.php');
    writeFileSync(file, '<?php\nclass Forgotten {}\n');
    const first = parseFile(file);
    const stat = statSync(file);
    forgetParse(file);
    expect(parsedHash(file, stat)).toBe(sha1(first.source));
    const before = parseActivity().parses;
    const again = parseFile(file);
    expect(parseActivity().parses - before).toBe(1);
    expect(again).not.toBe(first);
    expect(again.source).toBe(first.source);
  });
});
