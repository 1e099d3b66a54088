/**
 * The data that flows through docgen, defined once:
 * source → Route → Endpoint → Group → outputs (site, Postman, OpenAPI).
 *
 * Endpoint and its parts follow Scribe's "camel" shape (its `Camel\Extraction` classes) so that the
 * intermediate YAML files stay interchangeable with Scribe's `.scribe/endpoints/*.yaml`.
 */

/** A place in the app's source. `file` is relative to the app root, `line` is 1-based. */
export interface SourceLocation {
  file: string;
  line: number;
}

export type Severity = 'error' | 'warning' | 'notice';

/** Every problem docgen meets becomes one of these; nothing throws past a stage boundary. */
export interface Diagnostic {
  severity: Severity;
  /** One clear sentence. */
  message: string;
  file?: string;
  line?: number;
  /** A short stable code, e.g. `php-syntax`, `config-type`, `rule-unreadable`. */
  code?: string;
}

/** A route as Laravel would register it (what `php artisan route:list` shows). */
export interface Route {
  /** Upper-case methods in Laravel's insertion order, HEAD included when GET is present. */
  methods: string[];
  /** Without leading or trailing slash, except the root `/`. `{id?}` keeps its `?`. */
  uri: string;
  name: string | null;
  /** What `route:list --json` prints: `App\Http\Controllers\X@m`, `App\...\Invokable`, or `Closure`. */
  action: string;
  domain: string | null;
  /** Middleware as declared (aliases and groups unresolved), outer groups first. */
  middleware: string[];
  /** Middleware removed with withoutMiddleware(). */
  excludedMiddleware: string[];
  /** Parameter constraints: group wheres merged with route wheres (inner wins). */
  wheres: Record<string, string>;
  /** Route defaults (redirect destination and status, view name …). */
  defaults: Record<string, unknown>;
  /** `{post:slug}` → `{ post: 'slug' }`. */
  bindingFields: Record<string, string>;
  /** Where the route is declared. */
  definedAt: SourceLocation;
  /** The handler, when it is a controller method (resolved class name and where it is written). */
  controller?: ControllerRef;
  /**
   * The handler, when it is a closure: where it is written and its docblock as written (`/** … *\/`),
   * so its tags count like a controller method's. Added by route discovery. `docCommentLine` is the line the
   * comment starts on (tag lines in diagnostics count from it).
   */
  closure?: { location: SourceLocation; docComment?: string; docCommentLine?: number };
}

export interface ControllerRef {
  /** Fully qualified class name without leading backslash. */
  class: string;
  /** Method name (`__invoke` for invokable controllers). */
  method: string;
  /** Where the method is written, when the class was found. */
  location?: SourceLocation;
}

/** A request parameter (header, URL, query or body), Scribe's camel `Parameter`. */
export interface Parameter {
  /** Dot notation for objects, `[]` for array items: `user.name`, `items[].id`, `[].id`. */
  name: string;
  description: string;
  required: boolean;
  /** `string`, `integer`, `number`, `boolean`, `object`, `file`, `array`, or `T[]` (`string[]`, `object[]`, `integer[][]`). */
  type: string;
  /**
   * The example value. `undefined` means "no example" (the parameter is left out of example
   * requests); `null` is an explicit null example.
   */
  example?: unknown;
  /** True when the example came from the source (an `Example:` or attribute), not generated. */
  exampleWasSpecified: boolean;
  enumValues: unknown[];
  /** The PHP enum whose cases `enumValues` lists, when the source names one (`new Enum(OrderStatus::class)`). */
  enumClass?: string;
  nullable: boolean;
  deprecated: boolean;
  /** Free-form extra data a custom strategy wants to carry through. */
  custom: Record<string, unknown>;
}

/** One example response. */
export interface ResponseExample {
  status: number;
  /** The body as text (JSON text for JSON bodies), or null for no body. */
  content: string | null;
  headers: Record<string, string>;
  /** The scenario label (`description` in Scribe's camel format). */
  description: string;
  /**
   * The class whose shape the body follows (an API resource), and where in the body it sits (`data`, `data[]`,
   * or `` for the whole body): outputs name shared schemas after it.
   */
  origin?: SchemaOrigin;
}

export interface SchemaOrigin {
  /** Fully qualified class name (or the name of a schema the source declares, e.g. swagger-php's). */
  class: string;
  /** Dot path in the body: `data`, `data[]` (items of a list), `` (the body itself). */
  path: string;
}

export interface ResponseField {
  name: string;
  description: string;
  type: string;
  required: boolean;
  nullable: boolean;
  enumValues: unknown[];
  /** The PHP enum whose cases `enumValues` lists, when the source names one. */
  enumClass?: string;
}

export interface EndpointMetadata {
  groupName: string;
  groupDescription: string;
  subgroup: string;
  subgroupDescription: string;
  title: string;
  description: string;
  authenticated: boolean;
  deprecated: boolean;
}

export interface Endpoint {
  /** Stable identity: `"GET /api/books/{id}"` (first documented method and uri with leading slash). */
  id: string;
  /** Methods without HEAD (HEAD is dropped when other methods exist). */
  httpMethods: string[];
  /** Uri as documented (leading slash omitted, like Laravel's). */
  uri: string;
  metadata: EndpointMetadata;
  headers: Record<string, string>;
  urlParameters: Record<string, Parameter>;
  queryParameters: Record<string, Parameter>;
  bodyParameters: Record<string, Parameter>;
  responses: ResponseExample[];
  responseFields: Record<string, ResponseField>;
  /** The class whose fields the request body is (a FormRequest, a laravel-data object): outputs name its schema after it. */
  bodyOrigin?: SchemaOrigin;
  /** Where it came from; absent for custom endpoints written in YAML. */
  source?: {
    route: SourceLocation;
    controller?: SourceLocation;
    action: string;
    routeName: string | null;
    domain: string | null;
    middleware: string[];
  };
}

export interface Group {
  name: string;
  description: string;
  endpoints: Endpoint[];
}

/** A parameter with every field at its neutral default; spread your own fields over it. */
export function makeParameter(fields: Partial<Parameter> & { name: string }): Parameter {
  return {
    description: '',
    required: false,
    type: 'string',
    exampleWasSpecified: false,
    enumValues: [],
    nullable: false,
    deprecated: false,
    custom: {},
    ...fields,
  };
}
