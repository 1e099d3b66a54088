/**
 * `x-codeSamples` of an operation: the example request in every configured language that has a built-in
 * generator (the format Redoc, Scalar and other OpenAPI viewers show as request samples).
 */
import type { Endpoint } from '../../model.ts';
import { BUILT_IN_LANGUAGES, exampleRequests } from '../../snippets/index.ts';

const LANGUAGE_NAMES: Record<string, string> = { bash: 'Shell', javascript: 'JavaScript', php: 'PHP', python: 'Python' };

export interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

export function codeSamples(endpoint: Endpoint, languages: string[], baseUrl: string): CodeSample[] {
  const builtIn = languages.filter((language) => BUILT_IN_LANGUAGES.includes(language));
  return exampleRequests(endpoint, { baseUrl, languages: builtIn }).map((snippet) => ({
    lang: LANGUAGE_NAMES[snippet.language] ?? snippet.language,
    label: snippet.label,
    source: snippet.code,
  }));
}
