/**
 * The credential a response call sends: `auth.use_value`, or a random token when it is empty (Scribe).
 * The value itself never goes into any output; `redact.ts` removes it from what the app answers.
 */
import { randomBytes } from 'node:crypto';
import type { DocgenConfig } from '../config/types.ts';

/** A fresh random token, for apps documented without a real credential. */
export function randomAuthToken(): string {
  return randomBytes(16).toString('hex');
}

export interface AuthPlacement {
  /** Where the credential goes. */
  in: 'header' | 'query' | 'body';
  name: string;
  /** The full value sent (`Bearer …` for bearer auth). */
  value: string;
  /** What to redact from what the app answers (none when the credential was generated). */
  secrets: string[];
}

/** Where and what to send for an authenticated endpoint; null when auth is off or `auth.in` is unusable. */
export function authPlacement(auth: DocgenConfig['auth'], token: string = randomAuthToken()): AuthPlacement | null {
  if (!auth.enabled) return null;
  const secret = auth.use_value ?? '';
  const value = secret || token;
  const secrets = secret ? [secret] : [];
  switch (auth.in) {
    case 'bearer':
      return { in: 'header', name: 'Authorization', value: `Bearer ${value}`, secrets };
    case 'basic':
      // Scribe: the configured value is sent as is (already base64 "user:password"); a generated one is encoded.
      return { in: 'header', name: 'Authorization', value: `Basic ${secret || Buffer.from(token).toString('base64')}`, secrets: secret ? basicSecrets(secret) : [] };
    case 'header':
      return auth.name ? { in: 'header', name: auth.name, value, secrets } : null;
    case 'query':
      return auth.name ? { in: 'query', name: auth.name, value, secrets } : null;
    case 'body':
      return auth.name ? { in: 'body', name: auth.name, value, secrets } : null;
    default:
      return null;
  }
}

/**
 * What must not be published of a basic-auth credential: the value sent (base64 of `user:password`) and what
 * the app decodes from it, the pair and the password. The user name alone is not secret.
 */
function basicSecrets(value: string): string[] {
  const pair = basicPair(value);
  return pair === null ? [value] : [value, pair, pair.slice(pair.indexOf(':') + 1)];
}

/** `user:password` from the configured value: base64-encoded as it should be or, by mistake, as plain text. */
function basicPair(value: string): string | null {
  const decoded = Buffer.from(value, 'base64');
  const roundTrips = /^[A-Za-z0-9+/]+=*$/.test(value) && decoded.toString('base64').replace(/=+$/, '') === value.replace(/=+$/, '');
  const text = decoded.toString('utf8');
  if (roundTrips && text.includes(':') && !text.includes('\uFFFD')) return text;
  return value.includes(':') ? value : null;
}
