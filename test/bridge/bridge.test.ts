import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BridgeError, openBridge, tryOpenBridge, type Bridge } from '../../src/bridge/bridge.ts';
import { describePhp, routeList, servePhp } from '../support/php.ts';
import { copyApp, sqliteCounts, sqliteRows, SHOP_FIXTURE, type TempApp } from './support/shop.ts';

/** The 1-based line of the first line of `file` containing `needle`. */
function lineOf(file: string, needle: string): number {
  const index = readFileSync(file, 'utf8').split('\n').findIndex((l) => l.includes(needle));
  if (index < 0) throw new Error(`${needle} not in ${file}`);
  return index + 1;
}

describe('opening the bridge without what it needs', () => {
  it('gives null and a reason when the app has no vendor/autoload.php', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-novendor-'));
    try {
      const reasons: string[] = [];
      const bridge = await openBridge(dir, { report: (d) => reasons.push(d.message) });
      expect(bridge).toBeNull();
      expect(reasons).toHaveLength(1);
      expect(reasons[0]).toMatch(/vendor\/autoload\.php/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives null and a reason when the PHP binary does not exist', async () => {
    const opened = await tryOpenBridge(SHOP_FIXTURE, { php: join(tmpdir(), 'no-such-php-binary') });
    expect(opened.bridge).toBeNull();
    expect(opened.reason?.code).toBe('bridge-unavailable');
    expect(opened.reason?.message).toMatch(/PHP was not found/);
  });

  it('gives null and a reason when the app does not exist', async () => {
    const opened = await tryOpenBridge(join(tmpdir(), 'docgen-no-such-app'));
    expect(opened.bridge).toBeNull();
    expect(opened.reason?.message).toMatch(/does not exist/);
  });
});

describePhp('the PHP bridge on the shop fixture', () => {
  let app: TempApp;
  let bridge: Bridge;
  const logs: string[] = [];

  beforeAll(async () => {
    app = copyApp();
    const opened = await tryOpenBridge(app.root, { onLog: (line) => logs.push(line) });
    if (!opened.bridge) throw new Error(opened.reason.message);
    bridge = opened.bridge;
  });

  afterAll(async () => {
    await bridge?.close();
    app?.remove();
  });

  it('reports the PHP and Laravel versions it booted', () => {
    expect(bridge.info.laravel).toMatch(/^8\./);
    expect(bridge.info.php).toMatch(/^8\./);
    expect(bridge.info.defaultConnection).toBe('sqlite');
  });

  it('lists the same routes as `php artisan route:list --json`', async () => {
    const rows = await bridge.routes();
    const oracle = routeList(app.root);
    const key = (r: { method: string; uri: string; name: string | null; action: string; domain: string | null; middleware: string[] }) =>
      JSON.stringify([r.method, r.uri, r.name, r.action, r.domain, [...r.middleware].sort()]);
    expect(rows.map(key).sort()).toEqual(oracle.map(key).sort());
  });

  it('locates each route declaration and controller method in the source', async () => {
    const rows = await bridge.routes();
    const routesFile = join(app.root, 'routes/api.php');
    const controller = join(app.root, 'app/Http/Controllers/ItemController.php');
    const index = rows.find((r) => r.name === 'items.index')!;
    expect(index.definedAt).toEqual({ file: 'routes/api.php', line: lineOf(routesFile, "'items.index'") });
    expect(index.controller).toEqual({
      class: 'App\\Http\\Controllers\\ItemController',
      method: 'index',
      location: { file: 'app/Http/Controllers/ItemController.php', line: lineOf(controller, 'public function index') },
    });
    const status = rows.find((r) => r.uri === 'api/status')!;
    expect(status.action).toBe('Closure');
    expect(status.closureAt).toEqual({ file: 'routes/api.php', line: lineOf(routesFile, "'/status'") });
    const echo = rows.find((r) => r.name === 'echo')!;
    expect(echo.controller?.method).toBe('__invoke');
    expect(echo.declaredMiddleware).toEqual(['api']);
  });

  it('answers a GET through the HTTP kernel with what php -S serves', async () => {
    const result = await bridge.call({ method: 'GET', uri: 'api/items', headers: { Accept: 'application/json' } });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('application/json');
    const body = JSON.parse(result.content!) as { data: Array<{ name: string }>; meta: { per_page: number; total: number } };
    expect(body.data.map((i) => i.name)).toEqual(['Desk lamp', 'Notebook', 'Fountain pen']);
    expect(body.meta).toMatchObject({ per_page: 5, total: 3 });

    const server = await servePhp(app.root, { APP_URL: 'http://localhost' });
    try {
      const direct = await fetch(`${server.url}/api/items`, { headers: { Accept: 'application/json' } });
      const directBody = (await direct.json()) as { data: unknown };
      expect(direct.status).toBe(200);
      expect(body.data).toEqual(directBody.data);
    } finally {
      await server.stop();
    }
  });

  it('rolls back what POST and DELETE wrote, leaving every table as it was', async () => {
    const before = sqliteCounts(app.database);
    const itemsBefore = sqliteRows(app.database, 'items');
    expect(before).toMatchObject({ items: 3, tags: 2, audit_logs: 0 });

    const created = await bridge.call({
      method: 'POST',
      uri: 'api/items',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: { name: 'Ink', price: 7 },
    });
    expect(created.status).toBe(201);
    expect(JSON.parse(created.content!)).toEqual({ data: { id: 4, name: 'Ink', price: 7, tags: [{ label: 'new' }] } });
    expect(created.warnings).toEqual([]);

    const deleted = await bridge.call({ method: 'DELETE', uri: 'api/items/1', headers: { Accept: 'application/json' } });
    expect(deleted.status).toBe(204);

    expect(sqliteCounts(app.database)).toEqual(before);
    expect(sqliteRows(app.database, 'items')).toEqual(itemsBefore);
    expect(await bridge.tables()).toEqual({ sqlite: before });
  });

  it('sends headers, query, JSON body, cookies and files as the app sees them', async () => {
    const result = await bridge.call({
      method: 'POST',
      uri: 'api/echo',
      headers: { Accept: 'application/json', 'X-Custom': 'hello', Authorization: 'Bearer abc' },
      query: { page: 2, filter: { name: 'lamp' } },
      body: { title: 'Hi', meta: { tags: ['a', 'b'] } },
      files: { cover: { fake: 'image' }, 'docs.0': { fake: 'file', name: 'notes.txt' } },
      cookies: { flavour: 'oat' },
    });
    const echoed = JSON.parse(result.content!) as Record<string, unknown>;
    expect(result.headers['x-echo']).toBe('yes');
    expect(echoed).toMatchObject({
      method: 'POST',
      path: 'api/echo',
      custom: 'hello',
      authorization: 'Bearer abc',
      query: { page: '2', filter: { name: 'lamp' } },
      cookies: { flavour: 'oat' },
      content_type: 'multipart/form-data',
    });
    expect(echoed.input).toMatchObject({ title: 'Hi', meta: { tags: ['a', 'b'] } });
    expect(echoed.files).toEqual({
      cover: { name: 'example.png', size: expect.any(Number), mime: 'image/png' },
      'docs.0': { name: 'notes.txt', size: expect.any(Number), mime: 'text/plain' },
    });

    const json = await bridge.call({
      method: 'POST',
      uri: 'api/echo',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: { list: [1, 2], flag: true },
    });
    const jsonEcho = JSON.parse(json.content!) as Record<string, unknown>;
    expect(jsonEcho.json).toBe(true);
    expect(jsonEcho.input).toEqual({ list: [1, 2], flag: true });
  });

  it('applies config overrides for one call only', async () => {
    const overridden = await bridge.call({ method: 'GET', uri: 'api/status', config: { 'app.debug': false } });
    expect(JSON.parse(overridden.content!)).toEqual({ status: 'ok', debug: false });
    const plain = await bridge.call({ method: 'GET', uri: 'api/status' });
    expect(JSON.parse(plain.content!)).toEqual({ status: 'ok', debug: true });
  });

  it('returns an exception the app rendered, with its place in the app', async () => {
    const result = await bridge.call({ method: 'GET', uri: 'api/trouble/throw', headers: { Accept: 'application/json' }, config: { 'app.debug': false } });
    expect(result.status).toBe(500);
    expect(JSON.parse(result.content!)).toEqual({ message: 'Server Error' });
    const controller = join(app.root, 'app/Http/Controllers/TroubleController.php');
    expect(result.exception).toEqual({
      message: 'RuntimeException: The trouble endpoint failed on purpose.',
      file: 'app/Http/Controllers/TroubleController.php',
      line: lineOf(controller, 'failed on purpose'),
    });
  });

  it('keeps what the app prints out of the protocol', async () => {
    const result = await bridge.call({ method: 'GET', uri: 'api/trouble/print' });
    expect(JSON.parse(result.content!)).toEqual({ printed: true });
    // stderr is a separate pipe: its lines may arrive just after the reply.
    await vi.waitFor(() => expect(logs.join('\n')).toContain('printed by the app'), { timeout: 3000 });
  });

  it('renders example models through an API resource and rolls back the factory rows', async () => {
    const before = sqliteCounts(app.database);
    const single = await bridge.models({
      model: 'App\\Models\\Item',
      states: ['expensive'],
      with: ['tags'],
      resource: 'App\\Http\\Resources\\ItemResource',
    });
    expect(single.modelSource).toBe('factoryCreate');
    const data = (JSON.parse(single.content) as { data: { price: number; tags: unknown[]; name: string } }).data;
    expect(data.price).toBe(1000);
    expect(data.tags).toHaveLength(1);
    expect(typeof data.name).toBe('string');

    const page = await bridge.models({
      model: 'App\\Models\\Item',
      resource: 'App\\Http\\Resources\\ItemResource',
      collection: true,
      paginate: [1],
    });
    const paged = JSON.parse(page.content) as { data: unknown[]; meta: { per_page: number; total: number; last_page: number } };
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ per_page: 1, total: 2, last_page: 2 });

    const simple = await bridge.models({
      model: 'App\\Models\\Item',
      resource: 'App\\Http\\Resources\\ItemResource',
      collection: true,
      paginate: [5, 'simple'],
      additional: { version: 2 },
    });
    const simpleBody = JSON.parse(simple.content) as { data: unknown[]; meta: Record<string, unknown>; version: number };
    expect(simpleBody.data).toHaveLength(2);
    expect(simpleBody.meta).not.toHaveProperty('total');
    expect(simpleBody.version).toBe(2);

    expect(sqliteCounts(app.database)).toEqual(before);
  });

  it('follows examples.models_source order: databaseFirst reads the seeded row, factoryMake writes nothing', async () => {
    const first = await bridge.models({ model: 'App\\Models\\Item', sources: ['databaseFirst'], resource: 'App\\Http\\Resources\\ItemResource' });
    expect(first.modelSource).toBe('databaseFirst');
    expect(JSON.parse(first.content)).toEqual({ data: { id: 1, name: 'Desk lamp', price: 25 } });

    const made = await bridge.models({ model: 'App\\Models\\Item', sources: ['factoryMake', 'databaseFirst'] });
    expect(made.modelSource).toBe('factoryMake');
    const json = JSON.parse(made.content) as Record<string, unknown>;
    expect(json).not.toHaveProperty('id');
    expect(json).toHaveProperty('name');

    const unknown = await bridge.models({ model: 'App\\Models\\AuditLog', sources: ['factoryCreate', 'factoryMake'] });
    expect(unknown.modelSource).toBe('new');
    expect(unknown.warnings.join(' ')).toMatch(/App\\Models\\AuditLog has no factory\(\) method/);
  });

  it('reports a missing resource class as a failed request, and goes on', async () => {
    await expect(bridge.models({ model: 'App\\Models\\Item', resource: 'App\\Http\\Resources\\NoSuchResource' })).rejects.toThrow(
      /NoSuchResource does not exist/,
    );
    expect(bridge.alive).toBe(true);
  });
});

describePhp('the PHP bridge when the app misbehaves', () => {
  let app: TempApp;
  beforeAll(() => {
    app = copyApp();
  });
  afterAll(() => app?.remove());

  it('stops a request that runs past its timeout and rolls back', async () => {
    const bridge = (await openBridge(app.root))!;
    const before = sqliteCounts(app.database);
    const started = Date.now();
    const error = await bridge.call({ method: 'GET', uri: 'api/trouble/sleep' }, { timeoutMs: 800 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).fatal).toBe(true);
    expect((error as BridgeError).diagnostic.message).toMatch(/longer than 0.8 s/);
    expect(Date.now() - started).toBeLessThan(4000);
    expect(bridge.alive).toBe(false);
    await expect(bridge.call({ method: 'GET', uri: 'api/status' })).rejects.toBeInstanceOf(BridgeError);
    expect(sqliteCounts(app.database)).toEqual(before);
  });

  it('warns when the app commits the transaction it was given', async () => {
    const bridge = (await openBridge(app.root))!;
    const result = await bridge.call({ method: 'GET', uri: 'api/trouble/commit' });
    await bridge.close();
    expect(result.status).toBe(200);
    expect(result.warnings.join(' ')).toMatch(/committed or rolled back docgen's transaction on connection "sqlite"/);
  });

  it('turns exit() inside the app into a failed request', async () => {
    const bridge = (await openBridge(app.root))!;
    const error = await bridge.call({ method: 'GET', uri: 'api/trouble/exit' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeError);
    expect((error as BridgeError).diagnostic.message).toMatch(/exit\(\) or die\(\)/);
    await bridge.close();
  });

  it('explains why an app that cannot boot was not opened', async () => {
    const broken = copyApp(SHOP_FIXTURE, { migrate: false });
    try {
      mkdirSync(join(broken.root, 'bootstrap'), { recursive: true });
      writeFileSync(join(broken.root, 'bootstrap/app.php'), "<?php\nthrow new RuntimeException('bootstrap refuses');\n");
      const opened = await tryOpenBridge(broken.root);
      expect(opened.bridge).toBeNull();
      expect(opened.reason?.message).toMatch(/bootstrap refuses/);
      expect(opened.reason?.file).toBe('bootstrap/app.php');
      expect(opened.reason?.line).toBe(2);
    } finally {
      broken.remove();
    }
  });
});
