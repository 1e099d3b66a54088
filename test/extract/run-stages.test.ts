import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig, Stage } from '../../src/config/types.ts';
import { createExampleGenerator } from '../../src/examples/generator.ts';
import { builtinStrategies } from '../../src/extract/builtin-strategies.ts';
import { resolveStrategies, type StrategyOptions } from '../../src/extract/resolve-strategies.ts';
import { runStages } from '../../src/extract/run-stages.ts';
import type { AppContext, Strategy, StrategyContext } from '../../src/extract/strategy.ts';
import { makeParameter, type Route } from '../../src/model.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { testRoute } from '../support/hand-built.ts';

const root = fileURLToPath(new URL('./fixtures/runner-app/', import.meta.url));
const classes = ClassIndex.forApp(root);
const CONTROLLER = 'App\\Http\\Controllers\\BookController';

function route(methods: string[], uri: string, method: string, name: string | null = null): Route {
  return testRoute({
    methods,
    uri,
    name,
    action: `${CONTROLLER}@${method}`,
    definedAt: { file: 'routes/api.php', line: methods.includes('POST') ? 7 : 6 },
    controller: { class: CONTROLLER, method },
  });
}
const getBooks = () => route(['GET', 'HEAD'], 'api/books', 'index', 'books.index');
const postBooks = () => route(['POST'], 'api/books', 'store', 'books.store');

/** A config whose strategy lists are empty unless a test sets them. */
function bareConfig(edit: (config: DocgenConfig) => void = () => {}): DocgenConfig {
  const config = defaultConfig();
  for (const stage of Object.keys(config.strategies) as Stage[]) config.strategies[stage] = [];
  edit(config);
  return config;
}

function strategy<S extends Stage>(name: string, stage: S, run: Strategy<S>['run']): Strategy<S> {
  return { name, stage, run };
}

async function extract(r: Route, config: DocgenConfig, options: StrategyOptions = {}, routeGroup = 0) {
  const app: AppContext = { root, config, classes, env: {} };
  const resolved = resolveStrategies(config, options, 'config/docgen.php');
  const result = await runStages({
    app,
    route: r,
    strategies: resolved.strategies,
    examples: createExampleGenerator(1234, 'test'),
    authToken: 'TOKEN123',
    routeGroup,
  });
  return { ...result, resolveDiagnostics: resolved.diagnostics };
}

describe('the strategy runner', () => {
  it("runs the stages in Scribe's order, auth parameter after the URL parameters", async () => {
    const seen: string[] = [];
    const spy = (stage: Stage) =>
      strategy(`Spy_${stage}`, stage, (ctx: StrategyContext) => {
        seen.push(`${stage}:${Object.keys(ctx.endpoint.queryParameters).join(',')}`);
        return undefined;
      });
    const stages: Stage[] = ['responseFields', 'responses', 'bodyParameters', 'headers', 'queryParameters', 'urlParameters', 'metadata'];
    const config = bareConfig((c) => {
      c.auth = { ...c.auth, enabled: true, default: true, in: 'query', name: 'api_key' };
    });
    await extract(getBooks(), config, { strategies: Object.fromEntries(stages.map((s) => [s, [spy(s)]])) });
    expect(seen).toEqual([
      'metadata:',
      'urlParameters:',
      'queryParameters:api_key',
      'headers:api_key',
      'bodyParameters:api_key',
      'responses:api_key',
      'responseFields:api_key',
    ]);
  });

  it('lets later strategies override earlier ones per parameter and per field, keeping other keys', async () => {
    const first = strategy('First', 'bodyParameters', () => ({
      title: makeParameter({ name: 'title', type: 'string', description: 'The title.', required: true }),
      year: makeParameter({ name: 'year', type: 'integer' }),
    }));
    const second = strategy('Second', 'bodyParameters', () => ({
      title: { description: 'A better title.' } as never,
    }));
    const { endpoint } = await extract(postBooks(), bareConfig(), { strategies: { bodyParameters: [first, second] } });
    expect(endpoint.bodyParameters.title).toMatchObject({ description: 'A better title.', required: true, type: 'string' });
    expect(endpoint.bodyParameters.year?.type).toBe('integer');
  });

  it('merges metadata per key without letting empty values erase earlier ones', async () => {
    const a = strategy('A', 'metadata', () => ({ title: 'Store a book.', groupName: 'Books', authenticated: true }));
    const b = strategy('B', 'metadata', () => ({ title: '', description: 'More.', authenticated: false }));
    const { endpoint } = await extract(postBooks(), bareConfig(), { strategies: { metadata: [a, b] } });
    expect(endpoint.metadata).toMatchObject({ title: 'Store a book.', description: 'More.', groupName: 'Books', authenticated: false });
  });

  it("respects each strategy's only/except patterns over \"METHOD /path\"", async () => {
    const onlyPost = { strategy: strategy('OnlyPost', 'headers', () => ({ 'X-Post': 'yes' })), settings: { only: ['POST *'] } };
    const exceptName = { strategy: strategy('NotIndex', 'headers', () => ({ 'X-Other': 'yes' })), settings: { except: ['books.index'] } };
    const options = { strategies: { headers: [onlyPost, exceptName] } };
    const get = await extract(getBooks(), bareConfig(), options);
    const post = await extract(postBooks(), bareConfig(), options);
    expect(get.endpoint.headers).toEqual({});
    expect(post.endpoint.headers).toEqual({ 'X-Post': 'yes', 'X-Other': 'yes' });
  });

  it('turns a throwing strategy into a warning with file:line and still documents the endpoint', async () => {
    const broken = strategy('Broken', 'bodyParameters', () => {
      throw new Error('rules() could not be read');
    });
    const fine = strategy('Fine', 'bodyParameters', () => ({ title: makeParameter({ name: 'title', required: true }) }));
    const { endpoint, diagnostics } = await extract(postBooks(), bareConfig(), { strategies: { bodyParameters: [broken, fine] } });
    expect(endpoint.bodyParameters.title).toBeDefined();
    const warning = diagnostics.find((d) => d.code === 'strategy-failed');
    expect(warning).toMatchObject({ severity: 'warning', file: 'app/Http/Controllers/BookController.php', line: 18 });
    expect(warning?.message).toContain('Broken');
    expect(warning?.message).toContain('POST /api/books');
    expect(warning?.message).toContain('rules() could not be read');
  });

  it('gives strategies the controller class and method found through the class index', async () => {
    let seen = '';
    const probe = strategy('Probe', 'metadata', (ctx) => {
      seen = `${ctx.controller?.class.name}::${ctx.controller?.method.name} ${ctx.controller?.method.docBlock?.summary}`;
      return undefined;
    });
    const { dependencies } = await extract(getBooks(), bareConfig(), { strategies: { metadata: [probe] } });
    expect(seen).toBe(`${CONTROLLER}::index List books.`);
    expect(dependencies).toEqual(['app/Http/Controllers/BookController.php']);
  });

  it('counts as a dependency a file a strategy only asked whether its class declares a method', async () => {
    let declares: boolean | undefined;
    const probe = strategy('Probe', 'queryParameters', (ctx) => {
      declares = ctx.app.classes.declaresMethod('App\\Http\\Requests\\BookFilter', 'rules');
      return undefined;
    });
    const { dependencies } = await extract(getBooks(), bareConfig(), { strategies: { queryParameters: [probe] } });
    expect(declares).toBe(true);
    expect(dependencies).toEqual(['app/Http/Controllers/BookController.php', 'app/Http/Requests/BookFilter.php']);
  });

  it('runs a custom TypeScript strategy named in the config, with its settings', async () => {
    const custom = strategy('AddVersionHeader', 'headers', (ctx) => ({ 'X-Version': String(ctx.settings.version) }));
    const config = bareConfig((c) => {
      c.strategies.headers = [{ name: 'AddVersionHeader', className: 'App\\Docs\\AddVersionHeader', settings: { only: [], except: [], version: 3 } }];
    });
    const { endpoint } = await extract(getBooks(), config, { customStrategies: [custom] });
    expect(endpoint.headers['X-Version']).toBe('3');
  });

  it('warns once per configured strategy with no implementation, and only notes ResponseCalls when it is not registered', async () => {
    const config = bareConfig((c) => {
      c.strategies.queryParameters = [{ name: 'MyPhpStrategy', className: 'App\\Docs\\MyPhpStrategy', line: 40, settings: { only: [], except: [] } }];
      c.strategies.bodyParameters = [{ name: 'MyPhpStrategy', className: 'App\\Docs\\MyPhpStrategy', line: 41, settings: { only: [], except: [] } }];
      c.strategies.responses = [{ name: 'ResponseCalls', settings: { only: ['GET *'], except: [] } }];
    });
    // POST: the registered ResponseCalls (GET only here) must not call anything.
    const { resolveDiagnostics, endpoint } = await extract(postBooks(), config);
    expect(resolveDiagnostics.filter((d) => d.code === 'response-calls-unavailable')).toEqual([]);
    const withoutBridge = resolveStrategies(config, {}, 'config/docgen.php', { ...builtinStrategies, responses: {} });
    const php = withoutBridge.diagnostics.filter((d) => d.code === 'strategy-php-class');
    expect(php).toHaveLength(1);
    expect(php[0]).toMatchObject({ severity: 'warning', file: 'config/docgen.php', line: 40 });
    expect(php[0]!.message).toContain('App\\Docs\\MyPhpStrategy');
    expect(php[0]!.message).toContain('cannot run statically');
    const calls = withoutBridge.diagnostics.filter((d) => d.code === 'response-calls-unavailable');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.severity).toBe('notice');
    expect(endpoint.id).toBe('POST /api/books');
  });

  it('concatenates responses from all strategies and sorts them by status, keeping order within a status', async () => {
    const a = strategy('A', 'responses', () => [
      { status: 404, content: '{}', headers: {}, description: 'missing' },
      { status: 200, content: '{"a":1}', headers: {}, description: 'first' },
    ]);
    const b = strategy('B', 'responses', () => [{ status: 200, content: '{"b":2}', headers: {}, description: 'second' }]);
    const { endpoint } = await extract(getBooks(), bareConfig(), { strategies: { responses: [a, b] } });
    expect(endpoint.responses.map((r) => `${r.status} ${r.description}`)).toEqual(['200 first', '200 second', '404 missing']);
  });

  it('drops HEAD when other methods exist', async () => {
    const { endpoint } = await extract(getBooks(), bareConfig());
    expect(endpoint.httpMethods).toEqual(['GET']);
    expect(endpoint.id).toBe('GET /api/books');
  });

  it('sets Content-Type to JSON when body parameters are sent and none was set, multipart when a file is sent', async () => {
    const json = strategy('Json', 'bodyParameters', () => ({ title: makeParameter({ name: 'title', required: true }) }));
    const file = strategy('File', 'bodyParameters', () => ({ cover: makeParameter({ name: 'cover', type: 'file', required: true }) }));
    const optionalNoExample = strategy('Optional', 'bodyParameters', () => ({ note: makeParameter({ name: 'note' }) }));
    expect((await extract(postBooks(), bareConfig(), { strategies: { bodyParameters: [json] } })).endpoint.headers).toEqual({
      'Content-Type': 'application/json',
    });
    const withStatic = bareConfig((c) => {
      c.strategies.headers = [{ name: 'StaticData', settings: { only: [], except: [], data: { 'Content-Type': 'application/json', Accept: 'application/json' } } }];
    });
    expect((await extract(postBooks(), withStatic, { customStrategies: [], strategies: { bodyParameters: [json, file] } })).endpoint.headers).toEqual({
      'Content-Type': 'multipart/form-data',
      Accept: 'application/json',
    });
    expect((await extract(postBooks(), bareConfig(), { strategies: { bodyParameters: [optionalNoExample] } })).endpoint.headers).toEqual({});
  });

  it('runs StaticData in any stage with its data setting', async () => {
    const config = bareConfig((c) => {
      c.strategies.headers = [{ name: 'StaticData', settings: { only: [], except: [], data: { Accept: 'application/json' } } }];
      c.strategies.queryParameters = [
        { name: 'StaticData', settings: { only: [], except: [], data: { page: { type: 'integer', description: 'Page.', example: 2 } } } },
      ];
      c.strategies.responses = [{ name: 'StaticData', settings: { only: ['GET *'], except: [], data: [{ status: 200, content: { ok: true } }] } }];
    });
    const { endpoint } = await extract(getBooks(), config);
    expect(endpoint.headers).toEqual({ Accept: 'application/json' });
    expect(endpoint.queryParameters.page).toMatchObject({ name: 'page', type: 'integer', description: 'Page.', example: 2, required: false });
    expect(endpoint.responses).toEqual([{ status: 200, content: '{"ok":true}', headers: {}, description: '' }]);
  });

  it('limits an entry with a routeGroup setting to routes matched by that route group', async () => {
    const config = bareConfig((c) => {
      c.strategies.headers = [{ name: 'StaticData', settings: { only: [], except: [], routeGroup: 1, data: { 'Custom-Header': 'NotSoCustom' } } }];
    });
    expect((await extract(getBooks(), config, {}, 0)).endpoint.headers).toEqual({});
    expect((await extract(getBooks(), config, {}, 1)).endpoint.headers).toEqual({ 'Custom-Header': 'NotSoCustom' });
  });

  it('reports a strategy result of the wrong shape and goes on', async () => {
    const wrong = strategy('Wrong', 'responses', () => 'not a list' as never);
    const { endpoint, diagnostics } = await extract(getBooks(), bareConfig(), { strategies: { responses: [wrong] } });
    expect(endpoint.responses).toEqual([]);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'strategy-result', file: 'app/Http/Controllers/BookController.php' });
  });

  it('documents a route whose controller is missing from its route alone, with a diagnostic', async () => {
    const r = { ...getBooks(), controller: { class: 'App\\Http\\Controllers\\GhostController', method: 'index' } };
    const { endpoint, diagnostics } = await extract(r, bareConfig());
    expect(endpoint.id).toBe('GET /api/books');
    expect(diagnostics[0]).toMatchObject({ code: 'controller-not-found', file: 'routes/api.php', line: 6 });
  });
});
