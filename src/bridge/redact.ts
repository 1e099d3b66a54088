/**
 * `auth.use_value` must never reach an output. An app may echo the credential back (a "who am I" endpoint, a
 * debug page, a link that carries it, an error message quoting it), so everything a response call brings back
 * is scrubbed once, before any part of it is used: each form of the secret (see secret-pattern.ts) becomes
 * the placeholder users see.
 */
import type { BridgeCallResult } from './protocol.ts';
import { secretPattern } from './secret-pattern.ts';

export type Redact = (text: string) => string;

/** Replaces every form of the secrets with `replacement`; the identity when there is no secret. */
export function redactor(secrets: string[], replacement: string): Redact {
  const pattern = secretPattern(secrets);
  if (pattern === null) return (text) => text;
  return (text) => text.replace(pattern, () => replacement);
}

/** A call's result with the secrets replaced everywhere the app could have put them. */
export function redactCallResult(result: BridgeCallResult, redact: Redact): BridgeCallResult {
  return {
    ...result,
    headers: Object.fromEntries(Object.entries(result.headers).map(([name, value]) => [redact(name), redact(value)])),
    content: result.content === null ? null : redact(result.content),
    exception: result.exception === null ? null : { ...result.exception, message: redact(result.exception.message) },
    warnings: result.warnings.map(redact),
  };
}
