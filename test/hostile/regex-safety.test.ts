/**
 * No regular expression in `src/` or `integration/` may take more than linear time on any input: every regex
 * literal is checked with recheck (which finds exponential and polynomial backtracking), and every regex built
 * at run time must be listed below with the reason it is safe.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Diagnostics } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SCANNED = ['src', 'integration'];


/**
 * Regexes built at run time (`new RegExp(...)`), by file and the start of the call, with why each is linear.
 * A new one fails the test until it is listed here (and, where the parts are fixed, checked below).
 */
const BUILT_AT_RUN_TIME: Record<string, string> = {
  "src/bridge/secret-pattern.ts new RegExp(sources.join('|'), 'g')":
    'an alternation of the secrets, each character spelled out in its encodings: literal text only',
  'src/config/validate.ts new RegExp(`[\'"]${segment.replace':
    'an escaped config key between quotes, then `\\s*=>`: literal text and one whitespace run',
  'src/php/functions/regex-functions.ts new RegExp(body, flags)':
    "the app's own preg_* pattern, refused when a group is quantified and when n^(quantifiers + 1) passes 10^7 on the subject",
  'src/examples/regex.ts new RegExp(jsBody, flags)':
    "the app's own `regex:` validation rule, only handed to randexp to generate an example, never matched against input",
  'src/tag-grammar/fields.ts new RegExp(`(?:^|(?<=\\\\s))${field}=${VALUE}':
    'fixed field names and VALUE; checked below with a field name filled in',
  'src/tag-grammar/fields.ts new RegExp(`(?<![^\\\\s\'"=])([^\\\\s\'"=]+|"[^"]+?"|\'[^\']+?\')=${VALUE}':
    'fixed text and VALUE; checked below',
  "src/laravel/matching/str-is.ts new RegExp(`^(?:${list.map(patternBody).join('|')})$`":
    "Str::is patterns written in the app's own code (route names, paths), matched against names from the same app",
  "src/php/glob.ts new RegExp(`^${last.replace(":
    "a glob from the app's route-loading code (`*`, `?` only), matched against file names in one folder",
  "src/laravel/routes/route-attributes.ts new RegExp(`^${pattern.replace(":
    "a glob from the app's route-attribute configuration, matched against class names",
  'src/php/dot-env.ts new RegExp(`(^|[^\\\\\\\\])${quote}`)': "one character class then a quote (`'` or `\"`); checked below",
  'src/site-data/endpoint-view.ts new RegExp(`^${response.status},\\\\s*`)': 'anchored: digits, a comma, one whitespace run',
  'src/endpoint/bound-uri.ts new RegExp(`\\\\{${escapeRegExp(name)}\\\\??\\\\}`': 'an escaped parameter name between braces: literal text',
  'integration/client/try-it-out.ts new RegExp(`\\\\{${name.replace(': 'an escaped parameter name between braces: literal text',
};

/** Run-time regexes whose parts are fixed, as they are built. */
const TAG_VALUE = `([^\\s'"]+|"[\\s\\S]+?"|'[\\s\\S]+?')`;
const BUILT_EXAMPLES: Array<[string, string]> = [
  [`(?:^|(?<=\\s))status=${TAG_VALUE}\\s*`, ''],
  [`(?<![^\\s'"=])([^\\s'"=]+|"[^"]+?"|'[^']+?')=${TAG_VALUE}`, ''],
  [`(^|[^\\\\])"`, ''],
  [`(^|[^\\\\])'`, ''],
  [`['"]base_url['"]\\s*=>`, ''],
];

interface FoundRegex {
  where: string;
  source: string;
  flags: string;
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) sourceFiles(path, found);
    else if (/\.(?:ts|mts|mjs|js)$/.test(entry)) found.push(path);
  }
  return found;
}

function scan(): { literals: FoundRegex[]; built: string[] } {
  const literals: FoundRegex[] = [];
  const built: string[] = [];
  for (const file of SCANNED.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const path = relative(ROOT, file);
    const sourceFile = ts.createSourceFile(path, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sourceFile);
        const slash = text.lastIndexOf('/');
        // `g` only repeats the search.
        const flags = text.slice(slash + 1).replace('g', '');
        literals.push({ where: `${path}:${line}`, source: text.slice(1, slash), flags });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp') {
        built.push(`${path} ${node.getText(sourceFile)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { literals, built };
}

/** Checks each distinct regex once, a few at a time (recheck runs them outside this thread). */
async function checkAll(regexes: Array<{ source: string; flags: string }>): Promise<Map<string, Diagnostics>> {
  const results = new Map<string, Diagnostics>();
  const queue = [...new Map(regexes.map((r) => [`/${r.source}/${r.flags}`, r])).entries()];
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [key, { source, flags }] = next;
      // A fixed seed and step limits only (no time limits inside the checker) keep the fuzzing checker's verdict
      // the same from run to run, however loaded the machine is.
      const options = { timeout: 120_000, randomSeed: 1, attackTimeout: null, incubationTimeout: null, seedingTimeout: null };
      results.set(key, await check(source, flags, options));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return results;
}

function problem(result: Diagnostics): string | undefined {
  if (result.status === 'safe') return undefined;
  if (result.status === 'vulnerable') return `${result.complexity.summary}, e.g. ${result.attack.pattern}`;
  return `could not be checked (${result.error.kind})`;
}

describe('regular expressions over input', () => {
  const { literals, built } = scan();

  it('finds the regexes it checks', () => {
    // A scan that silently found nothing would pass everything.
    expect(literals.length).toBeGreaterThan(300);
    expect(literals.some((r) => r.where.startsWith('src/extract/strategies/shared/param-tag.ts'))).toBe(true);
  });

  it('every regex literal runs in linear time', async () => {
    const results = await checkAll(literals);
    const unsafe = literals.flatMap((r) => {
      const why = problem(results.get(`/${r.source}/${r.flags}`)!);
      return why ? [`${r.where} /${r.source}/${r.flags}: ${why}`] : [];
    });
    expect(unsafe).toEqual([]);
  }, 600_000);

  it('every regex built at run time is listed with the reason it is linear', () => {
    const unlisted = built.filter((call) => !Object.keys(BUILT_AT_RUN_TIME).some((start) => call.startsWith(start)));
    expect(unlisted).toEqual([]);
    const stale = Object.keys(BUILT_AT_RUN_TIME).filter((start) => !built.some((call) => call.startsWith(start)));
    expect(stale).toEqual([]);
  });

  it('run-time regexes with fixed parts run in linear time', async () => {
    const results = await checkAll(BUILT_EXAMPLES.map(([source, flags]) => ({ source, flags })));
    const unsafe = [...results].flatMap(([key, result]) => (problem(result) ? [`${key}: ${problem(result)}`] : []));
    expect(unsafe).toEqual([]);
  }, 120_000);

  it('catches the quadratic pattern docblock tags used to have', async () => {
    // `Example:` followed by 120,000 spaces took 25 s per command with this regex.
    const [result] = (await checkAll([{ source: '^(.*)\\bExample:\\s*([\\s\\S]+?)\\s*$', flags: 's' }])).values();
    expect(result!.status).toBe('vulnerable');
  }, 120_000);
});
