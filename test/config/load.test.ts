import { describe, expect, it } from 'vitest';
import { defaultConfig, defaultStrategies } from '../../src/config/defaults.ts';
import { configHasErrors, loadConfig } from '../../src/config/load.ts';
import { tempApp } from '../support/temp-app.ts';

const names = (list: Array<{ name: string }>) => list.map((e) => e.name);

/** A database config that reads DB_CONNECTION. */
const DATABASE_PHP = `<?php
return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [],
];
`;

describe('loadConfig: defaults', () => {
  it('applies every default when the app has no config file', () => {
    const root = tempApp({ 'config/database.php': DATABASE_PHP, '.env': 'DB_CONNECTION=sqlite\n' });
    const { config, diagnostics, source } = loadConfig(root);
    expect(source).toBeNull();
    expect(diagnostics).toEqual([]);
    const expected = defaultConfig();
    expected.database_connections_to_transact = ['sqlite'];
    expect(config).toEqual(expected);
    expect(config.type).toBe('framework');
    expect(config.groups.default).toBe('Endpoints');
    expect(config.auth.placeholder).toBe('{YOUR_AUTH_KEY}');
    expect(config.routes).toEqual([{ match: { prefixes: ['api/*'], domains: ['*'] }, include: [], exclude: [] }]);
    expect(config.strategies.headers.at(-1)).toEqual({
      name: 'StaticData',
      settings: { only: [], except: [], data: { 'Content-Type': 'application/json', Accept: 'application/json' } },
    });
  });

  it('fills the defaults of keys a config leaves out, and of partial route groups', () => {
    const root = tempApp({
      'config/docgen.php': `<?php return ['title' => 'Shop API', 'routes' => [['match' => ['prefixes' => ['v1/*']]]]];`,
    });
    const { config, diagnostics } = loadConfig(root);
    expect(diagnostics).toEqual([]);
    expect(config.title).toBe('Shop API');
    expect(config.try_it_out).toEqual(defaultConfig().try_it_out);
    expect(config.routes).toEqual([{ match: { prefixes: ['v1/*'], domains: ['*'] }, include: [], exclude: [] }]);
    expect(config.strategies).toEqual(defaultStrategies());
  });
});

describe('loadConfig: PHP forms of a Scribe 5 / docgen config', () => {
  const CONFIG = `<?php

use Docgen\\Config\\Defaults;
use Docgen\\Extracting\\Strategies;
use App\\Docs\\CustomHeaders;
use function Docgen\\Config\\{removeStrategies, configureStrategy};

return [
    'type' => 'static',
    'title' => env('DOCS_TITLE', 'Fallback'),
    'base_url' => env('APP_URL'),
    'try_it_out' => ['enabled' => env('TRY_IT', true)],
    'examples' => ['faker_seed' => 1234],
    'auth' => [
        'enabled' => true,
        'in' => 'bearer',
        'use_value' => env('DOCS_TOKEN'),
    ],
    'groups' => [
        'order' => ['Books', 'Orders' => ['POST /api/orders', 'Carts' => ['GET /api/carts']], '*', 'Admin'],
    ],
    'strategies' => [
        'metadata' => [...Defaults::METADATA_STRATEGIES],
        'headers' => [
            ...Defaults::HEADERS_STRATEGIES,
            Strategies\\StaticData::withSettings(data: ['Accept' => 'application/json']),
            [CustomHeaders::class, ['only' => ['GET *'], 'version' => 2]],
        ],
        'urlParameters' => removeStrategies(Defaults::URL_PARAMETERS_STRATEGIES, [Strategies\\UrlParameters\\GetFromLaravelAPI::class]),
        'queryParameters' => [
            Strategies\\QueryParameters\\GetFromQueryParamTag::wrapWithSettings(except: ['DELETE *']),
        ],
        'bodyParameters' => [
            Strategies\\BodyParameters\\GetFromFormRequest::wrapWithSettings(only: ['POST *', 'PUT *'], custom: 'x'),
        ],
        'responses' => configureStrategy(
            Defaults::RESPONSES_STRATEGIES,
            Strategies\\Responses\\ResponseCalls::withSettings(['GET *', 'HEAD *'], [], ['app.debug' => false], cookies: ['a' => 'b'])
        ),
        'responseFields' => configureStrategy(
            Defaults::RESPONSE_FIELDS_STRATEGIES,
            Strategies\\StaticData::withSettings(only: ['GET /api/books'], data: ['id' => ['type' => 'integer']])
        ),
    ],
    'database_connections_to_transact' => [config('database.default')],
    'transformers' => ['serializer' => \\League\\Fractal\\Serializer\\JsonApiSerializer::class],
];
`;

  const root = tempApp({
    'config/docgen.php': CONFIG,
    'config/database.php': DATABASE_PHP,
    '.env': 'APP_URL=http://shop.test\nDOCS_TOKEN="secret token"\nTRY_IT=false\n',
  });
  const { config, diagnostics, source } = loadConfig(root);

  it('reads the file without diagnostics', () => {
    expect(source).toBe('config/docgen.php');
    expect(diagnostics).toEqual([]);
  });

  it("evaluates env() from the app's .env (with Laravel's true/false conversion) and its defaults", () => {
    expect(config.title).toBe('Fallback');
    expect(config.base_url).toBe('http://shop.test');
    expect(config.try_it_out.enabled).toBe(false);
    expect(config.auth.use_value).toBe('secret token');
    expect(config.type).toBe('static');
  });

  it("reads config('database.default') from the app's config/database.php", () => {
    expect(config.database_connections_to_transact).toEqual(['mysql']);
  });

  it('resolves ::class to the fully qualified name', () => {
    expect(config.transformers.serializer).toBe('League\\Fractal\\Serializer\\JsonApiSerializer');
  });

  it('keeps the order of a mixed groups.order list', () => {
    expect(config.groups.order).toEqual(['Books', { Orders: ['POST /api/orders', { Carts: ['GET /api/carts'] }] }, '*', 'Admin']);
  });

  it('expands Defaults::*_STRATEGIES to the default lists (Scribe\'s, then the swagger-php reader)', () => {
    expect(names(config.strategies.metadata)).toEqual(['GetFromDocBlocks', 'GetFromMetadataAttributes', 'GetFromOpenApiAnnotations']);
    expect(config.strategies.metadata[0]!.className).toBe('Docgen\\Extracting\\Strategies\\Metadata\\GetFromDocBlocks');
  });

  it('reads StaticData::withSettings and [Class::class, settings] tuples', () => {
    expect(config.strategies.headers).toEqual([
      expect.objectContaining({ name: 'GetFromHeaderAttribute' }),
      expect.objectContaining({ name: 'GetFromHeaderTag' }),
      expect.objectContaining({ name: 'GetFromOpenApiAnnotations' }),
      expect.objectContaining({ name: 'StaticData', settings: { only: ['*'], except: [], data: { Accept: 'application/json' } } }),
      expect.objectContaining({
        name: 'CustomHeaders',
        className: 'App\\Docs\\CustomHeaders',
        settings: { only: ['GET *'], except: [], version: 2 },
      }),
    ]);
    expect(config.strategies.headers[4]!.line).toBe(27);
  });

  it('removeStrategies drops the named classes by short name', () => {
    expect(names(config.strategies.urlParameters)).toEqual(['GetFromUrlParamAttribute', 'GetFromUrlParamTag', 'GetFromOpenApiAnnotations']);
  });

  it('wrapWithSettings gives only ["*"] by default, the given except, and extra named settings', () => {
    expect(config.strategies.queryParameters).toEqual([
      expect.objectContaining({ name: 'GetFromQueryParamTag', settings: { only: ['*'], except: ['DELETE *'] } }),
    ]);
    expect(config.strategies.bodyParameters[0]!.settings).toEqual({ only: ['POST *', 'PUT *'], except: [], custom: 'x' });
  });

  it('configureStrategy replaces the same-name entry in place, with ResponseCalls::withSettings positional and named arguments', () => {
    expect(names(config.strategies.responses)).toEqual([
      'UseResponseAttributes',
      'UseTransformerTags',
      'UseApiResourceTags',
      'UseResponseTag',
      'UseResponseFileTag',
      'UseOpenApiAnnotations',
      'ResponseCalls',
      'UseResponsesFromCode',
      'UseErrorsFromCode',
    ]);
    expect(config.strategies.responses[6]!.settings).toEqual({
      only: ['GET *', 'HEAD *'],
      except: [],
      config: { 'app.debug': false },
      queryParams: [],
      bodyParams: [],
      fileParams: [],
      cookies: { a: 'b' },
    });
  });

  it('configureStrategy appends a strategy the list does not have', () => {
    expect(names(config.strategies.responseFields)).toEqual(['GetFromResponseFieldAttribute', 'GetFromResponseFieldTag', 'GetFromOpenApiAnnotations', 'StaticData']);
    expect(config.strategies.responseFields[3]!.settings).toEqual({ only: ['GET /api/books'], except: [], data: { id: { type: 'integer' } } });
  });
});

describe("loadConfig: Scribe's config/scribe.php", () => {
  const root = tempApp({
    'config/scribe.php': `<?php
use Knuckles\\Scribe\\Extracting\\Strategies;
return [
    'type' => 'laravel',
    'laravel' => ['add_routes' => false, 'docs_url' => '/api-docs'],
    'postman' => ['enabled' => false, 'overrides' => ['info.version' => '2.0.0']],
    'fractal' => ['serializer' => null],
    'strategies' => [
        'headers' => [
            Strategies\\Headers\\GetFromHeaderTag::class,
            ['override', ['Content-Type' => 'application/json']],
        ],
        'responses' => [Strategies\\Responses\\ResponseCalls::class],
    ],
];`,
  });
  const { config, diagnostics, source } = loadConfig(root);

  it('is read with a notice when config/docgen.php is absent', () => {
    expect(source).toBe('config/scribe.php');
    expect(diagnostics).toEqual([expect.objectContaining({ severity: 'notice', code: 'config-from-scribe', file: 'config/scribe.php' })]);
  });

  it('maps postman → collection, laravel → framework and type laravel → framework', () => {
    expect(config.type).toBe('framework');
    expect(config.framework).toMatchObject({ add_routes: false, docs_url: '/api-docs' });
    expect(config.collection).toEqual({ enabled: false, overrides: { 'info.version': '2.0.0' } });
  });

  it("reads Scribe's classes by short name, 4.x 'override' entries as StaticData, and a plain ResponseCalls as GET only", () => {
    expect(config.strategies.headers).toEqual([
      { name: 'GetFromHeaderTag', className: 'Knuckles\\Scribe\\Extracting\\Strategies\\Headers\\GetFromHeaderTag', line: 10, settings: { only: [], except: [] } },
      { name: 'StaticData', settings: { only: [], except: [], data: { 'Content-Type': 'application/json' } } },
    ]);
    expect(config.strategies.responses[0]).toMatchObject({ name: 'ResponseCalls', settings: { only: ['GET *'], except: [] } });
  });

  it('maps external_laravel → external_framework', () => {
    const app = tempApp({ 'config/scribe.php': `<?php return ['type' => 'external_laravel', 'theme' => 'scalar'];` });
    const loaded = loadConfig(app);
    expect(loaded.config.type).toBe('external_framework');
    expect(loaded.config.theme).toBe('scalar');
  });
});

describe('loadConfig: keys of earlier versions', () => {
  const root = tempApp({
    'config/docgen.php': `<?php
return [
    'default_group' => 'General',
    'routes' => [
        [
            'match' => ['prefixes' => ['api/*'], 'domains' => ['*'], 'versions' => ['v1']],
            'apply' => [
                'headers' => ['Custom-Header' => 'NotSoCustom'],
                'response_calls' => ['methods' => ['GET', 'post'], 'config' => ['app.env' => 'documentation']],
            ],
        ],
        [
            'match' => ['prefixes' => ['admin/*']],
            'apply' => ['response_calls' => ['methods' => []]],
        ],
    ],
];`,
  });
  const { config, diagnostics } = loadConfig(root);
  const deprecations = diagnostics.filter((d) => d.code === 'config-deprecated');

  it('warns about each deprecated key, naming it', () => {
    expect(deprecations.map((d) => d.message.split(' ').slice(0, 3).join(' '))).toEqual([
      'Config key default_group',
      'Config key routes.0.match.versions',
      'Config key routes.0.apply.headers',
      'Config key routes.0.apply.response_calls',
      'Config key routes.1.apply.response_calls',
    ]);
    expect(deprecations.every((d) => d.severity === 'warning' && d.file === 'config/docgen.php')).toBe(true);
    expect(configHasErrors(diagnostics)).toBe(false);
  });

  it('reads default_group as groups.default', () => {
    expect(config.groups.default).toBe('General');
  });

  it('turns apply.headers into a StaticData headers entry limited to that route group, first in the list', () => {
    expect(config.strategies.headers[0]).toEqual({
      name: 'StaticData',
      settings: { only: [], except: [], data: { 'Custom-Header': 'NotSoCustom' }, routeGroup: 0 },
    });
  });

  it('turns apply.response_calls into ResponseCalls settings per route group (no calls for an empty methods list)', () => {
    const calls = config.strategies.responses.filter((e) => e.name === 'ResponseCalls');
    expect(calls).toEqual([
      {
        name: 'ResponseCalls',
        settings: { only: ['GET *', 'POST *'], except: [], config: { 'app.env': 'documentation' }, routeGroup: 0 },
      },
    ]);
  });
});

describe('loadConfig: validation', () => {
  it('names the key path, the value and what is allowed for a wrong type, with the line', () => {
    const root = tempApp({
      'config/docgen.php': `<?php
return [
    'title' => 'API',
    'try_it_out' => [
        'enabled' => 'yes',
    ],
];`,
    });
    const { diagnostics } = loadConfig(root);
    expect(configHasErrors(diagnostics)).toBe(true);
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'config-type',
        message: "Config key try_it_out.enabled is 'yes' (a string); allowed: true or false.",
        file: 'config/docgen.php',
        line: 5,
      },
    ]);
  });

  it('reads a null boolean (an unset env() without default) as false, as PHP does', () => {
    const root = tempApp({ 'config/docgen.php': `<?php return ['try_it_out' => ['enabled' => env('DOCS_TRY_IT')]];` });
    const { config, diagnostics } = loadConfig(root);
    expect(diagnostics).toEqual([]);
    expect(config.try_it_out.enabled).toBe(false);
  });

  it('lists the allowed values of enumerated keys', () => {
    const root = tempApp({ 'config/docgen.php': `<?php return ['type' => 'pdf', 'auth' => ['in' => 'cookie']];` });
    const messages = loadConfig(root).diagnostics.map((d) => d.message);
    expect(messages).toContain("Config key type is 'pdf' (a string); allowed: 'framework', 'static', 'external_static', 'external_framework'.");
    expect(messages).toContain("Config key auth.in is 'cookie' (a string); allowed: 'query', 'body', 'basic', 'bearer', 'header' or null.");
  });

  it("rejects wrapWithSettings() given both only and except, as Scribe's helper does", () => {
    const root = tempApp({
      'config/docgen.php': `<?php
use Docgen\\Extracting\\Strategies\\Headers\\GetFromHeaderTag;
return [
    'strategies' => [
        'headers' => [
            GetFromHeaderTag::wrapWithSettings(only: ['GET *'], except: ['GET /api/x']),
        ],
    ],
];`,
    });
    const { diagnostics } = loadConfig(root);
    expect(configHasErrors(diagnostics)).toBe(true);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'config/docgen.php', line: 6 });
    expect(diagnostics[0]!.message).toContain('GetFromHeaderTag::wrapWithSettings() is given both only and except (config key strategies.headers.0)');
  });

  it('rejects a theme the output type cannot use', () => {
    const root = tempApp({ 'config/docgen.php': `<?php return ['type' => 'static', 'theme' => 'rapidoc'];` });
    const { diagnostics } = loadConfig(root);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'config-value' });
    expect(diagnostics[0]!.message).toContain("'default', 'elements'");
  });

  it('warns about unknown keys, naming them, and goes on', () => {
    const root = tempApp({
      'config/docgen.php': `<?php
return [
    'titel' => 'Typo',
    'try_it_out' => ['enabeld' => true],
];`,
    });
    const { diagnostics, config } = loadConfig(root);
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'config-unknown-key', message: 'Config key titel is not a docgen setting; it is ignored.', line: 3 }),
      expect.objectContaining({ severity: 'warning', message: 'Config key try_it_out.enabeld is not a docgen setting; it is ignored.', line: 4 }),
    ]);
    expect(config.title).toBeNull();
  });

  it('says once that a PHP routeMatcher cannot run statically', () => {
    const root = tempApp({ 'config/docgen.php': `<?php return ['routeMatcher' => \\App\\Docs\\Matcher::class];` });
    const { diagnostics, config } = loadConfig(root);
    expect(config.routeMatcher).toBe('App\\Docs\\Matcher');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'notice', code: 'config-php-class' });
    expect(diagnostics[0]!.message).toContain('cannot run statically');
  });

  it('leaves out a value that needs PHP to run, with a warning naming the key and line, so the default applies', () => {
    const root = tempApp({
      'config/docgen.php': `<?php
return [
    'title' => 'Docs',
    'description' => SomeService::describe(),
];`,
    });
    const { diagnostics, config } = loadConfig(root);
    expect(config.description).toBe('');
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'config-unevaluable', file: 'config/docgen.php', line: 4 }),
    ]);
    expect(diagnostics[0]!.message).toContain('description');
  });

  it('reports a syntax error in the config file with its line', () => {
    const root = tempApp({ 'config/docgen.php': `<?php\nreturn [\n  'title' => 'x'\n  'type' => 'static',\n];` });
    const { diagnostics } = loadConfig(root);
    expect(configHasErrors(diagnostics)).toBe(true);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', file: 'config/docgen.php', line: 4 });
  });
});

describe('loadConfig: options over the file', () => {
  const root = tempApp({
    'config/docgen.php': `<?php return ['title' => 'From file', 'try_it_out' => ['enabled' => false, 'base_url' => 'https://file.test']];`,
  });

  it('deep-merges options over the file', () => {
    const { config, diagnostics } = loadConfig(root, { try_it_out: { enabled: true }, theme: 'elements' });
    expect(diagnostics).toEqual([]);
    expect(config.title).toBe('From file');
    expect(config.theme).toBe('elements');
    expect(config.try_it_out).toMatchObject({ enabled: true, base_url: 'https://file.test' });
  });

  it('validates options too, naming the option path', () => {
    const { diagnostics } = loadConfig(root, { try_it_out: { enabled: 'yes' as never } });
    expect(diagnostics).toEqual([
      { severity: 'error', code: 'config-type', message: "Option try_it_out.enabled is 'yes' (a string); allowed: true or false." },
    ]);
  });

  it('accepts strategy lists in options as names or {name, settings}', () => {
    const { config, diagnostics } = loadConfig(root, {
      strategies: { headers: ['GetFromHeaderTag', { name: 'StaticData', settings: { only: [], except: [], data: { A: 'b' } } }] },
    });
    expect(diagnostics).toEqual([]);
    expect(config.strategies.headers).toEqual([
      { name: 'GetFromHeaderTag', settings: { only: [], except: [] } },
      { name: 'StaticData', settings: { only: [], except: [], data: { A: 'b' } } },
    ]);
  });
});
