/**
 * The request input an action reads by name: `$request->query('q', 20)`, `$request->boolean('in_stock')`,
 * `$request->integer('limit')`, `$request->input('sort')`, `$request->has('tag')`, `request('q')`,
 * `request()->query('q')`, `Request::query('q')`, and `$request->q` (a dynamic property, typed by the request
 * class's `@property` tag). `query()` always reads the query string; the other
 * readers read it on GET and HEAD requests (the only input such requests have). The type comes from the
 * reader (`boolean`, `integer`, `float`, `enum`) or from a literal default.
 *
 * The methods are run on the PHP engine with the request extension (request-engine.ts), which follows the app
 * code they call and tells every read; each method's reads are kept until the app's classes change.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpMethod } from '../../php/classes.ts';
import { OrderedArray } from '../../php/php-array.ts';
import { RequestInput } from '../../php/request-input.ts';
import { TypedValue } from '../../php/typed-value.ts';
import { arrayFromEntries, containsUnknown, UNKNOWN } from '../../php/values.ts';
import type { InputRead } from '../extensions/request.ts';
import { formRequestOf } from '../validation/form-request.ts';
import { methodFacts } from './code-walk.ts';
import { jsonScalarType } from '../../php/json-types.ts';
import { appObject, requestEngine, runEntry } from './request-engine.ts';

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

/** A method to read, with the class `$this` is in it (a subclass inheriting an action; its own class by default). */
export interface ReadingMethod {
  method: PhpMethod;
  thisClass?: string;
}

/** Readers that say whether the input is there: the parameter is documented as a string. */
const PRESENCE_READERS = new Set(['has', 'filled', 'missing', 'exists', 'whenhas', 'whenfilled', 'date', 'enum']);

/** The named reads of request input in the methods, first one per name, in the order the methods and reads are written. */
export function requestReads(methods: ReadingMethod[], classes: ClassIndex): RequestRead[] {
  const ranked = [
    ...methods.flatMap(({ method, thisClass }) => readsOfMethod(method, thisClass ?? method.className, false, classes)),
    ...validationHooks(methods, classes).flatMap(({ method, thisClass }) => readsOfMethod(method, thisClass!, true, classes)),
  ];
  const rank = (read: InputRead): number => {
    const index = methods.findIndex(({ method }) => contains(method, read));
    return index === -1 ? methods.length : index;
  };
  // Reads in other code (what the methods call) come after, file by file as they were first met, as written in each.
  const files = [...new Set(ranked.map((read) => read.file))];
  const order = ranked.map((read) => ({ read, rank: rank(read), file: files.indexOf(read.file) }));
  order.sort((a, b) => a.rank - b.rank || a.file - b.file || a.read.offset - b.read.offset);
  const result = new Map<string, RequestRead>();
  for (const { read } of order) {
    // A file is never sent in the query string.
    if (read.reader === 'file' || result.has(read.name)) continue;
    result.set(read.name, toRequestRead(read, classes));
  }
  return [...result.values()];
}

/** Laravel's hooks around validation of a FormRequest the methods take, which read input too (`$this->query('limit')`). */
const VALIDATION_HOOKS = ['prepareForValidation', 'passedValidation'];

function validationHooks(methods: ReadingMethod[], classes: ClassIndex): ReadingMethod[] {
  const result: ReadingMethod[] = [];
  for (const { method } of methods) {
    const formRequest = formRequestOf(method, classes);
    if (!formRequest) continue;
    for (const name of VALIDATION_HOOKS) {
      const hook = classes.findMethod(formRequest.name, name);
      if (hook && hook.body.length > 0 && !hook.file.startsWith('vendor/') && !result.some((known) => known.method === hook)) result.push({ method: hook, thisClass: formRequest.name });
    }
  }
  return result;
}

/** Whether a read is written in a method's own code. */
function contains(method: PhpMethod, read: InputRead): boolean {
  const loc = method.node.loc;
  return read.file === method.file && loc !== undefined && loc !== null && loc.start.offset <= read.offset && read.offset <= loc.end.offset;
}

/**
 * The reads running a method tells (those of the app code it calls included), once per method and `$this` class.
 * `$this` is the request in a request class's hook, an object of the class otherwise (an action's controller).
 */
function readsOfMethod(method: PhpMethod, thisClass: string, thisIsRequest: boolean, classes: ClassIndex): InputRead[] {
  if (method.body.length === 0) return [];
  return classes.memo(`request-reads ${method.file}:${method.line} ${method.name} ${thisClass}`, () => {
    const reads: InputRead[] = [];
    const run = requestEngine({ classes, endpoint: {}, record: (read) => reads.push(read) });
    const thisValue = thisIsRequest ? run.requests.request(thisClass) : thisClass ? appObject(thisClass, run.requests, classes) : undefined;
    runEntry(method, thisValue, thisClass, run, classes);
    return reads;
  });
}

function toRequestRead(read: InputRead, classes: ClassIndex): RequestRead {
  const known = literalDefault(read.defaultValue);
  const typed = new RequestInput(read.name, read.reader).knownType;
  const type =
    read.reader === 'property'
      ? (documentedPropertyType(read.requestClass, read.name, classes) ?? 'string')
      : PRESENCE_READERS.has(read.reader)
        ? 'string'
        : typed
          ? jsonScalarType(typed.type)!
          : typeOfDefault(known);
  return {
    name: read.name,
    type,
    queryOnly: read.reader === 'query',
    ...(known !== undefined ? { defaultValue: known } : {}),
    ...(read.enumClass ? { enumClass: read.enumClass } : {}),
    line: read.line,
  };
}

/** A default written as a literal (a scalar, or an array of known values) as plain data; undefined otherwise. */
function literalDefault(value: unknown): unknown {
  if (value === null || value === undefined || value instanceof TypedValue || value instanceof RequestInput) return undefined;
  const plain = plainData(value);
  return containsUnknown(plain) ? undefined : plain;
}

/** Engine arrays as plain data at every depth; anything that is not data is unknown. */
function plainData(value: unknown): unknown {
  if (value instanceof OrderedArray) return arrayFromEntries(value.entries().map(([key, item]) => [key, plainData(item)]));
  return value === null || ['string', 'number', 'boolean'].includes(typeof value) ? value : UNKNOWN;
}

const DOC_TYPES: Record<string, string> = { int: 'integer', integer: 'integer', float: 'number', bool: 'boolean', boolean: 'boolean', string: 'string', array: 'object' };

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
