/**
 * The strategies through the real stage runner with the default strategy lists: tags and attributes
 * mixed on one endpoint, class-level metadata, and a broken method still documented.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../../../src/config/defaults.ts';
import { createExampleGenerator } from '../../../../src/examples/generator.ts';
import { resolveStrategies } from '../../../../src/extract/resolve-strategies.ts';
import { runStages } from '../../../../src/extract/run-stages.ts';
import { endpointKey } from '../../../../src/endpoint/endpoint-key.ts';
import type { Route } from '../../../../src/model.ts';
import { ClassIndex } from '../../../../src/php/class-index.ts';
import { testRoute } from '../../../support/hand-built.ts';
import { CONTROLLER, FIXTURE_APP } from './harness.ts';

function route(method: string, methods: string[], uri: string): Route {
  return testRoute({ methods, uri, action: `${CONTROLLER}@${method}`, definedAt: { file: 'routes/api.php', line: 10 }, controller: { class: CONTROLLER, method } });
}

async function extract(r: Route) {
  const config = defaultConfig();
  config.examples.faker_seed = 1234;
  const { strategies } = resolveStrategies(config, { strategies: { responses: [], responseFields: [] } });
  const app = { root: FIXTURE_APP, config, classes: ClassIndex.forApp(FIXTURE_APP), env: {} };
  const id = endpointKey(r.methods[0]!, r.uri);
  return runStages({ app, route: r, strategies, examples: createExampleGenerator(1234, id), authToken: 'token' });
}

describe('request-parameter strategies through the stage runner', () => {
  it('POST api/books: FormRequest rules, FormRequest tag and attribute, method attribute, class group and header', async () => {
    const { endpoint, diagnostics } = await extract(route('store', ['POST'], 'api/books'));
    expect(diagnostics).toEqual([]);
    expect(endpoint.metadata).toMatchObject({
      groupName: 'Books',
      groupDescription: 'Managing the catalogue.',
      title: 'Add a book.',
      subgroup: 'Writing',
      authenticated: true,
    });
    expect(endpoint.headers).toMatchObject({ 'X-Tenant': 'acme', 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(Object.keys(endpoint.bodyParameters)).toEqual(expect.arrayContaining(['title', 'genre', 'chapters[].title', 'signed', 'draft', 'cover_colour']));
    expect(endpoint.bodyParameters.title!.example).toBe('Dune');
    expect(endpoint.bodyParameters.draft).toMatchObject({ type: 'boolean', example: true });
    expect(endpoint.bodyParameters.cover_colour!.example).toBe('teal');
  });

  it('GET api/books/{book}/{lang?}: URL parameters from the route, overridden by the tag and the attribute', async () => {
    const { endpoint } = await extract(route('show', ['GET', 'HEAD'], 'api/books/{book}/{lang?}'));
    expect(endpoint.urlParameters.book).toMatchObject({ type: 'string', description: 'The slug of the book.', example: 'dune', required: true });
    expect(endpoint.urlParameters.lang).toMatchObject({ required: false, description: 'The language of the edition.', example: 'en' });
    expect(endpoint.headers['Accept-Language']).toBe('en');
    expect(endpoint.metadata.deprecated).toBe(true);
  });

  it('a broken method is documented from what could be read, with warnings that point at the source', async () => {
    const { endpoint, diagnostics } = await extract(route('broken', ['POST'], 'api/books/broken'));
    expect(Object.keys(endpoint.bodyParameters).sort()).toEqual(['count', 'note', 'size', 'weight']);
    expect(diagnostics.length).toBeGreaterThanOrEqual(4);
    for (const d of diagnostics) {
      expect(d.file).toBe('app/Http/Controllers/BookController.php');
      expect(d.line).toBeGreaterThan(0);
    }
  });

  it('the same seed gives the same endpoint, byte for byte', async () => {
    const a = await extract(route('store', ['POST'], 'api/books'));
    const b = await extract(route('store', ['POST'], 'api/books'));
    expect(JSON.stringify(b.endpoint)).toBe(JSON.stringify(a.endpoint));
  });
});
