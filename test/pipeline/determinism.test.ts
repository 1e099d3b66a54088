/**
 * Determinism, end to end on copies of the sample app: two runs give byte-identical `.docgen/endpoints/*.yaml`,
 * and adding one endpoint leaves every other endpoint's data — examples included — unchanged
 * (examples are seeded per endpoint and parameter, never by position).
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { clearExtractionCache, extractApp } from '../../src/pipeline.ts';
import { SAMPLE_APP, STATIC_RESPONSES, copyApp, endpointFiles } from './support.ts';

const options = { writeIntermediate: true, config: { strategies: { responses: STATIC_RESPONSES } } };

type CamelEndpoint = { httpMethods: string[]; uri: string } & Record<string, unknown>;
function endpointsById(files: Record<string, string>): Map<string, CamelEndpoint> {
  const byId = new Map<string, CamelEndpoint>();
  for (const text of Object.values(files)) {
    for (const endpoint of (parse(text) as { endpoints: CamelEndpoint[] }).endpoints) {
      byId.set(`${endpoint.httpMethods[0]} /${endpoint.uri}`, endpoint);
    }
  }
  return byId;
}

describe('determinism of the intermediate data', () => {
  it('gives byte-identical .docgen/endpoints/*.yaml on two runs', async () => {
    const app = copyApp(SAMPLE_APP);
    await extractApp(app, options);
    const first = endpointFiles(app);
    clearExtractionCache();
    await extractApp(app, options);
    const second = endpointFiles(app);
    expect(Object.keys(first).length).toBeGreaterThan(3);
    expect(second).toEqual(first);
  });

  it("leaves the other endpoints' data and examples unchanged when an endpoint is added", async () => {
    const before = copyApp(SAMPLE_APP);
    const after = copyApp(SAMPLE_APP);
    const controller = join(after, 'app/Http/Controllers/BookController.php');
    const source = readFileSync(controller, 'utf8');
    const closing = source.lastIndexOf('}');
    writeFileSync(
      controller,
      `${source.slice(0, closing)}
    /**
     * Related books
     *
     * Books by the same author.
     *
     * @group Books
     * @queryParam limit integer How many books. Example: 3
     * @queryParam format string A format filter.
     * @bodyParam note string A note.
     */
    public function related(Book $book)
    {
        return [];
    }
}
`,
    );
    appendFileSync(join(after, 'routes/api.php'), "\nRoute::get('books/{book}/related', [BookController::class, 'related'])->name('books.related');\n");

    clearExtractionCache();
    await extractApp(before, options);
    await extractApp(after, options);
    const old = endpointsById(endpointFiles(before));
    const now = endpointsById(endpointFiles(after));
    expect(now.has('GET /api/books/{book_id}/related')).toBe(true);
    expect(now.size).toBe(old.size + 1);
    for (const [id, endpoint] of old) expect(now.get(id), id).toEqual(endpoint);
  });
});
