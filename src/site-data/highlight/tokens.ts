/**
 * Highlighting writes compact class names instead of inline colours: one class per kind of token,
 * coloured by the site's CSS (GitHub's light and dark palettes, the same colours Shiki's
 * github-light/github-dark themes give these tokens). Pages stay small at thousands of snippets.
 */
export type TokenKind = 'k' | 's' | 'c' | 'f' | 'v' | 'm' | '';

export interface Token {
  kind: TokenKind;
  text: string;
}

/** Colours per kind: [light, dark]. `''` is plain text. */
export const PALETTE: Record<Exclude<TokenKind, ''> | 'plain', [string, string]> = {
  plain: ['#24292E', '#E1E4E8'],
  k: ['#D73A49', '#F97583'],
  s: ['#032F62', '#9ECBFF'],
  c: ['#005CC5', '#79B8FF'],
  f: ['#6F42C1', '#B392F0'],
  v: ['#E36209', '#FFAB70'],
  m: ['#6A737D', '#6A737D'],
};

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

function escape(text: string): string {
  return text.replace(/[&<>]/g, (c) => ENTITIES[c]!);
}

/** Tokens → HTML (spans only around coloured tokens; text escaped). */
export function tokensToHtml(tokens: Token[]): string {
  let html = '';
  for (const token of tokens) {
    html += token.kind && token.text.trim() ? `<span class="hl-${token.kind}">${escape(token.text)}</span>` : escape(token.text);
  }
  return html;
}

/**
 * The CSS of the palette. Light colours by default, dark ones inside `selectorForDark`
 * (e.g. `[data-theme="dark"]`, or a dark code panel).
 */
export function paletteCss(selectorForDark: string[]): string {
  const kinds = Object.entries(PALETTE).filter(([kind]) => kind !== 'plain');
  const light = kinds.map(([kind, [color]]) => `.hl-${kind}{color:${color}}`).join('');
  const dark = selectorForDark
    .map((selector) => kinds.map(([kind, [, color]]) => `${selector} .hl-${kind}{color:${color}}`).join(''))
    .join('');
  return light + dark;
}
