/**
 * Closure routes are documented like controller methods (Scribe reads a closure through ReflectionFunction):
 * the docblock PHP gives the closure — written above the `Route::get(...)` statement — its attributes, its
 * type-hinted FormRequest and models. Routes named like docgen's own (and Scribe's), and Telescope's when the
 * app requires it, are never documented. Expectations are written from test/pipeline/fixtures/closures.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/model.ts';
import { extractApp } from '../../src/pipeline.ts';

const CLOSURES = fileURLToPath(new URL('./fixtures/closures/', import.meta.url));

const extracted = await extractApp(CLOSURES);
const endpoints = new Map<string, Endpoint>(extracted.groups.flatMap((g) => g.endpoints.map((e) => [e.id, e] as const)));

function endpoint(id: string): Endpoint {
  const found = endpoints.get(id);
  if (!found) throw new Error(`${id} is not documented (documented: ${[...endpoints.keys()].join(', ')})`);
  return found;
}

describe('closure routes', () => {
  it('take title, description, group, auth status, parameters and responses from the docblock above the statement', () => {
    const health = endpoint('GET /api/health');
    expect(health.metadata).toMatchObject({
      groupName: 'Status',
      title: 'Health check',
      description: 'Whether the API is up.',
      authenticated: false,
    });
    expect(health.queryParameters.verbose).toMatchObject({ type: 'boolean', description: 'Include timings.', example: true });
    expect(health.responses.map((r) => [r.status, r.description, JSON.parse(String(r.content))])).toEqual([
      [200, '', { status: 'ok' }],
      [503, 'database down', { status: 'degraded' }],
    ]);
  });

  it('leave the statement docblock to the first closure of the statement (a group callback), not a route inside it', () => {
    const time = endpoint('GET /api/v1/time');
    expect(time.metadata.title).toBe('');
    expect(time.metadata.groupName).toBe(extracted.config.groups.default);
  });

  it('read attributes on the closure and the FormRequest it type-hints', () => {
    const echo = endpoint('POST /api/echo');
    expect(echo.metadata).toMatchObject({ groupName: 'Status', title: 'Echo' });
    expect(echo.headers['X-Trace']).toBe('abc123');
    expect(echo.bodyParameters.message).toMatchObject({ type: 'string', required: true, description: 'What to echo back. Must not be greater than 20 characters.', example: 'hello' });
  });

  it('rename URL parameters by the model the closure type-hints', () => {
    const book = endpoint('GET /api/books/{slug}');
    expect(book.uri).toBe('api/books/{slug}');
    expect(book.urlParameters.slug).toMatchObject({ type: 'string', required: true });
  });

  it("resolve class names in response tags and attributes through the route file's imports", () => {
    // routes/api.php imports App\Http\Resources\BookResource and App\Models\Book; the tags use the short names.
    const featured = endpoint('GET /api/featured');
    expect(featured.responses.map((r) => [r.status, JSON.parse(String(r.content))])).toEqual([
      [200, { data: { type: 'book', links: { shelf: '/shelf' } } }],
    ]);
    // The same for the class names in a response attribute on the closure.
    const spotlight = endpoint('GET /api/spotlight');
    expect(spotlight.responses.map((r) => [r.status, JSON.parse(String(r.content))])).toEqual([
      [201, { data: { type: 'book', links: { shelf: '/shelf' } } }],
    ]);
  });

  it('are hidden by @hideFromAPIDocumentation in their docblock', () => {
    expect(endpoints.has('GET /api/internal')).toBe(false);
  });
});

describe('routes that are never documented', () => {
  it("leave out routes named docgen, docgen.*, scribe and scribe.*, and Telescope's when the app requires it", () => {
    expect([...endpoints.keys()].sort()).toEqual([
      'GET /api/books/{slug}',
      'GET /api/featured',
      'GET /api/health',
      'GET /api/spotlight',
      'GET /api/v1/time',
      'GET /welcome',
      'POST /api/echo',
    ]);
  });
});

describe('diagnostics', () => {
  it('only say how the routes were found', () => {
    expect(extracted.diagnostics.map((d) => d.code)).toEqual(['routes-conventional']);
  });
});
