/**
 * Status codes as code writes them: a number, or a constant of Symfony's Response class
 * (`Response::HTTP_CREATED`, also reached through Laravel's `Illuminate\Http\Response` and `JsonResponse`).
 */
import type { PhpNode } from '../../php/ast.ts';
import { nameOf } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate } from '../../php/evaluate.ts';

const RESPONSE_CONSTANTS: Record<string, number> = {
  HTTP_OK: 200,
  HTTP_CREATED: 201,
  HTTP_ACCEPTED: 202,
  HTTP_NON_AUTHORITATIVE_INFORMATION: 203,
  HTTP_NO_CONTENT: 204,
  HTTP_RESET_CONTENT: 205,
  HTTP_PARTIAL_CONTENT: 206,
  HTTP_MOVED_PERMANENTLY: 301,
  HTTP_FOUND: 302,
  HTTP_SEE_OTHER: 303,
  HTTP_NOT_MODIFIED: 304,
  HTTP_TEMPORARY_REDIRECT: 307,
  HTTP_PERMANENTLY_REDIRECT: 308,
  HTTP_BAD_REQUEST: 400,
  HTTP_UNAUTHORIZED: 401,
  HTTP_PAYMENT_REQUIRED: 402,
  HTTP_FORBIDDEN: 403,
  HTTP_NOT_FOUND: 404,
  HTTP_METHOD_NOT_ALLOWED: 405,
  HTTP_NOT_ACCEPTABLE: 406,
  HTTP_REQUEST_TIMEOUT: 408,
  HTTP_CONFLICT: 409,
  HTTP_GONE: 410,
  HTTP_PRECONDITION_FAILED: 412,
  HTTP_REQUEST_ENTITY_TOO_LARGE: 413,
  HTTP_UNSUPPORTED_MEDIA_TYPE: 415,
  HTTP_UNPROCESSABLE_ENTITY: 422,
  HTTP_UNPROCESSABLE_CONTENT: 422,
  HTTP_LOCKED: 423,
  HTTP_FAILED_DEPENDENCY: 424,
  HTTP_TOO_MANY_REQUESTS: 429,
  HTTP_INTERNAL_SERVER_ERROR: 500,
  HTTP_NOT_IMPLEMENTED: 501,
  HTTP_BAD_GATEWAY: 502,
  HTTP_SERVICE_UNAVAILABLE: 503,
  HTTP_GATEWAY_TIMEOUT: 504,
};

/** The status a node gives, when it can be known (a parameter of the method gives its default). */
export function statusOf(node: PhpNode | undefined, method: PhpMethod, classes: ClassIndex): number | undefined {
  if (!node) return undefined;
  if (node.kind === 'variable') {
    const fallback = method.params.find((p) => p.name === node.name)?.node.value as PhpNode | undefined;
    return fallback ? statusOf(fallback, method, classes) : undefined;
  }
  if (node.kind === 'staticlookup') {
    const constant = nameOf(node.offset);
    if (constant && constant in RESPONSE_CONSTANTS) return RESPONSE_CONSTANTS[constant];
  }
  const value = evaluate(node, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
}

/** A value the code gives as text (a message), when it can be known. */
export function stringOf(node: PhpNode | undefined, method: PhpMethod, classes: ClassIndex): string | undefined {
  if (!node) return undefined;
  const value = evaluate(node, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
  return typeof value === 'string' ? value : undefined;
}
