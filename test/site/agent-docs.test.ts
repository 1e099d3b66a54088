/**
 * Docs for agents, from one real `docgen build` of a copy of the sample app (with `mcp.enabled`): `llms.txt`,
 * `llms-full.txt`, the Markdown twin of each page (linked from its head, with the same parameters as the HTML)
 * and `mcp.json`; none of them carries the app's real credential (`auth.use_value`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Endpoint } from '../../src/model.ts';
import { extractApp } from '../../src/pipeline.ts';
import { docgenBuild } from '../cli-build/support.ts';
import { copySampleApp, USE_VALUE } from '../e2e/support.ts';

let docs: string;
let endpoints: Endpoint[];

beforeAll(async () => {
  const app = copySampleApp();
  const configFile = join(app, 'config/docgen.php');
  writeFileSync(configFile, readFileSync(configFile, 'utf8').replace("'openapi' => [", "'mcp' => ['enabled' => true],\n\n    'openapi' => ["));
  const run = await docgenBuild(['--app', app]);
  if (run.code !== 0) throw new Error(`docgen build failed:\n${run.stdout}\n${run.stderr}`);
  docs = join(app, 'public/docs');
  endpoints = (await extractApp(app)).groups.flatMap((g) => g.endpoints);
}, 300_000);

const read = (file: string) => readFileSync(join(docs, file), 'utf8');
const htmlPages = () => readdirSync(docs, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html') && !f.startsWith('_astro'));

/** The parameter names of each endpoint of an HTML page, per section heading (`Body Parameters` …). */
function htmlParameters(html: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const part of html.split('<section class="endpoint" data-endpoint="').slice(1)) {
    const id = part.slice(0, part.indexOf('"'));
    let heading = '';
    for (const match of part.matchAll(/<h3>([^<]*)<\/h3>|<code class="field-name">([^<]*)<\/code>/g)) {
      if (match[1] !== undefined) heading = match[1];
      else if (/Parameters$/.test(heading)) result.set(`${id} ${heading}`, [...(result.get(`${id} ${heading}`) ?? []), match[2]!]);
    }
  }
  return result;
}

/** The parameter tables of a Markdown page, per endpoint and heading, names as the HTML shows them (last segment). */
function markdownParameters(markdown: string, methodsOf: Map<string, string>): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let endpoint = '';
  let heading = '';
  for (const line of markdown.split('\n')) {
    const url = /^`([A-Z|]+) http:\/\/localhost:8000\/(\S+)`$/.exec(line);
    if (url) endpoint = methodsOf.get(`${url[1]!.split('|')[0]} /${url[2]}`) ?? '';
    const head = /^#### (URL|Query|Body) parameters$/.exec(line);
    if (head) heading = `${head[1]} Parameters`;
    else if (line.startsWith('#')) heading = '';
    const row = /^\| `([^`]+)` \| `/.exec(line);
    if (row && heading) {
      const key = `${endpoint} ${heading}`;
      result.set(key, [...(result.get(key) ?? []), row[1]!.split('.').pop()!.replace(/^\[\]$/, '').replace(/\[\]$/, '')]);
    }
  }
  return result;
}

describe('docs for agents', () => {
  it('llms.txt has the title, the description and a line with a link per group and endpoint', () => {
    const text = read('llms.txt');
    expect(text.startsWith('# Bookshop API\n> Browse the catalogue, manage your account and order books.\n')).toBe(true);
    for (const endpoint of endpoints) {
      const line = text.split('\n').find((l) => l.startsWith(`- [${endpoint.httpMethods.join('|')} /${endpoint.uri}](/docs/index.md#`));
      expect(line, endpoint.id).toBeDefined();
      expect(line).toContain(endpoint.metadata.title);
    }
    expect(text).toContain('- [Books](/docs/index.md#books): every endpoint of the group');
  });

  it('llms-full.txt documents every endpoint: title, method and URL, authentication', () => {
    const text = read('llms-full.txt');
    for (const endpoint of endpoints) {
      const at = text.indexOf(`\`${endpoint.httpMethods.join('|')} http://localhost:8000/${endpoint.uri}\``);
      expect(at, endpoint.id).toBeGreaterThan(0);
      expect(text.slice(0, at)).toContain(`### ${endpoint.metadata.title}\n`);
      expect(text.slice(at).split('\n')[2]).toMatch(endpoint.metadata.authenticated ? /^Requires authentication\./ : /^No authentication\./);
    }
  });

  it('each HTML page links its Markdown twin, which has the same parameters', () => {
    const methodsOf = new Map(endpoints.map((e) => [`${e.httpMethods[0]} /${e.uri}`, e.id]));
    const pages = htmlPages();
    expect(pages.length).toBeGreaterThan(0);
    let compared = 0;
    for (const page of pages) {
      const html = read(page);
      const twin = page === 'index.html' ? 'index.md' : page.replace(/\/index\.html$/, '.md');
      expect(html).toContain(`<link rel="alternate" type="text/markdown" href="/docs/${twin}">`);
      const fromHtml = htmlParameters(html);
      const fromMarkdown = markdownParameters(read(twin), methodsOf);
      expect([...fromMarkdown.keys()].sort()).toEqual([...fromHtml.keys()].sort());
      for (const [key, names] of fromHtml) expect(fromMarkdown.get(key), key).toEqual(names);
      compared += fromHtml.size;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('mcp.json has one tool per operation of the spec, the auth placement and a runner', () => {
    const mcp = JSON.parse(read('mcp.json')) as {
      auth: { in: string; name: string; value: string };
      tools: Array<{ name: string; method: string; path: string; requiresAuth: boolean; inputSchema: { properties: Record<string, unknown>; required?: string[] } }>;
      mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
    };
    const spec = parseYaml(read('openapi.yaml')) as { paths: Record<string, Record<string, { operationId: string }>> };
    const operations = Object.values(spec.paths).flatMap((item) => Object.entries(item).filter(([key]) => key !== 'parameters').map(([, op]) => op.operationId));
    expect(mcp.tools.map((t) => t.name).sort()).toEqual([...operations].sort());
    expect(mcp.auth).toEqual({ in: 'header', name: 'Authorization', value: 'Bearer {YOUR_AUTH_KEY}' });
    const store = mcp.tools.find((t) => t.method === 'POST' && t.path === '/api/orders')!;
    expect(store.requiresAuth).toBe(true);
    expect(store.inputSchema.required).toContain('body');
    expect(mcp.tools.find((t) => t.method === 'GET' && t.path === '/api/books/{id}')!.inputSchema.required).toEqual(['id']);
    expect(Object.values(mcp.mcpServers)[0]).toMatchObject({ command: 'npx', env: { OPENAPI_SPEC_PATH: '/docs/openapi.yaml', API_HEADERS: 'Authorization:Bearer {YOUR_AUTH_KEY}' } });
  });

  it('never writes the real credential, in any byte of any file', () => {
    const needle = Buffer.from(USE_VALUE);
    for (const file of readdirSync(docs, { recursive: true, encoding: 'utf8' })) {
      const path = join(docs, file);
      if (statSync(path).isFile()) expect(readFileSync(path).includes(needle), file).toBe(false);
    }
  });
});
