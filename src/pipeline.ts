/**
 * The extraction pipeline, what every output calls:
 * config → routes (discovered statically) → matched routes → stages per route → overrides and custom endpoints
 * → groups in the configured order → optionally `.docgen/endpoints/*.yaml`.
 *
 * Per-endpoint problems are diagnostics and the run goes on; an invalid config throws a `ConfigError` before
 * anything is read or written. Warm runs reuse the route list, the controller facts of matching and every
 * endpoint whose route and source files are unchanged (endpoint-cache.ts), in the same process and, through a
 * cache file, in the next one (persistent-cache.ts); within a process also every parse (the PHP layer's cache).
 */
import { resolve } from 'node:path';
import { allowedOutsideFolders, allowOutsideFiles, keepingRealFolders } from './app-files.ts';
import { readAppInfo } from './config/app-info.ts';
import { appEnv } from './config/env.ts';
import { ConfigError, configHasErrors, loadConfig } from './config/load.ts';
import type { ConfigOverrides, DocgenConfig } from './config/types.ts';
import { createExampleGenerator } from './examples/generator.ts';
import { effectiveSeed } from './examples/seed.ts';
import { clearRouteCache, documentedRoutes, keptRoutes, seedRoutes, type Discovered, type RouteOptions } from './extract/app-routes.ts';
import { authToken } from './extract/auth.ts';
import { ControllerFactsCache } from './extract/controller-facts-cache.ts';
import { EndpointCache, routeSignatures, seedRouteSignatures, type ReusedResult } from './extract/endpoint-cache.ts';
import { KeptPieces } from './extract/kept-pieces.ts';
import { cacheFileOf, cacheFolder, intermediateFileOf, readKeptRoutes, readPersisted, resultsFileOf, routesFileOf, touchPersisted, writeKeptRoutes, writePersisted } from './extract/persistent-cache.ts';
import { isHttpStatus, keepStatus } from './extract/response-status.ts';
import { FileStamps } from './extract/file-stamps.ts';
import { resolveStrategies, type StrategyOptions } from './extract/resolve-strategies.ts';
import { runStages, type EndpointResult } from './extract/run-stages.ts';
import type { AppContext } from './extract/strategy.ts';
import { contentDigest, noteContentDigest } from './endpoint/content-digest.ts';
import { stopwatch } from './stopwatch.ts';
import { appSchema, DATABASE_SCHEMA, keepSchemasIn } from './laravel/migrations/kept-schema.ts';
import { keepFunctionSpansIn } from './laravel/app-functions.ts';
import type { FunctionSpans } from './php/function-slices.ts';
import type { DatabaseSchema } from './laravel/migrations/read-migrations.ts';
import { keepRegistryPartsIn, registryContent, SWAGGER_PHP_REGISTRY, type RegistryPart } from './swagger-php/app-registry.ts';
import { StampedValues } from './extract/stamped-values.ts';
import { withFields } from './endpoint/lazy-endpoint.ts';
import { routePlaceFields } from './endpoint/route-place.ts';
import { endpointKeysPerMethod } from './endpoint/endpoint-key.ts';
import { buildGroups } from './groups/build-groups.ts';
import { readCamelDir } from './camel/read-camel.ts';
import { mergeCustomEndpoints, readCustomEndpoints } from './intermediate/custom-endpoints.ts';
import { applyOverrides, readOverrides } from './intermediate/endpoint-overrides.ts';
import { writeEndpointFiles } from './intermediate/write-endpoints.ts';
import type { Diagnostic, Endpoint, Group } from './model.ts';
import { ClassIndex } from './php/class-index.ts';
import { clearParseCache } from './php/parser.ts';

// For benchmarks: which files this process parsed, how often, and how php-parser is configured for them.
export { parseActivity, PARSER_OPTIONS } from './php/parser.ts';

export interface ExtractOptions extends StrategyOptions, RouteOptions {
  /** Settings over the app's config file (deep-merged, validated like the file). */
  config?: ConfigOverrides | Record<string, unknown>;
  /** Read Scribe's Camel files from this folder (`.scribe` or `.scribe/endpoints`) instead of extracting. */
  fromScribe?: string;
  /** Write `.docgen/endpoints/NN.yaml` in the app (default false: extraction only reads). */
  writeIntermediate?: boolean;
  /**
   * The folder of the cache kept between processes (default: `node_modules/.cache/docgen/extract` in docgen's
   * folder, or the app's `.docgen/cache` when that is read-only); false keeps the cache in memory only.
   */
  cacheDir?: string | false;
  /** Folders outside the app that paths named by the app may point into (default: none; see app-files.ts). */
  allowOutsideFiles?: string[];
  /** Told how many routes are to be documented, then of each endpoint as it is done (for progress bars). */
  progress?: ExtractProgress;
}

export interface ExtractProgress {
  routes(count: number): void;
  endpoint(): void;
}

export interface ExtractedApp {
  /** The resolved config; `auth.use_value` is blanked so it cannot reach an output through it. */
  config: DocgenConfig;
  groups: Group[];
  diagnostics: Diagnostic[];
  /** `config/app.php` name and url (with env()), the fallbacks of `title` and `base_url`. */
  appName: string;
  appUrl: string;
  /** Numbers for summaries and benchmarks. */
  stats: {
    routes: number;
    endpoints: number;
    /** Endpoints taken unchanged from an earlier run (in this process, or kept on disk). */
    reused: number;
    /** The endpoints extracted by this run (not reused), as `METHODS uri`. */
    extracted: string[];
    /** The cache file kept between processes, when there is one. */
    cacheFile?: string;
    configFile: string | null;
    written: string[];
    /** Milliseconds per phase: config, routes (discovery and matching), endpoints (stages), finish (overrides, custom, groups, files). */
    timings: { config: number; routes: number; endpoints: number; finish: number };
  };
}

/** What warm runs of one app reuse, kept across runs in this process. */
interface AppMemory {
  endpoints: EndpointCache;
  facts: ControllerFactsCache;
  /** Values read from files, under the names they are kept by in the cache file. */
  values: {
    /** The part of the swagger-php registry each annotated file declares. */
    [SWAGGER_PHP_REGISTRY]: StampedValues<RegistryPart>;
    /** The classes each file the class index scans declares (the scan for classes not where PSR-4 says). */
    [CLASS_SCAN]: StampedValues<string[]>;
    /** The database schema of the migrations, by env (none kept for a schema that would not come back as it is). */
    [MIGRATIONS_SCHEMA]: StampedValues<DatabaseSchema | undefined>;
    /** Where each helper file declares its functions (app-functions.ts). */
    [FUNCTION_SPANS]: StampedValues<FunctionSpans | null>;
  };
}

/** The names the scanned files' classes, the schema and the helper files' spans are kept under in the cache file. */
const CLASS_SCAN = 'class-scan';
const MIGRATIONS_SCHEMA = 'migrations-schema';
const FUNCTION_SPANS = 'function-spans';

const caches = new Map<string, AppMemory>();
/** One class index per app, kept across runs and refreshed from the files' stamps at the start of each. */
const classIndexes = new Map<string, { envKey: string; classes: ClassIndex }>();

/**
 * Frees what this process keeps for warm runs — endpoints, routes, classes and every parsed file — for a
 * one-shot command that extracts once and goes on to other work (the cache file, if any, stays).
 */
export function releaseExtractionMemory(): void {
  clearExtractionCache();
  clearParseCache();
}

/** Forgets what warm runs reuse in this process (the cache file stays; the next run reads it as a new process would). */
export function clearExtractionCache(appRoot?: string): void {
  if (appRoot === undefined) {
    caches.clear();
    classIndexes.clear();
  } else {
    caches.delete(resolve(appRoot));
    classIndexes.delete(resolve(appRoot));
  }
  clearRouteCache(appRoot === undefined ? undefined : resolve(appRoot));
}

/** The app's class index: the one from the previous run with what changed on disk forgotten, or a new one. */
function classIndexFor(root: string, env: Record<string, string>, stamps: FileStamps): ClassIndex {
  const envKey = JSON.stringify(env);
  const known = classIndexes.get(root);
  if (known && known.envKey === envKey) {
    known.classes.refresh((file) => stamps.stat(file));
    return known.classes;
  }
  const classes = ClassIndex.forApp(root, { env });
  classIndexes.set(root, { envKey, classes });
  return classes;
}

export function extractApp(appRoot: string, options: ExtractOptions = {}): Promise<ExtractedApp> {
  return keepingRealFolders(() => extractAppOnce(appRoot, options));
}

async function extractAppOnce(appRoot: string, options: ExtractOptions): Promise<ExtractedApp> {
  const root = resolve(appRoot);
  if (options.allowOutsideFiles) allowOutsideFiles(root, options.allowOutsideFiles);
  const clock = stopwatch();
  const loaded = loadConfig(root, options.config);
  if (configHasErrors(loaded.diagnostics)) throw new ConfigError(loaded.diagnostics);
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [...loaded.diagnostics];
  const env = appEnv(root);
  const app = readAppInfo(root, env);
  const timings = { config: clock(), routes: 0, endpoints: 0, finish: 0 };

  let extracted: Endpoint[];
  let routeCount = 0;
  let reused = 0;
  let extractedNow: string[] = [];
  let cacheFile: string | undefined;
  // The extraction's own endpoints, their statuses checked as they were extracted.
  let checked = new Set<Endpoint>();
  if (options.fromScribe) {
    const read = readCamelDir(resolve(options.fromScribe), config.groups.default);
    diagnostics.push(...read.diagnostics);
    extracted = read.groups.flatMap((g) => g.endpoints.map((e) => withGroup(e, g)));
  } else {
    const run = await extractEndpoints(root, config, env, options, loaded.source, clock, timings);
    diagnostics.push(...run.diagnostics);
    extracted = run.endpoints;
    checked = new Set(run.endpoints);
    routeCount = run.routes;
    reused = run.reused;
    cacheFile = run.cacheFile;
    extractedNow = run.extracted;
  }
  if (options.fromScribe) timings.endpoints = clock();

  const overrides = readOverrides(root);
  diagnostics.push(...overrides.diagnostics);
  const withOverrides = applyOverridesCloning(extracted, overrides.overrides, diagnostics);
  const custom = readCustomEndpoints(root, config.groups.default);
  diagnostics.push(...custom.diagnostics);
  const endpoints = withHttpStatuses(mergeCustomEndpoints(withOverrides, custom.endpoints), diagnostics, checked);
  const groups = buildGroups(endpoints, { defaultGroup: config.groups.default, order: config.groups.order });

  let written: string[] = [];
  if (options.writeIntermediate) {
    const customSet = new Set(custom.endpoints);
    const own = groups
      .map((g) => ({ ...g, endpoints: g.endpoints.filter((e) => !customSet.has(e)) }))
      .filter((g) => g.endpoints.length > 0);
    const kept = cacheFile ? KeptPieces.open(intermediateFileOf(cacheFile), 'camel-groups') : undefined;
    written = writeEndpointFiles(root, own, kept).files;
    kept?.save();
  }
  timings.finish = clock();

  return {
    config: { ...config, auth: { ...config.auth, use_value: '' } },
    groups,
    diagnostics,
    appName: app.name,
    appUrl: app.url,
    stats: { routes: routeCount, endpoints: endpoints.length, reused, extracted: extractedNow, configFile: loaded.source, written, timings, ...(cacheFile ? { cacheFile } : {}) },
  };
}

async function extractEndpoints(
  root: string,
  config: DocgenConfig,
  env: Record<string, string>,
  options: ExtractOptions,
  configFile: string | null,
  clock: () => number,
  timings: ExtractedApp['stats']['timings'],
): Promise<{ endpoints: Endpoint[]; diagnostics: Diagnostic[]; routes: number; reused: number; extracted: string[]; cacheFile?: string }> {
  const diagnostics: Diagnostic[] = [];
  const stamps = new FileStamps(root);
  const classes = classIndexFor(root, env, stamps);
  readStampsThrough(stamps, classes, env);
  const appContext: AppContext = { root, config, classes, env };
  const strategies = resolveStrategies(config, options, configFile);
  diagnostics.push(...strategies.diagnostics);

  // The folders outside the app it may read change what is extracted as much as the config does.
  const fingerprint = JSON.stringify([config, allowedOutsideFolders(root)]);
  // TypeScript strategies can change between calls without any file changing: no reuse across such runs.
  const reusable = !options.strategies && !options.customStrategies;
  const folder = reusable && options.cacheDir !== false ? cacheFolder(root, options.cacheDir) : undefined;
  const cacheFile = folder ? cacheFileOf(folder, root) : undefined;
  // Everything an extraction depends on besides files, for the disk (the memory checks the env with the class index).
  const diskFingerprint = JSON.stringify([fingerprint, env, options.routeSource ?? 'static']);
  const memory = appMemoryFor(root, fingerprint, reusable, cacheFile, diskFingerprint);
  const cache = memory.endpoints;
  cache.beginRun(fingerprint);
  keepFileValuesIn(memory, classes, stamps, diskFingerprint);

  const routes = await documentedRoutes(root, config, classes, env, stamps, options, memory.facts.forRun(classes, stamps));
  diagnostics.push(...routes.diagnostics);
  timings.routes = clock();
  options.progress?.routes(routes.routes.length);

  const token = authToken(effectiveSeed(config.examples.faker_seed));
  const endpoints: Endpoint[] = [];
  let reused = 0;
  const extracted: string[] = [];
  for (const { route, routeGroup } of routes.routes) {
    // A reused result comes placed at this run's route.
    let result: ReusedResult | undefined = cache.get(route, routeGroup, stamps);
    let endpoint: Endpoint;
    if (result) {
      reused++;
      endpoint = result.endpoint;
    } else {
      extracted.push(`${route.methods.join('|')} ${route.uri}`);
      const before = classes.diagnostics.length;
      let fresh = await runStages({
        app: appContext,
        route,
        strategies: strategies.strategies,
        examples: (id) => createExampleGenerator(config.examples.faker_seed, id),
        authToken: token,
        routeGroup,
      });
      // Syntax errors in the files this endpoint was read from belong to it (and come back with it when reused):
      // those read for it now, and those of files an earlier run or endpoint read.
      const fileProblems = dedupe([...classes.diagnostics.slice(before), ...classes.diagnosticsOf(fresh.dependencies)]);
      if (fileProblems.length) fresh = { ...fresh, diagnostics: [...fileProblems, ...fresh.diagnostics] };
      fresh = resultWithHttpStatuses(fresh);
      cache.set(route, routeGroup, fresh, stamps);
      result = fresh;
      // A copy: what is cached stays as extracted.
      endpoint = withFields(fresh.endpoint, routePlaceFields(fresh.endpoint.source, route));
    }
    diagnostics.push(...result.diagnostics);
    // Outputs keep their parts between processes only when the cache does.
    const digest = cacheFile ? cache.digestOf(route, routeGroup) : undefined;
    if (digest) noteContentDigest(endpoint, digest);
    endpoints.push(endpoint);
    options.progress?.endpoint();
  }
  cache.endRun();
  // Stamps renewed by content (after a checkout) are written back, wherever they are kept.
  if (cacheFile) saveAppMemory(root, memory, cacheFile, diskFingerprint, { routes: !routes.reusedDiscovery || stamps.renewals > 0, entries: stamps.renewals > 0 });
  timings.endpoints = clock();
  return { endpoints, diagnostics: dedupe(diagnostics), routes: routes.routes.length, reused, extracted, ...(cacheFile ? { cacheFile } : {}) };
}

/**
 * The run's stamps take a file's size and mtime from the stat the class index made before reading it, and make the
 * digests of the values files are read through (only when one of those files changed).
 */
function readStampsThrough(stamps: FileStamps, classes: ClassIndex, env: Record<string, string>): void {
  stamps.readWith((file) => classes.statWhenRead(file));
  stamps.derive(SWAGGER_PHP_REGISTRY, () => contentDigest(registryContent(classes)));
  stamps.derive(DATABASE_SCHEMA, () => contentDigest(appSchema(classes.root, env).schema));
}

/** Values read from files that the app's memory keeps: the swagger-php registry's parts, the scan's, the schema, the helper files' spans. */
function keepFileValuesIn(memory: AppMemory, classes: ClassIndex, stamps: FileStamps, diskFingerprint: string): void {
  for (const values of Object.values(memory.values)) values.beginRun(diskFingerprint);
  const { [SWAGGER_PHP_REGISTRY]: registryParts, [CLASS_SCAN]: scanParts, [MIGRATIONS_SCHEMA]: schemas, [FUNCTION_SPANS]: spans } = memory.values;
  keepRegistryPartsIn(classes, { part: (file, read) => registryParts.get(file, stamps, read) });
  classes.keepScanIn((file, read) => scanParts.ofFile(classes.relativePath(file), stamps, read));
  keepSchemasIn(classes.root, { schema: (key, read) => schemas.get(key, stamps, read) });
  keepFunctionSpansIn(classes.root, { spans: (file, read) => spans.ofFile(file, stamps, read) });
}

/** What warm runs of the app reuse: kept by this process, else new and seeded from the cache files, when there are. */
function appMemoryFor(root: string, fingerprint: string, reusable: boolean, cacheFile: string | undefined, diskFingerprint: string): AppMemory {
  const known = caches.get(root);
  if (known && reusable) return known;
  const memory: AppMemory = {
    endpoints: new EndpointCache(fingerprint),
    facts: new ControllerFactsCache(),
    values: { [SWAGGER_PHP_REGISTRY]: new StampedValues(), [CLASS_SCAN]: new StampedValues(), [MIGRATIONS_SCHEMA]: new StampedValues(), [FUNCTION_SPANS]: new StampedValues() },
  };
  if (reusable) caches.set(root, memory);
  const kept = cacheFile ? readPersisted(cacheFile, diskFingerprint) : undefined;
  if (kept && cacheFile) {
    memory.endpoints.seed(kept.endpoints, KeptPieces.open(resultsFileOf(cacheFile), diskFingerprint));
    memory.facts.seed(kept.facts as Parameters<ControllerFactsCache['seed']>[0]);
    for (const [name, values] of Object.entries(memory.values)) (values as StampedValues<unknown>).seed(kept.values[name] ?? []);
  }
  const routes = cacheFile ? (readKeptRoutes(routesFileOf(cacheFile), diskFingerprint) as (Discovered & { signatures?: unknown }) | undefined) : undefined;
  if (routes) {
    seedRoutes(root, routes);
    seedRouteSignatures(routes.routes, routes.signatures);
  }
  return memory;
}

/**
 * Writes the cache files of what this run changed (the others are only marked as used); `rewrite` asks for more,
 * as when stamps were renewed.
 */
function saveAppMemory(root: string, memory: AppMemory, cacheFile: string, diskFingerprint: string, rewrite: { routes: boolean; entries: boolean }): void {
  const routes = keptRoutes(root);
  if (rewrite.routes && routes) writeKeptRoutes(routesFileOf(cacheFile), diskFingerprint, { ...routes, signatures: routeSignatures(routes.routes) });
  else touchPersisted(routesFileOf(cacheFile));
  const values = Object.entries(memory.values) as Array<[string, StampedValues<unknown>]>;
  if (!rewrite.entries && !memory.endpoints.changed && !memory.facts.changed && !values.some(([, kept]) => kept.changed)) {
    touchPersisted(resultsFileOf(cacheFile));
    return touchPersisted(cacheFile);
  }
  // The endpoints' bytes first: a cache file never names bytes that were not written (bytes it names that are
  // missing, after a run at the same time, only cost their endpoints a new extraction).
  const results = memory.endpoints.takeKeptBytes() ?? KeptPieces.open(resultsFileOf(cacheFile), diskFingerprint);
  const endpoints = memory.endpoints.toEntries(results);
  results.save();
  const entries = Object.fromEntries(values.map(([name, kept]) => [name, kept.toEntries()]));
  if (writePersisted(cacheFile, diskFingerprint, { facts: memory.facts.toEntries(), endpoints, values: entries })) {
    memory.endpoints.changed = memory.facts.changed = false;
    for (const [, kept] of values) kept.changed = false;
  }
}

/** Overrides mutate endpoints: give them copies so cached results stay pristine. */
function applyOverridesCloning(endpoints: Endpoint[], overrides: ReturnType<typeof readOverrides>['overrides'], diagnostics: Diagnostic[]): Endpoint[] {
  if (overrides.length === 0) return endpoints;
  const keys = new Set(overrides.map((o) => o.key));
  const named = (e: Endpoint) => endpointKeysPerMethod(e).some((key) => keys.has(key));
  const copies = endpoints.map((e) => (named(e) ? structuredClone(e) : e));
  diagnostics.push(...applyOverrides(copies, overrides));
  return copies;
}

/**
 * The endpoints without responses whose status is not an HTTP status (tags and attributes are checked where they
 * are read; this catches overrides, custom endpoint files, Scribe's files and custom strategies). Those in
 * `checked` are not looked at again: a run after an edit would decode the responses of every endpoint it reused.
 */
function withHttpStatuses(endpoints: Endpoint[], diagnostics: Diagnostic[], checked: Set<Endpoint> = new Set()): Endpoint[] {
  return endpoints.map((endpoint) => {
    if (checked.has(endpoint) || endpoint.responses.every((response) => isHttpStatus(response.status))) return endpoint;
    const where = endpoint.source?.controller ?? endpoint.source?.route ?? {};
    const what = `A response of ${endpoint.httpMethods.join('|')} /${endpoint.uri.replace(/^\/+/, '')}`;
    return { ...endpoint, responses: endpoint.responses.filter((response) => keepStatus(response, what, where, (d) => diagnostics.push(d))) };
  });
}

/** An extracted result with its statuses checked, what was dropped reported with it (and again when it is reused). */
function resultWithHttpStatuses(result: EndpointResult): EndpointResult {
  const reported: Diagnostic[] = [];
  const [endpoint] = withHttpStatuses([result.endpoint], reported);
  return reported.length > 0 ? { ...result, endpoint: endpoint!, diagnostics: [...result.diagnostics, ...reported] } : result;
}

function withGroup(endpoint: Endpoint, group: Group): Endpoint {
  return {
    ...endpoint,
    metadata: {
      ...endpoint.metadata,
      groupName: endpoint.metadata.groupName || group.name,
      groupDescription: endpoint.metadata.groupDescription || group.description,
    },
  };
}

/** The same problem met by several endpoints (a broken shared FormRequest) is reported once. */
function dedupe(diagnostics: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = `${d.severity}|${d.code ?? ''}|${d.file ?? ''}|${d.line ?? ''}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
