/**
 * The site in the theme the config names, for every page and route: the runtime plans and renders the
 * site with the theme it is handed, the themes know nothing of the runtime, and this module joins them.
 */
import config from 'virtual:docgen/config';
import type { Site } from '../src/site-data/site.ts';
import { loadSite as loadSiteWith } from './runtime/site.ts';
import { pageTheme } from './themes/index.ts';

export const theme = pageTheme(config.theme);

export function loadSite(): Promise<Site> {
  return loadSiteWith(theme.endpointHtml);
}
