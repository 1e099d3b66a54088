/**
 * The HTTP request for the PHP engine: `$request->query('sort')`, `->input()`, `->get()`, `->boolean()`,
 * `->integer()`, `->float()`, `->enum()`, `->has()`, `->filled()`, `->file()` …, `$request->sort`, `request('q')`,
 * `request()->query('q')` and `Request::query('q')` give values read from the request (RequestInput), and each
 * read is told to whoever asked (name, reader, default, where). What the endpoint being documented fixes is
 * answered: its HTTP method (`method()`, `getMethod()`, `isMethod('post')`) and which route parameters it has
 * (`route('post')`: only their presence is known — a bound parameter is an object or a non-empty string).
 */
import type { ClassIndex } from '../../php/class-index.ts';
import { NOT_HANDLED, type EngineExtension } from '../../php/engine/extension.ts';
import type { CallSite, RuntimeObject } from '../../php/engine/runtime-object.ts';
import { RequestInput } from '../../php/request-input.ts';
import { UNKNOWN } from '../../php/values.ts';

export const REQUEST_CLASS = 'Illuminate\\Http\\Request';

/** What the endpoint being documented fixes about its requests; unset parts stay unknown. */
export interface EndpointRequest {
  /** Upper case (`POST`). */
  httpMethod?: string;
  routeParameters?: string[];
}

/** One named read of the request's input, where it is written. */
export interface InputRead {
  name: string;
  /** The request method that read it, lower-case (`query`, `boolean` …), or `property` for `$request->name`. */
  reader: string;
  /** The default handed to the reader, as the engine evaluated it (absent when none was). */
  defaultValue?: unknown;
  /** The enum class of `enum('status', Status::class)`. */
  enumClass?: string;
  /** The class of the request read (a FormRequest's `@property` tags type its dynamic properties). */
  requestClass: string;
  /** Relative to the app root. */
  file?: string;
  line: number;
  offset: number;
}

export interface RequestKnowledge {
  classes: ClassIndex;
  endpoint: EndpointRequest;
  /** Told of every named read. */
  record?(read: InputRead): void;
}

/** The request methods that read one input by name. */
const INPUT_READERS = new Set([
  'query',
  'input',
  'get',
  'string',
  'str',
  'boolean',
  'integer',
  'float',
  'date',
  'enum',
  'has',
  'filled',
  'missing',
  'exists',
  'whenhas',
  'whenfilled',
  'file',
]);

const METHOD_GETTERS = new Set(['method', 'getmethod', 'getrealmethod']);

/** The request's own properties (Symfony's parameter bags and Laravel's), not input. */
const REQUEST_PROPERTIES = new Set(['attributes', 'request', 'query', 'server', 'files', 'cookies', 'headers', 'json', 'content', 'this', 'container', 'redirector', 'validator', 'errorbag', 'stoponfirstfailure']);

/** A request object: Laravel's Request, or the app's FormRequest (whose own methods the engine runs). */
export class RequestObject implements RuntimeObject {
  constructor(
    readonly phpClass: string,
    private readonly knowledge: RequestKnowledge,
  ) {}

  getProperty(name: string, site: CallSite): unknown {
    if (REQUEST_PROPERTIES.has(name.toLowerCase()) || this.knowledge.classes.findProperty(this.phpClass, name)) return UNKNOWN;
    this.record(name, 'property', undefined, undefined, site);
    return new RequestInput(name, 'property');
  }

  callMethod(name: string, args: unknown[], site: CallSite): unknown {
    const lower = name.toLowerCase();
    const { httpMethod, routeParameters } = this.knowledge.endpoint;
    if (INPUT_READERS.has(lower)) return this.read(lower, args, site);
    if (METHOD_GETTERS.has(lower)) return httpMethod ?? UNKNOWN;
    if (lower === 'ismethod') return httpMethod && typeof args[0] === 'string' ? args[0].toUpperCase() === httpMethod : UNKNOWN;
    if (lower === 'route' && args.length === 1 && routeParameters && typeof args[0] === 'string') return routeParameters.includes(args[0]) ? true : null;
    return UNKNOWN;
  }

  /** `query('sort', 'name')`, `enum('status', Status::class)`: a value read from the input, told to the recorder. */
  read(reader: string, args: unknown[], site: CallSite): unknown {
    const name = args[0];
    if (typeof name !== 'string' || name === '' || name.includes('*')) return UNKNOWN;
    const enumClass = reader === 'enum' && typeof args[1] === 'string' ? args[1].replace(/^\\/, '') : undefined;
    const defaultValue = reader === 'enum' ? undefined : args[1];
    this.record(name, reader, defaultValue, enumClass, site);
    return new RequestInput(name, reader, defaultValue);
  }

  private record(name: string, reader: string, defaultValue: unknown, enumClass: string | undefined, site: CallSite): void {
    const loc = site.node.loc;
    this.knowledge.record?.({
      name,
      reader,
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      ...(enumClass ? { enumClass } : {}),
      requestClass: this.phpClass,
      file: site.file,
      line: loc?.start.line ?? 0,
      offset: loc?.start.offset ?? 0,
    });
  }
}

export interface RequestExtension extends EngineExtension {
  /** The request, as an object of the given class (Laravel's Request by default). */
  request(className?: string): RequestObject;
}

/** `request()`, `request('q')`, `Request::query('q')` for the engine, and request objects for parameters typed so. */
export function requestExtension(knowledge: RequestKnowledge): RequestExtension {
  const plain = new RequestObject(REQUEST_CLASS, knowledge);
  const request = (className?: string) => (!className || className === REQUEST_CLASS ? plain : new RequestObject(className, knowledge));
  return {
    request,
    callFunction(name, args, site) {
      if (name.toLowerCase() !== 'request') return NOT_HANDLED;
      if (args.length === 0) return plain;
      return plain.read('input', args, site);
    },
    callStatic(className, method, args, site) {
      if (className.split('\\').pop()!.toLowerCase() !== 'request') return NOT_HANDLED;
      return plain.callMethod(method, args, site);
    },
  };
}
