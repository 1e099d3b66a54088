/**
 * The collection's `auth` (Scribe: noauth | basic | bearer | apikey). Values shown are the
 * placeholder; the real credential (`auth.use_value`) is never written.
 */
import type { DocgenConfig } from '../../config/types.ts';
import { authPlaceholder } from '../auth-carrier.ts';
import type { PostmanAuth } from './postman-types.ts';

export function collectionAuth(config: DocgenConfig): PostmanAuth {
  const { auth } = config;
  if (!auth.enabled) return { type: 'noauth' };
  const placeholder = authPlaceholder(config);
  switch (auth.in) {
    case 'basic':
      return { type: 'basic' };
    case 'bearer':
      return { type: 'bearer', bearer: [{ key: 'token', value: placeholder, type: 'string' }] };
    case 'header':
    case 'query':
      return {
        type: 'apikey',
        apikey: [
          { key: 'in', value: auth.in, type: 'string' },
          { key: 'key', value: auth.name || (auth.in === 'header' ? 'Authorization' : 'api_key'), type: 'string' },
          { key: 'value', value: placeholder, type: 'string' },
        ],
      };
    default:
      // `body` (or no `in`): Postman cannot put a key in the body; the body parameter carries it.
      return { type: 'noauth' };
  }
}
