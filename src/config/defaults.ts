/**
 * The contract's defaults (spec/contract.md, version 5.x values) and the default strategy lists,
 * named after Scribe's strategy classes so that a Scribe config's class names map one to one.
 */
import { DEFAULT_CODE_THEMES } from '../site-data/code-themes.ts';
import { DEFAULT_STRATEGY_NAMES, RESPONSE_CALLS, STATIC_DATA } from './strategy-names.ts';
import type { DocgenConfig, StrategyEntry } from './types.ts';

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
    static: { output_path: 'public/docs' },
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
    groups: { default: 'Endpoints', order: [] },
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
      placeholder: '{YOUR_AUTH_KEY}',
      extra_info: '',
    },
    strategies: defaultStrategies(),
    routes: [{ match: { prefixes: ['api/*'], domains: ['*'] }, include: [], exclude: [] }],
    database_connections_to_transact: [],
    transformers: { serializer: null },
    routeMatcher: null,
  };
}
