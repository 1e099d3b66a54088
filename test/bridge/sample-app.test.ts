/**
 * Response calls on the bundled bookshop (Laravel 8 + SQLite), through the whole extraction pipeline:
 * GET, POST and DELETE endpoints are called through the bridge, every table is unchanged afterwards, and the
 * documented responses are what the app answers to the same requests sent over HTTP to `php -S`.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { authPlacement } from '../../src/bridge/auth-value.ts';
import { buildCallRequest, responseCallSettings } from '../../src/bridge/call-request.ts';
import { callOverHttp } from '../../src/bridge/http-caller.ts';
import { closeAllBridges, sharedBridge } from '../../src/bridge/shared.ts';
import { groupToCamelYaml } from '../../src/camel/to-camel.ts';
import { loadConfig } from '../../src/config/load.ts';
import { discoverRoutes } from '../../src/laravel/routes/discover.ts';
import type { Endpoint } from '../../src/model.ts';
import { generateOpenApiSpec } from '../../src/output/openapi/generate-openapi.ts';
import { collectionToJson, generatePostmanCollection } from '../../src/output/postman/generate-collection.ts';
import { extractApp, type ExtractedApp } from '../../src/pipeline.ts';
import { describePhp, itPhp, servePhp } from '../support/php.ts';
import { copySampleApp, sqliteCounts, type TempApp } from './support/shop.ts';

const CALLED = ['GET *', 'POST /api/wishlist', 'DELETE /api/wishlist/*', 'POST /api/books', 'DELETE /api/books/*'];
/** Makes the book example valid against the seeded data (an existing author, a new ISBN). */
const BODY = { author_id: 1, isbn: '9780000000017', category_ids: [1] };

describePhp('response calls on the sample app', () => {
  let app: TempApp;
  let before: Record<string, number>;
  let extracted: ExtractedApp;
  const endpoint = (method: string, uri: string): Endpoint => {
    const found = extracted.groups.flatMap((g) => g.endpoints).find((e) => e.httpMethods[0] === method && e.uri === uri);
    if (!found) throw new Error(`${method} ${uri} was not documented`);
    return found;
  };

  beforeAll(async () => {
    app = copySampleApp();
    before = sqliteCounts(app.database);
    extracted = await extractApp(app.root, {
      strategies: { responses: [{ name: 'ResponseCalls', settings: { only: CALLED, config: { 'app.debug': false }, bodyParams: BODY } }] },
    });
  }, 240_000);

  afterAll(async () => {
    await closeAllBridges();
    app?.remove();
  });

  itPhp('calls GET, POST and DELETE endpoints and leaves every table as it was', () => {
    expect(Object.keys(before).length).toBeGreaterThan(5);
    expect(sqliteCounts(app.database)).toEqual(before);
    expect(endpoint('GET', 'api/books').responses.map((r) => r.status)).toEqual([200]);
    expect(endpoint('POST', 'api/books').responses.map((r) => r.status)).toEqual([201]);
    expect(endpoint('POST', 'api/wishlist').responses.map((r) => r.status)).toEqual([201]);
    expect(endpoint('DELETE', 'api/wishlist/{book_id}').responses.map((r) => r.status)).toEqual([204]);
    const deleted = endpoint('DELETE', 'api/books/{id}').responses.map((r) => r.status);
    expect([[204], [409]]).toContainEqual(deleted);
    const failures = extracted.diagnostics.filter((d) => d.severity !== 'notice' && (d.code?.startsWith('response-call') || d.code?.startsWith('bridge')));
    expect(failures).toEqual([]);
  });

  itPhp('documents what the app answers to the same requests over HTTP', async () => {
    const { config } = loadConfig(app.root);
    const routes = discoverRoutes(app.root).routes;
    const server = await servePhp(app.root, { APP_URL: 'http://localhost:8000' });
    const volatile = (json: unknown): unknown =>
      JSON.parse(JSON.stringify(json), (key, value: unknown) => (['created_at', 'updated_at', 'time'].includes(key) ? '<time>' : value));
    try {
      // GETs first, then the writes, in the order that keeps each one valid.
      const order = [
        ['GET', 'api/books'],
        ['GET', 'api/books/{id}'],
        ['GET', 'api/authors'],
        ['GET', 'api/me'],
        ['GET', 'api/wishlist'],
        ['POST', 'api/wishlist'],
        ['DELETE', 'api/wishlist/{book_id}'],
        ['POST', 'api/books'],
      ] as const;
      for (const [method, uri] of order) {
        const documented = endpoint(method, uri);
        const route = routes.find((r) => r.methods.includes(method) && documented.source?.routeName === r.name)!;
        const request = buildCallRequest({
          endpoint: documented,
          route,
          appRoot: app.root,
          settings: responseCallSettings({ only: [], except: [], config: {}, bodyParams: BODY }),
          auth: authPlacement(config.auth),
          connections: [],
        });
        const direct = await callOverHttp(server.url, request);
        const [response] = documented.responses;
        expect(response!.status, `${method} ${uri}`).toBe(direct.status);
        if (direct.content) {
          // Links the app builds use the host it was reached at: php -S's address instead of APP_URL.
          const escaped = (url: string) => url.replace(/\//g, '\\/');
          const content = direct.content.split(escaped(server.url)).join(escaped('http://localhost:8000')).split(server.url).join('http://localhost:8000');
          expect(volatile(JSON.parse(response!.content!)), `${method} ${uri}`).toEqual(volatile(JSON.parse(content)));
        }
        else expect(response!.content, `${method} ${uri}`).toBe('');
      }
    } finally {
      await server.stop();
    }
  });

  itPhp('counts every call as a first request for the app\'s rate limiter (throttle:api allows 60 a minute)', async () => {
    const bridge = (await sharedBridge(app.root)).bridge!;
    const statuses = new Set<number>();
    const remaining = new Set<string>();
    for (let i = 0; i < 65; i++) {
      const result = await bridge.call({ method: 'GET', uri: 'api/categories', headers: { Accept: 'application/json' } });
      statuses.add(result.status);
      remaining.add(result.headers['x-ratelimit-remaining']!);
    }
    expect([...statuses]).toEqual([200]);
    expect([...remaining]).toEqual(['59']);
  });

  itPhp('sends the auth.use_value of .env to the app and writes it into no output', () => {
    const secret = loadConfig(app.root).config.auth.use_value;
    expect(secret).toBe('local-docs-admin-token-3f9a1c');
    // The admin token was accepted: the current user is the seeded admin, and an admin-only endpoint answered.
    expect(JSON.parse(endpoint('GET', 'api/me').responses[0]!.content!).data).toMatchObject({ email: 'admin@bookshop.test', is_admin: true });
    expect(endpoint('POST', 'api/books').responses.map((r) => r.status)).toEqual([201]);
    const context = { config: { ...extracted.config, openapi: { ...extracted.config.openapi, enabled: true } }, appName: extracted.appName, appUrl: extracted.appUrl };
    const outputs = [
      JSON.stringify(extracted.groups),
      JSON.stringify(extracted.diagnostics),
      JSON.stringify(extracted.config),
      ...extracted.groups.map((g) => groupToCamelYaml(g)),
      collectionToJson(generatePostmanCollection(extracted.groups, context).collection),
      JSON.stringify(generateOpenApiSpec(extracted.groups, context)),
    ];
    for (const output of outputs) expect(output).not.toContain(secret);
  });
});
