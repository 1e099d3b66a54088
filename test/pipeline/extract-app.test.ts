/** extractApp end to end: the bundled sample app (static extraction), Scribe input, overrides and custom files. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config/load.ts';
import type { Strategy } from '../../src/extract/strategy.ts';
import { extractApp, type ExtractedApp } from '../../src/pipeline.ts';
import { SAMPLE_APP, STATIC_RESPONSES, copyApp, endpointFiles } from './support.ts';

const SCRIBE_DIR = fileURLToPath(new URL('../fixtures/scribe/.scribe', import.meta.url));
const TWO_CONTROLLERS = fileURLToPath(new URL('./fixtures/two-controllers/', import.meta.url));
const USE_VALUE = 'local-docs-admin-token-3f9a1c'; // DOCGEN_AUTH_KEY in sample-app/.env

describe('extractApp on the sample app', () => {
  let app: string;
  let result: ExtractedApp;
  beforeAll(async () => {
    app = copyApp(SAMPLE_APP);
    result = await extractApp(app, { writeIntermediate: true, config: { strategies: { responses: STATIC_RESPONSES } } });
  });
  const ids = (name: string) => result.groups.find((g) => g.name === name)?.endpoints.map((e) => e.id) ?? [];

  it("gives the app's name and URL from config/app.php and .env", () => {
    expect(result.appName).toBe('Bookshop');
    expect(result.appUrl).toBe('http://localhost:8000');
  });

  it('orders groups as groups.order lists them, unlisted ones at "*" in natural order', () => {
    const names = result.groups.map((g) => g.name);
    expect(names.slice(0, 5)).toEqual(['Authentication', 'Books', 'Authors', 'Categories', 'Reviews']);
    expect(names.indexOf('Orders')).toBeLessThan(names.indexOf('Wishlist'));
    expect(names.indexOf('Wishlist')).toBeGreaterThan(4);
  });

  it('orders the listed endpoints and the Covers subgroup first inside Books, the rest in route order', () => {
    // Uris as documented: resource and model-bound parameters renamed as Scribe does (books/{book} → books/{id}).
    expect(ids('Books')).toEqual([
      'GET /api/books',
      'GET /api/books/{id}',
      'GET /api/books/search',
      'POST /api/books/{book_id}/cover',
      'DELETE /api/books/{book_id}/cover',
      'GET /api/books/by-slug/{book_slug}',
      'GET /api/bestsellers/{limit?}',
      'POST /api/books',
      'PUT /api/books/{id}',
      'DELETE /api/books/{id}',
    ]);
  });

  it('documents the /api/health closure from the docblock above Route::get in routes/api.php', () => {
    const health = result.groups.find((g) => g.name === 'Status')?.endpoints.find((e) => e.id === 'GET /api/health');
    expect(health?.metadata).toMatchObject({
      title: 'Health check',
      description: 'Whether the API and its database are up. For uptime monitors; needs no token.',
      authenticated: false,
    });
    expect(health?.responses.map((r) => [r.status, r.description, JSON.parse(String(r.content)).status])).toEqual([
      [200, '', 'ok'],
      [503, 'database down', 'degraded'],
    ]);
  });

  it('documents GET routes without HEAD', () => {
    const all = result.groups.flatMap((g) => g.endpoints);
    expect(all.find((e) => e.id === 'GET /api/books')?.httpMethods).toEqual(['GET']);
    expect(all.every((e) => !e.httpMethods.includes('HEAD'))).toBe(true);
  });

  it('adds the bearer header to authenticated endpoints only (@authenticated, @unauthenticated)', () => {
    const all = new Map(result.groups.flatMap((g) => g.endpoints).map((e) => [e.id, e]));
    expect(all.get('GET /api/me')?.headers.Authorization).toBe('Bearer {YOUR_AUTH_KEY}');
    expect(all.get('POST /api/books/{book_id}/cover')?.metadata.authenticated).toBe(true);
    expect(all.get('GET /api/categories')?.metadata.authenticated).toBe(false);
    expect(all.get('GET /api/categories')?.headers.Authorization).toBeUndefined();
    expect(all.get('POST /api/login')?.headers.Authorization).toBeUndefined();
  });

  it('never lets auth.use_value reach the result or the YAML', () => {
    expect(JSON.stringify(result)).not.toContain(USE_VALUE);
    expect(Object.values(endpointFiles(app)).join('\n')).not.toContain(USE_VALUE);
  });

  it('writes one YAML file per group in group order', () => {
    const files = endpointFiles(app);
    expect(Object.keys(files)).toEqual(result.groups.map((_, i) => `${String(i).padStart(2, '0')}.yaml`));
    expect(files['00.yaml']).toContain('name: Authentication');
  });

  it('gives every diagnostic a file and a line', () => {
    for (const d of result.diagnostics) {
      expect(d.file, d.message).toBeTruthy();
      expect(d.line, d.message).toBeGreaterThan(0);
    }
  });
});

describe('extractApp with overrides and custom endpoints', () => {
  it('applies .docgen/overrides.yaml over extraction and adds custom endpoints to their groups', async () => {
    const app = copyApp(TWO_CONTROLLERS);
    mkdirSync(join(app, '.docgen/endpoints'), { recursive: true });
    writeFileSync(
      join(app, '.docgen/overrides.yaml'),
      `"GET /api/books":\n  metadata:\n    title: Browse the catalogue\n  queryParameters:\n    page:\n      example: 9\n`,
    );
    writeFileSync(
      join(app, '.docgen/endpoints/custom.0.yaml'),
      `- httpMethods: [POST]\n  uri: oauth/token\n  metadata:\n    groupName: Authors\n    title: Issue a token\n`,
    );
    const result = await extractApp(app, { writeIntermediate: true });
    const books = result.groups.find((g) => g.name === 'Books')!;
    expect(books.endpoints[0]!.metadata.title).toBe('Browse the catalogue');
    expect(books.endpoints[0]!.queryParameters.page).toMatchObject({ type: 'integer', example: 9, description: 'The page.' });
    expect(result.groups.find((g) => g.name === 'Authors')!.endpoints.map((e) => e.id)).toEqual(['GET /api/authors', 'POST /oauth/token']);
    // The user's custom file stays theirs: not copied into the generated group files.
    expect(Object.values(endpointFiles(app)).join('\n')).not.toContain('oauth/token');
    expect(readFileSync(join(app, '.docgen/endpoints/01.yaml'), 'utf8')).toContain('Browse the catalogue');
  });
});

describe('extractApp with TypeScript strategies', () => {
  it('runs a custom strategy named in the config, and replaces a stage list given in the options', async () => {
    const app = copyApp(TWO_CONTROLLERS);
    const versionHeader: Strategy<'headers'> = { name: 'ApiVersionHeader', stage: 'headers', run: (ctx) => ({ 'X-Api-Version': String(ctx.settings.version) }) };
    const deprecateAll: Strategy<'metadata'> = { name: 'DeprecateAll', stage: 'metadata', run: () => ({ deprecated: true }) };
    const result = await extractApp(app, {
      config: { strategies: { headers: [{ name: 'ApiVersionHeader', settings: { only: ['GET *'], except: [], version: 2 } }] } },
      customStrategies: [versionHeader],
      strategies: { metadata: ['GetFromDocBlocks', deprecateAll] },
    });
    const all = result.groups.flatMap((g) => g.endpoints);
    expect(all.find((e) => e.id === 'GET /api/books')!.headers['X-Api-Version']).toBe('2');
    expect(all.find((e) => e.id === 'POST /api/books')!.headers['X-Api-Version']).toBeUndefined();
    expect(all.every((e) => e.metadata.deprecated)).toBe(true);
    expect(all.find((e) => e.id === 'GET /api/books')!.metadata.title).toBe('List the books.');
  });
});

describe('extractApp from Scribe files (--from-scribe)', () => {
  it("reads Scribe's .scribe/endpoints (with its custom files) instead of extracting", async () => {
    const app = copyApp(TWO_CONTROLLERS);
    const result = await extractApp(app, { fromScribe: SCRIBE_DIR });
    expect(result.stats.routes).toBe(0);
    // custom.0.yaml adds PUT /api/photos/{id} to Group A and GET /api/status in its own group.
    expect(result.groups.map((g) => g.name)).toEqual(['Group A', 'Other😎', 'Status']);
    expect(result.groups[2]!.endpoints.map((e) => e.id)).toEqual(['GET /api/status']);
    expect(result.groups[0]!.endpoints.map((e) => e.id)).toEqual([
      'POST /api/withBodyParametersAsArray',
      'POST /api/withFormDataParams',
      'POST /api/withBodyParameters',
      'GET /api/withQueryParameters',
      'GET /api/withAuthTag',
      'GET /api/withResponseTag',
      'PUT /api/photos/{id}',
    ]);
    expect(result.groups[1]!.endpoints[0]!.id).toBe('GET /api/echoesUrlParameters/{param}/{param2}/{param3?}/{param4?}');
  });
});

describe('an invalid config', () => {
  it('throws a ConfigError naming the key and writes nothing', async () => {
    const app = copyApp(TWO_CONTROLLERS);
    writeFileSync(join(app, 'config/docgen.php'), "<?php\nreturn [\n    'try_it_out' => ['enabled' => 'yes'],\n];\n");
    const failure = await extractApp(app, { writeIntermediate: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toContain("config/docgen.php:3: Config key try_it_out.enabled is 'yes' (a string); allowed: true or false.");
    expect(() => endpointFiles(app)).toThrow();
  });
});
