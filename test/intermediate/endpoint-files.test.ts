import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCamelDir } from '../../src/camel/read-camel.ts';
import { mergeCustomEndpoints, readCustomEndpoints } from '../../src/intermediate/custom-endpoints.ts';
import { writeEndpointFiles } from '../../src/intermediate/write-endpoints.ts';
import { makeParameter, type Endpoint, type Group } from '../../src/model.ts';
import { noteContentDigest } from '../../src/endpoint/content-digest.ts';
import { KeptPieces } from '../../src/extract/kept-pieces.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-intermediate-'));
  dirs.push(dir);
  return dir;
}

function endpoint(method: string, uri: string, groupName: string): Endpoint {
  return {
    id: `${method} /${uri}`,
    httpMethods: [method],
    uri,
    metadata: { groupName, groupDescription: '', subgroup: '', subgroupDescription: '', title: `${method} ${uri}`, description: '', authenticated: false, deprecated: false },
    headers: { Accept: 'application/json' },
    urlParameters: {},
    queryParameters: { page: makeParameter({ name: 'page', type: 'integer', example: 2 }) },
    bodyParameters: {},
    responses: [{ status: 200, content: '{"ok":true}', headers: {}, description: '' }],
    responseFields: {},
  };
}

describe('.docgen/endpoints/NN.yaml', () => {
  it('writes one Camel file per group in order, readable back as the same groups', () => {
    const root = tempDir();
    const groups: Group[] = [
      { name: 'Books', description: 'All about books.', endpoints: [endpoint('GET', 'api/books', 'Books')] },
      { name: 'Authors', description: '', endpoints: [endpoint('GET', 'api/authors', 'Authors')] },
    ];
    const { files } = writeEndpointFiles(root, groups);
    expect(files).toEqual(['.docgen/endpoints/00.yaml', '.docgen/endpoints/01.yaml']);
    const back = readCamelDir(join(root, '.docgen'));
    expect(back.diagnostics).toEqual([]);
    expect(back.groups.map((g) => [g.name, g.description, g.endpoints.map((e) => e.id)])).toEqual([
      ['Books', 'All about books.', ['GET /api/books']],
      ['Authors', '', ['GET /api/authors']],
    ]);
    expect(back.groups[0]!.endpoints[0]!.queryParameters.page).toMatchObject({ type: 'integer', example: 2 });
  });

  it('leaves unchanged files alone, removes files of groups that are gone, and never touches custom files', async () => {
    const root = tempDir();
    const dir = join(root, '.docgen/endpoints');
    const three = ['A', 'B', 'C'].map((n) => ({ name: n, description: '', endpoints: [endpoint('GET', `api/${n}`, n)] }));
    writeEndpointFiles(root, three);
    writeFileSync(join(dir, 'custom.0.yaml'), '[]\n');
    const before = statSync(join(dir, '00.yaml')).mtimeMs;
    await new Promise((r) => setTimeout(r, 20));
    const { removed } = writeEndpointFiles(root, three.slice(0, 2));
    expect(statSync(join(dir, '00.yaml')).mtimeMs).toBe(before);
    expect(removed).toEqual(['.docgen/endpoints/02.yaml']);
    expect(readdirSync(dir).sort()).toEqual(['00.yaml', '01.yaml', 'custom.0.yaml']);
    expect(readdirSync(dir).some((n) => n.endsWith('.tmp'))).toBe(false);
  });

  it('starts each file with a comment saying where edits belong', () => {
    const root = tempDir();
    writeEndpointFiles(root, [{ name: 'G', description: '', endpoints: [endpoint('GET', 'api/g', 'G')] }]);
    expect(readFileSync(join(root, '.docgen/endpoints/00.yaml'), 'utf8').split('\n')[0]).toContain('.docgen/overrides.yaml');
  });
});

describe('.docgen/endpoints with the group texts of an earlier run', () => {
  const groupOf = (title: string, digest?: string): Group => {
    const book = endpoint('GET', 'api/books', 'Books');
    book.metadata.title = title;
    if (digest) noteContentDigest(book, digest);
    return { name: 'Books', description: 'All about books.', endpoints: [book] };
  };
  const written = (root: string) => readFileSync(join(root, '.docgen', 'endpoints', '00.yaml'), 'utf8');

  it('writes the bytes it writes without them, and takes a group whose endpoints did not change from them', () => {
    const plain = tempDir();
    writeEndpointFiles(plain, [groupOf('List books', 'digest-1')]);
    const root = tempDir();
    const file = join(tempDir(), 'intermediate.v8');
    const first = KeptPieces.open(file, 'test');
    writeEndpointFiles(root, [groupOf('List books', 'digest-1')], first);
    first.save();
    expect(written(root)).toBe(written(plain));
    expect(first.made).toHaveLength(1);

    // Same digest: the kept text is used, even though this object's title differs (the digest names the content).
    const second = KeptPieces.open(file, 'test');
    writeEndpointFiles(root, [groupOf('Another title', 'digest-1')], second);
    expect(second.made).toEqual([]);
    expect(written(root)).toBe(written(plain));
  });

  it('writes a group anew when an endpoint changed or has no digest', () => {
    const root = tempDir();
    const file = join(tempDir(), 'intermediate.v8');
    const first = KeptPieces.open(file, 'test');
    writeEndpointFiles(root, [groupOf('List books', 'digest-1')], first);
    first.save();
    const changed = KeptPieces.open(file, 'test');
    writeEndpointFiles(root, [groupOf('List all books', 'digest-2')], changed);
    expect(changed.made).toHaveLength(1);
    expect(written(root)).toContain('List all books');
    writeEndpointFiles(root, [groupOf('Books without a digest')], KeptPieces.open(file, 'test'));
    expect(written(root)).toContain('Books without a digest');
  });
});

describe('custom endpoints (.docgen/endpoints/custom.*.yaml)', () => {
  const root = tempDir();
  mkdirSync(join(root, '.docgen/endpoints'), { recursive: true });
  writeFileSync(
    join(root, '.docgen/endpoints/custom.0.yaml'),
    `- httpMethods: [GET]
  uri: api/books
  metadata:
    groupName: Books
    title: Hand-written list of books
  responses:
    - status: 200
      content: '[]'
- httpMethods: [POST]
  uri: oauth/token
  metadata:
    groupName: Passport
    title: Issue a token
  bodyParameters:
    grant_type:
      name: grant_type
      type: string
      required: true
      example: password
`,
  );

  it('reads the endpoints with their groups', () => {
    const { endpoints, diagnostics } = readCustomEndpoints(root, 'Endpoints');
    expect(diagnostics).toEqual([]);
    expect(endpoints.map((e) => [e.id, e.metadata.groupName])).toEqual([
      ['GET /api/books', 'Books'],
      ['POST /oauth/token', 'Passport'],
    ]);
    expect(endpoints[1]!.bodyParameters.grant_type).toMatchObject({ required: true, example: 'password' });
  });

  it('adds them to the extracted endpoints, replacing an extracted endpoint with the same method and uri', () => {
    const { endpoints } = readCustomEndpoints(root, 'Endpoints');
    const merged = mergeCustomEndpoints([endpoint('GET', 'api/books', 'Books'), endpoint('GET', 'api/authors', 'Authors')], endpoints);
    expect(merged.map((e) => `${e.id} ${e.metadata.title}`)).toEqual([
      'GET /api/authors GET api/authors',
      'GET /api/books Hand-written list of books',
      'POST /oauth/token Issue a token',
    ]);
  });

  it('finds none in an app without the folder', () => {
    expect(readCustomEndpoints(tempDir(), 'Endpoints')).toEqual({ endpoints: [], diagnostics: [] });
    expect(existsSync(join(tempDir(), '.docgen'))).toBe(false);
  });
});
