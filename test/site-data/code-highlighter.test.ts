/**
 * The site's code highlighting: Shiki with a light/dark theme pair, tokens as palette classes. The expected
 * colours are the themes' own (read from Shiki's theme files), so the test checks the mapping, not a copy of it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CodeHighlighter } from '../../src/site-data/code-highlighter.ts';
import { DEFAULT_CODE_THEMES, loadCodeTheme } from '../../src/config/code-themes.ts';
import { loadConfig } from '../../src/config/load.ts';
import { tempApp } from '../support/temp-app.ts';

const folder = mkdtempSync(join(tmpdir(), 'docgen-highlight-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `l3` → the colour CSS gives it (light rules, then dark rules under the selector). */
function colours(css: string, prefix: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const m of css.matchAll(new RegExp(`${prefix.replace(/[[\]"=]/g, '\\$&')}pre\\.code \\.([ld]\\d+)\\{color:(#[0-9A-Fa-f]+)\\}`, 'g'))) map.set(m[1]!, m[2]!);
  return map;
}

/** The foreground a theme's settings give a TextMate scope (exact match of a listed scope). */
async function scopeColour(themeName: string, scope: string): Promise<string> {
  const theme = await loadCodeTheme(themeName);
  const settings = (theme.tokenColors ?? theme.settings ?? []) as Array<{ scope?: string | string[]; settings: { foreground?: string } }>;
  const found = settings.find((s) => (Array.isArray(s.scope) ? s.scope : String(s.scope).split(/,\s*/)).includes(scope) && s.settings.foreground);
  return found!.settings.foreground!.toUpperCase();
}

describe('CodeHighlighter', () => {
  it('colours every language of the examples and JSON with the theme pair, as classes', async () => {
    const highlighter = new CodeHighlighter(DEFAULT_CODE_THEMES);
    const css = await highlighter.css(['[data-theme="dark"]']);
    const light = colours(css, '');
    const dark = colours(css, '[data-theme="dark"] ');

    const json = await highlighter.highlight('{"name": "x<y", "n": -1.5}', 'json');
    // Text is escaped, and the structure kept.
    expect(json.replace(/<[^>]+>/g, '')).toBe('{"name": "x&lt;y", "n": -1.5}');
    const key = /<span class="(l\d+) (d\d+)">"name"<\/span>/.exec(json) ?? /<span class="(l\d+) (d\d+)">name<\/span>/.exec(json);
    expect(key, json).not.toBeNull();
    // A JSON key has the theme's property-name colour in each theme.
    expect(light.get(key![1]!)!.toUpperCase()).toBe(await scopeColour('github-light-default', 'support.type.property-name.json'));
    expect(dark.get(key![2]!)!.toUpperCase()).toBe(await scopeColour('github-dark-default', 'support.type.property-name.json'));

    for (const [language, code] of [
      ['bash', 'curl --request GET "http://x" # list'],
      ['javascript', 'const url = new URL("http://x"); // list'],
      ['php', "<?php\n$client = new \\GuzzleHttp\\Client(); // list"],
      ['python', 'import requests  # list'],
    ]) {
      const html = await highlighter.highlight(code!, language!);
      expect(html.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>'), language).toBe(code);
      // The comment is a token of its own, in the themes' comment colour.
      const comment = /<span class="(l\d+) (d\d+)">[^<]*list<\/span>/.exec(html);
      expect(comment, `${language}: ${html}`).not.toBeNull();
      expect(light.get(comment![1]!)!.toUpperCase(), `${language}: ${html}`).toBe(await scopeColour("github-light-default", "comment"));
    }
  });

  it('colours a line by what the lines before it opened, also when the same line was seen elsewhere', async () => {
    const highlighter = new CodeHighlighter(DEFAULT_CODE_THEMES);
    const css = await highlighter.css(['[data-theme="dark"]']);
    const light = colours(css, '');
    const lightOf = (html: string, text: string) => light.get(new RegExp(`<span class="(l\\d+)[^"]*">${text}`).exec(html)?.[1] ?? '')?.toUpperCase();
    const comment = await scopeColour('github-light-default', 'comment');
    const keyword = await scopeColour('github-light-default', 'keyword');
    // Inside a block comment a statement is comment; on its own, its keyword has the keyword colour.
    const inComment = await highlighter.highlight('/*\nconst a = 1;\n*/', 'javascript');
    expect(lightOf(inComment, 'const'), inComment).toBe(comment);
    const alone = await highlighter.highlight('const a = 1;', 'javascript');
    expect(lightOf(alone, 'const'), alone).toBe(keyword);
    expect(lightOf(await highlighter.highlight('/*\nconst a = 1;', 'javascript'), 'const')).toBe(comment);

    // Two here-documents end at different words: `B` is text of the first and the end of the second.
    const string = await scopeColour('github-light-default', 'string');
    const first = await highlighter.highlight('cat <<A\nB\necho 1\nA', 'bash');
    expect(lightOf(first, 'B'), first).toBe(string);
    expect(lightOf(first, 'echo'), first).toBe(string);
    const second = await highlighter.highlight('cat <<B\nB\necho 1', 'bash');
    expect(second.split('\n')[1], second).toBe('B');
    expect(lightOf(second, 'echo'), second).not.toBe(string);
    // The same, where the two open here-documents differ in nothing but the word that ends them.
    const php = await highlighter.highlight('<?php\n$a = <<<EOT\nFOO\necho 1;\nEOT;', 'php');
    expect(lightOf(php, 'echo'), php).toBe(string);
    const ended = await highlighter.highlight('<?php\n$a = <<<FOO\nFOO\necho 1;', 'php');
    expect(lightOf(ended, 'echo'), ended).not.toBe(string);
    // Text and lines are kept as they were (a CRLF becomes a line break).
    expect((await highlighter.highlight('a = 1\r\n\r\nb = 2', 'python')).replace(/<[^>]+>/g, '')).toBe('a = 1\n\nb = 2');
  });

  it('escapes code of an unknown language without colours, and remembers snippets across builds', async () => {
    const cacheFile = join(folder, 'highlight.json');
    const first = new CodeHighlighter(DEFAULT_CODE_THEMES, cacheFile);
    expect(await first.highlight('a <b> & c', 'no-such-language')).toBe('a &lt;b&gt; &amp; c');
    const html = await first.highlight('echo 1', 'sh');
    first.save();
    expect(Object.values(JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>)).toContain(html);
    // Another theme pair is another snippet.
    const other = new CodeHighlighter({ light: 'one-light', dark: 'one-dark-pro' }, cacheFile);
    expect(await other.highlight('echo 1', 'sh')).not.toBe(html);
  });

  it('reads the pair from config code_themes, refusing a name Shiki does not bundle', () => {
    const good = loadConfig(tempApp({ 'config/docgen.php': "<?php return ['code_themes' => ['light' => 'one-light', 'dark' => 'one-dark-pro']];\n" }));
    expect(good.config.code_themes).toEqual({ light: 'one-light', dark: 'one-dark-pro' });
    const app = tempApp({ 'config/docgen.php': "<?php return ['code_themes' => ['light' => 'one-light', 'dark' => 'no-such-theme']];\n" });
    const error = loadConfig(app).diagnostics.find((d) => d.severity === 'error');
    expect(error?.message).toMatch(/^Config key code_themes\.dark is 'no-such-theme' \(a string\); allowed: the name of one of Shiki's bundled themes/);
  });
});
