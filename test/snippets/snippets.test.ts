import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeParameter, type Endpoint } from '../../src/model.ts';
import { exampleRequests, missingLanguages, TemplateLibrary } from '../../src/snippets/index.ts';
import { phpValue } from '../../src/snippets/literals.ts';

function endpoint(fields: Partial<Endpoint>): Endpoint {
  return {
    id: 'POST /api/users/{id}',
    httpMethods: ['POST'],
    uri: 'api/users/{id}',
    metadata: { groupName: 'Users', groupDescription: '', subgroup: '', subgroupDescription: '', title: 'Update a user', description: '', authenticated: false, deprecated: false },
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    urlParameters: { id: makeParameter({ name: 'id', type: 'integer', required: true, example: 7 }) },
    queryParameters: {},
    bodyParameters: {},
    responses: [],
    responseFields: {},
    ...fields,
  };
}

describe('literal printers', () => {
  it('exports PHP arrays like VarExporter', () => {
    expect(phpValue({ a: 'it\'s', b: [1, true, null], c: {} }, 0)).toBe(
      "[\n    'a' => 'it\\'s',\n    'b' => [\n        1,\n        true,\n        null,\n    ],\n    'c' => [],\n]",
    );
  });
});

const richEndpoint = endpoint({
  queryParameters: {
    page: makeParameter({ name: 'page', type: 'integer', example: 2 }),
    'filter': makeParameter({ name: 'filter', type: 'object', example: { status: 'new one' } }),
    draft: makeParameter({ name: 'draft', type: 'boolean', example: false }),
  },
  bodyParameters: {
    name: makeParameter({ name: 'name', example: 'Say "hi" $HOME' }),
    tags: makeParameter({ name: 'tags', type: 'string[]', example: ['a'] }),
  },
});

describe('bash (curl)', () => {
  it('follows Scribe\'s bash template with the query string, headers and a JSON body', () => {
    const [snippet] = exampleRequests(richEndpoint, { baseUrl: 'http://localhost/', languages: ['bash'] });
    expect(snippet!.code).toBe(
      [
        'curl --request POST \\',
        '    "http://localhost/api/users/7?page=2&filter[status]=new+one&draft=" \\',
        '    --header "Content-Type: application/json" \\',
        '    --header "Accept: application/json" \\',
        '    --data "{',
        '    \\"name\\": \\"Say \\\\\\"hi\\\\\\" \\$HOME\\",',
        '    \\"tags\\": [',
        '        \\"a\\"',
        '    ]',
        '}"',
      ].join('\n'),
    );
  });

  it('uses --get for GET and --form for files', () => {
    const get = exampleRequests(endpoint({ httpMethods: ['GET'], headers: {} }), { baseUrl: 'http://h', languages: ['bash'] });
    expect(get[0]!.code).toBe('curl --request GET \\\n    --get "http://h/api/users/7"');
    const upload = exampleRequests(
      endpoint({
        headers: { Accept: 'application/json' },
        bodyParameters: {
          title: makeParameter({ name: 'title', example: 'x' }),
          photo: makeParameter({ name: 'photo', type: 'file', example: 'storage/app/p.png' }),
        },
      }),
      { baseUrl: 'http://h', languages: ['bash'] },
    );
    expect(upload[0]!.code).toBe(
      'curl --request POST \\\n    "http://h/api/users/7" \\\n    --header "Accept: application/json" \\\n    --header "Content-Type: multipart/form-data" \\\n    --form "title=x" \\\n    --form "photo=@storage/app/p.png"',
    );
  });
});

describe('javascript (fetch)', () => {
  it('follows Scribe\'s javascript template', () => {
    const [snippet] = exampleRequests(richEndpoint, { baseUrl: 'http://localhost', languages: ['javascript'] });
    expect(snippet!.code).toBe(
      [
        'const url = new URL(',
        '    "http://localhost/api/users/7"',
        ');',
        '',
        'const params = {',
        '    "page": "2",',
        '    "filter[status]": "new one",',
        '    "draft": "0",',
        '};',
        'Object.keys(params)',
        '    .forEach(key => url.searchParams.append(key, params[key]));',
        '',
        'const headers = {',
        '    "Content-Type": "application/json",',
        '    "Accept": "application/json",',
        '};',
        '',
        'let body = {',
        '    "name": "Say \\"hi\\" $HOME",',
        '    "tags": [',
        '        "a"',
        '    ]',
        '};',
        '',
        'fetch(url, {',
        '    method: "POST",',
        '    headers,',
        '    body: JSON.stringify(body),',
        '}).then(response => response.json());',
      ].join('\n'),
    );
  });
});

describe('php (Guzzle)', () => {
  it('follows Scribe\'s php template', () => {
    const [snippet] = exampleRequests(richEndpoint, { baseUrl: 'http://localhost', languages: ['php'] });
    expect(snippet!.code).toBe(
      [
        '$client = new \\GuzzleHttp\\Client();',
        "$url = 'http://localhost/api/users/7';",
        '$response = $client->post(',
        '    $url,',
        '    [',
        "        'headers' => [",
        "            'Content-Type' => 'application/json',",
        "            'Accept' => 'application/json',",
        '        ],',
        "        'query' => [",
        "            'page' => '2',",
        "            'filter[status]' => 'new one',",
        "            'draft' => '0',",
        '        ],',
        "        'json' => [",
        "            'name' => 'Say \"hi\" $HOME',",
        "            'tags' => [",
        "                'a',",
        '            ],',
        '        ],',
        '    ]',
        ');',
        '$body = $response->getBody();',
        'print_r(json_decode((string) $body));',
      ].join('\n'),
    );
  });

  it('calls the method alone when there is nothing to send', () => {
    const [snippet] = exampleRequests(endpoint({ httpMethods: ['DELETE'], headers: {} }), { baseUrl: 'http://h', languages: ['php'] });
    expect(snippet!.code).toContain("$url = 'http://h/api/users/7';\n$response = $client->delete($url);");
  });
});

describe('python (requests)', () => {
  it('follows Scribe\'s python template with Python literals', () => {
    const [snippet] = exampleRequests(
      endpoint({ bodyParameters: { ok: makeParameter({ name: 'ok', type: 'boolean', example: true }), n: makeParameter({ name: 'n', example: null }) } }),
      { baseUrl: 'http://localhost', languages: ['python'] },
    );
    expect(snippet!.code).toBe(
      [
        'import requests',
        'import json',
        '',
        "url = 'http://localhost/api/users/7'",
        '',
        'payload = {',
        '    "ok": True,',
        '    "n": None',
        '}',
        '',
        'headers = {',
        "  'Content-Type': 'application/json',",
        "  'Accept': 'application/json'",
        '}',
        '',
        "response = requests.request('POST', url, headers=headers, json=payload)",
        'response.json()',
      ].join('\n'),
    );
  });
});

describe('extra languages', () => {
  it('renders a language from a Mustache template file and reports languages with none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-tpl-'));
    writeFileSync(join(dir, 'http.mustache'), '{{method}} {{fullUrl}}\n{{#headers}}{{name}}: {{value}}\n{{/headers}}\n{{bodyJson}}\n');
    const templates = new TemplateLibrary(dir);
    const [snippet] = exampleRequests(richEndpoint, { baseUrl: 'http://h', languages: ['http', 'ruby'], templates });
    expect(snippet!.language).toBe('http');
    // A standalone `{{/headers}}` line takes its newline with it (Mustache's spec).
    expect(snippet!.code).toBe(
      'POST http://h/api/users/7?page=2&filter[status]=new+one&draft=\nContent-Type: application/json\nAccept: application/json\n{\n    "name": "Say \\"hi\\" $HOME",\n    "tags": [\n        "a"\n    ]\n}',
    );
    const missing = missingLanguages(['bash', 'http', 'ruby'], templates);
    expect(missing).toHaveLength(1);
    expect(missing[0]!.message).toContain('"ruby"');
  });
});
