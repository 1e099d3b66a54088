/**
 * The defaults of every config key (Scribe 5's values, where Scribe has the key) and the default strategy lists
 * (names in strategy-names.ts).
 */
import { DEFAULT_CODE_THEMES } from './code-themes.ts';
import { DEFAULT_STRATEGY_NAMES, RESPONSE_CALLS, STATIC_DATA } from './strategy-names.ts';
import type { DocgenConfig, StrategyEntry } from './types.ts';

/** Where type static writes the docs, relative to the app. */
export const DEFAULT_STATIC_OUTPUT_PATH = 'public/docs';
/** What the examples show instead of the credential. */
export const DEFAULT_AUTH_PLACEHOLDER = '{YOUR_AUTH_KEY}';
/** The group of endpoints that name none. */
export const DEFAULT_GROUP = 'Endpoints';

const entry = (name: string, settings: Record<string, unknown> = {}): StrategyEntry => ({
  name,
  settings: { only: [], except: [], ...settings },
});

/** The strategies of a config with no `strategies` key: Scribe's published config. */
export function defaultStrategies(): DocgenConfig['strategies'] {
  const lists = Object.fromEntries(
    Object.entries(DEFAULT_STRATEGY_NAMES).map(([stage, names]) => [stage, names.map((n: string) => entry(n))]),
  ) as DocgenConfig['strategies'];
  lists.headers.push(
    entry(STATIC_DATA, { data: { 'Content-Type': 'application/json', Accept: 'application/json' } }),
  );
  lists.responses = lists.responses.map((e) =>
    e.name === RESPONSE_CALLS ? entry(RESPONSE_CALLS, { only: ['GET *'], config: { 'app.debug': false } }) : e,
  );
  return lists;
}

export function defaultConfig(): DocgenConfig {
  return {
    theme: 'default',
    type: 'framework',
    static: { output_path: DEFAULT_STATIC_OUTPUT_PATH },
    external: { html_attributes: {} },
    framework: { add_routes: true, docs_url: '/docs', assets_directory: null, middleware: [] },
    base_url: '',
    title: null,
    description: '',
    intro_text: '',
    try_it_out: { enabled: true, base_url: null, use_csrf: false, csrf_url: '/sanctum/csrf-cookie' },
    logo: false,
    favicon: null,
    code_themes: { ...DEFAULT_CODE_THEMES },
    last_updated: 'Last updated: {date:F j, Y}',
    groups: { default: DEFAULT_GROUP, order: [] },
    examples: { faker_seed: null, models_source: ['factoryCreate', 'factoryMake', 'databaseFirst'] },
    example_languages: ['bash', 'javascript'],
    collection: { enabled: true, overrides: {} },
    mcp: { enabled: false },
    changelog: { base: null },
    openapi: { enabled: false, overrides: {}, generators: [], version: '3.0.3', shared_schemas: true, code_samples: true },
    auth: {
      enabled: false,
      default: false,
      in: null,
      name: null,
      use_value: '',
      placeholder: DEFAULT_AUTH_PLACEHOLDER,
      extra_info: '',
    },
    strategies: defaultStrategies(),
    routes: [{ match: { prefixes: ['api/*'], domains: ['*'] }, include: [], exclude: [] }],
    database_connections_to_transact: [],
    transformers: { serializer: null },
    routeMatcher: null,
  };
}
