/**
 * The URI with its parameters filled in (Scribe's `getUrlWithBoundParameters`): examples replace
 * `{name}`/`{name?}`, unbound optional parameters disappear with their slash, unbound required
 * parameters become `1`. Examples are written as PHP converts them to strings.
 */
import type { Parameter } from '../model.ts';
import { phpString } from './php-string.ts';

export interface UriBindingOptions {
  /**
   * An explicit `null` example. `'empty'`: bound as PHP writes null, an empty segment (the example requests
   * show it so). `'unbound'`: no example at all, as for a request that is really sent.
   */
  nullExample: 'empty' | 'unbound';
  /** A list or map example. `'json'`: bound as its JSON text. `'unbound'`: no example, as it is no path segment. */
  structuredExample: 'json' | 'unbound';
  /** The path as the app's URL helpers write it: no empty segment, no trailing slash. */
  tidyPath?: boolean;
}

/** The URI bound with the examples of the endpoint's URL parameters. */
export function uriWithExamples(uri: string, urlParameters: Record<string, Parameter>, options: UriBindingOptions): string {
  const examples = Object.entries(urlParameters)
    .filter(([, p]) => bindsExample(p.example, options))
    .map(([name, p]) => [name, p.example]);
  const bound = boundUri(uri, Object.fromEntries(examples));
  return options.tidyPath ? bound.replace(/\/{2,}/g, '/').replace(/\/$/, '') : bound;
}

function bindsExample(example: unknown, options: UriBindingOptions): boolean {
  if (example === undefined) return false;
  if (example === null) return options.nullExample === 'empty';
  return typeof example !== 'object' || options.structuredExample === 'json';
}

export function boundUri(uri: string, examples: Record<string, unknown>): string {
  let bound = uri.replace(/^\/+/, '');
  for (const [name, example] of Object.entries(examples)) {
    bound = bound.replace(new RegExp(`\\{${escapeRegExp(name)}\\??\\}`, 'g'), () => encodeURIComponent(phpString(example)));
  }
  return bound
    .replace(/\/?\{[^/{}]+\?\}/g, '')
    .replace(/\{[^/{}]+\}/g, '1');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
