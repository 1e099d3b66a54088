/**
 * `docgen build` without an Astro project: the same build as `astro build` with the integration, run
 * through Astro's programmatic `build()` with an inline config. The project is a cache folder docgen owns
 * (project.ts), the output its `dist/`; the docs then go into the app as its `type` says
 * (a static copy, or the framework view, pages and routes), once, here.
 *
 * Nothing is read from the current folder: Astro, the MDX integration and docgen's own files are all
 * resolved from docgen's location (imports here; project.ts for what Astro and Vite resolve from the
 * project root), so this works when docgen is a dependency of any folder.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { outMisuse, withOutput } from '../../src/cli/out-option.ts';
import { isStaticType } from '../../src/config/output-types.ts';
import { COLLECTION_FILE, OPENAPI_FILE } from '../../src/output/output-files.ts';
import { loadConfig } from '../../src/config/load.ts';
import type { DocgenConfig } from '../../src/config/types.ts';
import type { Diagnostic } from '../../src/model.ts';
import { notALaravelApp } from '../../src/laravel/app-folder.ts';
import { frameworkPaths } from '../../src/output/framework/index.ts';
import { extractApp, releaseExtractionMemory, type ExtractedApp } from '../../src/pipeline.ts';
import { writeDocsIntoApp } from '../build-steps/app-output.ts';
import { filesOfPages } from '../build-steps/kept-pages.ts';
import { docsUrlOf } from '../../src/site-data/public-config.ts';
import { getRuntime } from '../runtime/runtime.ts';
import type { BuildProgress } from '../build-progress.ts';
import { viteSettings } from './vite-settings.ts';
import { guidesFolder, prepareProject, type StandaloneProject } from './project.ts';
import { lockProject } from './project-lock.ts';

/** Astro, MDX and the integration: loaded once the app and its config are known good, so mistakes are reported at once. */
async function loadAstro() {
  // WebAssembly on V8's baseline compiler only. A build runs Astro's compiler (5 MB of Go compiled to
  // WebAssembly) on a dozen small files, and V8 would also recompile its hot functions with its optimizing
  // compiler on other threads: about 0.5 s of CPU and 30 MB more at every build, for nothing it gets back.
  // This process compiles no WebAssembly before this point, and docgen build is one build per process.
  setFlagsFromString('--liftoff-only');
  const [{ build }, { default: docgen }] = await Promise.all([import('astro'), import('../index.ts')]);
  return { build, docgen };
}

export interface StandaloneBuildOptions {
  /** The Laravel app (absolute, or relative to the current folder). */
  app: string;
  /** Settings over the app's config file, with its keys (`type`, `theme`, `static.output_path` …); validated like it. */
  config?: Record<string, unknown>;
  /**
   * Where a static build's docs go (the collection and spec beside them), relative to the current folder;
   * sets `static.output_path`. Only for types `static` and `external_static`.
   */
  out?: string;
  /** Index the docs for search (default true). */
  search?: boolean;
  /** Show Astro's warnings too (default: errors only). */
  verbose?: boolean;
  /** Told of each phase as it happens. */
  progress?: BuildProgress;
  /** Told what the build waits for (another build of the same app), in a sentence. */
  notice?: (text: string) => void;
  /** Folders outside the app that paths named by the app may point into (default: none). */
  allowOutsideFiles?: string[];
}

/** Why a build could not run; `diagnostics` hold the config errors with their key paths, when that was the cause. */
export class FatalBuildError extends Error {
  constructor(
    message: string,
    readonly diagnostics: Diagnostic[] = [],
  ) {
    super(message);
    this.name = 'FatalBuildError';
  }
}

export interface StandaloneBuildResult {
  appRoot: string;
  config: DocgenConfig;
  /** The extraction: groups, diagnostics and its numbers. */
  extracted: ExtractedApp;
  /** HTML pages of the docs. */
  pages: number;
  /** What went where, absolute, for people: `['Docs', '/app/public/docs']`, `['Collection', …]` … */
  locations: Array<[label: string, path: string]>;
  /** Diagnostics of the placement (the framework writer's), beside the extraction's. */
  placementDiagnostics: Diagnostic[];
  /** Milliseconds, whole build. */
  ms: number;
}

/**
 * Builds and places the docs. The current folder is the project's while Astro builds (restored after):
 * run one build at a time per process, on the main thread (worker threads cannot change folder).
 * Throws `FatalBuildError` for what the user must fix first; any other error is a failed build.
 */
export async function buildStandalone(options: StandaloneBuildOptions): Promise<StandaloneBuildResult> {
  const started = Date.now();
  const appRoot = resolve(options.app);
  const overrides = checkedOverrides(appRoot, options);

  // Astro's telemetry is for people who chose Astro; a docgen user did not.
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  options.progress?.start('setup');
  const astro = await loadAstro();
  const unlock = await lockProject(appRoot, () => options.notice?.(`Another docgen build of ${displayPath(appRoot)} is running; this one starts when it is done.`));
  const progress = options.progress;
  const cwd = process.cwd();
  try {
    const project = prepareProject(appRoot);
    const outDir = join(project.root, 'dist');
    // Astro keeps its prerendering chunks in the output folder only when that is inside the current folder
    // (else in `<cwd>/.astro/`, where their imports cannot be resolved): the build runs from the project.
    process.chdir(project.root);
    const extracted = await runAstroBuild(astro, { appRoot, overrides, project, outDir, options });
    const config = extracted.config;
    const docsUrl = docsUrlOf(config);
    const pages = countPages(join(outDir, docsUrl));
    progress?.start('outputs');
    // Moved, but for the group pages, which the next build keeps where they are unless an edit touches them.
    const kept = getRuntime().keptPages;
    const stay = kept?.keys ? filesOfPages(kept.docsDir, kept.keys.keys()) : undefined;
    const placed = writeDocsIntoApp({ appRoot, config, outDir, docsUrl, published: getRuntime().published, placement: { move: true, stay } });
    progress?.end(
      isStaticType(config.type) ? `into ${displayPath(resolve(appRoot, config.static.output_path))}` : `into ${displayPath(appRoot)}, served by Laravel at ${docsUrl}`,
    );
    const locations = locationsOf(appRoot, config);
    return { appRoot, config, extracted, pages, locations, placementDiagnostics: placed.diagnostics, ms: Date.now() - started };
  } finally {
    // The output folder stays for the next build, which writes over it (see build-steps/kept-out-dir.ts).
    process.chdir(cwd);
    await unlock();
  }
}

/** The settings over the app's config, validated before Astro starts: a bad key fails fast, names its path, and nothing is written. */
function checkedOverrides(appRoot: string, options: StandaloneBuildOptions): Record<string, unknown> {
  const notLaravel = notALaravelApp(appRoot);
  if (notLaravel) throw new FatalBuildError(notLaravel);
  const overrides = withOutput(appRoot, options.config ?? {}, options.out);
  const loaded = loadConfig(appRoot, overrides);
  const configErrors = loaded.diagnostics.filter((d) => d.severity === 'error');
  if (configErrors.length) throw new FatalBuildError('The configuration is invalid; nothing was written.', configErrors);
  const misuse = options.out !== undefined ? outMisuse(loaded.config.type) : undefined;
  if (misuse) throw new FatalBuildError(misuse);
  return overrides;
}

interface AstroBuildInput {
  appRoot: string;
  overrides: Record<string, unknown>;
  project: StandaloneProject;
  outDir: string;
  options: StandaloneBuildOptions;
}

/** Astro's build of the project with the integration; the extraction it documented. */
async function runAstroBuild(astro: Awaited<ReturnType<typeof loadAstro>>, input: AstroBuildInput): Promise<ExtractedApp> {
  const { appRoot, overrides, project, outDir, options } = input;
  let extracted: ExtractedApp | undefined;
  const source = async (root: string, configOverrides: Record<string, unknown>) => (extracted = await extractWithProgress(root, configOverrides, options.progress));
  await astro.build({
    configFile: false,
    root: project.root,
    srcDir: project.srcDir,
    outDir,
    cacheDir: project.cacheDir,
    // Astro prints its errors (and with --verbose its warnings); its info log would bury the phases.
    // The summary lists the extraction's warnings once, with file:line.
    logLevel: options.verbose ? 'warn' : 'error',
    integrations: [
      astro.docgen({
        app: appRoot,
        config: overrides,
        guides: guidesFolder(appRoot),
        search: options.search ?? true,
        // --out is the caller's own choice: the docs may go there even outside the app.
        allowOutsideFiles: [...(options.allowOutsideFiles ?? []), ...(options.out !== undefined ? [options.out] : [])].map((folder) => resolve(folder)),
        // Placed by buildStandalone, where its result reaches the summary.
        writeToApp: false,
        // Only this build writes into the project's output folder.
        keepOutDir: true,
        // One build per process: the pages read the API from the extraction, not through Astro's content store.
        apiCollections: false,
        source,
        ...(options.progress ? { progress: options.progress } : {}),
      }),
    ],
    vite: viteSettings(),
  });
  if (!extracted) throw new FatalBuildError('The build ended without reading the app.');
  return extracted;
}

/**
 * The integration's data source: the pipeline, keeping the whole result for the summary; it writes
 * `.docgen/endpoints/*.yaml` as `scribe:generate` writes `.scribe/endpoints`.
 */
async function extractWithProgress(root: string, configOverrides: Record<string, unknown>, progress: BuildProgress | undefined): Promise<ExtractedApp> {
  progress?.start('routes');
  const extracted = await extractApp(root, {
    config: configOverrides,
    writeIntermediate: true,
    progress: {
      routes: (count) => {
        progress?.end(`${count} to document`);
        progress?.start('endpoints', count);
      },
      endpoint: () => progress?.tick(),
    },
  });
  progress?.end(extractionDetail(extracted));
  // A one-shot build reads the app once: the parsed files and classes kept for warm runs in this process
  // (the next process starts from the cache file) would only weigh on the site build's memory.
  releaseExtractionMemory();
  // Astro now bundles the site's code and loads the content collections.
  progress?.start('bundle');
  return extracted;
}

/** `37 in 5 groups, 9 files in .docgen/endpoints` (with how many came unchanged from the run before). */
function extractionDetail(extracted: ExtractedApp): string {
  const { stats, groups } = extracted;
  const reused = stats.reused ? `, ${stats.reused} unchanged` : '';
  const written = stats.written.length ? `; ${stats.written.length} files in .docgen/endpoints` : '';
  return `${stats.endpoints} in ${groups.length} group${groups.length === 1 ? '' : 's'}${reused}${written}`;
}

/** Where the placement put things, by type (the framework paths are the framework writer's own). */
function locationsOf(appRoot: string, config: DocgenConfig): Array<[string, string]> {
  const locations: Array<[string, string]> = [];
  let dataDir: string;
  if (isStaticType(config.type)) {
    dataDir = resolve(appRoot, config.static.output_path);
    locations.push(['Docs', dataDir]);
  } else {
    const paths = frameworkPaths(appRoot, config);
    dataDir = paths.dataDir;
    locations.push(['View', paths.view], ['Pages', paths.pagesDir], ['Assets', paths.assetsDir]);
    if (config.framework.add_routes) locations.push(['Routes', paths.routesFile]);
  }
  const collection = join(dataDir, COLLECTION_FILE);
  const openapi = join(dataDir, OPENAPI_FILE);
  // Each placement replaces or removes what an earlier build left, so what exists is this build's
  // (the external types always publish the spec, whatever openapi.enabled says).
  if (existsSync(collection)) locations.push(['Collection', collection]);
  if (existsSync(openapi)) locations.push(['OpenAPI spec', openapi]);
  return locations;
}

function countPages(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) count++;
  }
  return count;
}

/** A path for people: relative to the current folder when that is shorter. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && rel.length < path.length ? rel : path;
}
