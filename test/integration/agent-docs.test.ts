/**
 * Docs for agents, from one real `docgen build` of a copy of the sample app (with `mcp.enabled`) per output type that
 * has a site — `static` (files in public/docs) and `framework` (stored in the app, served by routes/docgen.php):
 * `llms.txt`, `llms-full.txt`, the Markdown twin of each page (linked from its head, with the same parameters as
 * the HTML) and `mcp.json`; none of them carries the app's real credential (`auth.use_value`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Endpoint } from '../../src/model.ts';
import { extractApp } from '../../src/pipeline.ts';
import { docgenBuild } from '../cli-build/support.ts';
import { copySampleApp, USE_VALUE } from '../e2e/support.ts';

/** What a build published, by URL path below the site root (`/docs/llms.txt`), and the files it wrote. */
interface Published {
  /** The body served at a URL, or undefined when nothing is. */
  at(url: string): string | undefined;
  /** The HTML pages, by URL. */
  pages: Map<string, string>;
  /** Every file written, for the credential check. */
  files: string[];
}

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => statSync(path).isFile());

/** Static: the docs folder as a web server serves it. */
function staticSite(app: string): Published {
  const docs = join(app, 'public/docs');
  const file = (url: string) => join(docs, url.replace(/^\/docs\/?/, ''));
  const pages = new Map(
    filesUnder(docs)
      .filter((path) => path.endsWith('.html') && !path.includes('/_astro/'))
      .map((path) => [`/docs/${path.slice(docs.length + 1).replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, ''), readFileSync(path, 'utf8')]),
  );
  return { at: (url) => (statSync(file(url), { throwIfNoEntry: false })?.isFile() ? readFileSync(file(url), 'utf8') : undefined), pages, files: filesUnder(docs) };
}

/** Framework: what routes/docgen.php maps each URL to, read from storage/app/docgen as Laravel would. */
function frameworkSite(app: string): Published {
  const routes = readFileSync(join(app, 'routes/docgen.php'), 'utf8');
  const storage = join(app, 'storage/app/docgen');
  const pages = new Map([...routes.matchAll(/^ {8}'([^']*)' => '([^']+\.html)',$/gm)].map(([, uri, file]) => [`/${uri}`, readFileSync(join(storage, 'pages', file!), 'utf8')]));
  const documents = new Map([...routes.matchAll(/^ {8}'([^']*)' => \['([^']+)', '[^']+'\],$/gm)].map(([, uri, file]) => [`/${uri}`, join(storage, 'documents', file!)]));
  const served = (url: string) => (url === '/docs/openapi.yaml' ? join(storage, 'openapi.yaml') : documents.get(url));
  return { at: (url) => (served(url) ? readFileSync(served(url)!, 'utf8') : undefined), pages, files: [...filesUnder(storage), ...filesUnder(join(app, 'public')), join(app, 'routes/docgen.php')] };
}

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

describe.each(['static', 'framework', 'external_static', 'external_framework'] as const)('docs for agents, type %s', (type) => {
  const external = type.startsWith('external');
  let site: Published;
  let endpoints: Endpoint[];
  const read = (url: string) => {
    const body = site.at(url);
    if (body === undefined) throw new Error(`nothing is served at ${url}`);
    return body;
  };

  beforeAll(async () => {
    const app = copySampleApp();
    const configFile = join(app, 'config/docgen.php');
    const config = readFileSync(configFile, 'utf8').replace("'openapi' => [", "'mcp' => ['enabled' => true],\n\n    'openapi' => [");
    const typed = config.replace("'type' => 'static',", `'type' => '${type}',`);
    // An external renderer needs a theme of its own.
    writeFileSync(configFile, external ? typed.replace("'theme' => 'default',", "'theme' => 'scalar',") : typed);
    const run = await docgenBuild(['--app', app]);
    if (run.code !== 0) throw new Error(`docgen build failed:\n${run.stdout}\n${run.stderr}`);
    site = type.endsWith('static') ? staticSite(app) : frameworkSite(app);
    endpoints = (await extractApp(app)).groups.flatMap((g) => g.endpoints);
  }, 300_000);

  it('llms.txt has the title, the description and a line with a link per group and endpoint', () => {
    const text = read('/docs/llms.txt');
    expect(text.startsWith('# Bookshop API\n> Browse the catalogue, manage your account and order books.\n')).toBe(true);
    for (const endpoint of endpoints) {
      const line = text.split('\n').find((l) => l.startsWith(`- [${endpoint.httpMethods.join('|')} /${endpoint.uri}](/docs/index.md#`));
      expect(line, endpoint.id).toBeDefined();
      expect(line).toContain(endpoint.metadata.title);
    }
    expect(text).toContain('- [Books](/docs/index.md#books): every endpoint of the group');
  });

  it('llms-full.txt documents every endpoint: title, method and URL, authentication', () => {
    const text = read('/docs/llms-full.txt');
    for (const endpoint of endpoints) {
      const at = text.indexOf(`\`${endpoint.httpMethods.join('|')} http://localhost:8000/${endpoint.uri}\``);
      expect(at, endpoint.id).toBeGreaterThan(0);
      expect(text.slice(0, at)).toContain(`### ${endpoint.metadata.title}\n`);
      expect(text.slice(at).split('\n')[2]).toMatch(endpoint.metadata.authenticated ? /^Requires authentication\./ : /^No authentication\./);
    }
  });

  it('every endpoint line of llms.txt links a Markdown twin that is served and documents the endpoint', () => {
    const text = read('/docs/llms.txt');
    for (const endpoint of endpoints) {
      const link = new RegExp(`^- \\[${endpoint.httpMethods.join('\\|')} /${endpoint.uri.replace(/[{}?]/g, '\\$&')}\\]\\(([^)#]+)#`, 'm').exec(text)?.[1];
      expect(link, endpoint.id).toBeDefined();
      expect(read(link!), endpoint.id).toContain(`\`${endpoint.httpMethods.join('|')} http://localhost:8000/${endpoint.uri}\``);
    }
  });

  // An external renderer's one page stands for the whole docs; docgen's own theme has a page per group.
  if (external) {
    it("the external renderer's page links the first twin", () => {
      expect(site.pages.get('/docs')).toContain('<link rel="alternate" type="text/markdown" href="/docs/index.md">');
    });
  } else it('each HTML page links its Markdown twin, which has the same parameters', () => {
    const methodsOf = new Map(endpoints.map((e) => [`${e.httpMethods[0]} /${e.uri}`, e.id]));
    expect(site.pages.size).toBeGreaterThan(0);
    let compared = 0;
    for (const [url, html] of site.pages) {
      const twin = url === '/docs' ? '/docs/index.md' : `${url}.md`;
      expect(html).toContain(`<link rel="alternate" type="text/markdown" href="${twin}">`);
      const fromHtml = htmlParameters(html);
      const fromMarkdown = markdownParameters(read(twin), methodsOf);
      expect([...fromMarkdown.keys()].sort()).toEqual([...fromHtml.keys()].sort());
      for (const [key, names] of fromHtml) expect(fromMarkdown.get(key), key).toEqual(names);
      compared += fromHtml.size;
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('mcp.json has one tool per operation of the spec, the auth placement and a runner', () => {
    const mcp = JSON.parse(read('/docs/mcp.json')) as {
      auth: { in: string; name: string; value: string };
      tools: Array<{ name: string; method: string; path: string; requiresAuth: boolean; inputSchema: { properties: Record<string, unknown>; required?: string[] } }>;
      mcpServers: Record<string, { command: string; args: string[]; env: Record<string, string> }>;
    };
    const spec = parseYaml(read('/docs/openapi.yaml')) as { paths: Record<string, Record<string, { operationId: string }>> };
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
    expect(site.files.length).toBeGreaterThan(5);
    for (const path of site.files) expect(readFileSync(path).includes(needle), path).toBe(false);
  });
});
