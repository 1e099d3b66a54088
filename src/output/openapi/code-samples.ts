/**
 * `x-codeSamples` of an operation: the example request in every language the site shows (`example_languages`:
 * the built-in generators and the owner's templates, a template winning over a built-in language as on the site),
 * in the format Redoc, Scalar and other OpenAPI viewers show as request samples.
 */
import type { Diagnostic, Endpoint } from '../../model.ts';
import { exampleRequests } from '../../snippets/index.ts';
import { baseUrlOf, type OutputContext } from '../context.ts';

/** The names viewers know for highlighting; a template's language keeps the name `example_languages` gives it. */
const LANGUAGE_NAMES: Record<string, string> = { bash: 'Shell', javascript: 'JavaScript', php: 'PHP', python: 'Python' };

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export function codeSamples(endpoint: Endpoint, context: OutputContext, report: (diagnostic: Diagnostic) => void): CodeSample[] {
  const languages = context.config.example_languages;
  return exampleRequests(endpoint, { baseUrl: baseUrlOf(context), languages, ...(context.templates ? { templates: context.templates } : {}), report }).map((snippet) => ({
    lang: Object.hasOwn(LANGUAGE_NAMES, snippet.language) ? LANGUAGE_NAMES[snippet.language]! : snippet.language,
    label: snippet.label,
    source: snippet.code,
  }));
}
