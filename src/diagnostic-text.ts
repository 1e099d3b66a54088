/** How a Diagnostic reads as one line of text, in the CLI, the build summary and Astro's log alike. */
import type { Diagnostic } from './model.ts';

/** `file:line: message`, for loggers that print the level themselves (Astro's). */
export function diagnosticLocationAndMessage(d: Diagnostic): string {
  return d.file ? `${d.file}:${d.line ?? 1}: ${d.message}` : d.message;
}

/** `file:line: severity: message`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? `${d.file}:${d.line ?? 1}: ` : '';
  return `${where}${d.severity}: ${d.message}`;
}
