/**
 * The app's global functions (composer's `autoload.files` and what they require), found by name: only the files
 * whose text may declare the function are parsed, the first declaration in load order wins, and a file linked out
 * of the app is never read.
 */
import { mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appFunction } from '../../src/laravel/app-functions.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { parseActivity } from '../../src/php/parser.ts';
import { tempApp } from '../support/temp-app.ts';

const COMPOSER = '{"autoload":{"psr-4":{"App\\\\":"app/"},"files":["bootstrap/includeHelpers.php"]}}';
/** Requires every file of bootstrap/helpers, as Coolify's bootstrap does. */
const INCLUDE_HELPERS = "<?php\n\nforeach (glob(__DIR__.'/helpers/*.php') as $file) {\n    require_once $file;\n}\n";

function helpersApp(files: Record<string, string>): string {
  return tempApp({ 'composer.json': COMPOSER, 'bootstrap/includeHelpers.php': INCLUDE_HELPERS, ...files });
}

/** The files of the app parsed while `read` runs, relative to the app. */
function parsedDuring(root: string, read: () => unknown): string[] {
  const before = new Set(parseActivity().files);
  read();
  return parseActivity()
    .files.filter((file) => !before.has(file))
    .map((file) => file.slice(root.length + 1))
    .sort();
}

describe('the functions of the app’s helper files', () => {
  it('parses only the files that may declare the function asked for', () => {
    const root = helpersApp({
      'bootstrap/helpers/docker.php': "<?php\n\nfunction docker_image(string $name): string\n{\n    return $name;\n}\n",
      'bootstrap/helpers/shared.php': "<?php\n\nif (! function_exists('base_ip')) {\n    function base_ip(): string\n    {\n        return '127.0.0.1';\n    }\n}\n",
    });
    const classes = ClassIndex.forApp(root, { env: {} });
    let found: ReturnType<typeof appFunction>;
    const parsed = parsedDuring(root, () => (found = appFunction(classes, '\\base_ip')));
    expect(found).toMatchObject({ name: 'base_ip', file: 'bootstrap/helpers/shared.php', line: 4 });
    // The file that requires the others is parsed to follow them; docker.php is not.
    expect(parsed).toEqual(['bootstrap/helpers/shared.php', 'bootstrap/includeHelpers.php']);
    expect(appFunction(classes, 'DOCKER_IMAGE')).toMatchObject({ name: 'docker_image', file: 'bootstrap/helpers/docker.php' });
    expect(appFunction(classes, 'nowhere')).toBeUndefined();
  });

  it('parses only the declaration of the function asked for in a file of functions, with its namespace and imports', () => {
    const filler = Array.from({ length: 40 }, (_, i) => `function filler${i}(array $items): array\n{\n    return array_map(fn ($item) => "{$item}-${i}", $items);\n}\n`).join('\n');
    const text =
      "<?php\n\nnamespace App\\Support;\n\nuse Illuminate\\Support\\Str;\n\n// Callers include the team's id; nothing here requires a file.\n\n" +
      filler +
      "\nif (! function_exists('App\\Support\\slugged')) {\n    /** The name as a slug, and a heredoc that holds braces. */\n    function slugged(string $name): string\n    {\n        return Str::slug(\"{$name}-\" . <<<EOT\n        }{\n        EOT);\n    }\n}\n\n" +
      filler.replaceAll('filler', 'other');
    const root = helpersApp({ 'bootstrap/helpers/shared.php': text });
    const classes = ClassIndex.forApp(root, { env: {} });
    const before = parseActivity().characters;
    let found: ReturnType<typeof appFunction>;
    parsedDuring(root, () => (found = appFunction(classes, 'App\\Support\\slugged')));
    const parsedCharacters = parseActivity().characters - before;
    const line = text.slice(0, text.indexOf('function slugged')).split('\n').length;
    expect(found).toMatchObject({ name: 'slugged', file: 'bootstrap/helpers/shared.php', line });
    expect(found!.body.map((statement) => statement.kind)).toEqual(['return']);
    expect(found!.returnType).toBe('string');
    expect(found!.scope.resolveClass('Str')).toBe('Illuminate\\Support\\Str');
    // includeHelpers.php whole, and of shared.php little more than the declaration (a comment naming `include` is no include).
    const declaration = text.slice(text.indexOf("if (! function_exists"), text.indexOf('\n}\n', text.indexOf('function slugged')));
    expect(parsedCharacters).toBeLessThan(INCLUDE_HELPERS.length + 2 * declaration.length);
    expect(appFunction(classes, 'App\\Support\\other39')).toMatchObject({ name: 'other39', line: text.split('\n').length - 4 });
    expect(appFunction(classes, 'filler3')).toBeUndefined();
  });

  it('keeps the first declaration in load order, and reads namespaced functions by their full name', () => {
    const root = helpersApp({
      'bootstrap/helpers/a.php': "<?php\n\nfunction label(): string\n{\n    return 'a';\n}\n",
      'bootstrap/helpers/b.php': "<?php\n\nif (! function_exists('label')) {\n    function label(): string\n    {\n        return 'b';\n    }\n}\n",
      'bootstrap/helpers/c.php': "<?php\n\nnamespace App\\Support;\n\nfunction label(): string\n{\n    return 'c';\n}\n",
    });
    const classes = ClassIndex.forApp(root, { env: {} });
    expect(appFunction(classes, 'label')).toMatchObject({ file: 'bootstrap/helpers/a.php' });
    expect(appFunction(classes, 'App\\Support\\label')).toMatchObject({ file: 'bootstrap/helpers/c.php' });
  });

  it('does not read a helper file linked out of the app', () => {
    const outside = mkdtempSync(join(tmpdir(), 'docgen-outside-'));
    writeFileSync(join(outside, 'secrets.php'), "<?php\n\nfunction leaked(): string\n{\n    return 'secret';\n}\n");
    const root = tempApp({ 'composer.json': '{"autoload":{"files":["helpers.php"]}}' });
    symlinkSync(join(outside, 'secrets.php'), join(root, 'helpers.php'));
    const classes = ClassIndex.forApp(root, { env: {} });
    const parsed = parsedDuring(root, () => expect(appFunction(classes, 'leaked')).toBeUndefined());
    expect(parsed).toEqual([]);
    expect(parseActivity().files).not.toContain(join(outside, 'secrets.php'));
    expect(classes.diagnostics).toEqual([expect.objectContaining({ code: 'outside-app', file: 'helpers.php' })]);
  });
});
