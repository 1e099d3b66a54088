/**
 * Errors an action raises on purpose: `abort(N, 'message')`, `abort_if($cond, N)`, `abort_unless($cond, N)`,
 * `throw new HttpException(N, 'message')` and Symfony's named HTTP exceptions (`NotFoundHttpException`,
 * `AccessDeniedHttpException`…), `throw new AuthorizationException`, `throw new AuthenticationException`,
 * `throw ValidationException::withMessages([...])`, and app exceptions that are HTTP exceptions (extending one,
 * or implementing HttpExceptionInterface with the status given to their constructor). Each with the status and
 * the message Laravel shows.
 */
import type { PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate, isPhpArray } from '../../php/evaluate.ts';
import { callShape, methodFacts, shortClassName, type CallShape } from './code-walk.ts';
import { UNAUTHENTICATED_MESSAGE, UNAUTHORIZED_MESSAGE } from './error-bodies.ts';
import { statusOf, stringOf } from './status-codes.ts';

export interface RaisedError {
  status: number;
  message: string;
  /** `ValidationException::withMessages([...])`: field → messages. */
  errors?: Array<[string, string]>;
  file: string;
  line: number;
}

/** Symfony's HTTP exceptions whose class says the status; the message is their first argument. */
const NAMED: Record<string, number> = {
  badrequesthttpexception: 400,
  accessdeniedhttpexception: 403,
  notfoundhttpexception: 404,
  methodnotallowedhttpexception: 405,
  notacceptablehttpexception: 406,
  conflicthttpexception: 409,
  gonehttpexception: 410,
  lengthrequiredhttpexception: 411,
  preconditionfailedhttpexception: 412,
  unsupportedmediatypehttpexception: 415,
  unprocessableentityhttpexception: 422,
  lockedhttpexception: 423,
  preconditionrequiredhttpexception: 428,
};

/** Those whose first argument is the Retry-After delay; the message comes second. */
const RETRY_AFTER: Record<string, number> = {
  toomanyrequestshttpexception: 429,
  serviceunavailablehttpexception: 503,
};

/** Every error the methods raise explicitly, in source order. */
export function raisedErrors(methods: PhpMethod[], classes: ClassIndex): RaisedError[] {
  const result: RaisedError[] = [];
  for (const method of methods) {
    const facts = methodFacts(method);
    const found: Array<{ error: Found; node: PhpNode }> = [];
    for (const { node, shape } of facts.calls) {
      const error = aborted(shape, method, classes);
      if (error) found.push({ error, node });
    }
    for (const node of facts.throws) {
      const error = thrown(node, method, classes);
      if (error) found.push({ error, node });
    }
    found.sort((a, b) => (a.node.loc?.start.offset ?? 0) - (b.node.loc?.start.offset ?? 0));
    for (const { error, node } of found) result.push({ ...error, file: method.file, line: node.loc?.start.line ?? method.line });
  }
  return result;
}

type Found = Omit<RaisedError, 'file' | 'line'>;

function aborted(shape: CallShape, method: PhpMethod, classes: ClassIndex): Found | undefined {
  if (shape.kind !== 'function') return undefined;
  const offset = shape.name === 'abort' ? 0 : shape.name === 'abort_if' || shape.name === 'abort_unless' ? 1 : -1;
  if (offset < 0) return undefined;
  const status = statusOf(shape.args[offset], method, classes);
  if (!status) return undefined;
  return { status, message: stringOf(shape.args[offset + 1], method, classes) ?? '' };
}

function thrown(node: PhpNode | undefined, method: PhpMethod, classes: ClassIndex): Found | undefined {
  if (!node) return undefined;
  if (node.kind === 'call') {
    const shape = callShape(node, method);
    if (shape?.kind === 'static' && shortClassName(shape.className) === 'validationexception' && shape.name === 'withmessages') {
      const messages = evaluate(shape.args[0], { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env });
      const errors: Array<[string, string]> = [];
      if (isPhpArray(messages) && !Array.isArray(messages)) {
        for (const [field, text] of Object.entries(messages)) {
          const first = Array.isArray(text) ? text[0] : text;
          if (typeof first === 'string') errors.push([field, first]);
        }
      }
      return { status: 422, message: 'The given data was invalid.', errors };
    }
    return undefined;
  }
  if (node.kind !== 'new' || (node.what as PhpNode)?.kind !== 'name') return undefined;
  const className = method.scope.resolveClass(String((node.what as PhpNode).name));
  const short = shortClassName(className);
  const args = (node.arguments ?? []) as PhpNode[];
  if (short === 'httpexception') {
    const status = statusOf(args[0], method, classes);
    return status ? { status, message: stringOf(args[1], method, classes) ?? '' } : undefined;
  }
  if (short in NAMED) return { status: NAMED[short]!, message: stringOf(args[0], method, classes) ?? '' };
  if (short in RETRY_AFTER) return { status: RETRY_AFTER[short]!, message: stringOf(args[1], method, classes) ?? '' };
  if (short === 'unauthorizedhttpexception') return { status: 401, message: stringOf(args[1], method, classes) ?? '' };
  if (short === 'authorizationexception') return { status: 403, message: stringOf(args[0], method, classes) ?? UNAUTHORIZED_MESSAGE };
  if (short === 'authenticationexception') return { status: 401, message: stringOf(args[0], method, classes) ?? UNAUTHENTICATED_MESSAGE };
  return appException(className, args.map((arg) => stringOf(arg, method, classes)), classes, 0) ?? statusInterfaceException(className, args, method, classes);
}

/**
 * An app exception implementing Symfony's HttpExceptionInterface whose `getStatusCode()` returns a literal or a
 * property its constructor sets from a parameter (`new NotifyException($message, '/', 403)` with
 * `$this->status = $status`): the status thrown (or the parameter's default). Laravel shows its message.
 */
function statusInterfaceException(className: string, args: PhpNode[], method: PhpMethod, classes: ClassIndex): Found | undefined {
  if (!classes.isSubclassOf(className, 'Symfony\\Component\\HttpKernel\\Exception\\HttpExceptionInterface')) return undefined;
  const getter = classes.findMethod(className, 'getStatusCode');
  const returned = getter ? methodFacts(getter).returns[0] : undefined;
  if (!getter || !returned) return undefined;
  const literal = statusOf(returned, getter, classes);
  if (literal) return { status: literal, message: '' };
  const property = returned.kind === 'propertylookup' && (returned.what as PhpNode)?.kind === 'variable' && (returned.what as PhpNode).name === 'this' ? String((returned.offset as PhpNode)?.name) : undefined;
  const constructor = classes.findMethod(className, '__construct');
  if (!property || !constructor) return undefined;
  const assigned = constructorAssignment(constructor, property);
  const index = assigned ? constructor.params.findIndex((p) => p.name === assigned) : -1;
  if (index < 0) return undefined;
  const given = args[index] && args[index]!.kind !== 'namedargument' ? statusOf(args[index], method, classes) : undefined;
  const status = given ?? statusOf(constructor.params[index]!.node.value as PhpNode | undefined, constructor, classes);
  const messageIndex = constructor.params.findIndex((p) => p.name === 'message');
  return status ? { status, message: (messageIndex >= 0 && args[messageIndex] ? stringOf(args[messageIndex], method, classes) : undefined) ?? '' } : undefined;
}

/** The parameter a constructor assigns to `$this->property` (`$this->status = $status;`). */
function constructorAssignment(constructor: PhpMethod, property: string): string | undefined {
  for (const statement of constructor.body) {
    const expr = statement.kind === 'expressionstatement' ? (statement.expression as PhpNode) : undefined;
    const left = expr?.kind === 'assign' ? (expr.left as PhpNode) : undefined;
    const right = expr?.kind === 'assign' ? (expr.right as PhpNode) : undefined;
    if (left?.kind === 'propertylookup' && (left.what as PhpNode)?.name === 'this' && String((left.offset as PhpNode)?.name) === property && right?.kind === 'variable') return String(right.name);
  }
  return undefined;
}

/**
 * An exception class of the app that is an HTTP exception: one extending a named HTTP exception, or one whose
 * constructor passes a status to its parent (`parent::__construct(Response::HTTP_UNAUTHORIZED, $msg)`). The
 * message is the thrown argument bound to the parameter the parent gets, else that parameter's default.
 */
function appException(className: string, thrownArgs: Array<string | undefined>, classes: ClassIndex, depth: number): Found | undefined {
  const cls = classes.find(className);
  if (!cls || depth > 4) return undefined;
  const parent = cls.parent ? shortClassName(cls.parent) : undefined;
  const constructor = cls.methods.get('__construct');
  const parentCall = constructor ? methodFacts(constructor).calls.find(({ node }) => isParentConstructorCall(node)) : undefined;
  const messageOf = (node: PhpNode | undefined): string | undefined => {
    if (!constructor || !node) return undefined;
    if (node.kind === 'variable') {
      const index = constructor.params.findIndex((p) => p.name === node.name);
      if (index >= 0) {
        const given = thrownArgs[index];
        if (given !== undefined) return given;
        const fallback = constructor.params[index]!.node.value as PhpNode | undefined;
        return stringOf(fallback, constructor, classes);
      }
    }
    return stringOf(node, constructor, classes);
  };
  if (parent && parent in NAMED) {
    return { status: NAMED[parent]!, message: (parentCall ? messageOf(parentCall.shape.args[0]) : thrownArgs[0]) ?? '' };
  }
  if (parent === 'httpexception' || (cls.parent && classes.isSubclassOf(cls.parent, 'Symfony\\Component\\HttpKernel\\Exception\\HttpException'))) {
    if (!parentCall || !constructor) return undefined;
    const status = statusOf(parentCall.shape.args[0], constructor, classes);
    return status ? { status, message: messageOf(parentCall.shape.args[1]) ?? '' } : undefined;
  }
  return undefined;
}

function isParentConstructorCall(node: PhpNode): boolean {
  const what = node.what as PhpNode;
  return what?.kind === 'staticlookup' && (what.what as PhpNode)?.kind === 'parentreference' && String((what.offset as PhpNode)?.name).toLowerCase() === '__construct';
}
