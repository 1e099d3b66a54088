/**
 * The credential a response call sends: `auth.use_value`, or a random token when it is empty (Scribe).
 * The value itself never goes into any output; `redact.ts` removes it from recorded responses.
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
  /** The secret part, to redact from what the app answers (empty when it was generated). */
  secret: string;
}

/** Where and what to send for an authenticated endpoint; null when auth is off or `auth.in` is unusable. */
export function authPlacement(auth: DocgenConfig['auth'], token: string = randomAuthToken()): AuthPlacement | null {
  if (!auth.enabled) return null;
  const secret = auth.use_value ?? '';
  const value = secret || token;
  switch (auth.in) {
    case 'bearer':
      return { in: 'header', name: 'Authorization', value: `Bearer ${value}`, secret };
    case 'basic':
      // Scribe: the configured value is sent as is (already base64 "user:password"); a generated one is encoded.
      return { in: 'header', name: 'Authorization', value: `Basic ${secret || Buffer.from(token).toString('base64')}`, secret };
    case 'header':
      return auth.name ? { in: 'header', name: auth.name, value, secret } : null;
    case 'query':
      return auth.name ? { in: 'query', name: auth.name, value, secret } : null;
    case 'body':
      return auth.name ? { in: 'body', name: auth.name, value, secret } : null;
    default:
      return null;
  }
}
