/**
 * The request input an action reads by name: `$request->query('q', 20)`, `$request->boolean('in_stock')`,
 * `$request->integer('limit')`, `$request->input('sort')`, `$request->has('tag')`, `request('q')`,
 * `request()->query('q')`, `Request::query('q')`, and `$request->q` (a dynamic property, typed by the request
 * class's `@property` tag). `query()` always reads the query string; the other
 * readers read it on GET and HEAD requests (the only input such requests have). The type comes from the
 * reader (`boolean`, `integer`, `float`, `enum`) or from a literal default.
 */
import { isNode, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { evaluate, isUnknown } from '../../php/evaluate.ts';
import { methodFacts, shortClassName, type CallShape } from './code-walk.ts';
import { isRequestVariable } from './model-origin.ts';

export interface RequestRead {
  name: string;
  /** `string`, `integer`, `number`, `boolean`. */
  type: string;
  /** Only `query()` says the value comes from the query string whatever the HTTP method. */
  queryOnly: boolean;
  /** A literal default (`query('limit', 20)`). */
  defaultValue?: unknown;
  /** An enum class (`$request->enum('status', Status::class)`). */
  enumClass?: string;
  line: number;
}

/** Reader method → the type of what it gives (undefined: from the default, else string). */
const READERS: Record<string, string | undefined> = {
  query: undefined,
  input: undefined,
  get: undefined,
  string: 'string',
  str: 'string',
  boolean: 'boolean',
  integer: 'integer',
  float: 'number',
  date: 'string',
  enum: 'string',
  has: 'string',
  filled: 'string',
  missing: 'string',
  exists: 'string',
  whenhas: 'string',
  whenfilled: 'string',
};

function isRequestTarget(node: PhpNode, method: PhpMethod): boolean {
  if (node.kind === 'variable') return typeof node.name === 'string' && node.name !== 'this' && isRequestVariable(node.name, method) && hasRequestParameter(node.name, method);
  if (node.kind === 'call' && (node.what as PhpNode)?.kind === 'name') return String((node.what as PhpNode).name).toLowerCase() === 'request' && (node.arguments ?? []).length === 0;
  if (node.kind === 'propertylookup' && (node.what as PhpNode)?.kind === 'variable' && (node.what as PhpNode).name === 'this') {
    // `$this->request->query(…)` in controllers that keep the request.
    return (node.offset as PhpNode)?.name === 'request';
  }
  return false;
}

/** `$request` is a parameter of the method (a closure's own `$request` would be read too, which is the same request). */
function hasRequestParameter(name: string, method: PhpMethod): boolean {
  return method.params.some((p) => p.name === name) || name === 'request';
}

/** The named reads of request input in the methods, first one per name. */
export function requestReads(methods: PhpMethod[], classes: ClassIndex): RequestRead[] {
  const result = new Map<string, RequestRead>();
  for (const method of methods) {
    for (const { node, shape } of methodFacts(method).calls) {
      const read = readOf(shape, method, classes, node);
      if (read && !result.has(read.name)) result.set(read.name, read);
    }
    for (const read of propertyReads(method, classes)) if (!result.has(read.name)) result.set(read.name, read);
  }
  return [...result.values()];
}

/** The request's own properties (Symfony's parameter bags and Laravel's), not input. */
const REQUEST_PROPERTIES = new Set(['attributes', 'request', 'query', 'server', 'files', 'cookies', 'headers', 'json', 'content', 'this', 'container', 'redirector', 'validator', 'errorbag', 'stoponfirstfailure']);
const DOC_TYPES: Record<string, string> = { int: 'integer', integer: 'integer', float: 'number', bool: 'boolean', boolean: 'boolean', string: 'string', array: 'object' };

/**
 * `$request->sort`: input read as a dynamic property of a request parameter, typed by the request class's
 * `@property`/`@property-read` tag when it has one (`@property-read string $order`).
 */
function propertyReads(method: PhpMethod, classes: ClassIndex): RequestRead[] {
  const result: RequestRead[] = [];
  const called = new Set(methodFacts(method).calls.map(({ node }) => node.what as PhpNode));
  const visit = (node: PhpNode): void => {
    if (node.kind === 'closure' || node.kind === 'arrowfunc' || node.kind === 'class') return;
    if (node.kind === 'propertylookup' && !called.has(node)) {
      const target = node.what as PhpNode;
      const name = (node.offset as PhpNode)?.kind === 'identifier' ? String((node.offset as PhpNode).name) : undefined;
      if (name && !REQUEST_PROPERTIES.has(name.toLowerCase()) && target?.kind === 'variable' && typeof target.name === 'string' && target.name !== 'this' && isRequestVariable(target.name, method) && hasRequestParameter(target.name, method)) {
        const type = documentedPropertyType(method.params.find((p) => p.name === target.name)?.type, name, classes) ?? 'string';
        result.push({ name, type, queryOnly: false, line: node.loc?.start.line ?? method.line });
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      for (const item of Array.isArray(value) ? value : [value]) if (isNode(item)) visit(item);
    }
  };
  for (const statement of method.body) if (isNode(statement)) visit(statement);
  return result;
}

/** The type a request class's `@property string $name` tag (its own or a parent's) gives the input. */
function documentedPropertyType(requestClass: string | undefined, name: string, classes: ClassIndex): string | undefined {
  const type = requestClass?.replace(/^\?/, '');
  if (!type) return undefined;
  for (const className of [type, ...classes.ancestors(type)]) {
    const tags = classes.find(className)?.docBlock?.tags ?? [];
    for (const tag of tags) {
      if (!/^property(-read)?$/.test(tag.name)) continue;
      const match = /^(\S+)\s+\$(\w+)/.exec(tag.content.trim());
      if (match && match[2] === name) return DOC_TYPES[match[1]!.replace(/^\?/, '').split('|')[0]!.toLowerCase()] ?? 'string';
    }
  }
  return undefined;
}

function readOf(shape: CallShape, method: PhpMethod, classes: ClassIndex, node: PhpNode): RequestRead | undefined {
  const context = { scope: method.scope, classes, file: classes.absolutePath(method.file), className: method.className, env: classes.env };
  const line = node.loc?.start.line ?? method.line;
  let reader: string;
  if (shape.kind === 'function') {
    // `request('q', 'default')`
    if (shape.name !== 'request' || shape.args.length === 0) return undefined;
    reader = 'input';
  } else if (shape.kind === 'static') {
    if (shortClassName(shape.className) !== 'request') return undefined;
    reader = shape.name;
  } else {
    if (!isRequestTarget(shape.target, method)) return undefined;
    reader = shape.name;
  }
  if (!(reader in READERS)) return undefined;
  const name = evaluate(shape.args[0], context);
  if (typeof name !== 'string' || name === '' || /[*]/.test(name)) return undefined;
  const defaultNode = reader === 'enum' ? undefined : shape.args[1];
  const defaultValue = defaultNode ? evaluate(defaultNode, context) : undefined;
  const known = defaultValue !== undefined && !isUnknown(defaultValue) && defaultValue !== null ? defaultValue : undefined;
  const type = READERS[reader] ?? typeOfDefault(known);
  const enumClass = reader === 'enum' && shape.args[1]?.kind === 'staticlookup' ? method.scope.resolveClass(String((shape.args[1].what as PhpNode).name)) : undefined;
  return { name, type, queryOnly: reader === 'query', ...(known !== undefined ? { defaultValue: known } : {}), ...(enumClass ? { enumClass } : {}), line };
}

function typeOfDefault(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  // `get('filter', [])`: a map of values (`filter[name]=…`).
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return 'string';
}

/** The page parameters the methods' paginators read: `page` for `paginate()`/`simplePaginate()`, `cursor` for `cursorPaginate()`. */
export function paginationReads(methods: PhpMethod[]): Array<'page' | 'cursor'> {
  const result = new Set<'page' | 'cursor'>();
  for (const method of methods) {
    for (const { shape } of methodFacts(method).calls) {
      if (shape.kind === 'function') continue;
      if (shape.name === 'paginate' || shape.name === 'simplepaginate' || shape.name === 'fastpaginate') result.add('page');
      if (shape.name === 'cursorpaginate') result.add('cursor');
    }
  }
  return [...result];
}
