/**
 * The attributes of the external renderer's element: `external.html_attributes`, over defaults that keep
 * the page self-contained. Left alone, Scalar loads its fonts from fonts.scalar.com, sends telemetry and
 * searches its API registry (the "agent"), and RapiDoc loads Open Sans from Google Fonts; docgen serves
 * every file itself, so these are off unless the site owner turns them on. For Scalar the settings live in
 * one JSON attribute (`data-configuration`): the owner's keys are merged over the defaults.
 */
import type { ExternalThemeName } from '../choice.ts';

// The toolbar and developer tools (shown on localhost) offer Scalar's hosted services: not for a published docs page.
// "Test Request" shows an HTML answer in a frame of the docs' own origin, where its scripts would run with the
// docs' rights: off unless the owner turns it on (`hideTestRequestButton: false` in data-configuration).
const SCALAR_DEFAULTS = {
  withDefaultFonts: false,
  telemetry: false,
  showToolbar: 'never',
  showDeveloperTools: 'never',
  agent: { disabled: true },
  hideTestRequestButton: true,
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
  if (theme === 'rapidoc') return { attributes: { 'load-fonts': 'false', ...htmlAttributes }, warnings };
  if (theme !== 'scalar') return { attributes: { ...htmlAttributes }, warnings };

  let owner: Record<string, unknown> = {};
  const given = htmlAttributes['data-configuration'];
  if (given !== undefined) {
    try {
      const parsed: unknown = JSON.parse(given);
      if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) owner = parsed as Record<string, unknown>;
      else warnings.push('external.html_attributes: data-configuration must be a JSON object; Scalar gets docgen\'s defaults only.');
    } catch (error) {
      warnings.push(`external.html_attributes: data-configuration is not valid JSON (${(error as Error).message}); Scalar gets docgen's defaults only.`);
    }
  }
  const agent = { ...SCALAR_DEFAULTS.agent, ...(isRecord(owner.agent) ? owner.agent : {}) };
  const configuration = { ...SCALAR_DEFAULTS, ...owner, agent };
  return { attributes: { ...htmlAttributes, 'data-configuration': JSON.stringify(configuration) }, warnings };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
