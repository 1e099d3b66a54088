/**
 * The label of an example response (Scribe's `getResponseDescription`): the scenario without a
 * leading "NNN, " status, empty when it only repeats the status, and for `<<binary>>` content the
 * text after the marker.
 */
import type { ResponseExample } from '../model.ts';

export const BINARY_MARKER = '<<binary>>';

export function responseLabel(response: ResponseExample): string {
  if (isBinary(response)) return response.content!.slice(BINARY_MARKER.length).trim();
  const description = response.description.trim();
  const withStatus = /^\d{3},\s+(.+)$/s.exec(description);
  if (withStatus) return withStatus[1]!;
  if (description === String(response.status)) return '';
  return description;
}

export function isBinary(response: ResponseExample): boolean {
  return typeof response.content === 'string' && response.content.startsWith(BINARY_MARKER);
}
