/**
 * Status codes as code writes them: a number, a constant of Symfony's Response class (`Response::HTTP_CREATED`,
 * also reached through Laravel's `Illuminate\Http\Response` and `JsonResponse`), or a parameter of the method,
 * which holds its default. Read on the strict engine, which knows those constants beside the app's own.
 */
import type { PhpNode } from '../../php/ast.ts';
import { constantFunctions } from '../../php/app-environment.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { PhpEngine } from '../../php/engine/engine.ts';
import type { Frame } from '../../php/engine/frame.ts';
import { UNKNOWN } from '../../php/values.ts';

/** Symfony's `Response::HTTP_*` constants (the framework's classes are not read). */
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

/**
 * The strict engine, with the Response constants answered where the app declares no such constant. Strict
 * evaluation runs no code and keeps nothing between evaluations, so one engine serves every read of an index.
 */
class StatusEngine extends PhpEngine {
  constructor(classes: ClassIndex) {
    super({ classes, hosts: [constantFunctions(() => ({ env: classes.env }))], report: () => {}, policy: 'strict', limits: { steps: Infinity } });
  }

  override constantValue(className: string, member: string): unknown {
    const value = super.constantValue(className, member);
    return value === UNKNOWN && Object.hasOwn(RESPONSE_CONSTANTS, member) ? RESPONSE_CONSTANTS[member] : value;
  }
}

const engines = new WeakMap<ClassIndex, StatusEngine>();

/** The value of an expression written in the method, with its parameters holding their defaults if asked. */
function valueIn(node: PhpNode, method: PhpMethod, classes: ClassIndex, defaults: boolean): unknown {
  let engine = engines.get(classes);
  if (!engine) engines.set(classes, (engine = new StatusEngine(classes)));
  const frame: Frame = { vars: new Map(), scope: method.scope, file: method.file, ...(method.className ? { className: method.className } : {}) };
  for (const param of defaults ? method.params : []) {
    const fallback = param.node.value as PhpNode | undefined;
    if (fallback) frame.vars.set(param.name, engine.evalExpr(fallback, frame));
  }
  return engine.evalExpr(node, frame);
}

/** The status a node gives, when it can be known (a parameter of the method gives its default). */
export function statusOf(node: PhpNode | undefined, method: PhpMethod, classes: ClassIndex): number | undefined {
  const value = node ? valueIn(node, method, classes, true) : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined;
}

/** A value the code gives as text (a message), when it can be known. */
export function stringOf(node: PhpNode | undefined, method: PhpMethod, classes: ClassIndex): string | undefined {
  const value = node ? valueIn(node, method, classes, false) : undefined;
  return typeof value === 'string' ? value : undefined;
}
