import { describe, expect, it } from 'vitest';
import { applyOverrides, parseOverrides } from '../../src/intermediate/endpoint-overrides.ts';
import { makeParameter, type Endpoint } from '../../src/model.ts';

function books(): Endpoint {
  return {
    id: 'POST /api/books',
    httpMethods: ['POST'],
    uri: 'api/books',
    metadata: { groupName: 'Endpoints', groupDescription: '', subgroup: '', subgroupDescription: '', title: 'Store a book.', description: '', authenticated: true, deprecated: false },
    headers: { 'Content-Type': 'application/json', 'X-Debug': '1' },
    urlParameters: {},
    queryParameters: {},
    bodyParameters: {
      title: makeParameter({ name: 'title', type: 'string', required: true, description: 'Must not be greater than 255 characters.', example: 'consequatur' }),
      internal: makeParameter({ name: 'internal', type: 'boolean' }),
    },
    responses: [{ status: 200, content: '{}', headers: {}, description: '' }],
    responseFields: { id: { name: 'id', description: '', type: 'integer', required: false, nullable: false, enumValues: [] } },
  };
}

const YAML = `# Hand edits
"post api/books":
  metadata:
    title: Create a book
    groupName: Books
  headers:
    X-Debug: null
  bodyParameters:
    title:
      description: The title as printed on the cover.
      example: Dune
    internal: null
    isbn:
      type: string
      required: true
  responses:
    - status: 201
      content: '{"id": 1}'
      description: created
  responseFields:
    id:
      description: The book ID.
`;

describe('override files', () => {
  it('deep-merges every section into the endpoint and always wins', () => {
    const { overrides, diagnostics } = parseOverrides(YAML, '.docgen/overrides.yaml');
    expect(diagnostics).toEqual([]);
    const endpoint = books();
    expect(applyOverrides([endpoint], overrides)).toEqual([]);
    expect(endpoint.metadata).toMatchObject({ title: 'Create a book', groupName: 'Books', authenticated: true });
    expect(endpoint.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(endpoint.bodyParameters.title).toMatchObject({
      type: 'string',
      required: true,
      description: 'The title as printed on the cover.',
      example: 'Dune',
      exampleWasSpecified: true,
    });
    expect(endpoint.bodyParameters.internal).toBeUndefined();
    expect(endpoint.bodyParameters.isbn).toMatchObject({ name: 'isbn', type: 'string', required: true });
    expect(endpoint.bodyParameters.isbn?.example).toBeUndefined();
    expect(endpoint.responses).toEqual([{ status: 201, content: '{"id": 1}', headers: {}, description: 'created' }]);
    expect(endpoint.responseFields.id).toMatchObject({ type: 'integer', description: 'The book ID.' });
  });

  it('reports an entry that matches no endpoint, an unknown section and a bad key, with their lines', () => {
    const text = `"GET /api/nothing":\n  metadata: { title: x }\n"POST /api/books":\n  params: {}\n  metadata:\n    colour: red\nnot an endpoint: {}\n`;
    const { overrides, diagnostics } = parseOverrides(text, '.docgen/overrides.yaml');
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'override-key', line: 7, file: '.docgen/overrides.yaml' }),
    ]);
    const problems = applyOverrides([books()], overrides);
    expect(problems.map((d) => [d.code, d.line])).toEqual([
      ['override-unmatched', 1],
      ['override-shape', 4],
      ['override-shape', 5],
    ]);
    expect(problems[1]!.message).toContain('unknown section "params"');
    expect(problems[2]!.message).toContain('"colour"');
  });

  it('reports a YAML syntax error with its line', () => {
    const { overrides, diagnostics } = parseOverrides('"GET /x":\n  metadata: [unclosed\n', 'o.yaml');
    expect(overrides).toEqual([]);
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'override-yaml', file: 'o.yaml' });
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(2);
  });
});
