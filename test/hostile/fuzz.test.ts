/**
 * Property-based test of docblock and PHP parsing: docblocks built from ordinary tag text mixed with the
 * fragments that have broken parsers (comment ends, backticks, PHP tags, heredoc markers, attributes,
 * unbalanced quotes, NUL, long whitespace runs) are parsed alone and in front of a method inside a class,
 * through the project's own entry points. No input may throw or take long, and every syntax error is a
 * diagnostic with a line inside the file and a message in words.
 *
 * CI runs a fixed seed and a modest count; `FUZZ_RUNS=20000 FUZZ_SEED=<n>` runs a longer campaign.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseParamTag } from '../../src/extract/strategies/shared/param-tag.ts';
import { parseResponseFieldTag } from '../../src/extract/strategies/responseFields/response-field-tag.ts';
import { isNode, type PhpNode } from '../../src/php/ast.ts';
import { docBlockOf, parseDocBlock } from '../../src/php/docblock.ts';
import { parseUncached } from '../../src/php/parser.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
/** Per input: parsing a docblock and a 30-line class takes milliseconds; a loop or quadratic path takes seconds. */
const MS_PER_INPUT = 1_500;

const DANGEROUS = [
  '*/',
  '/*',
  '/**',
  '`',
  '``',
  '<?php',
  '<?=',
  '?>',
  '<<<EOT',
  "<<<'EOT'",
  '\nEOT;',
  'EOT',
  '#[',
  '#[Attr(',
  ']',
  '#',
  '//',
  "'",
  '"',
  '\\',
  '\\"',
  '$',
  '${',
  '{$',
  '{',
  '}',
  '\0',
  '\r',
  '\r\n',
  '\t',
  '\uFEFF',
  ' '.repeat(5_000),
  '\n'.repeat(200),
  'enum',
  'enum X',
  'fn',
  '@',
  '::',
  '->',
  '=>',
  '...',
];

const TAG_TEXT = [
  '@bodyParam title string required The title. Example: Dune',
  '@queryParam page integer The page. Enum: 1, 2, 3',
  '@urlParam id int required',
  '@response 200 {"id": 1}',
  '@response {',
  '@responseFile storage/responses/x.json {"merge": true}',
  '@responseField status string Enum: open, closed',
  '@header X-Api-Key abc',
  '@header',
  '@group Things',
  '@apiResourceAdditional a=b "c d"="e f"',
  'Example:',
  'Enum:',
  'No-example',
  'storage/app/uploads/*/ by default; see `config/x.php`.',
];

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...DANGEROUS) },
  { weight: 3, arbitrary: fc.constantFrom(...TAG_TEXT) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(' ', '\n     * ', '\n') },
);

/** Text between `/**` and the closing star-slash, one to a few lines of pieces. */
const docblockBody = fc.array(fc.array(piece, { maxLength: 8 }).map((parts) => parts.join('')), { minLength: 1, maxLength: 6 });

function docblock(lines: string[]): string {
  return `/**\n${lines.map((line) => `     * ${line}`).join('\n')}\n     */`;
}

function classFile(doc: string): string {
  return `<?php\nnamespace App\\Http\\Controllers;\n\nclass FuzzController\n{\n    ${doc}\n    public function run($id) { return ['id' => $id]; }\n\n    /** The method after. */\n    public function after() { return 1; }\n}\n`;
}

/** Every method node of a parsed file, wherever the parser put it. */
function methods(node: unknown, found: PhpNode[] = []): PhpNode[] {
  if (Array.isArray(node)) for (const child of node) methods(child, found);
  else if (isNode(node)) {
    if (node.kind === 'method') found.push(node);
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'leadingComments' && typeof value === 'object') methods(value, found);
  }
  return found;
}

const INTERNAL = /Cannot read properties|Maximum call stack|Bad terminal sequence|\bT_[A-Z_]+\b|undefined|Parse Error :/;

/** Parses a PHP file through the project's entry point and checks its diagnostics. */
function parseFileText(source: string): PhpNode {
  const parsed = parseUncached(source, 'app/Http/Controllers/FuzzController.php');
  const lineCount = source.split('\n').length;
  for (const error of parsed.errors) {
    expect(error.line).toBeGreaterThanOrEqual(1);
    expect(error.line).toBeLessThanOrEqual(lineCount + 1);
    expect(error.message).not.toMatch(INTERNAL);
  }
  return parsed.ast;
}

/** Parses the docblock alone, then the class around it, and reads every tag the way the strategies do. */
function parseEverything(lines: string[]): void {
  const doc = docblock(lines);
  const block = parseDocBlock(doc, 6);
  for (const tag of block.tags) {
    expect(tag.line).toBeGreaterThanOrEqual(6);
    if (tag.name === 'bodyParam' || tag.name === 'queryParam' || tag.name === 'urlParam') parseParamTag(tag.name, tag.content);
    if (tag.name === 'responseField') parseResponseFieldTag(tag.content);
  }
  for (const method of methods(parseFileText(classFile(doc)))) {
    const methodBlock = docBlockOf(method);
    for (const tag of methodBlock?.tags ?? []) if (tag.name === 'bodyParam' || tag.name === 'queryParam') parseParamTag(tag.name, tag.content);
  }
}

function timed(lines: string[], parse: (lines: string[]) => void = parseEverything): boolean {
  const started = performance.now();
  parse(lines);
  const elapsed = performance.now() - started;
  expect(elapsed, `${elapsed.toFixed(0)} ms for ${JSON.stringify(lines).slice(0, 300)}`).toBeLessThan(MS_PER_INPUT);
  return true;
}

describe('fuzzing docblocks in front of a method', () => {
  it(`${RUNS} generated docblocks (seed ${SEED}): no throw, bounded time, diagnostics in words`, () => {
    fc.assert(fc.property(docblockBody, (lines) => timed(lines)), { numRuns: RUNS, seed: SEED });
  }, Math.max(120_000, RUNS * 100));

  it(`${RUNS} generated class bodies (seed ${SEED}): the same fragments written as code, not inside a comment`, () => {
    const asCode = (lines: string[]): void => void parseFileText(classFile(lines.join('\n    ')));
    fc.assert(fc.property(docblockBody, (lines) => timed(lines, asCode)), { numRuns: RUNS, seed: SEED });
  }, Math.max(120_000, RUNS * 100));

  it('the fragments that hung php-parser are among the inputs the property accepts', () => {
    for (const lines of [
      ['Files go under storage/app/uploads/*/ by default; see `config/x.php`.'],
      ['*/ #[Attr(', ''],
      ['*/ enum X'],
      [`Example:${' '.repeat(120_000)}`],
      // Found by this test (seed 424242): a name then a double-quoted string looped through a type look-back.
      ['storage/app/uploads/*/ by default; see `config/x.php`.', '"@responseFile storage/responses/x.json {"merge": true}'],
    ]) expect(timed(lines)).toBe(true);
  });
});
