/**
 * The `config/docgen.php` that `docgen init` writes: every key with its default value and a one-line comment,
 * so that a user changes values instead of looking up names. Loaded as it is written, it gives the same
 * configuration as an app without a config file.
 */
import { phpStringLiteral } from '../output/framework/php-literal.ts';

export interface PublishedChoices {
  /** `examples.faker_seed`: a number keeps the examples the same from build to build. */
  fakerSeed: number | null;
  /** `type`, when the user chose one (default 'framework'). */
  type?: 'static' | 'framework';
  /** `title`, when the user gave one (default null). */
  title?: string | null;
}

export function publishedConfig(choices: PublishedChoices): string {
  const title = choices.title ? phpStringLiteral(choices.title) : 'null';
  const seed = choices.fakerSeed === null ? 'null' : String(choices.fakerSeed);
  return `<?php

use Docgen\\Config\\Defaults;
use Docgen\\Extracting\\Strategies;

use function Docgen\\Config\\configureStrategy;

// docgen reads this file without running it: keep to arrays, strings, numbers, env(), ::class and the helpers above.
return [
    // The documentation's title (the page <title>, and the name of the collection and spec); null: config('app.name') + " API Documentation".
    'title' => ${title},

    // A short description of the API, shown first in the introduction and used by the collection and spec.
    'description' => '',

    // More text for the introduction, after the description (Markdown and HTML).
    'intro_text' => '',

    // The base URL in the examples and Try It Out; empty: config('app.url').
    'base_url' => '',

    // Which routes are documented: route groups matched by path and domain, with names or "METHOD /uri" to include or exclude.
    'routes' => [
        [
            'match' => [
                // Paths to document ('*' matches anything).
                'prefixes' => ['api/*'],
                // Domains to document ('*' matches anything).
                'domains' => ['*'],
            ],
            // Routes documented even though they do not match (names or "METHOD /uri").
            'include' => [],
            // Routes left out even though they match.
            'exclude' => [],
        ],
    ],

    // "static": an HTML folder (static.output_path); "framework": a Blade view and routes in the app; "external_static"/"external_framework": the spec in Scalar, Elements or RapiDoc.
    'type' => ${phpStringLiteral(choices.type ?? 'framework')},

    // "default" or "elements" for the site; "scalar", "elements" or "rapidoc" for the external types.
    'theme' => 'default',

    'static' => [
        // Where type "static" writes the docs, relative to the app.
        'output_path' => 'public/docs',
    ],

    'framework' => [
        // Write routes/docgen.php, serving the docs at docs_url.
        'add_routes' => true,
        // The docs' URL path (also /collection.json and /openapi.yaml under it).
        'docs_url' => '/docs',
        // Folder under public/ for the assets; null: public/vendor/docgen.
        'assets_directory' => null,
        // Middleware of the docs routes, e.g. ['auth'].
        'middleware' => [],
    ],

    'external' => [
        // HTML attributes passed to the external UI's element (strings).
        'html_attributes' => [],
    ],

    'try_it_out' => [
        // A "Try it out" button on each endpoint (the API must allow the docs' origin through CORS).
        'enabled' => true,
        // The base URL Try It Out calls; null: base_url.
        'base_url' => null,
        // Fetch a CSRF cookie first and send it as X-XSRF-TOKEN (Laravel Sanctum).
        'use_csrf' => false,
        // Where the CSRF cookie comes from.
        'csrf_url' => '/sanctum/csrf-cookie',
    ],

    'auth' => [
        // Whether any endpoint needs authentication.
        'enabled' => false,
        // Whether endpoints need it unless marked @unauthenticated.
        'default' => false,
        // Where the credential goes: 'bearer', 'basic', 'header', 'query' or 'body'.
        'in' => null,
        // The header, query or body parameter that carries it.
        'name' => null,
        // The credential used for response calls only; never shown in the docs.
        'use_value' => '',
        // What the examples show instead of the credential.
        'placeholder' => '{YOUR_AUTH_KEY}',
        // More about authentication, for the Authentication section (Markdown and HTML).
        'extra_info' => '',
    ],

    // The languages of the example requests: bash, javascript, php, python, or your own .docgen/example-requests/<name>.mustache.
    'example_languages' => ['bash', 'javascript'],

    'collection' => [
        // Write a Postman v2.1 collection (collection.json) beside the docs.
        'enabled' => true,
        // Values set in the collection by dotted path, e.g. 'info.version' => '2.0.0'.
        'overrides' => [],
    ],

    'openapi' => [
        // Write an OpenAPI spec (openapi.yaml) beside the docs.
        'enabled' => false,
        // Values set in the spec by dotted path, e.g. 'info.version' => '2.0.0'.
        'overrides' => [],
        // Classes that change the spec (the Astro integration takes TypeScript hooks instead).
        'generators' => [],
        // '3.0.3' or '3.1.0'.
        'version' => '3.0.3',
        // Schemas used more than once (resources, bodies, enums) go to components/schemas and are referred to by $ref.
        'shared_schemas' => true,
        // x-codeSamples on each operation: the example requests in every language the site shows (Redoc shows them
        // as its request samples). Turn it off for a spec about 40 % smaller when it is read in Scalar or Stoplight
        // Elements, which write their own samples, or in Swagger UI, which ignores them.
        'code_samples' => true,
    ],

    'mcp' => [
        // Write mcp.json beside the spec: one tool per operation, for an OpenAPI-to-MCP server.
        'enabled' => false,
    ],

    'changelog' => [
        // A git ref of the app (e.g. 'origin/main'); the site then has a Changelog page of the API changes since it.
        'base' => null,
    ],

    'groups' => [
        // The group of endpoints that have no @group.
        'default' => 'Endpoints',
        // Group, subgroup and "METHOD /uri" order; what is not listed follows, '*' places the rest.
        'order' => [],
    ],

    // The logo's image src (a URL, or a path under public/), or false for none.
    'logo' => false,

    // The docs' icon (a URL, or a path the site serves such as '/favicon.ico'); null: docgen's own.
    'favicon' => null,

    'code_themes' => [
        // Shiki theme of code on light pages (any of https://shiki.style/themes).
        'light' => 'github-light-default',
        // Shiki theme of code on dark pages and in the dark code column.
        'dark' => 'github-dark-default',
    ],

    // The "last updated" line: {date:<PHP date() format>} and {git:short} or {git:long}.
    'last_updated' => 'Last updated: {date:F j, Y}',

    'examples' => [
        // The seed of the generated example values: a number gives the same examples on every build; null: new ones each build.
        'faker_seed' => ${seed},
        // How example models for API resources are made, tried in order: factoryCreate, factoryMake, databaseFirst.
        'models_source' => ['factoryCreate', 'factoryMake', 'databaseFirst'],
    ],

    // The strategies of each stage; configureStrategy() sets one's settings, removeStrategies() drops some.
    'strategies' => [
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
    ],

    // Database connections wrapped in a transaction (rolled back) during response calls and example models.
    'database_connections_to_transact' => [],

    'transformers' => [
        // The league/fractal serializer class of your transformers; null: Fractal's default.
        'serializer' => null,
    ],
];
`;
}
