/**
 * Determinism end to end on copies of the sample app: two runs give byte-identical `.docgen/endpoints/*.yaml`,
 * `collection.json` and `openapi.yaml`; adding one route and its controller method leaves every other endpoint —
 * its examples included — unchanged in all three outputs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PostmanCollection, PostmanFolder, PostmanItem } from '../../src/output/postman/postman-types.ts';
import { clearExtractionCache } from '../../src/pipeline.ts';
import { copySampleApp, extractAndWrite, type GeneratedOutputs } from './support.ts';

type CamelEndpoint = { httpMethods: string[]; uri: string } & Record<string, unknown>;

/** Endpoints of the `.docgen/endpoints` files by "METHOD /uri". */
function camelEndpoints(yaml: Record<string, string>): Map<string, CamelEndpoint> {
  const byId = new Map<string, CamelEndpoint>();
  for (const text of Object.values(yaml)) {
    for (const endpoint of (parse(text) as { endpoints: CamelEndpoint[] }).endpoints) byId.set(`${endpoint.httpMethods[0]} /${endpoint.uri}`, endpoint);
  }
  return byId;
}

/** Requests of the collection by "METHOD path". */
function postmanRequests(collectionJson: string): Map<string, PostmanItem> {
  const flatten = (items: Array<PostmanItem | PostmanFolder>): PostmanItem[] => items.flatMap((item) => ('item' in item ? flatten(item.item) : [item]));
  const collection = JSON.parse(collectionJson) as PostmanCollection;
  return new Map(flatten(collection.item).map((item) => [`${item.request.method} ${item.request.url.path}`, item]));
}

/** Path items of the spec (operations and path-level parameters) by path. */
function pathItems(openapiYaml: string): Map<string, unknown> {
  return new Map(Object.entries((parse(openapiYaml) as { paths: Record<string, unknown> }).paths));
}

describe('two runs on the same copy', () => {
  let first: GeneratedOutputs;
  let second: GeneratedOutputs;
  beforeAll(async () => {
    const app = copySampleApp();
    first = await extractAndWrite(app);
    clearExtractionCache();
    second = await extractAndWrite(app);
  });

  it('write byte-identical .docgen/endpoints/*.yaml', () => {
    expect(Object.keys(first.yaml)).toHaveLength(8); // one file per group
    expect(second.yaml).toEqual(first.yaml);
  });

  it('write a byte-identical collection.json and openapi.yaml', () => {
    expect(second.collection).toBe(first.collection);
    expect(second.openapi).toBe(first.openapi);
  });
});

describe('adding one route and its controller method', () => {
  let before: GeneratedOutputs;
  let after: GeneratedOutputs;
  beforeAll(async () => {
    const original = copySampleApp();
    const edited = copySampleApp();
    const controller = join(edited, 'app/Http/Controllers/BookController.php');
    const source = readFileSync(controller, 'utf8');
    const closing = source.lastIndexOf('}');
    // A new endpoint with generated examples of its own (query, body and URL parameters), placed first in its
    // group and before other routes' examples in every sequence, so positional seeding would show.
    writeFileSync(
      controller,
      `${source.slice(0, closing)}
    /**
     * Similar books
     *
     * Books like this one.
     *
     * @queryParam limit integer How many books.
     * @queryParam format string A format.
     * @bodyParam note string A note.
     * @bodyParam tags string[] Tags.
     */
    public function similar(Book $book)
    {
        return [];
    }
}
`,
    );
    const routes = join(edited, 'routes/api.php');
    const text = readFileSync(routes, 'utf8');
    // Registered before every other route of the file (above the health closure's docblock).
    const health = text.indexOf('/**\n * Health check');
    expect(health).toBeGreaterThan(0);
    writeFileSync(routes, `${text.slice(0, health)}Route::post('books/{book}/similar', [BookController::class, 'similar'])->name('books.similar');\n\n${text.slice(health)}`);
    clearExtractionCache();
    before = await extractAndWrite(original);
    after = await extractAndWrite(edited);
  });

  it('documents the new endpoint', () => {
    expect(camelEndpoints(after.yaml).has('POST /api/books/{book_id}/similar')).toBe(true);
    expect(camelEndpoints(after.yaml).size).toBe(camelEndpoints(before.yaml).size + 1);
  });

  it('leaves every other endpoint of .docgen/endpoints unchanged', () => {
    const old = camelEndpoints(before.yaml);
    const now = camelEndpoints(after.yaml);
    expect(old.size).toBe(36);
    for (const [id, endpoint] of old) expect(now.get(id), id).toEqual(endpoint);
  });

  it('leaves every other request of the collection unchanged', () => {
    const old = postmanRequests(before.collection);
    const now = postmanRequests(after.collection);
    expect(now.size).toBe(old.size + 1);
    for (const [key, item] of old) expect(now.get(key), key).toEqual(item);
  });

  it('leaves every other path of the spec unchanged', () => {
    const old = pathItems(before.openapi);
    const now = pathItems(after.openapi);
    expect([...now.keys()].filter((path) => !old.has(path))).toEqual(['/api/books/{book_id}/similar']);
    for (const [path, item] of old) expect(now.get(path), path).toEqual(item);
  });
});
