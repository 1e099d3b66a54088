/**
 * Browser tests: real Chromium (Debian's, driven by playwright-core), sites built by the real
 * `astro build`, served by a small static server. Without Chromium the tests skip with a visible
 * message, except under CI=true, where they run (and fail).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { describe } from 'vitest';
import { defaultConfig } from '../../src/config/defaults.ts';
import type { Group } from '../../src/model.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
const mustRun = process.env.CI === 'true';
if (!hasChromium && !mustRun) {
  console.warn(`Chromium is not installed at ${CHROMIUM}: browser tests are skipped (apt-get install chromium).`);
}

/** `describe` for tests that need Chromium: skipped without it, except under CI. */
export const describeBrowser = hasChromium || mustRun ? describe : describe.skip;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export interface FixtureSite {
  /** The Astro project folder. */
  root: string;
  /** The built site. */
  dist: string;
  /** The fake app folder (with a `public/` for the logo). */
  app: string;
}

export interface FixtureOptions {
  name: string;
  groups?: Group[];
  /** Config values over the defaults (the data source's config). */
  config?: Record<string, unknown>;
  /** A real app instead of synthetic groups (its config and endpoints are extracted). */
  app?: string;
  /** Extra integration options, as source text (e.g. `guides: false`). */
  integrationOptions?: string;
  guides?: Record<string, string>;
  /**
   * For `astro dev` tests: put the project under .astro/ (git-ignored) instead of test-results/,
   * which Vite's dev watcher ignores, so that it sees the app and the content store change.
   */
  watchable?: boolean;
}

function merge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? merge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

/** Writes an Astro project that documents the given groups (or app) with the integration and builds it. */
export async function buildFixtureSite(options: FixtureOptions): Promise<FixtureSite> {
  const site = writeFixtureSite(options);
  await runAstroBuild(site.root);
  return site;
}

/**
 * Writes the Astro project only. Synthetic groups go to `<app>/data.json`, read by the data
 * source on every extraction, so editing that file in `astro dev` is an edit of the app.
 */
export function writeFixtureSite(options: FixtureOptions): FixtureSite {
  const root = join(REPO_ROOT, ...(options.watchable ? ['.astro', 'test-sites'] : ['test-results', 'sites']), options.name);
  rmSync(root, { recursive: true, force: true });
  const app = options.app ?? join(root, 'app');
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(join(app, 'public'), { recursive: true });
  const integration = join(REPO_ROOT, 'integration', 'index.ts');
  const loaders = join(REPO_ROOT, 'integration', 'loaders.ts');
  let sourceOption = '';
  if (options.groups) {
    const config = merge(defaultConfig() as unknown as Record<string, unknown>, options.config ?? {});
    writeFileSync(join(app, 'data.json'), JSON.stringify({ config, groups: options.groups, diagnostics: [], appName: 'Fixture API', appUrl: 'http://localhost' }));
    sourceOption = `source: (appRoot) => JSON.parse(readFileSync(appRoot + '/data.json', 'utf8')),`;
  }
  const guidesDir = join(root, 'guides');
  if (options.guides) {
    mkdirSync(guidesDir, { recursive: true });
    for (const [file, text] of Object.entries(options.guides)) writeFileSync(join(guidesDir, file), text);
  }
  writeFileSync(
    join(root, 'astro.config.mjs'),
    `import { readFileSync } from 'node:fs';
import mdx from '@astrojs/mdx';
import { defineConfig } from 'astro/config';
import docgen from ${JSON.stringify(integration)};
export default defineConfig({
  integrations: [mdx(), docgen({ app: ${JSON.stringify(app)}, ${sourceOption} guides: ${options.guides ? JSON.stringify(guidesDir) : 'false'}, ${options.app && options.config ? `config: ${JSON.stringify(options.config)},` : ''} ${options.integrationOptions ?? ''} })],
});
`,
  );
  writeFileSync(join(root, 'src', 'content.config.ts'), `import { docgenCollections } from ${JSON.stringify(loaders)};\nexport const collections = { ...docgenCollections() };\n`);
  return { root, dist: join(root, 'dist'), app };
}

export function runAstroBuild(root: string): Promise<{ stdout: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolvePromise, reject) => {
    execFile(
      process.execPath,
      [join(REPO_ROOT, 'node_modules', 'astro', 'astro.js'), 'build', '--root', root],
      { cwd: root, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, maxBuffer: 64 * 1024 * 1024, timeout: 600_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`astro build failed in ${root}:\n${stdout}\n${stderr}`));
        else resolvePromise({ stdout, ms: Date.now() - started });
      },
    );
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.yaml': 'application/yaml', '.wasm': 'application/wasm', '.png': 'image/png', '.svg': 'image/svg+xml',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Serves a folder over HTTP on a free loopback port (directories serve their index.html). */
export function serveStatic(dir: string): Promise<StaticServer> {
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(resolve(dir))) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolvePromise) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolvePromise({ url: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

/** Where screenshots go (the tests write them; people look at them). */
export function screenshotPath(name: string): string {
  const dir = join(REPO_ROOT, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

export const AXE_SOURCE = () => readFileSync(join(REPO_ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');


