/**
 * Example requests in languages docgen does not build in, from the site owner's Mustache template
 * files (`<lang>.mustache`). A template sees the request already worked out (see `TemplateView`);
 * values are inserted as written (no HTML escaping: the result is code, escaped when rendered).
 */
import { readAppFile } from '../app-files.ts';
import { join } from 'node:path';
import Mustache from 'mustache';
import type { Diagnostic } from '../model.ts';
import { exampleFormFields } from '../endpoint/form-fields.ts';
import { phpString } from '../endpoint/php-string.ts';
import { phpUrlencode } from '../endpoint/php-urlencode.ts';
import { hasBodyValues, hasQuery, type RequestExample } from '../endpoint/example-request.ts';

export interface TemplateView {
  method: string;
  methodLower: string;
  baseUrl: string;
  uri: string;
  url: string;
  /** `url` plus the query string. */
  fullUrl: string;
  queryString: string;
  headers: Array<{ name: string; value: string; last: boolean }>;
  hasHeaders: boolean;
  query: Array<{ name: string; value: string; last: boolean }>;
  hasQuery: boolean;
  /** Pretty JSON of the body (4 spaces). */
  bodyJson: string;
  hasBody: boolean;
  isJson: boolean;
  isUrlencoded: boolean;
  isMultipart: boolean;
  formFields: Array<{ name: string; value: string; last: boolean }>;
  files: Array<{ name: string; path: string; last: boolean }>;
}

export function templateView(request: RequestExample): TemplateView {
  const query = exampleFormFields(request.query).map((f) => ({ name: f.key, value: phpString(f.value) }));
  const queryString = query.map((q) => `${q.name}=${phpUrlencode(q.value)}`).join('&');
  return {
    method: request.method,
    methodLower: request.method.toLowerCase(),
    baseUrl: request.baseUrl,
    uri: request.uri,
    url: request.url,
    fullUrl: queryString ? `${request.url}?${queryString}` : request.url,
    queryString,
    headers: markLast(Object.entries(request.headers).map(([name, value]) => ({ name, value }))),
    hasHeaders: Object.keys(request.headers).length > 0,
    query: markLast(query),
    hasQuery: hasQuery(request),
    bodyJson: hasBodyValues(request) ? JSON.stringify(request.body, null, 4) : '',
    hasBody: hasBodyValues(request) || request.files.length > 0,
    isJson: request.bodyKind === 'json',
    isUrlencoded: request.bodyKind === 'urlencoded',
    isMultipart: request.bodyKind === 'multipart',
    formFields: markLast(exampleFormFields(request.body).map((f) => ({ name: f.key, value: phpString(f.value) }))),
    files: markLast(request.files.map((f) => ({ name: f.key, path: f.path }))),
  };
}

function markLast<T extends object>(items: T[]): Array<T & { last: boolean }> {
  return items.map((item, index) => ({ ...item, last: index === items.length - 1 }));
}

/** Where an app keeps its example-request templates unless told otherwise: `<app>/.docgen/example-requests`. */
export function appTemplatesDir(appRoot: string): string {
  return join(appRoot, '.docgen', 'example-requests');
}

/** The app's own templates, read only from inside the app. */
export function appTemplateLibrary(appRoot: string): TemplateLibrary {
  return new TemplateLibrary(appTemplatesDir(appRoot), appRoot);
}

/**
 * Reads `<dir>/<lang>.mustache` once; a missing file or a template error becomes a diagnostic. The language names
 * come from the app's config, so a template is read only when its real path is inside `within` (default: the
 * folder itself; the app root for the app's own `.docgen/example-requests`).
 */
export class TemplateLibrary {
  private readonly cache = new Map<string, string | null>();

  constructor(
    private readonly directory: string | undefined,
    private readonly within: string | undefined = directory,
  ) {}

  /** The template's path for a language (for messages). */
  pathOf(language: string): string | undefined {
    return this.directory ? join(this.directory, `${language}.mustache`) : undefined;
  }

  has(language: string): boolean {
    return this.load(language) !== null;
  }

  /** The templates of these languages as read (null for none): what rendering with this library depends on. */
  sources(languages: readonly string[]): Array<string | null> {
    return languages.map((language) => this.load(language));
  }

  render(language: string, request: RequestExample, report: (d: Diagnostic) => void): string | undefined {
    const template = this.load(language);
    if (template === null) return undefined;
    try {
      return Mustache.render(template, templateView(request), {}, { escape: (value: unknown) => String(value) }).trimEnd();
    } catch (error) {
      report({
        severity: 'warning',
        code: 'snippet-template',
        message: `The example-request template for "${language}" could not be rendered: ${(error as Error).message}.`,
        file: this.pathOf(language),
      });
      return undefined;
    }
  }

  private load(language: string): string | null {
    if (!this.cache.has(language)) {
      const path = this.pathOf(language);
      const read = path && this.within ? readAppFile(this.within, path) : undefined;
      this.cache.set(language, read?.found ? read.text : null);
    }
    return this.cache.get(language) ?? null;
  }
}
