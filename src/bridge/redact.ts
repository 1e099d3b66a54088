/**
 * `auth.use_value` must never reach an output. An app may echo the credential back (a "who am I" endpoint,
 * a debug page), so every recorded response is scrubbed: the value, in its raw and JSON-escaped forms,
 * becomes the placeholder users see.
 */
export function redactSecret(text: string, secret: string, replacement: string): string {
  if (!secret) return text;
  let result = text;
  const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/'), encodeURIComponent(secret)]);
  for (const form of forms) {
    if (form) result = result.split(form).join(replacement);
  }
  return result;
}
