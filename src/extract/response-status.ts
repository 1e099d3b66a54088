/**
 * A documented response's status must be an HTTP status, 100–599 (an OpenAPI response key outside that range
 * makes the whole spec invalid). Every place that yields a status checks it here: the response tags and
 * attributes where they are read (the warning points at the tag), and the finished endpoints once more for what
 * came from elsewhere (custom strategies, overrides, custom endpoint files).
 */
import type { Diagnostic, ResponseExample, SourceLocation } from '../model.ts';

export function isHttpStatus(status: unknown): status is number {
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status <= 599;
}

/**
 * Whether a response's status is usable; when not, a warning at `where` says so (`what` names the source in the
 * user's words: `@response`, `#[ResponseFromFile]` …) and the caller leaves the response out.
 */
export function keepStatus(response: Pick<ResponseExample, 'status'>, what: string, where: Partial<SourceLocation>, report: (diagnostic: Diagnostic) => void): boolean {
  if (isHttpStatus(response.status)) return true;
  report({
    severity: 'warning',
    code: 'response-status',
    message: `${what} gives the status ${String(response.status)}, which is not an HTTP status (100 to 599); the response is left out.`,
    ...where,
  });
  return false;
}
