/**
 * The layout of the published `config/docgen.php`: its keys in order, each with the comment above it. Values are
 * not written here (they are the defaults); a section lists its own keys; `php` is a value written as PHP code.
 */

export interface PublishedKey {
  /** The key, or the position of a list item. */
  key: string | number;
  /** The comment above the key; a line break starts another comment line. */
  comment?: string;
  /** A section's keys, written one level deeper. */
  keys?: readonly PublishedKey[];
  /** The value as PHP source, when it is code rather than a default value. */
  php?: string;
}

/** `Defaults::*_STRATEGIES` with docgen's settings for StaticData and ResponseCalls, as a user would write them. */
const STRATEGIES_PHP = `[
        // Title, description, group and authentication.
        'metadata' => [...Defaults::METADATA_STRATEGIES],
        // Request headers; StaticData adds the same headers to every endpoint.
        'headers' => [
            ...Defaults::HEADERS_STRATEGIES,
            Strategies\\StaticData::withSettings(data: [
                'Content-Type' => 'application/json',
                'Accept' => 'application/json',
            ]),
        ],
        // URL parameters.
        'urlParameters' => [...Defaults::URL_PARAMETERS_STRATEGIES],
        // Query parameters.
        'queryParameters' => [...Defaults::QUERY_PARAMETERS_STRATEGIES],
        // Body parameters.
        'bodyParameters' => [...Defaults::BODY_PARAMETERS_STRATEGIES],
        // Example responses; response calls (PHP needed) are made for GET routes only, with debug mode off.
        'responses' => configureStrategy(
            Defaults::RESPONSES_STRATEGIES,
            Strategies\\Responses\\ResponseCalls::withSettings(
                only: ['GET *'],
                config: ['app.debug' => false],
            ),
        ),
        // Descriptions of response fields.
        'responseFields' => [...Defaults::RESPONSE_FIELDS_STRATEGIES],
    ]`;

export const PUBLISHED_LAYOUT: readonly PublishedKey[] = [
  { key: 'title', comment: `The documentation's title (the page <title>, and the name of the collection and spec); null: config('app.name') + " API Documentation".` },
  { key: 'description', comment: 'A short description of the API, shown first in the introduction and used by the collection and spec.' },
  { key: 'intro_text', comment: 'More text for the introduction, after the description (Markdown and HTML).' },
  { key: 'base_url', comment: "The base URL in the examples and Try It Out; empty: config('app.url')." },
  {
    key: 'routes',
    comment: 'Which routes are documented: route groups matched by path and domain, with names or "METHOD /uri" to include or exclude.',
    keys: [
      {
        key: 0,
        keys: [
          {
            key: 'match',
            keys: [
              { key: 'prefixes', comment: "Paths to document ('*' matches anything)." },
              { key: 'domains', comment: "Domains to document ('*' matches anything)." },
            ],
          },
          { key: 'include', comment: 'Routes documented even though they do not match (names or "METHOD /uri").' },
          { key: 'exclude', comment: 'Routes left out even though they match.' },
        ],
      },
    ],
  },
  {
    key: 'type',
    comment: '"static": an HTML folder (static.output_path); "framework": a Blade view and routes in the app; "external_static"/"external_framework": the spec in Scalar, Elements or RapiDoc.',
  },
  { key: 'theme', comment: '"default" or "elements" for the site; "scalar", "elements" or "rapidoc" for the external types.' },
  { key: 'static', keys: [{ key: 'output_path', comment: 'Where type "static" writes the docs, relative to the app.' }] },
  {
    key: 'framework',
    keys: [
      { key: 'add_routes', comment: 'Write routes/docgen.php, serving the docs at docs_url.' },
      { key: 'docs_url', comment: "The docs' URL path (also /collection.json and /openapi.yaml under it)." },
      { key: 'assets_directory', comment: 'Folder under public/ for the assets; null: public/vendor/docgen.' },
      { key: 'middleware', comment: "Middleware of the docs routes, e.g. ['auth']." },
    ],
  },
  { key: 'external', keys: [{ key: 'html_attributes', comment: "HTML attributes passed to the external UI's element (strings)." }] },
  {
    key: 'try_it_out',
    keys: [
      { key: 'enabled', comment: `A "Try it out" button on each endpoint (the API must allow the docs' origin through CORS).` },
      { key: 'base_url', comment: 'The base URL Try It Out calls; null: base_url.' },
      { key: 'use_csrf', comment: 'Fetch a CSRF cookie first and send it as X-XSRF-TOKEN (Laravel Sanctum).' },
      { key: 'csrf_url', comment: 'Where the CSRF cookie comes from.' },
    ],
  },
  {
    key: 'auth',
    keys: [
      { key: 'enabled', comment: 'Whether any endpoint needs authentication.' },
      { key: 'default', comment: 'Whether endpoints need it unless marked @unauthenticated.' },
      { key: 'in', comment: "Where the credential goes: 'bearer', 'basic', 'header', 'query' or 'body'." },
      { key: 'name', comment: 'The header, query or body parameter that carries it.' },
      { key: 'use_value', comment: 'The credential used for response calls only; never shown in the docs.' },
      { key: 'placeholder', comment: 'What the examples show instead of the credential.' },
      { key: 'extra_info', comment: 'More about authentication, for the Authentication section (Markdown and HTML).' },
    ],
  },
  {
    key: 'example_languages',
    comment: 'The languages of the example requests: bash, javascript, php, python, or your own .docgen/example-requests/<name>.mustache.',
  },
  {
    key: 'collection',
    keys: [
      { key: 'enabled', comment: 'Write a Postman v2.1 collection (collection.json) beside the docs.' },
      { key: 'overrides', comment: "Values set in the collection by dotted path, e.g. 'info.version' => '2.0.0'." },
    ],
  },
  {
    key: 'openapi',
    keys: [
      { key: 'enabled', comment: 'Write an OpenAPI spec (openapi.yaml) beside the docs.' },
      { key: 'overrides', comment: "Values set in the spec by dotted path, e.g. 'info.version' => '2.0.0'." },
      { key: 'generators', comment: 'Classes that change the spec (the Astro integration takes TypeScript hooks instead).' },
      { key: 'version', comment: "'3.0.3' or '3.1.0'." },
      { key: 'shared_schemas', comment: 'Schemas used more than once (resources, bodies, enums) go to components/schemas and are referred to by $ref.' },
      {
        key: 'code_samples',
        comment: [
          'x-codeSamples on each operation: the example requests in every language the site shows (Redoc shows them',
          'as its request samples). Turn it off for a spec about 40 % smaller when it is read in Scalar or Stoplight',
          'Elements, which write their own samples, or in Swagger UI, which ignores them.',
        ].join('\n'),
      },
    ],
  },
  { key: 'mcp', keys: [{ key: 'enabled', comment: 'Write mcp.json beside the spec: one tool per operation, for an OpenAPI-to-MCP server.' }] },
  {
    key: 'changelog',
    keys: [{ key: 'base', comment: "A git ref of the app (e.g. 'origin/main'); the site then has a Changelog page of the API changes since it." }],
  },
  {
    key: 'groups',
    keys: [
      { key: 'default', comment: 'The group of endpoints that have no @group.' },
      { key: 'order', comment: `Group, subgroup and "METHOD /uri" order; what is not listed follows, '*' places the rest.` },
    ],
  },
  { key: 'logo', comment: "The logo's image src (a URL, or a path under public/), or false for none." },
  { key: 'favicon', comment: "The docs' icon (a URL, or a path the site serves such as '/favicon.ico'); null: docgen's own." },
  {
    key: 'code_themes',
    keys: [
      { key: 'light', comment: 'Shiki theme of code on light pages (any of https://shiki.style/themes).' },
      { key: 'dark', comment: 'Shiki theme of code on dark pages and in the dark code column.' },
    ],
  },
  { key: 'last_updated', comment: 'The "last updated" line: {date:<PHP date() format>} and {git:short} or {git:long}.' },
  {
    key: 'examples',
    keys: [
      { key: 'faker_seed', comment: 'The seed of the generated example values: a number gives the same examples on every build; null: new ones each build.' },
      { key: 'models_source', comment: 'How example models for API resources are made, tried in order: factoryCreate, factoryMake, databaseFirst.' },
    ],
  },
  { key: 'strategies', comment: "The strategies of each stage; configureStrategy() sets one's settings, removeStrategies() drops some.", php: STRATEGIES_PHP },
  { key: 'database_connections_to_transact', comment: 'Database connections wrapped in a transaction (rolled back) during response calls and example models.' },
  { key: 'transformers', keys: [{ key: 'serializer', comment: "The league/fractal serializer class of your transformers; null: Fractal's default." }] },
];
