/**
 * The one place a theme is picked by its name. The site types show docgen's own pages, in `elements`
 * when the config says so and `default` otherwise; the external types hand the spec to Scalar or RapiDoc
 * when the config names one, and to Stoplight Elements otherwise.
 */
import type { Theme } from '../../src/config/output-types.ts';

export type PageThemeName = 'default' | 'elements';
export type ExternalThemeName = 'scalar' | 'elements' | 'rapidoc';

export function pageThemeName(theme: Theme): PageThemeName {
  return theme === 'elements' ? 'elements' : 'default';
}

export function externalThemeName(theme: Theme): ExternalThemeName {
  return theme === 'scalar' || theme === 'rapidoc' ? theme : 'elements';
}
