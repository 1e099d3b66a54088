/**
 * Where the API's credential travels (`auth.in` + `auth.name`), so the writers can leave that header
 * or query parameter out of each request: the collection's and the spec's own auth settings carry it.
 */
import type { DocgenConfig } from '../config/types.ts';

export type AuthCarrier =
  | { where: 'header'; name: string }
  | { where: 'query'; name: string }
  | { where: 'body'; name: string }
  | { where: 'none' };

export function authCarrier(config: DocgenConfig): AuthCarrier {
  const { auth } = config;
  if (!auth.enabled || !auth.in) return { where: 'none' };
  switch (auth.in) {
    case 'bearer':
    case 'basic':
      return { where: 'header', name: 'Authorization' };
    case 'header':
      return { where: 'header', name: auth.name || 'Authorization' };
    case 'query':
      return auth.name ? { where: 'query', name: auth.name } : { where: 'none' };
    case 'body':
      return auth.name ? { where: 'body', name: auth.name } : { where: 'none' };
    default:
      return { where: 'none' };
  }
}

/** The placeholder users see instead of a credential; `auth.use_value` is never used here. */
export function authPlaceholder(config: DocgenConfig): string {
  return config.auth.placeholder || '{YOUR_AUTH_KEY}';
}
