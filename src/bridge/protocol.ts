/**
 * The messages exchanged with docgen's PHP bridge (`php/bridge/bridge.php`): one JSON document per line.
 * Requests carry an `id` and an `op`; replies echo the id with `ok` and a `result` or an `error`.
 */
import type { RouteListRow } from '../laravel/routes/route-list-row.ts';

/** The first line the bridge prints once the app has booted (or failed to). */
export interface BridgeReady {
  ready: true;
  php: string;
  laravel: string;
  appRoot: string;
  /** `config('database.default')`. */
  defaultConnection: string;
  /** `config('app.url')`. */
  appUrl: string;
}

export interface BridgeLocation {
  file: string;
  line: number;
}

export interface BridgeErrorBody {
  message: string;
  file?: string;
  line?: number;
}

/**
 * One row of the `routes` operation: `route:list --json` fields (middleware resolved as route:list prints them:
 * groups expanded, aliases to class names) plus docgen's.
 */
export interface BridgeRouteRow extends RouteListRow {
  /** As declared (group names and aliases kept), outer groups first. */
  declaredMiddleware: string[];
  excludedMiddleware: string[];
  wheres: Record<string, string>;
  defaults: Record<string, unknown>;
  bindingFields: Record<string, string>;
  /** The app file and line whose statement registered the route, when the bridge's router saw it. */
  definedAt: BridgeLocation | null;
  controller: { class: string; method: string; location: BridgeLocation | null } | null;
  /** Where a closure action is written. */
  closureAt: BridgeLocation | null;
}

/** A file sent with a request: an existing file (absolute or relative to the app) or a small generated one. */
export type BridgeFile = { path: string } | { fake: 'image' | 'file'; name?: string };

export interface BridgeCallRequest {
  method: string;
  /** A path (joined to `app.url`) or an absolute URL (for domain routes). */
  uri: string;
  headers?: Record<string, string>;
  /** Nested values, encoded with PHP's http_build_query. */
  query?: Record<string, unknown>;
  /** JSON body (or form fields when files are sent); a string is sent as is. */
  body?: Record<string, unknown> | unknown[] | string | null;
  /** Keyed by dot path (`cover`, `photos.0`, `meta.cover`). */
  files?: Record<string, BridgeFile>;
  cookies?: Record<string, string>;
  /** Config values set for this call only (`app.debug` …), restored afterwards. */
  config?: Record<string, unknown>;
  /** Connections to run inside a rolled-back transaction; empty or absent: the default connection. */
  connections?: string[];
}

export interface BridgeCallResult {
  status: number;
  /** Lower-case names; several values joined with `; `. */
  headers: Record<string, string>;
  content: string | null;
  /** True when the body was binary (content is then `<<binary>>`). */
  binary: boolean;
  /** The exception the app rendered into this response, if any. */
  exception: (BridgeErrorBody & { message: string }) | null;
  /** Transaction and config problems met around the call. */
  warnings: string[];
}

export type ModelsSource = 'factoryCreate' | 'factoryMake' | 'databaseFirst';

export interface BridgeModelsRequest {
  /** The Eloquent model class; without it the resource/transformer gets an empty array. */
  model?: string;
  states?: string[];
  /** Relations to create and load (`a.b` nests). */
  with?: string[];
  /** `examples.models_source`, tried in order. */
  sources?: string[];
  connections?: string[];
  collection?: boolean;
  /** `[perPage]`, `[perPage, 'simple']` or `[perPage, 'cursor']`. */
  paginate?: Array<string | number>;
  /** An API resource class (JsonResource or ResourceCollection). */
  resource?: string;
  /** `->additional()` data. */
  additional?: Record<string, unknown>;
  /** A Fractal transformer class. */
  transformer?: string;
  /** `transformers.serializer`. */
  serializer?: string | null;
  resourceKey?: string;
  /** A Fractal paginator adapter class (for transformer collections). */
  paginator?: string;
  /** The endpoint's uri and method, for the request the resource sees. */
  uri?: string;
  method?: string;
}

export interface BridgeModelsResult {
  status: number;
  headers: Record<string, string>;
  content: string;
  /** Which `models_source` produced the model, or `new` when all failed. */
  modelSource: ModelsSource | 'new';
  warnings: string[];
}

/** Row counts per connection and table. */
export type TableCounts = Record<string, Record<string, number>>;
