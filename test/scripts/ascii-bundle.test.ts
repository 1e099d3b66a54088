/**
 * The command-line bundle is written in ASCII, which V8 holds in one byte per character: what esbuild leaves
 * non-ASCII (doc comments, regular expression literals) is escaped without changing what the code does, and what
 * cannot be escaped (a tagged template's raw text) is left as written.
 */
import { isAscii } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asciiOnly } from '../../scripts/ascii-bundle.mjs';

const run = (code: string) => {
  const module = { exports: {} as Record<string, unknown> };
  new Function('module', code)(module);
  return module.exports;
};

afterEach(() => vi.restoreAllMocks());

describe('the command-line bundle in ASCII', () => {
  it('escapes comments and regular expressions, and the code does what it did', () => {
    const code = [
      'class Words {',
      '  /** Whether a word names the game → true for every spelling of it. */',
      '  static game(word) { return /^pok[eé]mon$/i.test(word); }',
      '}',
      '// A character escaped by a backslash, an astral one in a Unicode pattern; strings as esbuild writes them.',
      'module.exports = { game: Words.game("Pok\\xE9mon"), escaped: /^\\é$/.test("\\xE9"), astral: /^[😀x]$/u.test("\\uD83D\\uDE00"), text: "\\xE9" };',
    ].join('\n');
    const ascii = asciiOnly(code);
    expect(isAscii(Buffer.from(ascii))).toBe(true);
    expect(ascii).toContain('true for every spelling');
    expect(run(ascii)).toEqual({ game: true, escaped: true, astral: true, text: 'é' });
    expect(run(ascii)).toEqual(run(code));
  });

  it("leaves a tagged template's raw text as written, and says so", () => {
    const told = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = '/* → */ module.exports = { raw: String.raw`é\\n` };';
    const kept = asciiOnly(code);
    expect(kept).toContain('String.raw`é\\n`');
    expect(run(kept)).toEqual({ raw: 'é\\n' });
    expect(told).toHaveBeenCalledWith(expect.stringContaining('two bytes per character'));
  });

  it('leaves ASCII code as it is', () => {
    const code = 'module.exports = /a+/.test("aa");';
    expect(asciiOnly(code)).toBe(code);
  });

  it('is how the build writes lib/cli.cjs', () => {
    expect(isAscii(readFileSync(new URL('../../lib/cli.cjs', import.meta.url)))).toBe(true);
  });
});
