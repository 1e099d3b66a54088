/** The code themes: Shiki's bundled themes by name (the list only; a theme is loaded when the site is built). */
import { bundledThemesInfo } from 'shiki/themes';

export interface CodeThemes {
  light: string;
  dark: string;
}

/** GitHub's default themes: their token colours pass WCAG AA contrast on their own backgrounds. */
export const DEFAULT_CODE_THEMES: CodeThemes = { light: 'github-light-default', dark: 'github-dark-default' };

/** The names of Shiki's bundled themes, for validating the config. */
export const BUNDLED_THEME_NAMES: readonly string[] = bundledThemesInfo.map((theme) => theme.id);

/** A bundled theme's definition. */
export async function loadCodeTheme(name: string) {
  const info = bundledThemesInfo.find((theme) => theme.id === name);
  if (!info) throw new Error(`"${name}" is not one of Shiki's bundled themes.`);
  return (await info.import()).default;
}
