/**
 * Scalar's settings live in one JSON attribute (`data-configuration`): the owner's keys are merged over
 * defaults that keep the page self-contained (no fonts from fonts.scalar.com, no telemetry, no search of
 * Scalar's API registry, the "agent").
 */

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

/** Scalar's `data-configuration`: the owner's JSON keys merged over docgen's defaults. */
export function withScalarDefaults(htmlAttributes: Record<string, string>, warnings: string[]): Record<string, string> {
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
  return { ...htmlAttributes, 'data-configuration': JSON.stringify(configuration) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
