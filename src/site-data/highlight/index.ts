/**
 * Code highlighting for the docs. JSON and the built-in example-request languages go through
 * docgen's own lexers (no cost worth measuring); any other language (owner templates, guides)
 * through Shiki, once per distinct snippet, cached by digest in memory and on disk across builds.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki';
import { hasLexer, tokenize } from './languages.ts';
import { PALETTE, tokensToHtml, type Token, type TokenKind } from './tokens.ts';

export { paletteCss, PALETTE, tokensToHtml, type Token, type TokenKind } from './tokens.ts';
export { hasLexer, tokenize } from './languages.ts';

/** Inner HTML of `<code>` for a language docgen lexes itself (undefined for others). */
export function highlightBuiltIn(code: string, language: string): string | undefined {
  return hasLexer(language) ? tokensToHtml(tokenize(code, language)) : undefined;
}

const COLOR_TO_KIND = new Map<string, TokenKind>(
  Object.entries(PALETTE).map(([kind, [light]]) => [light.toUpperCase(), kind === 'plain' ? '' : (kind as TokenKind)]),
);

export class CodeHighlighter {
  private shiki?: Promise<Highlighter>;
  private readonly cache = new Map<string, string>();
  private dirty = false;

  /** @param cacheFile where highlighted snippets persist between builds (optional). */
  constructor(private readonly cacheFile?: string) {
    if (cacheFile) {
      try {
        const saved = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, string>;
        for (const [key, html] of Object.entries(saved)) this.cache.set(key, html);
      } catch {
        // No cache yet, or an unreadable one: start empty.
      }
    }
  }

  async highlight(code: string, language: string): Promise<string> {
    const builtIn = highlightBuiltIn(code, language);
    if (builtIn !== undefined) return builtIn;
    const key = createHash('sha1').update(`${language}\0${code}`).digest('base64url');
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const html = await this.withShiki(code, language);
    this.cache.set(key, html);
    this.dirty = true;
    return html;
  }

  /** Writes the disk cache (atomically) when something new was highlighted. */
  save(): void {
    if (!this.cacheFile || !this.dirty) return;
    mkdirSync(dirname(this.cacheFile), { recursive: true });
    const temporary = `${this.cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(this.cache)));
    renameSync(temporary, this.cacheFile);
    this.dirty = false;
  }

  private async withShiki(code: string, language: string): Promise<string> {
    const lang = language in bundledLanguages ? language : 'text';
    this.shiki ??= createHighlighter({ themes: ['github-light'], langs: [] });
    const shiki = await this.shiki;
    if (lang !== 'text' && !shiki.getLoadedLanguages().includes(lang)) await shiki.loadLanguage(lang as keyof typeof bundledLanguages);
    const lines = shiki.codeToTokensBase(code, { lang: lang as keyof typeof bundledLanguages, theme: 'github-light' });
    const tokens: Token[] = [];
    lines.forEach((line, index) => {
      for (const token of line) {
        const kind = COLOR_TO_KIND.get((token.color ?? '').toUpperCase()) ?? nearestKind(token.color ?? '');
        tokens.push({ kind, text: token.content });
      }
      if (index < lines.length - 1) tokens.push({ kind: '', text: '\n' });
    });
    return tokensToHtml(tokens);
  }
}

/** GitHub's theme has a few more colours than the palette; they map to the closest kind. */
function nearestKind(color: string): TokenKind {
  const hex = color.replace('#', '').slice(0, 6);
  if (hex.length !== 6) return '';
  const rgb = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  let best: TokenKind = '';
  let bestDistance = Infinity;
  for (const [kind, [light]] of Object.entries(PALETTE)) {
    const other = [1, 3, 5].map((i) => parseInt(light.slice(i, i + 2), 16));
    const distance = other.reduce((sum, value, i) => sum + (value - rgb[i]!) ** 2, 0);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = kind === 'plain' ? '' : (kind as TokenKind);
    }
  }
  return best;
}
