/** The PHP engine reads the app's class constants and static property defaults where they are written. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/model.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { PhpEngine } from '../../src/php/engine/engine.ts';
import { fileScope } from '../../src/php/names.ts';
import { OrderedArray } from '../../src/php/php-array.ts';
import { parseCode } from '../../src/php/parser.ts';
import { UNKNOWN } from '../../src/php/values.ts';

const app = mkdtempSync(join(tmpdir(), 'engine-constants-'));
mkdirSync(join(app, 'app'));
writeFileSync(join(app, 'composer.json'), JSON.stringify({ autoload: { 'psr-4': { 'App\\': 'app/' } } }));
writeFileSync(
  join(app, 'app', 'Limits.php'),
  `<?php
namespace App;

class Limits
{
    const BASE = 10;
    const DOUBLE = self::BASE * 2;
    const NAMES = ['b' => 'bee', 5 => 'five', 'where' => __CLASS__];
    const LOOP_A = self::LOOP_B;
    const LOOP_B = self::LOOP_A;
    public static $perPage = self::DOUBLE + 1;
}
`,
);
afterAll(() => rmSync(app, { recursive: true, force: true }));

function run(code: string) {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const diagnostics: Diagnostic[] = [];
  const engine = new PhpEngine({ classes: ClassIndex.forApp(app), hosts: [], report: (d) => diagnostics.push(d) });
  const completion = engine.runStatements(parsed.ast.children as PhpNode[], { vars: new Map(), scope: fileScope(parsed.ast), file: 'snippet.php' });
  return { value: (completion as { value?: unknown }).value, diagnostics };
}

describe('class constants in the engine', () => {
  it('evaluates a constant, a static property default and an array constant in their class', () => {
    const { value, diagnostics } = run('return [\\App\\Limits::DOUBLE, \\App\\Limits::$perPage, \\App\\Limits::NAMES];');
    expect(diagnostics).toEqual([]);
    const [double, perPage, names] = (value as OrderedArray).values();
    expect([double, perPage]).toEqual([20, 21]);
    expect((names as OrderedArray).entries()).toEqual([
      ['b', 'bee'],
      [5, 'five'],
      ['where', 'App\\Limits'],
    ]);
  });

  it('gives up on constants that refer to each other, with one warning where the constant is read', () => {
    const { value, diagnostics } = run('return \\App\\Limits::LOOP_A;');
    expect(value).toBe(UNKNOWN);
    expect(diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual(['snippet.php:2']);
    expect(diagnostics[0]!.message).toContain('App\\Limits::LOOP_A');
  });
});
