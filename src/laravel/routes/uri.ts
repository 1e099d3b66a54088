/** Laravel's URI arithmetic (Router::prefix, Route::prefix, RouteUri::parse). */
import { nameMap } from '../../name-map.ts';

function trimChars(value: string, chars: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && chars.includes(value[start]!)) start++;
  while (end > start && chars.includes(value[end - 1]!)) end--;
  return value.slice(start, end);
}

export function trimSlashes(value: string): string {
  return trimChars(value, '/');
}

/** Router::prefix(): the group prefix joined to a route's uri, `'/'` when both are empty. */
export function withGroupPrefix(groupPrefix: string, uri: string): string {
  return trimSlashes(`${trimSlashes(groupPrefix)}/${trimSlashes(uri)}`) || '/';
}

/** Route::prefix(): a prefix put in front of an existing route uri. */
export function withRoutePrefix(prefix: string, uri: string): string {
  const joined = `${prefix.replace(/(?<!\/)\/+$/, '')}/${uri.replace(/^\/+/, '')}`;
  return joined !== '/' ? trimSlashes(joined) : joined;
}

/** RouteUri::parse(): `{post:slug}` becomes `{post}` with a binding field; `{id?}` keeps its `?`. */
export function parseRouteUri(uri: string): { uri: string; bindingFields: Record<string, string> } {
  const bindingFields: Record<string, string> = nameMap();
  let result = uri;
  for (const match of uri.matchAll(/\{([\w:]+?)\??\}/g)) {
    const whole = match[0];
    if (!whole.includes(':')) continue;
    const [name, field] = whole.replace(/^\{|\??\}$/g, '').split(':') as [string, string];
    bindingFields[name] = field;
    result = result.split(whole).join(whole.includes('?') ? `{${name}?}` : `{${name}}`);
  }
  return { uri: result, bindingFields };
}

/** The parameter names in a uri or domain, without `?`: `posts/{post}/{c?}` → `['post', 'c']`. */
export function uriParameterNames(uri: string): string[] {
  return [...uri.matchAll(/\{(\w+?)\??\}/g)].map((m) => m[1]!);
}
