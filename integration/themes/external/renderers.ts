/**
 * The OpenAPI renderers of the `external_*` types, by name: the package whose browser bundle shows the spec
 * (served from docgen's own dependencies, never a CDN) and the defaults of its element's attributes, which
 * keep the page self-contained. Left alone, Scalar loads its fonts from fonts.scalar.com, sends telemetry and
 * searches its API registry, and RapiDoc loads Open Sans from Google Fonts; docgen serves every file itself,
 * so these are off unless the site owner turns them on in `external.html_attributes`.
 */
import type { ExternalThemeName } from '../choice.ts';
import { withScalarDefaults } from './scalar/configuration.ts';

export interface ExternalRenderer {
  /** The npm package and its files (relative to the package) the page loads. */
  bundle: { pkg: string; scripts: string[]; styles: string[] };
  /** The element's attributes: the owner's (event handlers already left out) over the renderer's defaults. */
  attributes(owner: Record<string, string>, warnings: string[]): Record<string, string>;
}

export const EXTERNAL_RENDERERS: Record<ExternalThemeName, ExternalRenderer> = {
  scalar: {
    bundle: { pkg: '@scalar/api-reference', scripts: ['dist/browser/standalone.js'], styles: [] },
    attributes: withScalarDefaults,
  },
  elements: {
    bundle: { pkg: '@stoplight/elements', scripts: ['web-components.min.js'], styles: ['styles.min.css'] },
    attributes: (owner) => ({ ...owner }),
  },
  rapidoc: {
    bundle: { pkg: 'rapidoc', scripts: ['dist/rapidoc-min.js'], styles: [] },
    attributes: (owner) => ({ 'load-fonts': 'false', ...owner }),
  },
};

export interface RendererAttributes {
  attributes: Record<string, string>;
  /** Problems with the owner's attributes, for the build log. */
  warnings: string[];
}

export function rendererAttributes(theme: ExternalThemeName, givenAttributes: Record<string, string>): RendererAttributes {
  const warnings: string[] = [];
  // Settings, not script: an event handler in the config would run in the docs.
  const htmlAttributes = Object.fromEntries(Object.entries(givenAttributes).filter(([name]) => !/^on/i.test(name)));
  for (const name of Object.keys(givenAttributes)) {
    if (/^on/i.test(name)) warnings.push(`external.html_attributes: ${name} is an event handler, which would run script in the docs; it is left out.`);
  }
  return { attributes: EXTERNAL_RENDERERS[theme].attributes(htmlAttributes, warnings), warnings };
}
