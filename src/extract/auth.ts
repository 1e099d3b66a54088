/**
 * The auth parameter, injected after the URL parameters as Scribe's `Extractor::addAuthField` does: only when
 * `auth.enabled` and the endpoint is authenticated (`auth.default`, or `@authenticated`/`@unauthenticated` through
 * the metadata stage). What users see is `auth.placeholder`, or — when that is empty — a random-looking token
 * derived from the seed. `auth.use_value` is never read here: it must not reach any output.
 */
import type { DocgenConfig } from '../config/types.ts';
import { makeParameter, type Endpoint } from '../model.ts';

/** The characters Scribe shuffles for its token (`shuffleString('abcdefghkvaZVDPE1864563')`). */
const TOKEN_ALPHABET = 'abcdefghkvaZVDPE1864563';

/** A deterministic shuffle of Scribe's token alphabet: the same seed gives the same token. */
export function authToken(seed: number): string {
  const chars = [...TOKEN_ALPHABET];
  let state = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0;
  const random = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** The value shown for the auth credential in docs and examples. */
export function displayedAuthValue(auth: DocgenConfig['auth'], token: string): string {
  return auth.placeholder || token;
}

/** Adds the auth header or parameter to an authenticated endpoint; returns the endpoint unchanged otherwise. */
export function injectAuth(endpoint: Endpoint, auth: DocgenConfig['auth'], token: string): void {
  if (!auth.enabled || !endpoint.metadata.authenticated) return;
  const shown = displayedAuthValue(auth, token);
  switch (auth.in) {
    case 'bearer':
      endpoint.headers.Authorization = `Bearer ${shown}`;
      return;
    case 'basic':
      endpoint.headers.Authorization = `Basic ${auth.placeholder || Buffer.from(token).toString('base64')}`;
      return;
    case 'header':
      if (auth.name) endpoint.headers[auth.name] = shown;
      return;
    case 'query':
    case 'body': {
      if (!auth.name) return;
      const target = auth.in === 'query' ? endpoint.queryParameters : endpoint.bodyParameters;
      target[auth.name] = makeParameter({
        name: auth.name,
        type: 'string',
        example: shown,
        description: 'Authentication key.',
        required: true,
      });
      return;
    }
    default:
      return;
  }
}
