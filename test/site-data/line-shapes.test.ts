/**
 * Lines tokenized through their shapes (values reduced) must get, character by character, the scopes that
 * Shiki's tokenizer gives the lines themselves: checked on example requests and responses with hostile values,
 * and on lines where a quote or a number is not a value (comments, here-documents, escapes, interpolation).
 */
import { createHighlighterCore, type HighlighterCore } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import { INITIAL, type IGrammar, type IToken, type StateStack } from 'shiki/textmate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestExample } from '../../src/endpoint/example-request.ts';
import { GrammarLines } from '../../src/site-data/grammar-lines.ts';
import { SHAPED_LANGUAGES, shapeOf, waitsForCapturedText } from '../../src/site-data/line-shapes.ts';
import { bashExample } from '../../src/snippets/languages/bash.ts';
import { javascriptExample } from '../../src/snippets/languages/javascript.ts';
import { pythonExample } from '../../src/snippets/languages/python.ts';

let shiki: HighlighterCore;
beforeAll(async () => {
  const langs = await Promise.all(['json', 'javascript', 'shellscript', 'python'].map(async (id) => (await bundledLanguages[id as 'json']()).default));
  shiki = await createHighlighterCore({ themes: [], langs, engine: createOnigurumaEngine(import('shiki/wasm')) });
});

/** Each character of the line with the scopes of the token it is in. */
function scopesPerCharacter(line: string, tokens: IToken[]): string {
  const out: string[] = [];
  tokens.forEach((token, index) => {
    const end = Math.min(tokens[index + 1]?.startIndex ?? line.length, line.length);
    for (let at = token.startIndex; at < end; at++) out.push(`${line[at]}\t${token.scopes.join(' ')}`);
  });
  return out.join('\n');
}

/** What Shiki's tokenizer gives the code, line after line, with no cache of ours. */
function tokenizedByShiki(grammar: IGrammar, code: string): string {
  let state: StateStack = INITIAL;
  return code
    .split('\n')
    .map((line) => {
      if (line === '') return '';
      const { tokens, ruleStack } = grammar.tokenizeLine(line, state, 0);
      state = ruleStack;
      return scopesPerCharacter(line, tokens);
    })
    .join('\n');
}

const HOSTILE_VALUES: unknown[] = [
  'Spring account',
  'say "hi" now',
  "it's",
  'C:\\temp\\new',
  '$HOME and `whoami`',
  '100% {name} %s',
  '<script>alert(1)</script>',
  'use strict',
  'SELECT * FROM users',
  'line\nbreak\ttab',
  'ünïcødé ✓',
  '',
  'a',
  '# not a comment',
  '// nor this',
  'https://example.com/a?b=1&c=%20',
  'jane.doe@example.com',
  '2024-01-14T04:35:00',
  0,
  7,
  -12,
  3.5,
  1e21,
  0.000001,
  10.05,
  true,
  null,
  [1, 'two', [3]],
  { nested: { deeper: ['x y', 42] } },
];

function requestWith(body: Record<string, unknown>, method = 'POST'): RequestExample {
  return {
    method,
    baseUrl: 'http://localhost',
    uri: 'api/things/12',
    url: 'http://localhost/api/things/12',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Tenant': '0042' },
    query: { page: 3, sort: '-created_at', filter: 'a "b" c' },
    body,
    files: [],
    bodyKind: 'json',
  };
}

/** Many snippets of each language, as a build highlights them: one after the other through one cache. */
function snippets(): Record<string, string[]> {
  const bodies: Array<Record<string, unknown>> = HOSTILE_VALUES.map((value, index) => ({ [`field_${index}`]: value, name: `Name ${index}`, amount: index * 7, when: '2024-0' + (index % 9) }));
  bodies.push(Object.fromEntries(HOSTILE_VALUES.map((value, index) => [`key ${index}`, value])));
  const requests = bodies.map((body) => requestWith(body));
  const responses = bodies.map((body) => JSON.stringify({ data: body, meta: { total: 1234, page: 1 } }, null, 4));
  return {
    shellscript: [
      ...requests.map(bashExample),
      'cat <<"EOF"\nline "one" 12\nEOF\necho "after" 3',
      "cat <<'END'\nx 'y' 1\nEND\necho 'done' 45",
      'echo "$1 and ${HOME}" 10 # "quoted" 12',
      "awk '{print $1}' file 2>&1",
      'curl --data "{\n    \\"a\\": \\"say \\\\\\"hi\\\\\\"\\",\n    \\"n\\": 12\n}"',
    ],
    javascript: [
      ...requests.map(javascriptExample),
      '"use strict";\nconst re = /"ab"/g; // "c" 12\nconst t = `x ${"y"} 1`;\nlet n = 0x1F + 012 + 1.5e3 + 10n;',
      "import x from 'module';\nconst o = { 'a b': 1, \"c\": [2, 3] };",
    ],
    python: [
      ...requests.map(pythonExample),
      'x = f"{a} 1" + r"\\d+" + b\'bytes\' + "%s" % 12\ns = """\n"multi" 1\n"""\n# "comment" 3',
    ],
    json: [...responses, '[\n    "a",\n    12,\n    -1.5e+3,\n    "\\u00e9 \\"q\\""\n]'],
  };
}

describe('line shapes', () => {
  it('tokenizes every line as Shiki does, sharing the shapes of lines that differ in values', () => {
    for (const [language, codes] of Object.entries(snippets())) {
      const grammar = shiki.getLanguage(language);
      let tokenizations = 0;
      const counting = new Proxy(grammar, {
        get: (target, property) => (property === 'tokenizeLine' ? (...args: Parameters<IGrammar['tokenizeLine']>) => (tokenizations++, target.tokenizeLine(...args)) : Reflect.get(target, property)),
      });
      const shaped = new GrammarLines(counting, scopesPerCharacter, true);
      let lines = 0;
      for (const code of codes) {
        expect(shaped.highlight(code), `${language}:\n${code}`).toBe(tokenizedByShiki(grammar, code));
        lines += code.split('\n').length;
      }
      // The point of shapes: far fewer lines tokenized than the snippets hold.
      expect(tokenizations, language).toBeLessThan(lines / 3);
    }
  });

  it('reduces only plain string contents and decimal numbers', () => {
    expect(shapeOf('    "name": "Spring account",')?.text).toBe('    "a": "a",');
    expect(shapeOf('    \\"amount\\": 12,')?.text).toBe('    \\"a\\": 1,');
    expect(shapeOf("x = 'it' + 3.25")?.text).toBe("x = 'a' + 1.1");
    // Escapes, interpolation, placeholders, octal-looking and hexadecimal numbers, identifiers are kept.
    for (const kept of ['"a\\nb"', '"$HOME"', '"%s"', '"{x}"', "'<b>'", '012', '0x1F', 'v2', '1e5', '10n']) expect(shapeOf(kept), kept).toBeUndefined();
    expect(SHAPED_LANGUAGES.has('php')).toBe(false);
  });
});

describe('waitsForCapturedText', () => {
  it('tells a state waiting for a word captured on its line (a here-document) from one that is not', () => {
    const shell = shiki.getLanguage('shellscript');
    expect(waitsForCapturedText(shell.tokenizeLine('cat <<"EOF"', INITIAL, 0).ruleStack)).toBe(true);
    expect(waitsForCapturedText(shell.tokenizeLine('echo "EOF" 12', INITIAL, 0).ruleStack)).toBe(false);
    expect(waitsForCapturedText(shell.tokenizeLine('--data "{', INITIAL, 0).ruleStack)).toBe(false);
  });
});
