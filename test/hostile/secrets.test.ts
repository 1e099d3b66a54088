/**
 * `auth.use_value` in no output, in no encoding. The bridge shop app gets a controller that echoes the
 * credential it is called with in every form an app may use (test/hostile/fixtures/echo: JSON, JSON with
 * `\uXXXX`, JSON inside JSON, URL-encoded links, HTML entities, base64, response headers, an error message),
 * and the real `docgen` runs with response calls through PHP:
 *
 * - bearer auth, `docgen build` of a static site with search (site HTML and JS, search index, collection,
 *   spec, `.docgen/`, the build's own Astro project);
 * - basic auth, `docgen build` of type framework (Blade shell, stored pages, assets, routes file);
 * - a custom header and a query parameter, `docgen extract`, `openapi` and `collection`;
 * - bearer auth again with the calls sent over HTTP to the app served by `php -S` (`responseCalls.baseUrl`).
 *
 * Every form of every secret (for basic auth: the value sent, the decoded `user:password` and the password)
 * is then looked for in the bytes of every file written and in what docgen printed, with search-index files
 * unpacked and HTML files also read as visible text (highlighting splits strings into spans).
 */
import { appendFileSync, cpSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { decodeHTML } from 'entities';
import { afterAll, beforeAll, expect } from 'vitest';
import { closeAllBridges } from '../../src/bridge/shared.ts';
import { copyApp, type TempApp } from '../bridge/support/shop.ts';
import { serveLaravel } from '../framework/support/serve.ts';
import { describePhp, itPhp, type PhpServer } from '../support/php.ts';
import { REPO_SITES, siteProjects } from '../support/site-projects.ts';
import { expectNowhere, outputsUnder, runDocgen, type DocgenRun } from './harness.ts';

const ECHO = fileURLToPath(new URL('./fixtures/echo', import.meta.url));
const PLACEHOLDER = '{YOUR_AUTH_KEY}';

/** Characters that every encoding changes: JSON escapes `"` and (in PHP) `/`, URLs and HTML all of `<&>"+= `. */
const TOKEN = 's3/cr+t=<&>" x';
const BASIC_PAIR = 'alice:pa ss/w+rd<&>"';
const BASIC_VALUE = Buffer.from(BASIC_PAIR).toString('base64');
const HEADER_KEY = 'k/ey+v=al&ue<x>"y';
const QUERY_KEY = 'q/uery+k=ey&<>" z';

/** The bridge shop app with the echo controller, its routes, a database and a config with the given auth. */
function echoApp(auth: Record<string, string>, type: 'static' | 'framework'): TempApp {
  const app = copyApp();
  cpSync(join(ECHO, 'app'), join(app.root, 'app'), { recursive: true });
  appendFileSync(join(app.root, 'routes/api.php'), readFileSync(join(ECHO, 'routes.php'), 'utf8'));
  echoConfig(app, auth, type);
  return app;
}

/** `config/docgen.php`: the echo routes, the spec on, auth as given, and response calls over HTTP when a URL is given. */
function echoConfig(app: TempApp, auth: Record<string, string>, type: 'static' | 'framework', baseUrl?: string): void {
  const php = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  const authEntries = Object.entries(auth).map(([key, value]) => `'${key}' => ${php(value)}`).join(', ');
  writeFileSync(
    join(app.root, 'config/docgen.php'),
    `<?php
return [
    'type' => '${type}',
    'routes' => [['match' => ['prefixes' => ['api/whoami/*'], 'domains' => ['*']]]],
    'openapi' => ['enabled' => true],${baseUrl ? `\n    'responseCalls' => ['baseUrl' => '${baseUrl}'],` : ''}
    'auth' => ['enabled' => true, 'default' => true, ${authEntries}],
];
`,
  );
}

interface Run {
  name: string;
  app: TempApp;
  secrets: string[];
  outputs: Map<string, string>;
}

/** Every file docgen wrote for the app (search-index files unpacked; HTML also as its visible text), and what it printed. */
function gather(app: TempApp, paths: string[], runs: DocgenRun[]): Map<string, string> {
  const outputs = outputsUnder(app.root, paths.map((path) => join(app.root, path)));
  const own = siteProjects().filter((name) => name.startsWith(`${basename(app.root)}-`));
  for (const [path, text] of outputsUnder(REPO_SITES, own.map((name) => join(REPO_SITES, name)))) outputs.set(`(build project) ${path}`, text);
  for (const [path, text] of [...outputs]) {
    const bytes = Buffer.from(text, 'latin1');
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) outputs.set(`${path} (unpacked)`, gunzipSync(bytes).toString('latin1'));
    if (path.endsWith('.html') || path.endsWith('.php')) {
      const visible = decodeHTML(Buffer.from(text, 'latin1').toString('utf8').replace(/<[^>]*>/g, ''));
      outputs.set(`${path} (visible text)`, Buffer.from(visible, 'utf8').toString('latin1'));
    }
  }
  outputs.set('(printed)', Buffer.from(runs.map((r) => r.stdout + r.stderr).join('\n'), 'utf8').toString('latin1'));
  return outputs;
}

/** The forms of a secret an app may send back, written from each encoding's rule. */
const ENCODINGS: Record<string, (secret: string) => string> = {
  'as written': (s) => s,
  'JSON-escaped': (s) => JSON.stringify(s).slice(1, -1),
  'JSON-escaped by PHP (\\/)': (s) => JSON.stringify(s).slice(1, -1).replace(/\//g, '\\/'),
  'JSON with every special character as \\uXXXX (upper-case hex)': (s) => s.replace(/[<>&'"/]/g, (c) => `\\u${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`),
  'JSON with every special character as \\uxxxx (lower-case hex)': (s) => s.replace(/[<>&'"/]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  'JSON inside a JSON string': (s) => JSON.stringify(JSON.stringify(s)).slice(2, -2),
  'URL-encoded (%20)': (s) => encodeURIComponent(s),
  'URL-encoded as a form (+)': (s) => new URLSearchParams({ t: s }).toString().slice(2),
  'URL-encoded with lower-case hex': (s) => encodeURIComponent(s).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
  'URL-encoded twice': (s) => encodeURIComponent(encodeURIComponent(s)),
  'HTML-escaped': (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
  'HTML decimal references': (s) => Array.from(s, (c) => `&#${c.codePointAt(0)};`).join(''),
  'HTML hex references': (s) => Array.from(s, (c) => `&#x${c.codePointAt(0)!.toString(16)};`).join(''),
  'base64': (s) => Buffer.from(s).toString('base64'),
  'base64url': (s) => Buffer.from(s).toString('base64url'),
};

describePhp('auth.use_value reaches no output in any encoding', () => {
  const runs: Run[] = [];
  let server: PhpServer | undefined;

  beforeAll(async () => {
    const bearer = echoApp({ in: 'bearer', use_value: TOKEN }, 'static');
    const bearerRuns = [await runDocgen(['build', '--app', bearer.root, '--verbose'])];
    runs.push({ name: 'bearer, static site', app: bearer, secrets: [TOKEN], outputs: gather(bearer, ['public/docs', '.docgen'], bearerRuns) });

    const basic = echoApp({ in: 'basic', use_value: BASIC_VALUE }, 'framework');
    const basicRuns = [await runDocgen(['build', '--app', basic.root, '--verbose'])];
    const frameworkOutput = ['resources/views/docgen', 'storage/app/docgen', 'public/vendor/docgen', 'routes/docgen.php', '.docgen'];
    runs.push({ name: 'basic, framework', app: basic, secrets: [BASIC_VALUE, BASIC_PAIR, 'pa ss/w+rd<&>"'], outputs: gather(basic, frameworkOutput, basicRuns) });

    for (const [auth, secret] of [[{ in: 'header', name: 'X-Api-Key', use_value: HEADER_KEY }, HEADER_KEY], [{ in: 'query', name: 'api_key', use_value: QUERY_KEY }, QUERY_KEY]] as const) {
      const app = echoApp(auth, 'static');
      const printed = [
        await runDocgen(['extract', '--app', app.root]),
        await runDocgen(['openapi', '--app', app.root, '--out', join(app.root, 'out/openapi.yaml')]),
        await runDocgen(['collection', '--app', app.root, '--out', join(app.root, 'out/collection.json')]),
      ];
      runs.push({ name: `${auth.in}, extract/openapi/collection`, app, secrets: [secret], outputs: gather(app, ['out', '.docgen'], printed) });
    }

    // The app must be served before its config can name the URL: the config is written again once it is.
    const overHttp = echoApp({ in: 'bearer', use_value: TOKEN }, 'static');
    server = await serveLaravel(overHttp.root);
    echoConfig(overHttp, { in: 'bearer', use_value: TOKEN }, 'static', server.url);
    const httpRuns = [await runDocgen(['extract', '--app', overHttp.root]), await runDocgen(['openapi', '--app', overHttp.root, '--out', join(overHttp.root, 'out/openapi.yaml')])];
    runs.push({ name: 'bearer over HTTP, extract/openapi', app: overHttp, secrets: [TOKEN], outputs: gather(overHttp, ['out', '.docgen'], httpRuns) });
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
    await closeAllBridges();
    for (const run of runs) run.app.remove();
  });

  itPhp('every run documented the echoed responses, with the placeholder where the app put the credential', () => {
    expect(runs.map((r) => r.name)).toHaveLength(5);
    for (const run of runs) {
      const spec = [...run.outputs].find(([path]) => path.endsWith('openapi.yaml'))?.[1] ?? '';
      // Nine echo endpoints; all but the basic-auth one answer with the credential in it.
      for (const path of ['/api/whoami/json', '/api/whoami/page', '/api/whoami/headers', '/api/whoami/fails']) expect(spec, `${run.name}: ${path}`).toContain(path);
      expect(spec.split(PLACEHOLDER).length - 1, run.name).toBeGreaterThan(15);
    }
    // The builds' own Astro projects (content store, generated pages) were looked at too.
    for (const run of runs.slice(0, 2)) expect([...run.outputs.keys()].filter((path) => path.startsWith('(build project)')).length, run.name).toBeGreaterThan(0);
    const basicSpec = [...runs[1]!.outputs].find(([path]) => path.endsWith('openapi.yaml'))![1];
    // The user name is not secret: only the password is replaced.
    expect(basicSpec).toMatch(/user\W+alice/);
    expect(basicSpec).toMatch(/password\W+\{YOUR_AUTH_KEY\}/);
  });

  itPhp('the site shows the echoed responses with the placeholder', () => {
    const page = runs[0]!.outputs.get('public/docs/index.html (visible text)') ?? '';
    expect(page).toContain(`"token": "${PLACEHOLDER}"`);
    expect(page).toContain(`Bearer ${PLACEHOLDER}`);
  });

  itPhp('a response call that fails quoting the credential is reported with the placeholder', () => {
    // Basic auth's credential arrives as the whole header value, `Basic <base64>`. (Over HTTP the app's error is
    // only a response body: the bridge is what reports exceptions.)
    for (const run of runs.filter((r) => !r.name.includes('HTTP'))) expect(run.outputs.get('(printed)'), run.name).toMatch(/Token (Basic )?\{YOUR_AUTH_KEY\} is not allowed here/);
  });

  for (const [encoding, encode] of Object.entries(ENCODINGS)) {
    itPhp(`no output holds the credential ${encoding}`, () => {
      expect(runs).toHaveLength(5);
      for (const run of runs) {
        for (const secret of run.secrets) expectNowhere(run.outputs, encode(secret));
      }
    });
  }

  itPhp('no output holds the credential base64-encoded inside a longer text', () => {
    for (const run of runs) {
      for (const secret of run.secrets) {
        const embedded = Buffer.from(`session:${secret}:end`).toString('base64');
        // The characters made of the secret's bits alone (`session:` is 8 bytes: the secret starts at bit 64).
        const core = embedded.slice(Math.ceil((8 * 8) / 6), Math.floor(((8 + Buffer.byteLength(secret)) * 8) / 6));
        expect(core.length).toBeGreaterThan(8);
        expectNowhere(run.outputs, core);
      }
    }
  });
});
