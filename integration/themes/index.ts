/** The themes of docgen's own pages, by name. */
import type { Theme } from '../../src/config/output-types.ts';
import { pageThemeName, type PageThemeName } from './choice.ts';
import { defaultTheme } from './default/index.ts';
import { elementsTheme } from './elements/index.ts';
import type { PageTheme } from './theme.ts';

const PAGE_THEMES: Record<PageThemeName, PageTheme> = { default: defaultTheme, elements: elementsTheme };

/** The theme the config names (the external types render no pages of their own; their routes plan with the default one). */
export function pageTheme(theme: Theme): PageTheme {
  return PAGE_THEMES[pageThemeName(theme)];
}
