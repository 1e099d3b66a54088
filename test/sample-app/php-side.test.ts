/**
 * docgen's PHP side (php/src) loaded by Laravel: config/docgen.php, the strategy helpers and the attributes.
 * Expectations are written from Scribe's Defaults / helpers / attribute constructors, which these mirror.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect } from 'vitest';
import { stageNamespace } from '../../src/config/strategy-helpers.ts';
import { DEFAULT_STRATEGY_NAMES } from '../../src/config/strategy-names.ts';
import { STAGES } from '../../src/config/types.ts';
import { describePhp, itPhp } from '../support/php.ts';
import { FIXTURES, phpScript } from './sample-app.ts';

const NS = 'Docgen\\Extracting\\Strategies\\';
const S = (stage: string, name: string) => `${NS}${stage}\\${name}`;
const PHP_SRC = fileURLToPath(new URL('../../php/src/', import.meta.url));

describePhp('docgen PHP side: config/docgen.php loaded by Laravel', () => {
  // Laravel is booted once; keys are read from its resolved config('docgen').
  let docgen: Record<string, unknown> = {};
  const config = (key: string): unknown =>
    key
      .split('.')
      .slice(1)
      .reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], docgen);

  beforeAll(() => {
    docgen = JSON.parse(phpScript(join(FIXTURES, 'print-config.php'), ['docgen'], { DOCGEN_AUTH_KEY: 'secret-for-config-test' })) as Record<string, unknown>;
  });

  itPhp('gives the strategy lists as class names and [class, settings] tuples, like Scribe', () => {
    expect(config('docgen.strategies')).toEqual({
      metadata: [S('Metadata', 'GetFromDocBlocks'), S('Metadata', 'GetFromMetadataAttributes'), S('Metadata', 'GetFromOpenApiAnnotations')],
      headers: [
        S('Headers', 'GetFromHeaderAttribute'),
        S('Headers', 'GetFromHeaderTag'),
        S('Headers', 'GetFromOpenApiAnnotations'),
        [`${NS}StaticData`, { only: [], except: [], data: { 'Content-Type': 'application/json', Accept: 'application/json' } }],
      ],
      urlParameters: [
        S('UrlParameters', 'GetFromLaravelAPI'),
        S('UrlParameters', 'GetFromUrlParamAttribute'),
        S('UrlParameters', 'GetFromUrlParamTag'),
        S('UrlParameters', 'GetFromOpenApiAnnotations'),
      ],
      queryParameters: [
        S('QueryParameters', 'GetFromFormRequest'),
        S('QueryParameters', 'GetFromInlineValidator'),
        S('QueryParameters', 'GetFromQueryParamAttribute'),
        S('QueryParameters', 'GetFromQueryParamTag'),
        S('QueryParameters', 'GetFromOpenApiAnnotations'),
        S('QueryParameters', 'GetFromRequestUsage'),
      ],
      bodyParameters: [
        S('BodyParameters', 'GetFromFormRequest'),
        S('BodyParameters', 'GetFromInlineValidator'),
        S('BodyParameters', 'GetFromBodyParamAttribute'),
        S('BodyParameters', 'GetFromBodyParamTag'),
        S('BodyParameters', 'GetFromOpenApiAnnotations'),
        S('BodyParameters', 'GetFromDataObjects'),
      ],
      // removeStrategies() took UseTransformerTags out; configureStrategy() replaced ResponseCalls in place.
      responses: [
        S('Responses', 'UseResponseAttributes'),
        S('Responses', 'UseApiResourceTags'),
        S('Responses', 'UseResponseTag'),
        S('Responses', 'UseResponseFileTag'),
        S('Responses', 'UseOpenApiAnnotations'),
        [
          S('Responses', 'ResponseCalls'),
          {
            only: ['GET *'],
            except: [],
            config: { 'app.debug': false },
            queryParams: [],
            bodyParams: [],
            fileParams: [],
            cookies: [],
          },
        ],
        S('Responses', 'UseResponsesFromCode'),
        S('Responses', 'UseErrorsFromCode'),
      ],
      responseFields: [
        S('ResponseFields', 'GetFromResponseFieldAttribute'),
        S('ResponseFields', 'GetFromResponseFieldTag'),
        S('ResponseFields', 'GetFromOpenApiAnnotations'),
      ],
    });
  });

  itPhp('resolves env() and config() values the way Laravel does', () => {
    expect(config('docgen.auth')).toMatchObject({ enabled: true, default: false, in: 'bearer', use_value: 'secret-for-config-test' });
    expect(config('docgen.base_url')).toBe('http://localhost:8000');
    expect(config('docgen.database_connections_to_transact')).toEqual(['sqlite']);
    expect(config('docgen.routes')).toEqual([{ match: { prefixes: ['api/*'], domains: ['*'] }, include: [], exclude: [] }]);
    expect(config('docgen.example_languages')).toEqual(['bash', 'javascript', 'php', 'python']);
    expect(config('docgen.examples.faker_seed')).toBe(1234);
    expect(config('docgen.type')).toBe('static');
    expect(config('docgen.openapi.enabled')).toBe(true);
    expect(config('docgen.collection.enabled')).toBe(true);
    // The flexible heredoc loses its indentation.
    expect(config('docgen.intro_text')).toMatch(/^This documentation covers everything/);
  });

  itPhp('has one strategy class per default strategy name of src/config/strategy-names.ts', () => {
    for (const stage of STAGES) {
      const names: readonly string[] = DEFAULT_STRATEGY_NAMES[stage];
      const folder = join(PHP_SRC, 'Extracting', 'Strategies', stageNamespace(stage));
      const classes = readdirSync(folder).map((f) => f.replace(/\.php$/, ''));
      expect(classes.sort(), stage).toEqual([...names].sort());
    }
  });
});

describePhp('docgen PHP side: strategy helpers', () => {
  const out = () =>
    JSON.parse(phpScript(join(FIXTURES, 'strategy-helpers.php'))) as Record<string, unknown>;

  itPhp('removeStrategies drops bare and configured entries by class name', () => {
    const result = out();
    expect(result.removeOne).toEqual([
      S('Responses', 'UseResponseAttributes'),
      S('Responses', 'UseApiResourceTags'),
      S('Responses', 'UseResponseTag'),
      S('Responses', 'UseResponseFileTag'),
      S('Responses', 'UseOpenApiAnnotations'),
      S('Responses', 'ResponseCalls'),
      S('Responses', 'UseResponsesFromCode'),
      S('Responses', 'UseErrorsFromCode'),
    ]);
    expect(result.removeConfigured).toEqual([S('Headers', 'GetFromHeaderAttribute'), S('Headers', 'GetFromHeaderTag'), S('Headers', 'GetFromOpenApiAnnotations')]);
  });

  itPhp('configureStrategy replaces in place, or appends when the strategy is absent', () => {
    const result = out();
    const inPlace = result.configureInPlace as unknown[];
    expect(inPlace).toHaveLength(9);
    expect(inPlace[6]).toEqual([
      S('Responses', 'ResponseCalls'),
      { only: ['GET *'], except: [], config: { 'app.debug': false }, queryParams: [], bodyParams: [], fileParams: [], cookies: [] },
    ]);
    expect(result.configureAppends).toEqual([
      S('Metadata', 'GetFromDocBlocks'),
      S('Metadata', 'GetFromMetadataAttributes'),
      S('Metadata', 'GetFromOpenApiAnnotations'),
      [`${NS}StaticData`, { only: [], except: [], data: { x: 1 } }],
    ]);
  });

  itPhp('withSettings and wrapWithSettings return Scribe-shaped tuples', () => {
    const result = out();
    expect(result.responseCallsDefaults).toEqual([
      S('Responses', 'ResponseCalls'),
      { only: ['GET *'], except: [], config: [], queryParams: [], bodyParams: [], fileParams: [], cookies: [] },
    ]);
    expect(result.wrapOnly).toEqual([S('Metadata', 'GetFromDocBlocks'), { only: ['GET /api/books'], except: [] }]);
    expect(result.wrapExceptAndMore).toEqual([
      S('BodyParameters', 'GetFromFormRequest'),
      { only: [], except: ['POST /api/login'], flag: true },
    ]);
    expect(result.wrapOtherSettingsArray).toEqual([`${NS}StaticData`, { only: [], except: [], data: { k: 'v' } }]);
  });
});

interface FoundAttribute {
  controller: string;
  target: string;
  attribute: string;
  value?: Record<string, unknown>;
}

describePhp('docgen PHP side: attributes on the sample controllers', () => {
  const found = () => JSON.parse(phpScript(join(FIXTURES, 'controller-attributes.php'))) as FoundAttribute[];
  const pick = (all: FoundAttribute[], controller: string, target: string, shortName: string) =>
    all.filter((a) => a.controller === controller && a.target === target && a.attribute.endsWith(`\\${shortName}`));

  itPhp('instantiate through reflection with the arguments the controllers pass', () => {
    const all = found();
    const docgen = all.filter((a) => a.attribute.startsWith('Docgen\\Attributes\\'));
    expect(docgen.length).toBeGreaterThan(40);
    expect(new Set(docgen.map((a) => a.controller))).toEqual(new Set(['AuthorController', 'OrderController', 'WishlistController']));

    expect(pick(all, 'OrderController', 'class', 'Authenticated')[0]?.value).toEqual({ authenticated: true });
    expect(pick(all, 'AuthorController', 'index', 'ResponseFromApiResource')[0]?.value).toEqual({
      name: 'App\\Http\\Resources\\AuthorResource',
      model: 'App\\Models\\Author',
      status: 200,
      description: '',
      collection: true,
      factoryStates: [],
      with: [],
      paginate: 15,
      simplePaginate: null,
      cursorPaginate: null,
      additional: [],
      withCount: [],
    });
    expect(pick(all, 'OrderController', 'index', 'ResponseFromFile')[0]?.value).toEqual({
      file: 'responses/unauthenticated.json',
      status: 401,
      merge: [],
      description: 'no token',
    });
    expect(pick(all, 'OrderController', 'store', 'BodyParam').map((a) => a.value?.name)).toEqual([
      'items[].book_id',
      'items[].quantity',
      'shipping_address.line1',
    ]);
    expect(pick(all, 'OrderController', 'index', 'ResponseField')[0]?.value).toMatchObject({
      name: 'status',
      type: 'string',
      required: true,
      enum: 'App\\Enums\\OrderStatus',
    });
  });

  itPhp('leave Scribe\'s own attributes (ReviewController) unresolved: PHP never loads them', () => {
    const scribe = found().filter((a) => a.attribute.startsWith('Knuckles\\Scribe\\Attributes\\'));
    expect(new Set(scribe.map((a) => a.controller))).toEqual(new Set(['ReviewController']));
    expect(scribe.map((a) => `${a.target} ${a.attribute.split('\\').pop()}`)).toContain('class Group');
    expect(scribe.every((a) => a.value === undefined)).toBe(true);
  });
});
