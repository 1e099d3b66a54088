/**
 * The docgen Astro integration: `integrations: [docgen({ app: './my-laravel-app' })]`.
 *
 * It reads the app once when Astro starts (config and endpoints), shares the result with the
 * content loaders (`laravel-docgen/loaders`) and the injected routes, and after a build indexes the docs
 * for search and puts them into the app as its `type` says (a static copy, or the framework view,
 * pages, assets and routes). This file only wires; each concern lives in its own module.
 */
import { allowOutsideFiles } from '../src/app-files.ts';
import { isExternalType, isStaticType } from '../src/config/output-types.ts';
import { COLLECTION_FILE, LLMS_FILE, LLMS_FULL_FILE, MCP_FILE, OPENAPI_FILE } from '../src/output/output-files.ts';
import { existsSync, rmSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { CodeHighlighter } from '../src/site-data/code-highlighter.ts';
import { RenderCache } from '../src/site-data/render-cache.ts';
import { KeptPieces } from '../src/extract/kept-pieces.ts';
import { packageFile, packageRoot } from '../src/package-root.ts';
import { missingLanguages } from '../src/snippets/index.ts';
import { TemplateLibrary, appTemplatesDir } from '../src/snippets/templates.ts';
import { compiledPageKit } from './build-steps/compiled-page-kit.ts';
import { dataStoreAsJson } from './build-steps/data-store-module.ts';
import { appPublicFile, copyPublicFiles, servePublicFiles, type PublicFile } from './build-steps/public-files.ts';
import { rendererFiles } from './themes/external/renderer-files.ts';
import { renderStamp } from './build-steps/render-stamp.ts';
import { indexDocs, searchBundleDir } from './build-steps/search-index.ts';
import { markBuildStart, removeFilesOfEarlierBuilds } from './build-steps/kept-out-dir.ts';
import { filesOfPages, keptPagesFile, takeKeptPages, writeKeptPages } from './build-steps/kept-pages.ts';
import { writeDocsIntoApp } from './build-steps/app-output.ts';
import { parseOptions, type DocgenOptions, type ResolvedOptions } from './options.ts';
import { publicConfig, type PublicConfig } from '../src/site-data/public-config.ts';
import type { SiteSource } from '../src/site-data/site-source.ts';
import { externalThemeName } from './themes/choice.ts';
import { rendererAttributes } from './themes/external/renderers.ts';
import { setRuntime, summarise, type DocgenRuntime } from './runtime/runtime.ts';
// Astro's logger prints the level itself.
import { diagnosticLocationAndMessage as formatDiagnostic } from '../src/diagnostic-text.ts';
import { defaultSource } from './source.ts';
import { virtualConfigPlugin } from './virtual-config.ts';
import { virtualContentPlugin } from './virtual-content.ts';

export type { DocgenOptions } from './options.ts';

// By docgen's folder, not this module's: it also runs compiled, from `lib/`.
const route = (file: string) => packageFile('integration', 'routes', file);

type SetupParams = Parameters<NonNullable<AstroIntegration['hooks']['astro:config:setup']>>[0];
type Logger = SetupParams['logger'];

export default function docgen(input: DocgenOptions): AstroIntegration {
  const options = parseOptions(input);
  let runtime: DocgenRuntime | undefined;
  let publicFiles: PublicFile[] = [];

  return {
    name: 'docgen',
    hooks: {
      'astro:config:setup': async (params) => {
        const set = await setUp(options, params);
        runtime = set.runtime;
        publicFiles = set.publicFiles;
        setRuntime(runtime);
        configureAstro(params, runtime, () => publicFiles);
        injectRoutes(params.injectRoute, runtime.config);
      },

      'astro:server:start': ({ address, logger }) => {
        if (!runtime) return;
        // Astro prints the site's root, where a docs-only project has no page: say where the docs are.
        const host = ['::', '0.0.0.0', '::1', '127.0.0.1'].includes(address.address) ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
        logger.info(`Docs: http://${host}:${address.port}${runtime.config.docsUrl}/`);
      },

      'astro:build:start': () => {
        if (!runtime?.options.keepOutDir) return;
        markBuildStart(buildStartMarker(runtime));
        if (runtime.keptPages) runtime.keptPages.last = takeKeptPages(keptPagesFile(runtime.cacheDir));
      },

      'astro:build:done': async ({ dir, logger }) => {
        if (!runtime) return;
        const outDir = fileURLToPath(dir);
        const docsDir = join(outDir, runtime.config.docsUrl);
        const searched = runtime.config.search && !isExternalType(runtime.config.type);
        // The search step brings its folder up to date itself, keeping the links an earlier build placed.
        const kept = runtime.keptPages;
        const keptFiles = filesOfPages(docsDir, kept?.unchanged ?? []);
        if (runtime.options.keepOutDir) removeFilesOfEarlierBuilds(outDir, buildStartMarker(runtime), { folder: searched ? searchBundleDir(docsDir) : undefined, files: keptFiles });
        copyPublicFiles(publicFiles, outDir);
        runtime.highlighter.save();
        runtime.renderCache.save();
        runtime.markdownPieces.save();
        if (searched) await indexForSearch(runtime, docsDir, logger);
        if (runtime.options.writeToApp) await placeIntoApp(runtime, outDir, logger);
        // Last: only a build that went through vouches for its pages.
        if (kept?.keys) writeKeptPages(keptPagesFile(runtime.cacheDir), kept.keys, kept.docsDir);
      },
    },
  };
}

/** Reads the app (config and endpoints) and works out everything the pages and routes share. */
async function setUp(options: ResolvedOptions, { config: astro, updateConfig, logger }: SetupParams): Promise<{ runtime: DocgenRuntime; publicFiles: PublicFile[] }> {
  const root = fileURLToPath(astro.root);
  const appRoot = isAbsolute(options.app) ? options.app : resolve(root, options.app);
  if (!existsSync(appRoot)) throw new Error(`docgen option "app": ${appRoot} does not exist.`);
  allowOutsideFiles(appRoot, options.allowOutsideFiles.map((folder) => resolve(root, folder)));
  const extraction = extractionOf(options, appRoot, logger);
  const first = await extraction.current();
  logger.info(`Documenting ${summarise(first.diagnostics, first.groups)} from ${appRoot}`);

  const guidesDir = options.guides === false ? undefined : resolve(root, options.guides);
  const hasGuides = guidesDir !== undefined && existsSync(guidesDir);
  // Guides may be MDX: add Astro's MDX integration (docgen's own dependency) unless the project has it. Without
  // guides it is not loaded: 0.1 s of CPU at every build for a renderer nothing uses.
  if (hasGuides && !astro.integrations.some((integration) => integration.name === '@astrojs/mdx')) {
    const { default: mdx } = await import('@astrojs/mdx');
    updateConfig({ integrations: [mdx()] });
  }
  const templatesDir = options.exampleTemplates ? resolve(root, options.exampleTemplates) : appTemplatesDir(appRoot);
  const config = publicConfig(first, options, appRoot, hasGuides);
  const templates = new TemplateLibrary(templatesDir, options.exampleTemplates ? templatesDir : appRoot);
  for (const d of missingLanguages(config.exampleLanguages, templates)) logger.warn(formatDiagnostic(d));
  const publicFiles = publicFilesOf(config, appRoot, first, logger);

  const cacheDir = join(root, 'node_modules', '.cache', 'docgen');
  // The whole-JSON files these caches were kept in before (80 MB at 5,000 endpoints), read by nothing now.
  for (const former of ['highlight.json', 'endpoint-html.json']) rmSync(join(cacheDir, former), { force: true });
  const stamp = renderStamp({
    packageRoot: packageRoot(),
    // The date of the last update is on no endpoint, and would otherwise drop the HTML every day.
    config: { ...config, lastUpdated: undefined },
    templateFiles: config.exampleLanguages.map((language) => templates.pathOf(language) ?? ''),
  });
  const runtime: DocgenRuntime = {
    options,
    appRoot,
    templatesDir,
    guidesDir: hasGuides ? guidesDir : undefined,
    config,
    highlighter: new CodeHighlighter(config.codeThemes, join(cacheDir, 'highlight.v8')),
    renderCache: new RenderCache(stamp, join(cacheDir, 'endpoint-html.v8')),
    markdownPieces: KeptPieces.open(join(cacheDir, 'endpoint-markdown.v8'), 'endpoint-markdown'),
    templates,
    cacheDir,
    loaderRan: false,
    ...(options.keepOutDir ? { keptPages: { docsDir: join(fileURLToPath(astro.outDir), config.docsUrl), stamp, last: new Map() } } : {}),
    published: {},
    ...extraction,
  };
  return { runtime, publicFiles };
}

/** The latest extraction, and a way to extract again after an edit (`astro dev`). */
function extractionOf(options: ResolvedOptions, appRoot: string, logger: Logger): Pick<DocgenRuntime, 'current' | 'refresh'> {
  const extract = options.source ?? defaultSource;
  const load = async () => {
    const source = await extract(appRoot, options.config);
    for (const d of source.diagnostics.filter((x) => x.severity !== 'notice')) logger.warn(formatDiagnostic(d));
    return source;
  };
  let current: Promise<SiteSource> = load();
  let refreshing: Promise<SiteSource> | undefined;
  return {
    current: () => current,
    refresh: () => {
      // Both loaders react to the same edit: one extraction serves them both.
      refreshing ??= load().finally(() => setTimeout(() => (refreshing = undefined), 200));
      current = refreshing;
      return refreshing;
    },
  };
}

/**
 * Files the docs take from outside the project: the logo, docgen's icon (unless the config names one, so
 * that no page asks for a missing /favicon.ico) and, for the external types, the renderer's bundle (whose
 * files and attributes go into the public config).
 */
function publicFilesOf(config: PublicConfig, appRoot: string, source: SiteSource, logger: Logger): PublicFile[] {
  const files: PublicFile[] = [];
  if (config.logo?.publicFile) {
    const file = appPublicFile(appRoot, config.logo.publicFile, config.logo.src);
    if (file) files.push(file);
    else logger.warn(`logo: ${config.logo.publicFile} is not in ${join(appRoot, 'public')}; the page links to ${config.logo.src} as it is.`);
  }
  if (!source.config.favicon) files.push({ urlPath: config.favicon, source: packageFile('integration', 'assets', 'favicon.svg') });
  if (isExternalType(config.type)) {
    const theme = externalThemeName(config.theme);
    const renderer = rendererFiles(theme, config.docsUrl);
    files.push(...renderer.files);
    config.renderer = renderer.assets;
    const attributes = rendererAttributes(theme, config.htmlAttributes);
    config.htmlAttributes = attributes.attributes;
    for (const warning of attributes.warnings) logger.warn(warning);
  }
  return files;
}

function configureAstro({ config: astro, updateConfig }: SetupParams, runtime: DocgenRuntime, publicFiles: () => PublicFile[]): void {
  const config = runtime.config;
  updateConfig({
    vite: {
      plugins: [
        virtualConfigPlugin(() => runtime.config),
        // The collections docgenCollections() defines: the API's unless apiCollections is off, the guides when there are some.
        virtualContentPlugin(() => runtime.options.apiCollections || runtime.guidesDir !== undefined),
        servePublicFiles(publicFiles),
        dataStoreAsJson(fileURLToPath(new URL('data-store.json', astro.cacheDir))),
        compiledPageKit(),
      ],
      // Astro empties its output folder before a build unless told not to.
      ...(runtime.options.keepOutDir ? { build: { emptyOutDir: false } } : {}),
    },
    // Guides' code blocks in the same themes as the endpoints'.
    markdown: { shikiConfig: { themes: { light: config.codeThemes.light, dark: config.codeThemes.dark } } },
    // A static build is copied into the app and served from its docs folder, so its assets live there too.
    ...(isStaticType(config.type) ? { build: { assets: `${config.docsUrl.replace(/^\//, '')}/_astro`.replace(/^\//, '') } } : {}),
  });
}

function injectRoutes(injectRoute: SetupParams['injectRoute'], config: PublicConfig): void {
  const base = config.docsUrl;
  injectRoute({ pattern: `${base}/[...slug]`, entrypoint: route(isExternalType(config.type) ? 'external.astro' : 'docs.astro'), prerender: true });
  if (config.collection) injectRoute({ pattern: `${base}/${COLLECTION_FILE}`, entrypoint: route('collection.json.ts'), prerender: true });
  if (config.openapi) injectRoute({ pattern: `${base}/${OPENAPI_FILE}`, entrypoint: route('openapi.yaml.ts'), prerender: true });
  // Docs for agents: llms.txt, every endpoint in one Markdown file, and the Markdown twin of each page (with an
  // external renderer, of each page docgen's own theme would have: the renderer's page links the first).
  injectRoute({ pattern: `${base}/${LLMS_FILE}`, entrypoint: route('llms.txt.ts'), prerender: true });
  injectRoute({ pattern: `${base}/${LLMS_FULL_FILE}`, entrypoint: route('llms-full.txt.ts'), prerender: true });
  injectRoute({ pattern: `${base}/[...twin]`, entrypoint: route('page.md.ts'), prerender: true });
  if (config.mcp) injectRoute({ pattern: `${base}/${MCP_FILE}`, entrypoint: route('mcp.json.ts'), prerender: true });
}

/** The file whose change time stamps the start of a build whose output folder is kept. */
const buildStartMarker = (runtime: DocgenRuntime) => join(runtime.cacheDir, 'build-started');

async function indexForSearch(runtime: DocgenRuntime, docsDir: string, logger: Logger): Promise<void> {
  const progress = runtime.options.progress;
  progress?.start('search');
  const started = Date.now();
  const result = await indexDocs(docsDir, runtime.searchDocuments ?? [], join(runtime.cacheDir, 'search-bundle'), runtime.endpointHtmlByPage);
  for (const error of result.errors) logger.warn(`search index: ${error}`);
  const counted = `${result.pages} page${result.pages === 1 ? '' : 's'} and ${result.endpoints} endpoint${result.endpoints === 1 ? '' : 's'}`;
  progress?.end(`${counted} indexed`);
  logger.info(`Search index: ${counted} in ${Date.now() - started} ms`);
}

async function placeIntoApp(runtime: DocgenRuntime, outDir: string, logger: Logger): Promise<void> {
  const source = await runtime.current();
  let written: ReturnType<typeof writeDocsIntoApp>;
  try {
    written = writeDocsIntoApp({ appRoot: runtime.appRoot, config: source.config, outDir, docsUrl: runtime.config.docsUrl, published: runtime.published });
  } catch (error) {
    throw new Error(`docgen: the docs were built but could not be written into ${runtime.appRoot} (type "${source.config.type}"): ${(error as Error).message}`);
  }
  for (const d of written.diagnostics) (d.severity === 'notice' ? logger.info : logger.warn).call(logger, formatDiagnostic(d));
  logger.info(written.summary);
}
