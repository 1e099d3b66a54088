/**
 * What an action's `return` gives the client, read from the expression: an API resource or resource
 * collection (`new PostResource($post)`, `PostResource::collection(Post::paginate())`, `$post->toResource()`),
 * a JSON response (`response()->json([...], 201)`, `new JsonResponse(…)`, a returned array), a model, a list
 * or a paginator of models, no content (`response()->noContent()`, `response('', 204)`), a redirect, or a file
 * (download, stream), or a spatie/laravel-data object (`PostData::from($post)`, `PostData::collect($posts)`). Chained `->setStatusCode(N)`, `->response()`, `->additional([...])` and header calls are
 * read through.
 */
import type { PhpNode } from '../../php/ast.ts';
import { evaluate, isPhpArrayObject } from '../../php/evaluate.ts';
import { isResourceClass } from '../resources/resource-class.ts';
import { isDataClass } from './data-objects.ts';
import { callShape, isThis, returnedExpressions, shortClassName } from './code-walk.ts';
import { modelOrigin, type ModelOrigin, type OriginReader } from './model-origin.ts';
import { statusOf } from './status-codes.ts';
import { builtArray, declaredReturnType } from './app-arrays.ts';
import { expressionClass } from './declared-types.ts';
import { calleeReader } from './call-bindings.ts';
import type { Pagination } from '../resources/pagination.ts';

export type ReturnedValue =
  | { kind: 'resource'; resourceClass: string; collection: boolean; origin?: ModelOrigin; additional?: PhpNode }
  | { kind: 'json'; data: PhpNode | undefined }
  | { kind: 'model'; origin: ModelOrigin }
  | { kind: 'data'; dataClass: string; list: boolean }
  | { kind: 'transformer'; transformerClass: string; collection: boolean; origin?: ModelOrigin }
  | { kind: 'empty' }
  | { kind: 'redirect' }
  | { kind: 'file' };

export interface Returned {
  value: ReturnedValue;
  /** The status the code sets, if it says. */
  status?: number;
  line: number;
}

const RESOURCE_PASS_THROUGH = new Set(['response', 'toresponse', 'withresponse', 'header', 'withheaders', 'withcookie', 'cookie']);
const FILE_METHODS = new Set(['download', 'file', 'streamdownload', 'stream', 'streamjson']);
const REDIRECTS = new Set(['redirect', 'back', 'to_route', 'to_action']);

/**
 * The value a `return` expression gives, or undefined when the code does not say. With `statusOnly`, the
 * models behind values are not looked for (a cheap read for callers that only want explicit statuses).
 */
export function returnedValue(node: PhpNode, reader: OriginReader, statusOnly = false): Returned | undefined {
  const line = node.loc?.start.line ?? reader.method.line;
  return read(node, statusOnly ? { ...reader, statusOnly: true } : reader, line, 0);
}

type Reader = OriginReader & { statusOnly?: boolean };

function originOf(node: PhpNode | undefined, reader: Reader): ModelOrigin | undefined {
  return reader.statusOnly ? undefined : modelOrigin(node, reader);
}

function read(node: PhpNode, reader: Reader, line: number, depth: number): Returned | undefined {
  if (depth > 8) return undefined;
  const { method, classes } = reader;
  if (node.kind === 'array') return { value: { kind: 'json', data: node }, line };
  if (node.kind === 'new') return readNew(node, reader, line);
  if (node.kind === 'call') {
    const shape = callShape(node, method);
    if (!shape) return undefined;
    if (shape.kind === 'function') return readFunction(shape.name, shape.args, reader, line);
    if (shape.kind === 'static') {
      const short = shortClassName(shape.className);
      // A cheap read leaves app classes unopened: what they give has no status of its own.
      if (!reader.statusOnly && isResourceClass(shape.className, classes) && (shape.name === 'make' || shape.name === 'collection')) {
        const resourceClass = classes.find(shape.className)?.name ?? shape.className;
        const origin = withDeclaredPagination(originOf(shape.args[0], reader), shape.args[0], reader);
        return { value: { kind: 'resource', resourceClass, collection: shape.name === 'collection', ...(origin ? { origin } : {}) }, line };
      }
      if (!reader.statusOnly && isDataClass(shape.className, classes)) {
        const dataClass = classes.find(shape.className)?.name ?? shape.className;
        return { value: { kind: 'data', dataClass, list: shape.name === 'collect' || shape.name === 'collection' }, line };
      }
      if (short === 'response' && shape.name === 'json') return jsonResponse(shape.args, reader, line);
      if (short === 'response' && shape.name === 'nocontent') return { value: { kind: 'empty' }, status: statusOf(shape.args[0], method, classes) ?? 204, line };
      if (short === 'response' && FILE_METHODS.has(shape.name)) return streamed(shape, reader, line);
      if (short === 'redirect') return { value: { kind: 'redirect' }, status: 302, line };
      if (short === 'storage' && FILE_METHODS.has(shape.name)) return { value: { kind: 'file' }, line };
    }
    if (shape.kind === 'method') {
      // `response()->json(…)`, `response()->noContent()`, `response()->download(…)`
      const target = shape.target;
      const onResponseHelper = target.kind === 'call' && (target.what as PhpNode)?.kind === 'name' && String((target.what as PhpNode).name).toLowerCase() === 'response' && (target.arguments ?? []).length === 0;
      if (onResponseHelper) {
        if (shape.name === 'json') return jsonResponse(shape.args, reader, line);
        if (shape.name === 'nocontent') return { value: { kind: 'empty' }, status: statusOf(shape.args[0], method, classes) ?? 204, line };
        if (FILE_METHODS.has(shape.name)) return streamed(shape, reader, line);
        if (shape.name === 'make') return plainResponse(shape.args, reader, line);
      }
      if (shape.name === 'download' || shape.name === 'streamdownload') {
        const root = chainRoot(target);
        if (root && root.kind === 'call' && callShape(root, method)?.kind === 'static') return { value: { kind: 'file' }, line };
      }
      if (shape.name === 'setstatuscode' || shape.name === 'status') {
        const inner = read(target, reader, line, depth + 1);
        return inner && { ...inner, status: statusOf(shape.args[0], method, classes) ?? inner.status };
      }
      if (shape.name === 'additional') {
        const inner = read(target, reader, line, depth + 1);
        if (inner?.value.kind === 'resource') return { ...inner, value: { ...inner.value, additional: shape.args[0] } };
        return inner;
      }
      if (RESOURCE_PASS_THROUGH.has(shape.name)) return read(target, reader, line, depth + 1);
      const fractal = fractalChain(node, reader, line);
      if (fractal) return fractal;
      if (shape.name === 'toresource' || shape.name === 'toresourcecollection') return toResource(shape, reader, line);
      if (redirectChain(node, reader)) return { value: { kind: 'redirect' }, status: 302, line };
      const fluent = fluentResourceCall(shape, reader, line, depth);
      if (fluent) return fluent;
    }
  }
  const origin = originOf(node, reader);
  if (origin && origin.shape !== 'builder') return { value: { kind: 'model', origin }, line };
  // `return $payload;` after `$payload = [...]`, a list filled by `->push(…)`, a value object's `toArray()`, a
  // mapped list; `return $this->helper()` is left to actionReturns, which reads the helper's own returns.
  const ownHelper = node.kind === 'call' && isThis(((node.what as PhpNode)?.what as PhpNode | undefined) ?? undefined);
  if (!reader.statusOnly && !ownHelper && builtArray(node, reader)) return { value: { kind: 'json', data: node }, line };
  return undefined;
}

/**
 * `ArtistResource::collection($this->repository->paginate(…))` where the repository declares it returns a
 * `Paginator|CursorPaginator`: the collection is paginated (the first type named decides the kind), over the
 * model the code shows or, without one, the resource's own.
 */
function withDeclaredPagination(origin: ModelOrigin | undefined, node: PhpNode | undefined, reader: Reader): ModelOrigin | undefined {
  if (reader.statusOnly || origin?.pagination || !node || node.kind !== 'call') return origin;
  const kind = paginationKind(declaredReturnType(node, reader));
  if (!kind) return origin;
  return { modelClass: origin?.modelClass ?? '', shape: 'paginator', pagination: { kind, perPage: 15 }, ...(origin?.created ? { created: true } : {}) };
}

function paginationKind(type: string | undefined): Pagination['kind'] | undefined {
  const first = type?.replace(/^\?/, '').split('|')[0]?.split('\\').pop();
  if (first === 'CursorPaginator') return 'cursor';
  if (first === 'LengthAwarePaginator') return 'length-aware';
  if (first === 'Paginator') return 'simple';
  return undefined;
}

/**
 * `SongResource::make($song)->for($user)`: a method the resource class declares returning itself
 * (`self`, `static`, `$this` or the class) leaves the resource as it was.
 */
function fluentResourceCall(shape: { name: string; target: PhpNode }, reader: Reader, line: number, depth: number): Returned | undefined {
  if (reader.statusOnly || (shape.target.kind !== 'call' && shape.target.kind !== 'new')) return undefined;
  const inner = read(shape.target, reader, line, depth + 1);
  if (inner?.value.kind !== 'resource') return undefined;
  const method = reader.classes.findMethod(inner.value.resourceClass, shape.name);
  const type = method?.returnType?.replace(/^\?/, '');
  if (!method || !type) return undefined;
  const itself = ['self', 'static', '$this'].includes(type.toLowerCase()) || reader.classes.isSubclassOf(inner.value.resourceClass, type) || type === inner.value.resourceClass;
  return itself ? inner : undefined;
}

/**
 * `response()->download(…)`, `->stream(…)`: a file, unless the headers the code gives say the stream is JSON
 * (`['Content-Type' => 'application/json']`), whose shape the stream's callback hides: not read then.
 */
function streamed(shape: { name: string; args: PhpNode[] }, reader: Reader, line: number): Returned | undefined {
  const json = shape.args.some((arg) => {
    const headers = valueOf(arg, reader);
    if (!isPhpArrayObject(headers)) return false;
    return Object.entries(headers).some(([key, value]) => /^content-type$/i.test(key) && typeof value === 'string' && /json/i.test(value));
  });
  return json ? undefined : { value: { kind: 'file' }, line };
}

/** The class an argument names: `X::class` (or another string it holds), else the class of the object it is (`new X()`). */
function namedClass(node: PhpNode | undefined, reader: Reader): string | undefined {
  const value = valueOf(node, reader);
  if (typeof value === 'string') return value.replace(/^\\/, '');
  return expressionClass(node, reader);
}

/** An expression's constant value, read on the strict engine where it is written. */
function valueOf(node: PhpNode | undefined, { method, classes }: Reader): unknown {
  return node ? evaluate(node, { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env }) : undefined;
}

function readNew(node: PhpNode, reader: Reader, line: number): Returned | undefined {
  const { method, classes } = reader;
  const what = node.what as PhpNode;
  if (what?.kind !== 'name') return undefined;
  const className = method.scope.resolveClass(String(what.name));
  const args = (node.arguments ?? []) as PhpNode[];
  if (!reader.statusOnly && isResourceClass(className, classes)) {
    const origin = originOf(args[0], reader);
    return { value: { kind: 'resource', resourceClass: classes.find(className)?.name ?? className, collection: false, ...(origin ? { origin } : {}) }, line };
  }
  if (!reader.statusOnly && isDataClass(className, classes)) return { value: { kind: 'data', dataClass: classes.find(className)?.name ?? className, list: false }, line };
  const short = shortClassName(className);
  if (short === 'jsonresponse') return jsonResponse(args, reader, line);
  if (short === 'response' && className.toLowerCase().startsWith('illuminate\\')) return plainResponse(args, reader, line);
  if (short === 'binaryfileresponse' || short === 'streamedresponse' || short === 'streamedjsonresponse') return { value: { kind: 'file' }, line };
  if (short === 'redirectresponse') return { value: { kind: 'redirect' }, status: 302, line };
  return undefined;
}

function readFunction(name: string, args: PhpNode[], reader: Reader, line: number): Returned | undefined {
  if (name === 'response') return plainResponse(args, reader, line);
  if (name === 'fractal' && args.length > 0) return fractalValue(args[0], args[1], undefined, reader, line);
  if (REDIRECTS.has(name)) return { value: { kind: 'redirect' }, status: 302, line };
  if (name === 'tap') return read(args[0]!, reader, line, 1);
  return undefined;
}

/** `response()->json($data, $status)` */
function jsonResponse(args: PhpNode[], reader: Reader, line: number): Returned {
  const status = statusOf(args[1], reader.method, reader.classes);
  return { value: { kind: 'json', data: args[0] }, ...(status ? { status } : {}), line };
}

/** `response($content, $status)`: no content for an empty body, JSON for an array or a model. */
function plainResponse(args: PhpNode[], reader: Reader, line: number): Returned | undefined {
  const status = statusOf(args[1], reader.method, reader.classes);
  const content = args[0];
  const given = valueOf(content, reader);
  const isEmpty = !content || given === '' || given === null;
  if (isEmpty) return { value: { kind: 'empty' }, status: status ?? 200, line };
  if (content.kind === 'array') return { value: { kind: 'json', data: content }, ...(status ? { status } : {}), line };
  const origin = originOf(content, reader);
  if (origin && origin.shape !== 'builder') return { value: { kind: 'model', origin }, ...(status ? { status } : {}), line };
  if (status) return { value: { kind: 'json', data: content }, status, line };
  return undefined;
}

/** `$post->toResource()` (Laravel 12): the resource named after the model, `App\Http\Resources\PostResource`. */
function toResource(shape: { name: string; target: PhpNode; args: PhpNode[] }, reader: Reader, line: number): Returned | undefined {
  const { classes } = reader;
  const origin = originOf(shape.target, reader);
  const explicit = namedClass(shape.args[0], reader);
  const model = origin?.modelClass.split('\\').pop();
  const guessed = model ? [`App\\Http\\Resources\\${model}Resource`, `App\\Http\\Resources\\${model}`].find((name) => classes.find(name)) : undefined;
  const resourceClass = explicit ?? guessed;
  if (!resourceClass) return undefined;
  const collection = shape.name === 'toresourcecollection' || origin?.shape === 'list' || origin?.shape === 'paginator';
  return { value: { kind: 'resource', resourceClass, collection, ...(origin ? { origin } : {}) }, line };
}

/**
 * Fractal: `fractal($data, new PostTransformer())`, `fractal()->collection($posts)->transformWith(new T())->respond()`
 * (spatie/laravel-fractal) and Dingo's `$this->response->item($post, new T())`, `->collection(…)`, `->paginator(…)`.
 */
function fractalChain(node: PhpNode, reader: Reader, line: number): Returned | undefined {
  let data: PhpNode | undefined;
  let transformer: PhpNode | undefined;
  let collection: boolean | undefined;
  let current: PhpNode | undefined = node;
  while (current?.kind === 'call') {
    const shape = callShape(current, reader.method);
    if (!shape) return undefined;
    if (shape.kind === 'function') {
      if (shape.name !== 'fractal') return undefined;
      data ??= shape.args[0];
      transformer ??= shape.args[1];
      break;
    }
    if (shape.kind !== 'method') return undefined;
    if (shape.name === 'item' || shape.name === 'collection' || shape.name === 'paginator') {
      data ??= shape.args[0];
      transformer ??= shape.args[1];
      collection ??= shape.name !== 'item';
    } else if (shape.name === 'transformwith') {
      transformer ??= shape.args[0];
    }
    const target: PhpNode = shape.target;
    // Dingo: `$this->response->item(…)`
    if (target.kind === 'propertylookup' && isThis(target.what as PhpNode) && (target.offset as PhpNode)?.name === 'response') {
      if (data === undefined) return undefined;
      break;
    }
    current = target;
  }
  if (!current || data === undefined || transformer === undefined) return undefined;
  return fractalValue(data, transformer, collection, reader, line);
}

function fractalValue(data: PhpNode | undefined, transformer: PhpNode | undefined, collection: boolean | undefined, reader: Reader, line: number): Returned | undefined {
  const { classes } = reader;
  const transformerClass = namedClass(transformer, reader);
  if (!transformerClass || !classes.find(transformerClass)) return undefined;
  const origin = originOf(data, reader);
  const many = collection ?? (origin?.shape === 'list' || origin?.shape === 'paginator');
  return { value: { kind: 'transformer', transformerClass: classes.find(transformerClass)!.name, collection: many, ...(origin ? { origin } : {}) }, line };
}

function chainRoot(node: PhpNode): PhpNode | undefined {
  let current: PhpNode | undefined = node;
  while (current?.kind === 'call' && ['propertylookup', 'nullsafepropertylookup'].includes((current.what as PhpNode)?.kind)) current = (current.what as PhpNode).what as PhpNode;
  return current;
}

/** `redirect()->route(…)`, `back()->with(…)`, `Redirect::to(…)->with(…)` */
function redirectChain(node: PhpNode, reader: Reader): boolean {
  const root = chainRoot(node);
  if (!root || root.kind !== 'call') return false;
  const shape = callShape(root, reader.method);
  if (shape?.kind === 'function') return REDIRECTS.has(shape.name);
  if (shape?.kind === 'static') return shortClassName(shape.className) === 'redirect';
  return false;
}

/** A returned value with the method it is written in (a helper's values are read in the helper). */
export interface ActionReturn {
  returned: Returned;
  reader: OriginReader;
  expression: PhpNode;
}

/**
 * Every value the action returns, in source order, both sides of a conditional return included;
 * `return $this->helper(…)` (or an app function, a static method of an app class) is read through the
 * helper's own returns (two calls deep), as a reader of the controller would follow it.
 */
export function actionReturns(reader: OriginReader, statusOnly = false, depth = 0): ActionReturn[] {
  const result: ActionReturn[] = [];
  const declared = statusOnly ? undefined : declaredReturn(reader);
  for (const expression of returnedExpressions(reader.method).flatMap(alternatives)) {
    const returned = returnedValue(expression, reader, statusOnly);
    if (returned) {
      result.push({ returned, reader, expression });
      continue;
    }
    const helper = depth < 2 ? returnedHelper(expression, reader) : undefined;
    if (helper) {
      result.push(...actionReturns(helper, statusOnly, depth + 1));
      continue;
    }
    // What the code builds is not readable here, but the method declares what it gives.
    if (declared) result.push({ returned: { ...declared, line: expression.loc?.start.line ?? reader.method.line }, reader, expression });
  }
  return result;
}

/**
 * The app code a returned call runs, read with its own class and the call's arguments in its parameters:
 * `$this->helper()`, `self::make()`, `Helpers::respond()`, an app function (`return migrateResource($request, $app);`),
 * a method of an object the code constructs (`return $listing->toResponse();` after `$listing = new ListingBuilder(…)`).
 */
function returnedHelper(expression: PhpNode, reader: OriginReader): OriginReader | undefined {
  return expression.kind === 'call' ? calleeReader(expression, reader) : undefined;
}

/**
 * The values a returned expression may be: both sides of `$a ? X : Y` (`$x ?: Y`: the condition and Y), each
 * arm of a `match`, in source order.
 */
function alternatives(expression: PhpNode): PhpNode[] {
  if (expression.kind === 'retif') {
    const whenTrue = (expression.trueExpr as PhpNode | null) ?? (expression.test as PhpNode);
    return [whenTrue, expression.falseExpr as PhpNode].filter(Boolean).flatMap(alternatives);
  }
  if (expression.kind === 'match') return ((expression.arms ?? []) as PhpNode[]).map((arm) => arm.body as PhpNode).filter(Boolean).flatMap(alternatives);
  if (expression.kind === 'parenthesis') return alternatives((expression.inner ?? expression.expr) as PhpNode);
  return [expression];
}

/** A data object or API resource named as the method's return type. */
function declaredReturn(reader: OriginReader): Returned | undefined {
  const type = reader.method.returnType?.replace(/^\?/, '');
  if (!type || type.includes('|')) return undefined;
  const { classes } = reader;
  const line = reader.method.line;
  if (isDataClass(type, classes)) return { value: { kind: 'data', dataClass: classes.find(type)?.name ?? type, list: false }, line };
  if (isResourceClass(type, classes) && classes.find(type)) return { value: { kind: 'resource', resourceClass: classes.find(type)!.name, collection: false }, line };
  return undefined;
}
