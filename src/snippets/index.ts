/**
 * Example requests for an endpoint, one per `example_languages` entry: the four built-in languages
 * (bash/curl, javascript/fetch, php/Guzzle, python/requests) and any language with a template file.
 */
import { lookupTable } from '../name-map.ts';
import type { Diagnostic, Endpoint } from '../model.ts';
import { bashExample } from './languages/bash.ts';
import { javascriptExample } from './languages/javascript.ts';
import { phpExample } from './languages/php.ts';
import { pythonExample } from './languages/python.ts';
import { buildRequestExample, type RequestExample, type RequestExampleOptions } from '../endpoint/example-request.ts';
import type { TemplateLibrary } from './templates.ts';

export { TemplateLibrary, templateView, type TemplateView } from './templates.ts';

export interface Snippet {
  /** The `example_languages` entry. */
  language: string;
  /** What the language tab says. */
  label: string;
  /** The language name for the highlighter. */
  highlight: string;
  code: string;
}

const BUILT_IN: Record<string, { label: string; highlight: string; build: (r: RequestExample) => string }> = lookupTable({
  bash: { label: 'bash', highlight: 'bash', build: bashExample },
  javascript: { label: 'javascript', highlight: 'javascript', build: javascriptExample },
  php: { label: 'php', highlight: 'php', build: phpExample },
  python: { label: 'python', highlight: 'python', build: pythonExample },
});

export const BUILT_IN_LANGUAGES = Object.keys(BUILT_IN);

export interface SnippetOptions extends RequestExampleOptions {
  languages: string[];
  templates?: TemplateLibrary;
  report?: (diagnostic: Diagnostic) => void;
}

export function exampleRequests(endpoint: Endpoint, options: SnippetOptions): Snippet[] {
  return requestSnippets(buildRequestExample(endpoint, options), options);
}

/** The example requests of a request already built (the site builds it once for the snippets and Try It Out). */
export function requestSnippets(request: RequestExample, options: Omit<SnippetOptions, 'baseUrl'>): Snippet[] {
  const report = options.report ?? (() => {});
  const snippets: Snippet[] = [];
  for (const language of options.languages) {
    // A template file wins over a built-in language, so owners can restyle bash or php too.
    const fromTemplate = options.templates?.render(language, request, report);
    if (fromTemplate !== undefined) {
      snippets.push({ language, label: language, highlight: language, code: fromTemplate });
      continue;
    }
    const builtIn = BUILT_IN[language];
    if (builtIn) snippets.push({ language, label: builtIn.label, highlight: builtIn.highlight, code: builtIn.build(request) });
  }
  return snippets;
}

/** Languages of `example_languages` that have neither a built-in generator nor a template: one diagnostic each. */
export function missingLanguages(languages: string[], templates?: TemplateLibrary): Diagnostic[] {
  return languages
    .filter((language) => !BUILT_IN[language] && !templates?.has(language))
    .map((language) => ({
      severity: 'warning' as const,
      code: 'example-language',
      message: `example_languages lists "${language}", which is not built in (bash, javascript, php, python) and has no template file${
        templates?.pathOf(language) ? ` at ${templates.pathOf(language)}` : ''
      }; its example requests are left out.`,
      file: 'config/docgen.php',
    }));
}
