/**
 * The resolved configuration: every key of the contract (spec/contract.md), with its defaults applied.
 * Read from the app's `config/docgen.php` (or `config/scribe.php`), then integration/CLI options on top.
 */

export type OutputType = 'framework' | 'static' | 'external_static' | 'external_framework';
export type Theme = 'default' | 'elements' | 'scalar' | 'rapidoc';
export type AuthIn = 'query' | 'body' | 'basic' | 'bearer' | 'header';
export type Stage =
  | 'metadata'
  | 'headers'
  | 'urlParameters'
  | 'queryParameters'
  | 'bodyParameters'
  | 'responses'
  | 'responseFields';

export const STAGES: readonly Stage[] = [
  'metadata',
  'headers',
  'urlParameters',
  'queryParameters',
  'bodyParameters',
  'responses',
  'responseFields',
];

/** One entry of a stage's strategy list: a strategy name (short class name) and its settings. */
export interface StrategyEntry {
  /** Short name, e.g. `GetFromFormRequest`, `ResponseCalls`, `StaticData`, or a custom TS strategy's name. */
  name: string;
  /** The class as written in the config (for messages), when it came from PHP. */
  className?: string;
  /** The line of the config file where the entry is written, when it came from PHP (for messages). */
  line?: number;
  settings: StrategySettings;
}

export interface StrategySettings {
  /** `"METHOD /path"` patterns with `*`; empty means all. */
  only: string[];
  except: string[];
  [key: string]: unknown;
}

export interface RouteGroupConfig {
  match: {
    prefixes: string[];
    domains: string[];
    /** Earlier versions only; accepted with a deprecation warning and ignored for matching. */
    versions?: string[];
  };
  include: string[];
  exclude: string[];
  /** Earlier versions only (mapped onto strategies). */
  apply?: {
    headers?: Record<string, string>;
    response_calls?: {
      methods?: string[];
      config?: Record<string, unknown>;
      queryParams?: Record<string, unknown>;
      bodyParams?: Record<string, unknown>;
      fileParams?: Record<string, unknown>;
      cookies?: Record<string, unknown>;
    };
  };
}

/** Every key optional, recursively (arrays and functions stay whole): the shape of config overrides. */
export type DeepPartial<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly unknown[]
    ? T
    : T extends object
      ? { [K in keyof T]?: DeepPartial<T[K]> }
      : T;

/**
 * Settings given as options (integration, CLI, tests) over the config file: the same keys, every one optional;
 * strategy lists may name strategies by their short name. Validated like the file.
 */
export type ConfigOverrides = DeepPartial<Omit<DocgenConfig, 'strategies'>> & {
  strategies?: Partial<Record<Stage, Array<string | { name: string; settings?: Partial<StrategySettings> }>>>;
};

/** `groups.order`: a list whose items are names, or maps of a name to its own ordered list. */
export type GroupOrder = Array<string | { [name: string]: GroupOrder }>;

export interface DocgenConfig {
  theme: Theme;
  type: OutputType;
  static: { output_path: string };
  external: { html_attributes: Record<string, string> };
  framework: {
    add_routes: boolean;
    docs_url: string;
    assets_directory: string | null;
    middleware: string[];
  };
  base_url: string;
  title: string | null;
  description: string;
  intro_text: string;
  try_it_out: {
    enabled: boolean;
    base_url: string | null;
    use_csrf: boolean;
    csrf_url: string;
  };
  logo: string | false;
  /** The docs' icon (a URL or a path the site serves); null: docgen's own. */
  favicon: string | null;
  /** Shiki's bundled themes for code: one for light pages, one for dark pages and panels. */
  code_themes: { light: string; dark: string };
  last_updated: string;
  groups: { default: string; order: GroupOrder };
  examples: { faker_seed: number | null; models_source: string[] };
  example_languages: string[];
  collection: { enabled: boolean; overrides: Record<string, unknown> };
  /** `mcp.json` beside the spec: an MCP server description of the API (tools from the operations). */
  mcp: { enabled: boolean };
  /** A git ref of the app: the site gets a Changelog page of the API changes since it (null: no page). */
  changelog: { base: string | null };
  openapi: {
    enabled: boolean;
    overrides: Record<string, unknown>;
    /** Class names from PHP config (reported, not run) — TS generators come through options. */
    generators: string[];
    version: '3.0.3' | '3.1.0';
    /** Schemas used more than once go to `components/schemas` and are referred to with `$ref` (default true). */
    shared_schemas: boolean;
    /**
     * `x-codeSamples` on each operation: the example requests in every language the site shows. Default false: Scalar
     * and Stoplight Elements generate their own samples from the spec and Swagger UI ignores them, while they make the
     * spec about 60 % bigger; Redoc, which shows only these, is the reason to turn them on.
     */
    code_samples: boolean;
  };
  auth: {
    enabled: boolean;
    default: boolean;
    in: AuthIn | null;
    name: string | null;
    /** Never written to any output. */
    use_value: string;
    placeholder: string;
    extra_info: string;
  };
  strategies: Record<Stage, StrategyEntry[]>;
  routes: RouteGroupConfig[];
  database_connections_to_transact: string[];
  transformers: { serializer: string | null };
  routeMatcher: string | null;
  /**
   * docgen's own addition (not in Scribe): how ResponseCalls reaches the app — over HTTP against a running
   * app at `baseUrl`, else through the PHP bridge (`php`: the PHP binary); `timeout` in seconds.
   */
  responseCalls?: { baseUrl?: string | null; php?: string | null; timeout?: number | null };
}
