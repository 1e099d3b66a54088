/**
 * Bad input never crashes: a malformed docblock tag, attribute or `rules()` gives a warning with
 * file:line, and the endpoint is still documented from what could be read.
 */
import { describe, expect, it } from 'vitest';
import { GetFromBodyParamAttribute } from '../../../../src/extract/strategies/bodyParameters/GetFromBodyParamAttribute.ts';
import { GetFromBodyParamTag } from '../../../../src/extract/strategies/bodyParameters/GetFromBodyParamTag.ts';
import { GetFromFormRequest } from '../../../../src/extract/strategies/bodyParameters/GetFromFormRequest.ts';
import { GetFromInlineValidator } from '../../../../src/extract/strategies/bodyParameters/GetFromInlineValidator.ts';
import { join } from 'node:path';
import { parseFile } from '../../../../src/php/parser.ts';
import { FIXTURE_APP, harness } from './harness.ts';

const CONTROLLER_FILE = 'app/Http/Controllers/BookController.php';

describe('malformed annotations and rules', () => {
  it('an empty @bodyParam is skipped with a warning at its line; the next tag is read', () => {
    const { run, diagnostics } = harness('broken');
    const result = run(GetFromBodyParamTag)!;
    expect(result.count).toMatchObject({ type: 'integer', required: true, example: 3 });
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', file: CONTROLLER_FILE, line: 142, message: expect.stringContaining('@bodyParam') }),
    ]);
  });

  it('an attribute whose name is not static is skipped; an enum class that does not exist is reported', () => {
    const { run, diagnostics } = harness('broken');
    const result = run(GetFromBodyParamAttribute)!;
    expect(Object.keys(result)).toEqual(['weight']);
    expect(result.weight).toMatchObject({ type: 'number', description: 'Weight in grams.', enumValues: [] });
    expect(diagnostics.map((d) => [d.file, d.line])).toEqual([
      [CONTROLLER_FILE, 145],
      [CONTROLLER_FILE, 146],
    ]);
    expect(diagnostics[1]!.message).toContain('App\\Enums\\Missing');
  });

  it('an inline rule built at run time is reported; the other rules of the method are documented', () => {
    const { run, diagnostics } = harness('broken');
    const result = run(GetFromInlineValidator)!;
    expect(Object.keys(result)).toEqual(['note', 'size']);
    expect(result.size).toMatchObject({ required: true, enumValues: ['s', 'm', 'l'] });
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'rule-unreadable', file: CONTROLLER_FILE, line: 150 })]);
  });

  it('rules() with run-time parts: each unreadable rule is reported at its line, the rest documented', () => {
    const { run, diagnostics } = harness('update');
    const result = run(GetFromFormRequest)!;
    expect(Object.keys(result)).toEqual(['title', 'summary', 'rating', 'genre']);
    expect(result.summary).toMatchObject({ nullable: true, type: 'string' });
    expect(result.rating!.type).toBe('integer');
    const file = 'app/Http/Requests/UpdateBookRequest.php';
    expect(diagnostics.map((d) => [d.file, d.line, d.severity])).toEqual([
      [file, 14, 'warning'],
      [file, 16, 'warning'],
      [file, 17, 'warning'],
    ]);
    expect(diagnostics[2]!.message).toContain('App\\Enums\\Missing');
  });

  it('a FormRequest with a syntax error: the error at its line (once, from the parse), and what was parsed is documented', () => {
    const { run, diagnostics } = harness('syntax');
    const result = run(GetFromFormRequest)!;
    expect(result.name).toMatchObject({ type: 'string', required: true });
    expect(diagnostics).toEqual([]);
    const parsed = parseFile(join(FIXTURE_APP, 'app/Http/Requests/SyntaxErrorRequest.php'));
    expect(parsed.errors).toEqual([expect.objectContaining({ severity: 'error', code: 'php-syntax', line: 13 })]);
  });
});
