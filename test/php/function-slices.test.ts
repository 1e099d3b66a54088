/**
 * Where a file of functions declares each one, from its tokens, and the text parsed for some of them: the same
 * functions, on the same lines, with the same names, as a parse of the whole file gives.
 */
import { describe, expect, it } from 'vitest';
import type { PhpNode } from '../../src/php/ast.ts';
import { functionSpans, sliceText } from '../../src/php/function-slices.ts';
import { parseCode } from '../../src/php/parser.ts';

const FILE = [
  '<?php',
  '',
  'declare(strict_types=1);',
  '',
  'namespace App\\Support;',
  '',
  'use Illuminate\\Support\\Str;',
  'use function sprintf as format;',
  '',
  "$handler = function () use ($config) { return ['}' => \"{$config}\"]; };",
  '$name = Str::class;',
  '',
  '/** Made by reference. */',
  '#[\\Deprecated]',
  'function &shared(): array',
  '{',
  "    static $cache = ['{' => '}'];",
  '    return $cache;',
  '}',
  '',
  "if (! function_exists('App\\Support\\label')) {",
  '    function label(string $name): string',
  '    {',
  '        $text = <<<EOT',
  '        } {$name} {',
  '        EOT;',
  "        // require 'nothing.php'; is a comment",
  "        return format('%s', \"${name}\" . $text);",
  '    }',
  '}',
  '',
  'function inner(): void',
  '{',
  "    require __DIR__ . '/run-only-when-called.php';",
  '    function declaredWhenCalled() {}',
  '}',
  '',
].join('\n');

/** The line of each function a parse declares at its top level (in if blocks too), by its namespaced name. */
function declared(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  const visit = (nodes: PhpNode[], namespace: string) => {
    for (const node of nodes) {
      if (node.kind === 'namespace') visit((node.children ?? []) as PhpNode[], String(node.name));
      else if (node.kind === 'if') visit(((node.body as PhpNode)?.children ?? []) as PhpNode[], namespace);
      else if (node.kind === 'function') found[`${namespace}\\${String((node.name as PhpNode).name)}`] = node.loc!.start.line;
    }
  };
  visit(parseCode(text, 'helpers.php').ast.children as PhpNode[], '');
  return found;
}

describe('functionSpans', () => {
  it('reads the fixture as PHP does', () => {
    expect(declared(FILE)).toEqual({ 'App\\Support\\shared': 15, 'App\\Support\\label': 22, 'App\\Support\\inner': 32 });
  });

  it('finds the top-level declarations (in an if block, by reference, with attributes) and none of what a function body holds', () => {
    const spans = functionSpans(FILE)!;
    expect([...spans.functions.keys()]).toEqual(['shared', 'label', 'inner']);
    // A require in a function's body runs when the function is called, not when the file loads; one in a comment never.
    expect(spans.includes).toBe(false);
    for (const name of ['shared', 'label', 'inner']) {
      const slice = sliceText(FILE, [...spans.always, ...spans.functions.get(name)!]);
      const whole = declared(FILE);
      const key = `App\\Support\\${name}`;
      expect(declared(slice), name).toEqual({ [key]: whole[key] });
      expect(parseCode(slice, 'helpers.php').errors).toEqual([]);
    }
    // The slice keeps the imports and the attribute and doc comment before the declaration.
    const shared = sliceText(FILE, [...spans.always, ...spans.functions.get('shared')!]);
    expect(shared).toContain('use function sprintf as format;');
    expect(shared).toContain('#[\\Deprecated]');
    expect(shared).not.toContain('$handler');
    expect(shared.split('\n').length).toBeLessThanOrEqual(FILE.split('\n').length);
  });

  it('tells an include that runs as the file loads', () => {
    expect(functionSpans("<?php\n\nrequire_once __DIR__.'/other.php';\n\nfunction a() {}\n")!.includes).toBe(true);
    expect(functionSpans("<?php\n\nforeach (glob(__DIR__.'/*.php') as $file) {\n    include $file;\n}\n")!.includes).toBe(true);
    expect(functionSpans("<?php\n\n// include nothing\n$text = 'require me';\n")!.includes).toBe(false);
  });

  it('leaves a file that is more than functions and statements to a whole parse', () => {
    expect(functionSpans('<?php\n\nclass Helper {}\n')).toBeUndefined();
    expect(functionSpans('<?php\n\n$helper = new class { function a() {} };\n')).toBeUndefined();
    expect(functionSpans('<?php\n\nnamespace App { function a() {} }\n')).toBeUndefined();
    expect(functionSpans('<?php\n\ninterface Shape {}\n')).toBeUndefined();
    expect(functionSpans('<?php\n\nenum Suit { case Hearts; }\n')).toBeUndefined();
    expect(functionSpans('<?php\n\nfunction a() {}\n__halt_compiler();\nraw data {')).toBeUndefined();
  });

  it('gives up on a declaration that is never closed at once, without scanning each later one to the end', () => {
    expect(functionSpans(`<?php\n${'function open() {\n'.repeat(20_000)}`)).toBeUndefined();
    expect(functionSpans('<?php\n\nfunction params(array $a = [\n')).toBeUndefined();
  });
});
