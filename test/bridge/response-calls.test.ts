import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { groupToCamelYaml } from '../../src/camel/to-camel.ts';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { DocgenConfig, Stage } from '../../src/config/types.ts';
import { createExampleGenerator } from '../../src/examples/generator.ts';
import { runStages, type EndpointResult } from '../../src/extract/run-stages.ts';
import type { ResolvedStrategies } from '../../src/extract/resolve-strategies.ts';
import { responseCalls } from '../../src/extract/strategies/responses/responseCalls.ts';
import type { Strategy, StageOutput } from '../../src/extract/strategy.ts';
import type { Parameter, ResponseExample, Route } from '../../src/model.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { describePhp, itPhp, servePhp } from '../support/php.ts';
import { testParameter as param, testRoute as route } from '../support/hand-built.ts';
import { appForSuite, copyApp, sqliteCounts, sqliteRows, type TempApp } from './support/shop.ts';

/** A custom TypeScript strategy that hands the runner fixed data, standing for the stages other strategies fill. */
function given<S extends Stage>(stage: S, data: StageOutput[S]): Strategy<S> {
  return { name: `Given${stage}`, stage, run: () => data };
}

interface Setup {
  config?: Partial<DocgenConfig>;
  /** The run's config object itself (a run is identified by it). */
  runConfig?: DocgenConfig;
  settings?: Record<string, unknown>;
  urlParameters?: Record<string, Parameter>;
  queryParameters?: Record<string, Parameter>;
  bodyParameters?: Record<string, Parameter>;
  responses?: ResponseExample[];
  authenticated?: boolean;
}

async function document(app: TempApp | string, r: Route, setup: Setup = {}): Promise<EndpointResult> {
  const root = typeof app === 'string' ? app : app.root;
  const config: DocgenConfig = setup.runConfig ?? { ...defaultConfig(), ...setup.config };
  const strategies: ResolvedStrategies = {
    metadata: setup.authenticated ? [{ strategy: given('metadata', { authenticated: true }), settings: { only: [], except: [] } }] : [],
    headers: [{ strategy: given('headers', { Accept: 'application/json' }), settings: { only: [], except: [] } }],
    urlParameters: setup.urlParameters ? [{ strategy: given('urlParameters', setup.urlParameters), settings: { only: [], except: [] } }] : [],
    queryParameters: setup.queryParameters ? [{ strategy: given('queryParameters', setup.queryParameters), settings: { only: [], except: [] } }] : [],
    bodyParameters: setup.bodyParameters ? [{ strategy: given('bodyParameters', setup.bodyParameters), settings: { only: [], except: [] } }] : [],
    responses: [
      ...(setup.responses ? [{ strategy: given('responses', setup.responses), settings: { only: [], except: [] } }] : []),
      { strategy: responseCalls, settings: { only: [], except: [], config: { 'app.debug': false }, ...setup.settings } },
    ],
    responseFields: [],
  };
  return runStages({
    app: { root, config, classes: ClassIndex.forApp(root), env: {} },
    route: r,
    strategies,
    examples: createExampleGenerator(1, r.uri),
    authToken: 'shownToken',
  });
}

const items = route({ uri: 'api/items', name: 'items.index', action: 'App\\Http\\Controllers\\ItemController@index' });
const store = route({ uri: 'api/items', methods: ['POST'], name: 'items.store', action: 'App\\Http\\Controllers\\ItemController@store' });
const destroy = route({ uri: 'api/items/{item}', methods: ['DELETE'], name: 'items.destroy', action: 'App\\Http\\Controllers\\ItemController@destroy' });
const echo = route({ uri: 'api/echo', methods: ['GET', 'POST', 'HEAD'], name: 'echo', action: 'App\\Http\\Controllers\\EchoController' });

function received(app: TempApp): Array<{ authorization: string | null; api_key: string | null; token: string | null }> {
  const log = join(app.root, 'storage/logs/received.log');
  return existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [];
}

describePhp('response calls through the PHP bridge', () => {
  const app = appForSuite();

  itPhp('documents GET, POST and DELETE responses, the real ones, and leaves every table unchanged', async () => {
    const counts = sqliteCounts(app.database);
    const rows = { items: sqliteRows(app.database, 'items'), tags: sqliteRows(app.database, 'tags') };

    const list = await document(app, items);
    const created = await document(app, store, {
      bodyParameters: { name: param('name', { required: true, example: 'Ink' }), price: param('price', { type: 'integer', required: true, example: 7 }) },
    });
    const deleted = await document(app, destroy, { urlParameters: { item: param('item', { required: true, example: 2 }) } });

    expect(list.diagnostics).toEqual([]);
    expect(list.endpoint.responses).toHaveLength(1);
    const [listResponse] = list.endpoint.responses;
    expect(listResponse!.status).toBe(200);
    expect(listResponse!.headers['content-type']).toBe('application/json');
    expect(listResponse!.headers).not.toHaveProperty('date');

    expect(created.endpoint.responses.map((r) => [r.status, JSON.parse(r.content!)])).toEqual([
      [201, { data: { id: 4, name: 'Ink', price: 7, tags: [{ label: 'new' }] } }],
    ]);
    expect(deleted.endpoint.responses.map((r) => [r.status, r.content])).toEqual([[204, '']]);

    expect(sqliteCounts(app.database)).toEqual(counts);
    expect({ items: sqliteRows(app.database, 'items'), tags: sqliteRows(app.database, 'tags') }).toEqual(rows);

    // The documented GET is what the app serves to a real client.
    const server = await servePhp(app.root);
    try {
      const direct = await fetch(`${server.url}/api/items`, { headers: { Accept: 'application/json' } });
      expect(direct.status).toBe(listResponse!.status);
      const body = (await direct.json()) as { data: unknown; meta: { total: number } };
      const documented = JSON.parse(listResponse!.content!) as { data: unknown; meta: { total: number } };
      expect(documented.data).toEqual(body.data);
      expect(documented.meta.total).toBe(body.meta.total);
    } finally {
      await server.stop();
    }
  });

  itPhp('applies the strategy config overrides (app.debug false by default)', async () => {
    const status = await document(app, route({ uri: 'api/status' }));
    expect(JSON.parse(status.endpoint.responses[0]!.content!)).toEqual({ status: 'ok', debug: false });
    const debug = await document(app, route({ uri: 'api/status' }), { settings: { config: { 'app.debug': true } } });
    expect(JSON.parse(debug.endpoint.responses[0]!.content!)).toEqual({ status: 'ok', debug: true });
  });

  itPhp('sends queryParams, bodyParams, cookies and fileParams from the settings', async () => {
    const result = await document(app, { ...echo, methods: ['POST'] }, {
      bodyParameters: { title: param('title', { example: 'from the docs' }), cover: param('cover', { type: 'file', example: 'cover.png' }) },
      settings: { queryParams: { page: 3 }, bodyParams: { title: 'from the settings' }, cookies: { flavour: 'oat' }, fileParams: { manual: 'composer.json' } },
    });
    const echoed = JSON.parse(result.endpoint.responses[0]!.content!) as Record<string, unknown>;
    expect(echoed).toMatchObject({ method: 'POST', query: { page: '3' }, cookies: { flavour: 'oat' } });
    expect(echoed.input).toMatchObject({ title: 'from the settings' });
    expect(echoed.files).toEqual({
      cover: { name: 'cover.png', size: expect.any(Number), mime: 'image/png' },
      manual: { name: 'composer.json', size: expect.any(Number), mime: 'application/json' },
    });
  });

  itPhp('sends auth.use_value to the app but writes it into no output', async () => {
    const secret = 'use-value-7f3a9c-never-shown';
    const config = { auth: { ...defaultConfig().auth, enabled: true, in: 'bearer' as const, use_value: secret } };
    const before = received(app).length;
    const result = await document(app, echo, { config, authenticated: true });

    const got = received(app).slice(before);
    expect(got.map((r) => r.authorization)).toEqual([`Bearer ${secret}`]);

    const endpoint = result.endpoint;
    expect(endpoint.headers.Authorization).toBe('Bearer {YOUR_AUTH_KEY}');
    expect(JSON.parse(endpoint.responses[0]!.content!).authorization).toBe('Bearer {YOUR_AUTH_KEY}');

    const fullConfig = { ...defaultConfig(), ...config, openapi: { ...defaultConfig().openapi, enabled: true } };
    const group = { name: 'Endpoints', description: '', endpoints: [endpoint] };
    const context = { config: fullConfig, appName: 'Shop', appUrl: 'http://localhost' };
    const outputs = [
      JSON.stringify(endpoint),
      JSON.stringify(result.diagnostics),
      groupToCamelYaml(group),
      collectionToJson(generatePostmanCollection([group], context).collection),
      JSON.stringify(generateOpenApiSpec([group], context)),
    ];
    for (const output of outputs) expect(output).not.toContain(secret);
  });

  itPhp('scrubs the credential from what the app says back, warnings included', async () => {
    const secret = 'use-value-quoted-by-the-app-81b2';
    const config = { auth: { ...defaultConfig().auth, enabled: true, in: 'bearer' as const, use_value: secret, placeholder: '{TOKEN}' } };
    const result = await document(app, route({ uri: 'api/trouble/token' }), { config, authenticated: true, settings: { config: { 'app.debug': true } } });
    expect(result.endpoint.responses[0]!.status).toBe(500);
    expect(result.diagnostics.map((d) => d.message)).toEqual(['The response call to GET /api/trouble/token answered 500: RuntimeException: Token {TOKEN} is not accepted.']);
    expect(JSON.stringify(result)).not.toContain(secret);
    expect(result.endpoint.responses[0]!.content).toContain('Token {TOKEN} is not accepted.');
  });

  itPhp('uses a random credential when auth.use_value is empty, per auth.in', async () => {
    const bearer = { auth: { ...defaultConfig().auth, enabled: true, in: 'bearer' as const, use_value: '' } };
    const header = { auth: { ...defaultConfig().auth, enabled: true, in: 'header' as const, name: 'X-Api-Key', use_value: '' } };
    const body = { auth: { ...defaultConfig().auth, enabled: true, in: 'body' as const, name: 'token', use_value: '' } };
    const before = received(app).length;
    await document(app, echo, { config: bearer, authenticated: true });
    await document(app, echo, { config: header, authenticated: true });
    await document(app, { ...echo, methods: ['POST'] }, { config: body, authenticated: true });
    const got = received(app).slice(before);
    expect(got).toHaveLength(3);
    expect(got[0]!.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(got[1]!.api_key).toMatch(/^[0-9a-f]{32}$/);
    expect(got[2]!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(got)).not.toContain('YOUR_AUTH_KEY');
    expect(JSON.stringify(got)).not.toContain('shownToken');
  });

  itPhp('makes no call when a 2xx response is already documented', async () => {
    const before = received(app).length;
    const documented: ResponseExample = { status: 200, content: '{"from":"docblock"}', headers: {}, description: '' };
    const result = await document(app, echo, { responses: [documented] });
    expect(result.endpoint.responses).toEqual([documented]);
    expect(received(app).length).toBe(before);

    const onlyError: ResponseExample = { status: 404, content: '{}', headers: {}, description: 'not found' };
    const called = await document(app, echo, { responses: [onlyError] });
    expect(called.endpoint.responses.map((r) => r.status)).toEqual([200, 404]);
    expect(received(app).length).toBe(before + 1);
  });

  itPhp('documents an exception response and warns with the place in the app that threw', async () => {
    const result = await document(app, route({ uri: 'api/trouble/throw', action: 'App\\Http\\Controllers\\TroubleController@throws' }));
    expect(result.endpoint.responses.map((r) => [r.status, JSON.parse(r.content!)])).toEqual([[500, { message: 'Server Error' }]]);
    const controller = join(app.root, 'app/Http/Controllers/TroubleController.php');
    const line = readFileSync(controller, 'utf8').split('\n').findIndex((l) => l.includes('failed on purpose')) + 1;
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'response-call-exception',
        message: 'The response call to GET /api/trouble/throw answered 500: RuntimeException: The trouble endpoint failed on purpose.',
        file: 'app/Http/Controllers/TroubleController.php',
        line,
      },
    ]);
  });

  itPhp('turns a call that times out into a warning; the endpoint and the next calls go on', async () => {
    const slow = route({ uri: 'api/trouble/sleep', definedAt: { file: 'routes/api.php', line: 17 } });
    const result = await document(app, slow, { settings: { timeout: 1 } });
    expect(result.endpoint.responses).toEqual([]);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'warning', code: 'response-call-failed', file: 'routes/api.php', line: 17 });
    expect(result.diagnostics[0]!.message).toMatch(/^The response call to GET \/api\/trouble\/sleep failed: A bridge request took longer than 1 s/);

    const after = await document(app, route({ uri: 'api/status' }));
    expect(after.endpoint.responses[0]!.status).toBe(200);
  });

  itPhp('calls a running app over HTTP when a base URL is given', async () => {
    const server = await servePhp(app.root);
    try {
      const result = await document(app, items, { settings: { baseUrl: server.url } });
      const viaBridge = await document(app, items);
      expect(result.diagnostics).toEqual([]);
      expect(result.endpoint.responses[0]!.status).toBe(200);
      expect(JSON.parse(result.endpoint.responses[0]!.content!).data).toEqual(JSON.parse(viaBridge.endpoint.responses[0]!.content!).data);
    } finally {
      await server.stop();
    }
  });
});

describePhp('response calls without the app dependencies', () => {
  let app: TempApp;
  beforeAll(() => {
    app = copyApp(undefined, { migrate: false });
    rmSync(join(app.root, 'vendor'), { recursive: true });
  });
  afterAll(() => app?.remove());

  itPhp('skip with one notice per run, and the endpoints are still documented', async () => {
    const config = defaultConfig();
    const first = await document(app, items, { runConfig: config });
    const second = await document(app, route({ uri: 'api/status' }), { runConfig: config });
    expect(first.endpoint.responses).toEqual([]);
    expect(second.endpoint.responses).toEqual([]);
    expect(first.diagnostics).toHaveLength(1);
    expect(first.diagnostics[0]).toMatchObject({ severity: 'notice', code: 'bridge-unavailable' });
    expect(first.diagnostics[0]!.message).toMatch(/^Response calls are skipped: the app has no vendor\/autoload\.php/);
    expect(second.diagnostics).toEqual([]);
  });
});
