/**
 * `docgen diff`, the real command: a fixture app whose history (test/diff/history.ts) changes its API in every way
 * the command knows, compared between tags, with the working tree, and as two OpenAPI files. Reports written by hand
 * from the fixture's changes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_BIN } from '../cli-build/support.ts';
import { appHistory, sharedFileHistory } from './history.ts';

const { repo, app } = appHistory();

function diff(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [REPO_BIN, 'diff', ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const TEXT = `API changes from v1 to v2: 9 breaking changes, 3 other changes.

Breaking:
  DELETE /api/books/{id}: DELETE is no longer accepted on /api/books/{id}. [method-removed]
  GET /api/authors: GET /api/authors was removed. [endpoint-removed]
  GET /api/books: The query parameter format no longer accepts ebook. [enum-value-removed]
  GET /api/books: The query parameter page was removed. [parameter-removed]
  GET /api/books/{book}: The field id of the 200 response changed from integer to string. [response-field-type-changed]
  GET /api/books/{book}: The field price of the 200 response was removed. [response-field-removed]
  GET /api/stats: Authentication is now required. [auth-added]
  POST /api/books: The body field price changed from number to integer. [parameter-type-changed]
  POST /api/books: The body field isbn was added as required. [required-parameter-added]

Non-breaking:
  GET /api/books: The query parameter sort was added. [optional-parameter-added]
  GET /api/books/{book}: The field year was added to the 200 response. [response-field-added]
  GET /api/tags: GET /api/tags was added. [endpoint-added]
`;

describe('docgen diff between git refs', () => {
  it('reports every breaking change and the others as text; renaming a path parameter is no change', () => {
    const run = diff('--app', app, '--base', 'v1', '--head', 'v2');
    expect(run.stdout).toBe(TEXT);
    expect(run.code).toBe(0);
  });

  it('exits 1 with --fail-on breaking when there is a breaking change, 0 when there is none', () => {
    expect(diff('--app', app, '--base', 'v1', '--head', 'v2', '--fail-on', 'breaking').code).toBe(1);
    // The working tree is at v2: nothing changed since.
    const same = diff('--app', app, '--base', 'v2', '--fail-on', 'breaking');
    expect(same.stdout).toBe('API changes from v2 to working tree: 0 breaking changes, 0 other changes.\n');
    expect(same.code).toBe(0);
    // Going back from v2 to v1 adds /api/authors back (not breaking) but removes /api/tags (breaking).
    const back = diff('--app', app, '--base', 'v2', '--head', 'v1', '--format', 'json');
    const report = JSON.parse(back.stdout) as { breaking: Array<{ kind: string; endpoint: string }>; nonBreaking: Array<{ kind: string; endpoint: string }> };
    expect(report.breaking.map((c) => `${c.kind} ${c.endpoint}`)).toContain('endpoint-removed GET /api/tags');
    expect(report.nonBreaking.map((c) => `${c.kind} ${c.endpoint}`)).toContain('endpoint-added GET /api/authors');
  });

  it('writes Markdown grouped by endpoint, for pull requests and the changelog page', () => {
    const run = diff('--app', app, '--base', 'v1', '--head', 'v2', '--format', 'markdown');
    expect(run.stdout.split('\n').slice(0, 12).join('\n')).toBe(
      [
        '## API changes',
        '',
        'From `v1` to `v2`: 9 breaking changes, 3 other changes.',
        '',
        '### Breaking changes',
        '',
        '- `DELETE /api/books/{id}`',
        '  - DELETE is no longer accepted on /api/books/{id}.',
        '- `GET /api/authors`',
        '  - GET /api/authors was removed.',
        '- `GET /api/books`',
        '  - The query parameter `format` no longer accepts `ebook`.',
      ].join('\n'),
    );
    expect(run.stdout).toContain('### Other changes\n\n- `GET /api/books`\n  - The query parameter `sort` was added.\n');
  });

  it('says which ref cannot be read, without touching the working tree', () => {
    const run = diff('--app', app, '--base', 'v9');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('docgen diff: git rev-parse failed');
    expect(spawnSync('git', ['status', '--porcelain'], { cwd: repo, encoding: 'utf8' }).stdout).toBe('');
  });

  it('never prints the credential of the config', () => {
    expect(diff('--app', app, '--base', 'v1', '--format', 'json').stdout).not.toContain('real-secret-token');
  });
});

describe('docgen diff and files outside the app', () => {
  const shared = sharedFileHistory();

  it('reads a folder allowed with --allow-outside-files as it is at each ref', () => {
    const run = diff('--app', shared.app, '--allow-outside-files', shared.shared, '--base', 'v1', '--head', 'v2');
    expect(run.stdout).toBe(
      'API changes from v1 to v2: 1 breaking change, 0 other changes.\n\nBreaking:\n  GET /api/books/{id}: The field title of the 200 response was removed. [response-field-removed]\n',
    );
    expect(run.code).toBe(0);
  });

  it('refuses the folder at every ref when it is not allowed, so nothing changes', () => {
    const run = diff('--app', shared.app, '--base', 'v1', '--head', 'v2');
    expect(run.stdout).toBe('API changes from v1 to v2: 0 breaking changes, 0 other changes.\n');
    expect(run.code).toBe(0);
  });

  it('takes a ref that starts with "-" for what it is, never for an option of git', () => {
    const target = join(mkdtempSync(join(tmpdir(), 'docgen-ref-')), 'written.tar');
    const run = diff('--app', shared.app, `--base=--output=${target}`);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`docgen diff: "--output=${target}" is not a git ref (a ref cannot start with "-").`);
    expect(existsSync(target)).toBe(false);
  });
});

describe('docgen diff between two OpenAPI files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docgen-specs-'));
  const spec = (query: string, status: string) => `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      parameters:
        - { name: kind, in: query, schema: { type: string, enum: [${query}] } }
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      type: object
      properties:
        name: { type: string }
        status: { type: ${status} }
`;
  writeFileSync(join(dir, 'base.yaml'), spec('cat, dog', 'string'));
  writeFileSync(join(dir, 'head.yaml'), spec('cat, dog, bird', 'integer'));

  it('follows $refs and reports changes in fields of shared schemas', () => {
    const run = diff('--base', join(dir, 'base.yaml'), '--head', join(dir, 'head.yaml'), '--fail-on', 'breaking');
    expect(run.stdout).toBe(`API changes from ${join(dir, 'base.yaml')} to ${join(dir, 'head.yaml')}: 1 breaking change, 1 other change.

Breaking:
  GET /pets: The field status of the 200 response changed from string to integer. [response-field-type-changed]

Non-breaking:
  GET /pets: The query parameter kind now also accepts bird. [enum-value-added]
`);
    expect(run.code).toBe(1);
  });
});
