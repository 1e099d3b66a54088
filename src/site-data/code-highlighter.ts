/**
 * Code highlighting for the whole site (example requests in every language, example responses, Try It Out)
 * with Shiki and a light/dark pair of its bundled themes.
 *
 * Kept cheap: one highlighter per build, each language loaded on first use, each distinct snippet highlighted
 * once (cached by digest in memory and on disk across builds: kept-pieces.ts). The engine is Oniguruma
 * (WebAssembly), the grammars' own: Shiki's JavaScript engine first translates each regex it meets, which cost
 * more than loading the WebAssembly (per build: 190 ms against 60 for PHP, 55 against 15 for bash). A snippet is tokenized once
 * for both themes (the grammar's scopes do not depend on the theme: scope-styles.ts colours them per theme),
 * and each distinct line once per tokenizer state before it (grammar-lines.ts): examples repeat most lines,
 * and most of the others differ only in their values (line-shapes.ts).
 *
 * Pages carry class names, not colours: a token gets `l<N>` (its colour in the light theme) and `d<N>` (in
 * the dark one), N being the colour's place in that theme's sorted palette, and `css()` colours them. At
 * thousands of endpoints a class is a fraction of the bytes of Shiki's inline styles, and the same HTML
 * shows either theme. The palettes come from the theme files, so the classes stay valid across builds.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHighlighterCore, type HighlighterCore, type LanguageRegistration, type ThemeRegistrationResolved } from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages, bundledLanguagesInfo } from 'shiki/langs';
import type { IToken } from 'shiki/textmate';
import { KeptPieces } from '../extract/kept-pieces.ts';
import { DEFAULT_CODE_THEMES, loadCodeTheme, type CodeThemes } from '../config/code-themes.ts';
import { GrammarLines } from './grammar-lines.ts';
import { SHAPED_LANGUAGES } from './line-shapes.ts';
import { textOf } from './kept-text.ts';
import { ScopeStyles } from './scope-styles.ts';

/**
 * Oniguruma's WebAssembly, read as a file: smaller than its base64 module, and no dynamic import (run from the
 * sources, this module is loaded by Vite's module runner, closed before the pages are rendered).
 */
const ONIGURUMA_WASM = createRequire(import.meta.url).resolve('shiki/onig.wasm');

/** Language names and aliases (`sh`, `js`, `py`, `yml` …) → the grammar's id. */
const LANGUAGE_IDS = new Map<string, string>();
for (const info of bundledLanguagesInfo) {
  LANGUAGE_IDS.set(info.id, info.id);
  for (const alias of info.aliases ?? []) LANGUAGE_IDS.set(alias, info.id);
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ENTITIES[c]!);

interface Palette {
  styles: ScopeStyles;
  /** Upper-case `#RRGGBB[AA]` → its index. */
  index: Map<string, number>;
  colors: string[];
  foreground: string;
  background: string;
}

function paletteOf(theme: ThemeRegistrationResolved): Palette {
  const colors = new Set<string>();
  for (const setting of theme.settings ?? []) {
    const color = setting.settings?.foreground;
    if (typeof color === 'string' && color.startsWith('#')) colors.add(color.toUpperCase());
  }
  colors.add(theme.fg.toUpperCase());
  const sorted = [...colors].sort();
  return { styles: new ScopeStyles(theme), index: new Map(sorted.map((color, i) => [color, i])), colors: sorted, foreground: theme.fg, background: theme.bg };
}

export class CodeHighlighter {
  private core?: Promise<{ shiki: HighlighterCore; light: Palette; dark: Palette }>;
  /** The snippets of this process, as text. */
  private readonly cache = new Map<string, string>();
  /** The snippets of earlier builds, as bytes, read when first needed. */
  private kept: KeptPieces | undefined;
  private readonly loading = new Map<string, Promise<void>>();
  private readonly lines = new Map<string, GrammarLines>();

  /**
   * @param themes the pair of Shiki themes
   * @param cacheFile where highlighted snippets persist between builds (optional)
   */
  constructor(
    readonly themes: CodeThemes = DEFAULT_CODE_THEMES,
    private readonly cacheFile?: string,
  ) {}

  /** The inner HTML of `<code>`: the code escaped, its tokens in spans with the palette classes. */
  async highlight(code: string, language: string): Promise<string> {
    const lang = LANGUAGE_IDS.get(language.toLowerCase()) ?? 'text';
    const key = createHash('sha1').update(`${this.themes.light}\0${this.themes.dark}\0${lang}\0${code}`).digest('base64url');
    const cached = this.cache.get(key) ?? this.keptText(key);
    if (cached !== undefined) return cached;
    const html = lang === 'text' ? escapeHtml(code) : await this.tokensHtml(code, lang);
    this.cache.set(key, html);
    if (this.cacheFile) this.keptPieces().text(key, () => html);
    return html;
  }

  /**
   * The CSS of the classes: light colours by default, dark ones inside each of `darkSelectors`
   * (`[data-theme="dark"]`, a dark code panel). Tokens that are plain in one theme take the text colour there.
   */
  async css(darkSelectors: string[]): Promise<string> {
    const { light, dark } = await this.load();
    const rules: string[] = [];
    rules.push(...light.colors.map((color, i) => `pre.code .l${i}{color:${color}}`));
    for (const selector of darkSelectors) {
      rules.push(`${selector} pre.code span{color:inherit}`);
      rules.push(...dark.colors.map((color, i) => `${selector} pre.code .d${i}{color:${color}}`));
    }
    rules.push('pre.code .i{font-style:italic}pre.code .b{font-weight:600}');
    return rules.join('');
  }

  /**
   * Keeps the snippets for the next build. All of them, not only this build's: an endpoint whose HTML was kept
   * (render-cache.ts) highlights nothing, and its snippets are wanted again when that HTML is made anew.
   */
  save(): void {
    if (!this.kept || !this.cacheFile) return;
    this.kept.keepAll();
    this.kept.save();
    // Read again when used again (`astro dev`): the files on disk are now the ones to add to.
    this.kept = undefined;
  }

  private keptText(key: string): string | undefined {
    const bytes = this.cacheFile ? this.keptPieces().find(key) : undefined;
    if (bytes === undefined) return undefined;
    const html = textOf(bytes);
    this.cache.set(key, html);
    return html;
  }

  private keptPieces(): KeptPieces {
    return (this.kept ??= KeptPieces.open(this.cacheFile, `${this.themes.light}\0${this.themes.dark}`));
  }

  private load() {
    this.core ??= (async () => {
      const [light, dark] = await Promise.all([this.themes.light, this.themes.dark].map(loadCodeTheme));
      const shiki = await createHighlighterCore({ themes: [light!, dark!], langs: [], engine: await createOnigurumaEngine(readFileSync(ONIGURUMA_WASM)) });
      return { shiki, light: paletteOf(shiki.getTheme(this.themes.light)), dark: paletteOf(shiki.getTheme(this.themes.dark)) };
    })();
    return this.core;
  }

  private async tokensHtml(code: string, lang: string): Promise<string> {
    const { shiki, light, dark } = await this.load();
    if (!shiki.getLoadedLanguages().includes(lang)) {
      let loading = this.loading.get(lang);
      if (!loading) {
        loading = bundledLanguages[lang as keyof typeof bundledLanguages]!().then((module: { default: LanguageRegistration[] }) => shiki.loadLanguage(...module.default));
        this.loading.set(lang, loading);
      }
      await loading;
    }
    let lines = this.lines.get(lang);
    if (!lines) {
      // One tokenization gives the scopes; each theme then styles them (scope-styles.ts).
      lines = new GrammarLines(shiki.getLanguage(lang), (line, tokens) => lineHtml(line, tokens, light, dark), SHAPED_LANGUAGES.has(lang));
      this.lines.set(lang, lines);
    }
    return lines.highlight(code);
  }
}

/** A line's HTML from its tokens: their classes in both themes (the font style is the light theme's). */
function lineHtml(line: string, tokens: IToken[], light: Palette, dark: Palette): string {
  const runs = new StyledRuns();
  tokens.forEach((token, index) => {
    const end = Math.min(tokens[index + 1]?.startIndex ?? line.length, line.length);
    if (end <= token.startIndex) return;
    const lightStyle = light.styles.of(token.scopes);
    const classes = [colorClass('l', lightStyle.color, light), colorClass('d', dark.styles.of(token.scopes).color, dark), fontClasses(lightStyle.fontStyle)];
    runs.add(line.slice(token.startIndex, end), classes.filter(Boolean).join(' '));
  });
  return runs.html();
}

/**
 * A line's tokens as spans, a span per run of tokens that look the same: same classes, and the blanks
 * between two of them (blanks show no colour). Other blanks stay outside the spans.
 */
class StyledRuns {
  private done = '';
  private text = '';
  private classes = '';
  /** Blanks after the run, not yet known to be inside it. */
  private blanks = '';

  add(content: string, classes: string): void {
    if (content.trim() === '') {
      this.blanks += content;
      return;
    }
    if (this.text && classes === this.classes) {
      this.text += this.blanks + content;
    } else {
      this.flush();
      this.text = content;
      this.classes = classes;
    }
    this.blanks = '';
  }

  html(): string {
    this.flush();
    return this.done;
  }

  /** Writes the run, and the blanks after it as they are. */
  private flush(): void {
    if (this.text) {
      const text = escapeHtml(this.text);
      this.done += this.classes ? `<span class="${this.classes}">${text}</span>` : text;
    }
    this.done += escapeHtml(this.blanks);
    this.text = '';
    this.blanks = '';
  }
}

/** The class of a token's colour in one theme; none for the theme's text colour (the block's own). */
function colorClass(prefix: 'l' | 'd', color: string | undefined, palette: Palette): string {
  if (!color) return '';
  const upper = color.toUpperCase();
  if (upper === palette.foreground.toUpperCase()) return '';
  const index = palette.index.get(upper);
  return index === undefined ? '' : `${prefix}${index}`;
}

/** Shiki's font style bits: 1 italic, 2 bold. */
function fontClasses(style: number | undefined): string {
  if (!style || style < 0) return '';
  return [style & 1 ? 'i' : '', style & 2 ? 'b' : ''].filter(Boolean).join(' ');
}
