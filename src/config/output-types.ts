/**
 * The config's `type` and `theme` choices and what a type implies: `static` types write an HTML folder, the
 * `framework` types write into the Laravel app, and the `external_*` types show the OpenAPI spec in a
 * third-party renderer (Scalar, Elements or RapiDoc) instead of docgen's own pages.
 */

export const OUTPUT_TYPES = ['framework', 'static', 'external_static', 'external_framework'] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export const THEMES = ['default', 'elements', 'scalar', 'rapidoc'] as const;
export type Theme = (typeof THEMES)[number];

/** The themes of docgen's own pages (types `static` and `framework`). */
export const PAGE_THEMES: readonly Theme[] = ['default', 'elements'];
/** The renderers an `external_*` type can use. */
export const EXTERNAL_THEMES: readonly Theme[] = ['scalar', 'elements', 'rapidoc'];
/** The theme an `external_*` type uses when the config names none. */
export const DEFAULT_EXTERNAL_THEME: Theme = 'elements';

/** `static` and `external_static`: the docs are a folder of files (static.output_path). */
export function isStaticType(type: string): boolean {
  return type === 'static' || type === 'external_static';
}

/** `framework` and `external_framework`: the docs are served by the Laravel app. */
export function isFrameworkType(type: string): boolean {
  return type === 'framework' || type === 'external_framework';
}

/** `external_static` and `external_framework`: the spec in a third-party renderer. */
export function isExternalType(type: string): boolean {
  return type === 'external_static' || type === 'external_framework';
}

/** The themes a type can use. */
export function themesFor(type: string): readonly Theme[] {
  return isExternalType(type) ? EXTERNAL_THEMES : PAGE_THEMES;
}
