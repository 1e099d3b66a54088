/**
 * Scribe's Camel YAML (the `.scribe/endpoints/*.yaml` files of its intermediate format): reading Scribe's own
 * files with their PHP quirks, writing files Scribe can read, and a lossless round trip of `Group[]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseCamelYaml } from '../../src/camel/from-camel.ts';
import { readCamelDir, readCamelFile } from '../../src/camel/read-camel.ts';
import { groupToCamelYaml } from '../../src/camel/to-camel.ts';
import type { Group } from '../../src/model.ts';
import { richGroups } from '../output/support/rich-groups.ts';

const scribeDir = fileURLToPath(new URL('../fixtures/scribe/.scribe', import.meta.url));
const temporary = mkdtempSync(join(tmpdir(), 'docgen-camel-'));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

describe('reading Scribe Camel files', () => {
  const { groups, diagnostics } = readCamelDir(scribeDir);
  const groupA = groups[0]!;
  const byId = (id: string) => groups.flatMap((g) => g.endpoints).find((e) => e.id === id)!;

  it('reads NN.yaml groups in order, then merges custom.*.yaml endpoints by groupName', () => {
    expect(diagnostics).toEqual([]);
    expect(groups.map((g) => [g.name, g.description, g.endpoints.length])).toEqual([
      ['Group A', '', 7],
      ['Other😎', '', 1],
      ['Status', 'Service health.', 1],
    ]);
    expect(groupA.endpoints.map((e) => e.id)).toEqual([
      'POST /api/withBodyParametersAsArray',
      'POST /api/withFormDataParams',
      'POST /api/withBodyParameters',
      'GET /api/withQueryParameters',
      'GET /api/withAuthTag',
      'GET /api/withResponseTag',
      'PUT /api/photos/{id}',
    ]);
  });

  it('accepts the endpoints folder itself as well as its parent', () => {
    expect(readCamelDir(join(scribeDir, 'endpoints')).groups.map((g) => g.name)).toEqual(['Group A', 'Other😎', 'Status']);
  });

  it("turns PHP's empty [] and null into empty maps and strings, and null examples into no example", () => {
    const query = byId('GET /api/withQueryParameters');
    expect(query.urlParameters).toEqual({});
    expect(query.bodyParameters).toEqual({});
    expect(query.metadata.title).toBe('');
    expect(query.queryParameters.filters!.example).toBeUndefined();
    expect(query.queryParameters.page).toMatchObject({ example: '4', exampleWasSpecified: true, required: true, type: 'string' });
    expect(query.queryParameters.page!.custom).toEqual({});
    expect(query.responses).toEqual([
      {
        status: 200,
        content: '',
        headers: { 'content-type': 'text/html; charset=UTF-8', 'cache-control': 'no-cache, private' },
        description: '',
      },
    ]);
  });

  it('reads metadata, response fields and several responses', () => {
    const tagged = byId('GET /api/withResponseTag');
    expect(tagged.metadata).toEqual({
      groupName: 'Group A',
      groupDescription: '',
      subgroup: 'Fruits',
      subgroupDescription: 'Things that grow on trees.',
      title: '',
      description: '',
      authenticated: false,
      deprecated: false,
    });
    expect(tagged.responses.map((r) => [r.status, r.description])).toEqual([
      [200, ''],
      [200, '200, An apple'],
      [404, '404, Not found'],
    ]);
    expect(tagged.responseFields.color).toEqual({
      name: 'color',
      description: 'Its colour.',
      type: 'string',
      required: false,
      nullable: false,
      enumValues: ['red', 'green'],
    });
    expect(byId('GET /api/withAuthTag').metadata.authenticated).toBe(true);
  });

  it('reads hand-written custom endpoints: missing keys defaulted, content maps JSON-encoded', () => {
    const status = byId('GET /api/status');
    expect(status.metadata.groupName).toBe('Status');
    expect(status.metadata.description).toBe('');
    expect(status.responses[0]!.content).toBe('{"status":"up"}');
    expect(status.responseFields.status!.type).toBe('string');
    const photo = byId('PUT /api/photos/{id}');
    expect(photo.bodyParameters.photo).toMatchObject({ type: 'file', required: true, example: 'photo.png', exampleWasSpecified: false });
    expect(photo.responses[0]).toEqual({ status: 204, content: null, headers: {}, description: 'Replaced' });
  });

  it('keeps reading after bad entries, reporting each with file and line', () => {
    const text = [
      'name: Broken',
      'endpoints:',
      '  - httpMethods: [GET]',
      '    uri: api/ok',
      '    responses:',
      '      - status: nope',
      '        content: "{}"',
      '  - httpMethods: [GET]',
      '    metadata: {title: No uri}',
      '  - "just a string"',
    ].join('\n');
    const result = parseCamelYaml(text, '.scribe/endpoints/03.yaml');
    expect(result.groups[0]!.endpoints.map((e) => e.id)).toEqual(['GET /api/ok']);
    expect(result.groups[0]!.endpoints[0]!.responses).toEqual([]);
    expect(result.diagnostics.map((d) => [d.file, d.line, d.severity])).toEqual([
      ['.scribe/endpoints/03.yaml', 6, 'warning'],
      ['.scribe/endpoints/03.yaml', 8, 'warning'],
      ['.scribe/endpoints/03.yaml', 10, 'warning'],
    ]);
    expect(result.diagnostics[0]!.message).toContain('"nope"');
  });

  it('reports unreadable YAML and missing files as errors instead of throwing', () => {
    const bad = parseCamelYaml('name: x\nendpoints:\n  - uri: [unclosed\n', 'bad.yaml');
    expect(bad.groups).toEqual([]);
    expect(bad.diagnostics[0]).toMatchObject({ severity: 'error', file: 'bad.yaml', code: 'camel-yaml' });
    expect(bad.diagnostics[0]!.line).toBeGreaterThan(1);
    const missing = readCamelFile(join(temporary, 'nope.yaml'));
    expect(missing.diagnostics[0]).toMatchObject({ severity: 'error', code: 'camel-read' });
    expect(readCamelDir(join(temporary, 'no-such-dir')).diagnostics[0]!.code).toBe('camel-read');
  });
});

describe('writing Camel files', () => {
  function named(groups: Group[]): Group[] {
    for (const group of groups) {
      for (const e of group.endpoints) {
        e.metadata.groupName = group.name;
        e.metadata.groupDescription = group.description;
      }
    }
    return groups;
  }

  it('round-trips every group losslessly, including explicit null and absent examples', () => {
    for (const group of named(richGroups())) {
      const text = groupToCamelYaml(group);
      const read = parseCamelYaml(text, 'x.yaml');
      expect(read.diagnostics).toEqual([]);
      expect(read.groups).toEqual([group]);
    }
  });

  it('round-trips what it read from Scribe', () => {
    const { groups } = readCamelDir(scribeDir);
    for (const group of groups) expect(parseCamelYaml(groupToCamelYaml(group), 'x.yaml').groups).toEqual([group]);
  });

  it("writes Scribe's shape: every key present, no example as null with exampleWasSpecified false", () => {
    const books = named(richGroups())[0]!;
    const data = parse(groupToCamelYaml(books));
    expect(Object.keys(data)).toEqual(['name', 'description', 'endpoints']);
    const create = data.endpoints[1];
    expect(Object.keys(create)).toEqual([
      'httpMethods',
      'uri',
      'metadata',
      'headers',
      'urlParameters',
      'queryParameters',
      'bodyParameters',
      'responses',
      'responseFields',
    ]);
    expect(create.bodyParameters.notes).toEqual({
      name: 'notes',
      description: 'Left out of examples.',
      required: false,
      example: null,
      type: 'string',
      enumValues: [],
      exampleWasSpecified: false,
      nullable: false,
      custom: {},
    });
    expect(create.bodyParameters.isbn.example).toBeNull();
    expect(create.bodyParameters.isbn.exampleWasSpecified).toBe(true);
    expect(create.responses[0]).toEqual({ status: 201, content: '{"id":7,"title":"Dune"}', headers: {}, description: '201, Created' });
  });

  it('writes the source only when asked, and reads it back', () => {
    const group = named(richGroups())[0]!;
    group.endpoints[0]!.source = {
      route: { file: 'routes/api.php', line: 12 },
      action: 'App\\Http\\Controllers\\BookController@index',
      routeName: 'books.index',
      domain: null,
      middleware: ['api'],
    };
    expect(groupToCamelYaml(group)).not.toContain('routes/api.php');
    const file = join(temporary, '00.yaml');
    writeFileSync(file, groupToCamelYaml(group, { withSource: true }));
    expect(readCamelFile(file).groups[0]!.endpoints[0]!.source).toEqual(group.endpoints[0]!.source);
  });
});
