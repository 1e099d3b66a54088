/**
 * The outputs' parts kept between processes (each Postman item, each OpenAPI operation's places, path item and
 * component, under the content digests of the endpoints they are made from): after an edit, a run makes again
 * exactly the parts of the endpoint whose content changed, and writes the very bytes a run without any kept part
 * writes. A new process is simulated by forgetting everything this process keeps in memory.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDigestOf } from '../../src/endpoint/content-digest.ts';
import { openApiText } from '../../src/output/openapi/openapi-text.ts';
import { collectionText } from '../../src/output/postman/collection-text.ts';
import { piecesFileOf } from '../../src/extract/persistent-cache.ts';
import { partsToBytes } from '../../src/output/text-parts.ts';
import { writeOutputs } from '../../src/output/write-outputs.ts';
import { clearParseCache } from '../../src/php/parser.ts';
import { clearExtractionCache, extractApp } from '../../src/pipeline.ts';
import { appTemplateLibrary } from '../../src/snippets/templates.ts';
import { library } from '../support/library-app.ts';
import { editAppFile } from '../support/edit-app-file.ts';

/** A new process that builds the outputs, and what a build without any kept part would write. */
async function build(app: string, cacheDir: string) {
  clearExtractionCache();
  clearParseCache();
  const extracted = await extractApp(app, { cacheDir });
  const options = { appRoot: app, groups: extracted.groups, config: extracted.config, appName: extracted.appName, appUrl: extracted.appUrl };
  const written = writeOutputs({ ...options, piecesFile: piecesFileOf(extracted.stats.cacheFile!) });
  const context = { ...options, templates: appTemplateLibrary(app) };
  return {
    extracted,
    written,
    collection: readFileSync(join(app, 'public/docs/collection.json'), 'utf8'),
    openapi: readFileSync(join(app, 'public/docs/openapi.yaml'), 'utf8'),
    whole: {
      collection: partsToBytes(collectionText(extracted.groups, context).text).toString('utf8'),
      openapi: partsToBytes(openApiText(extracted.groups, context).text).toString('utf8'),
    },
  };
}


const endpointAt = (run: Awaited<ReturnType<typeof build>>, method: string, uri: string) =>
  run.extracted.groups.flatMap((g) => g.endpoints).find((e) => e.httpMethods.includes(method) && e.uri === uri)!;

describe('the outputs after an edit', () => {
  it('makes every part in the first run, none in the next, and writes the same bytes as a whole build', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'cache');
    const first = await build(app, cacheDir);
    // Five endpoints: a Postman item each, one operation each, four paths; BookResource is shared.
    expect(first.written.madePieces!.filter((key) => key.startsWith('postman'))).toHaveLength(5);
    expect(first.written.madePieces!.filter((key) => key.startsWith('openapi-operation:'))).toHaveLength(5);
    expect(first.written.madePieces!.filter((key) => key.startsWith('openapi-path:'))).toHaveLength(4);
    expect(first.openapi).toContain('"$ref": "#/components/schemas/BookResource"');
    expect({ collection: first.collection, openapi: first.openapi }).toEqual(first.whole);

    const second = await build(app, cacheDir);
    expect(second.written.madePieces).toEqual([]);
    expect(second.collection).toBe(first.collection);
    expect(second.openapi).toBe(first.openapi);
  });

  it("after a docblock edit, makes exactly the edited endpoint's parts and writes what a whole build writes", async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'cache');
    await build(app, cacheDir);
    // The title is the operationId too: showABook becomes showOneBook.
    editAppFile(app, 'app/Http/Controllers/BookController.php', 'Show a book.', 'Show one book.');
    const next = await build(app, cacheDir);
    // The three endpoints of the controller are extracted again; only the content of show changed.
    expect(next.extracted.stats.extracted).toHaveLength(3);
    const show = contentDigestOf(endpointAt(next, 'GET', 'api/books/{id}'))!;
    expect(next.written.madePieces!.filter((key) => key.startsWith('postman')).sort()).toEqual([`postman:${show}:16`]);
    expect(next.written.madePieces!.filter((key) => key.startsWith('openapi-operation:'))).toEqual([`openapi-operation:${show}:get:showOneBook`]);
    expect(next.written.madePieces!.filter((key) => key.startsWith('openapi-path:'))).toHaveLength(1);
    expect(next.openapi).toContain('operationId: showOneBook');
    expect({ collection: next.collection, openapi: next.openapi }).toEqual(next.whole);
  });

  it('after a retitle renames a shared schema, makes again only the retitled path and writes what a whole build writes', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'cache');
    // The same response on two paths: one schema, named after the first endpoint that returns it.
    const response = '@response {"total": 2, "ready": true}';
    editAppFile(app, 'app/Http/Controllers/AuthorController.php', 'List the authors.', `List the authors.\n     *\n     * ${response}`);
    editAppFile(app, 'app/Http/Controllers/Exports.php', 'Export everything as CSV.', `Export everything as CSV.\n     *\n     * ${response}`);
    const first = await build(app, cacheDir);
    expect(first.openapi).toContain('"$ref": "#/components/schemas/ListTheAuthorsResponse"');
    editAppFile(app, 'app/Http/Controllers/AuthorController.php', 'List the authors.', 'List every author.');
    const next = await build(app, cacheDir);
    expect(next.openapi).toContain('"$ref": "#/components/schemas/ListEveryAuthorResponse"');
    expect(next.openapi).not.toContain('ListTheAuthorsResponse');
    // /api/authors/export refers to the renamed schema, but its kept text takes the new name as it is spliced.
    expect(next.written.madePieces!.filter((key) => key.startsWith('openapi-path'))).toHaveLength(1);
    expect({ collection: next.collection, openapi: next.openapi }).toEqual(next.whole);
  });

  const edits: Array<[what: string, file: string, from: string, to: string]> = [
    ['an API resource (a shared schema changes)', 'app/Http/Resources/BookResource.php', "'title' => $this->title", "'name' => $this->title, 'pages' => 3"],
    ['a FormRequest', 'app/Http/Requests/StoreBookRequest.php', "'title' => 'required|string'", "'title' => 'required|string|max:80'"],
    ['a route file (one more route on a known path)', 'routes/api.php', "Route::get('authors',", "Route::put('books/{id}', [BookController::class, 'store']);\nRoute::get('authors',"],
    ['the config (every part is made again)', 'config/docgen.php', "'title' => 'Library'", "'title' => 'The library'"],
  ];
  for (const [what, file, from, to] of edits) {
    it(`after an edit of ${what}, writes what a whole build writes`, async () => {
      const app = library();
      const cacheDir = join(app, 'storage', 'cache');
      await build(app, cacheDir);
      editAppFile(app, file, from, to);
      const next = await build(app, cacheDir);
      expect({ collection: next.collection, openapi: next.openapi }).toEqual(next.whole);
    });
  }

  it('ignores kept parts that are corrupt or cut short', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'cache');
    const first = await build(app, cacheDir);
    const pieces = join(cacheDir, readdirSync(cacheDir).find((name) => name.endsWith('.outputs.v8'))!);
    const good = readFileSync(pieces);
    writeFileSync(pieces, good.subarray(0, Math.floor(good.length / 2)));
    // The outputs gone, they are made again (from the kept parts, when they can be trusted).
    const removeOutputs = () => ['collection.json', 'openapi.yaml'].forEach((name) => rmSync(join(app, 'public/docs', name)));
    removeOutputs();
    const afterCorrupt = await build(app, cacheDir);
    expect(afterCorrupt.written.madePieces!.length).toBeGreaterThan(0);
    expect(afterCorrupt.openapi).toBe(first.openapi);
    expect(afterCorrupt.collection).toBe(first.collection);

    // The same bytes in every place but the lengths of the texts: not trusted past the first that does not fit.
    writeFileSync(pieces, Buffer.concat([good, Buffer.from('garbage')]).subarray(0, good.length - 1));
    removeOutputs();
    const afterCut = await build(app, cacheDir);
    expect(afterCut.openapi).toBe(first.openapi);
    expect(afterCut.collection).toBe(first.collection);
  });
});

describe('a run whose outputs would be those the last run left', () => {
  const outputs = (app: string) => ['collection.json', 'openapi.yaml'].map((name) => join(app, 'public/docs', name));

  it('makes nothing, and reports what making them reported', async () => {
    const app = library();
    const cacheDir = join(app, 'storage', 'cache');
    // Credentials in a header that has no name: making the collection reports it.
    editAppFile(app, 'config/docgen.php', "'title' => 'Library',", "'title' => 'Library',\n    'auth' => ['enabled' => true, 'in' => 'header'],");
    const first = await build(app, cacheDir);
    expect(first.written.diagnostics.map((d) => d.message).join('\n')).toMatch(/auth.name is not set/);
    // The kept parts damaged: a run that made the outputs would make every part again.
    writeFileSync(join(cacheDir, readdirSync(cacheDir).find((name) => name.endsWith('.outputs.v8'))!), 'damaged');
    const next = await build(app, cacheDir);
    expect(next.written.madePieces).toEqual([]);
    expect(next.written.diagnostics).toEqual(first.written.diagnostics);
    expect(next.written.written).toEqual(first.written.written);
    expect({ collection: next.collection, openapi: next.openapi }).toEqual(next.whole);
  });

  const changes: Array<[what: string, change: (app: string) => void]> = [
    ['an output removed', (app) => rmSync(outputs(app)[0]!)],
    ['an output edited', (app) => writeFileSync(outputs(app)[1]!, 'openapi: 3.0.3\n')],
    ['an endpoint edited', (app) => editAppFile(app, 'app/Http/Controllers/BookController.php', 'Show a book.', 'Show one book.')],
    ['the config edited', (app) => editAppFile(app, 'config/docgen.php', "'title' => 'Library'", "'title' => 'The library'")],
  ];
  for (const [what, change] of changes) {
    it(`makes them again after ${what}`, async () => {
      const app = library();
      const cacheDir = join(app, 'storage', 'cache');
      await build(app, cacheDir);
      change(app);
      const next = await build(app, cacheDir);
      expect({ collection: next.collection, openapi: next.openapi }).toEqual(next.whole);
    });
  }
});
