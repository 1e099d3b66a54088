/**
 * The site in the theme the config names, for every page and route: the runtime plans and renders the
 * site with the theme it is handed, the themes know nothing of the runtime, and this module joins them.
 * It stays with the pages (it reads virtual modules); docgen's code comes from the page kit.
 */
import { getCollection } from 'virtual:docgen/content';
import config from 'virtual:docgen/config';
import type { Site } from '../src/site-data/site.ts';
import { loadSite as loadSiteWith, pageTheme } from './page-kit.ts';

export const theme = pageTheme(config.theme);

export function loadSite(): Promise<Site> {
  // The collections' types are generated from the site's own content config, which docgen cannot name here.
  return loadSiteWith(theme.endpointHtml, (name) => getCollection(name as never), import.meta.env.DEV);
}
