/**
 * The URI with its parameters filled in (Scribe's `getUrlWithBoundParameters`): examples replace
 * `{name}`/`{name?}`, unbound optional parameters disappear with their slash, unbound required
 * parameters become `1`.
 */
import { phpString } from './php-string.ts';

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
