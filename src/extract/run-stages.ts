/**
 * Extraction of one route into one endpoint: Scribe's `Extractor::processRoute()` order —
 * metadata → urlParameters → auth parameter → queryParameters → headers → bodyParameters →
 * (Content-Type) → responses (sorted by status) → responseFields.
 *
 * Within a stage the configured strategies run in order; each strategy's `only`/`except` patterns and
 * `routeGroup` setting decide whether it runs for this route. A strategy that throws becomes a warning with
 * file:line and the endpoint goes on with what the others found.
 */
import { nameMap } from '../name-map.ts';
import { relative, isAbsolute } from 'node:path';
import type { Stage, StrategySettings } from '../config/types.ts';
import { primaryEndpointKey } from '../endpoint/endpoint-key.ts';
import { sendsFile } from '../endpoint/body-kind.ts';
import { headerName } from '../endpoint/http-headers.ts';
import type { Diagnostic, Endpoint, Route, SchemaOrigin, SourceLocation } from '../model.ts';
import type { ClassIndex } from '../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../php/classes.ts';
import type { ExampleGenerator } from '../examples/generator.ts';
import { injectAuth } from './auth.ts';
import { routeHandler } from './strategies/shared/handler.ts';
import { bodyOrigin } from './strategies/bodyParameters/body-origin.ts';
import { forgetAnnotationSources } from './strategies/shared/sources.ts';
import { normalizeEndpointUri } from './strategies/urlParameters/normalize-uri.ts';
import { strategyAppliesTo } from './only-except.ts';
import type { ResolvedStrategies } from './resolve-strategies.ts';
import { mergeStageResult } from './stage-data.ts';
import { trackingClassIndex } from './tracking-class-index.ts';
import type { AppContext, StrategyContext } from './strategy.ts';

export interface EndpointRun {
  app: AppContext;
  route: Route;
  strategies: ResolvedStrategies;
  /** The endpoint's example generator, or a factory given the endpoint id (known once the uri is normalised). */
  examples: ExampleGenerator | ((endpointId: string) => ExampleGenerator);
  /** The token shown for the auth credential when `auth.placeholder` is empty. */
  authToken: string;
  /** Index in `config.routes` of the route group that matched this route (for `routeGroup` settings). */
  routeGroup?: number;
}

export interface EndpointResult {
  endpoint: Endpoint;
  diagnostics: Diagnostic[];
  /** App-relative files this result was read from: a warm run re-extracts the endpoint when one changes. */
  dependencies: string[];
}

/** Methods as documented: HEAD dropped when other methods exist. */
export function documentedMethods(methods: string[]): string[] {
  const upper = methods.map((m) => m.toUpperCase());
  const withoutHead = upper.filter((m) => m !== 'HEAD');
  return withoutHead.length > 0 ? withoutHead : upper;
}

export function emptyEndpoint(route: Route, app: AppContext, uri: string = route.uri): Endpoint {
  const httpMethods = documentedMethods(route.methods);
  return {
    id: primaryEndpointKey({ httpMethods, uri }),
    httpMethods,
    uri,
    metadata: {
      groupName: app.config.groups.default,
      groupDescription: '',
      subgroup: '',
      subgroupDescription: '',
      title: '',
      description: '',
      authenticated: app.config.auth.default,
      deprecated: false,
    },
    headers: nameMap(),
    urlParameters: nameMap(),
    queryParameters: nameMap(),
    bodyParameters: nameMap(),
    responses: [],
    responseFields: nameMap(),
    source: {
      route: route.definedAt,
      ...(route.controller?.location ? { controller: route.controller.location } : {}),
      action: route.action,
      routeName: route.name,
      domain: route.domain,
      middleware: route.middleware,
    },
  };
}

export async function runStages(run: EndpointRun): Promise<EndpointResult> {
  const { route, app } = run;
  const diagnostics: Diagnostic[] = [];
  // The route itself is part of the cache key (endpoint-cache.ts), so its file is not a dependency —
  // except for a closure, whose docblock and body are written there.
  const dependencies = new Set<string>(route.closure ? [route.closure.location.file] : []);
  const classes = trackingClassIndex(app.classes, dependencies);
  const trackedApp: AppContext = { ...app, classes };
  const controller = findController(route, classes, diagnostics);
  const here: SourceLocation = controller
    ? { file: controller.method.file, line: controller.method.line }
    : (route.controller?.location ?? route.closure?.location ?? route.definedAt);
  const handler = routeHandler(route, controller?.method, classes);
  const endpoint = emptyEndpoint(route, app, documentedUri(route, handler, classes, diagnostics, here));
  const examples = typeof run.examples === 'function' ? run.examples(endpoint.id) : run.examples;
  const target = { methods: route.methods, uri: route.uri, name: route.name };
  const dependsOn = (file: string) => void dependencies.add(isAbsolute(file) ? relative(app.root, file) : file);
  // One set of callbacks per endpoint; each strategy gets its own context with its settings.
  const base: Omit<StrategyContext, 'settings'> = {
    app: trackedApp,
    route,
    ...(controller ? { controller } : {}),
    endpoint,
    examples,
    report: (diagnostic) => diagnostics.push(locate(diagnostic, here)),
    dependsOn,
  };

  const runStage = async (stage: Stage) => {
    for (const { strategy, settings } of run.strategies[stage]) {
      if (typeof settings.routeGroup === 'number' && settings.routeGroup !== run.routeGroup) continue;
      if (!strategyAppliesTo(target, settings)) continue;
      const context = contextWith(base, settings);
      let result: unknown;
      try {
        // What the strategy looks up by path (a response file, a config file) is a dependency too: the
        // synchronous part of its run, which is where every built-in strategy reads.
        result = strategy.run(context);
        // Most strategies are synchronous: await only real promises.
        if (result instanceof Promise) result = await result;
      } catch (error) {
        diagnostics.push(strategyFailure(strategy.name, endpoint.id, error, here));
        continue;
      }
      if (result === undefined || result === null) continue;
      const problem = mergeStageResult(endpoint, stage, result);
      if (problem) {
        diagnostics.push({
          severity: 'warning',
          code: 'strategy-result',
          message: `Strategy ${strategy.name} returned data docgen cannot use for ${endpoint.id} (${problem}); it is ignored.`,
          ...here,
        });
      }
    }
  };

  await runStage('metadata');
  await runStage('urlParameters');
  injectAuth(endpoint, app.config.auth, run.authToken);
  await runStage('queryParameters');
  await runStage('headers');
  await runStage('bodyParameters');
  const origin = namedBody({ ...base, settings: { only: [], except: [] } });
  if (origin) endpoint.bodyOrigin = origin;
  applyContentType(endpoint);
  await runStage('responses');
  endpoint.responses = stableSortByStatus(endpoint.responses);
  await runStage('responseFields');
  forgetAnnotationSources(endpoint);

  return { endpoint, diagnostics, dependencies: [...dependencies].sort() };
}

/**
 * A strategy's context: the endpoint's, with the strategy's settings. Written out rather than spread from `base`:
 * made for every strategy of every endpoint, a literal costs a fraction of copying an object property by property.
 */
function contextWith(base: Omit<StrategyContext, 'settings'>, settings: StrategySettings): StrategyContext {
  const { app, route, controller, endpoint, examples, report, dependsOn } = base;
  return controller ? { app, route, controller, endpoint, examples, report, dependsOn, settings } : { app, route, endpoint, examples, report, dependsOn, settings };
}

/** The class the body is made of; only a name for the outputs, so a class that cannot be read leaves it unnamed. */
function namedBody(context: StrategyContext): SchemaOrigin | undefined {
  try {
    return bodyOrigin(context);
  } catch {
    return undefined;
  }
}

/**
 * The uri as documented (Scribe's UrlParamsNormalizer, applied when the endpoint is made): resource and
 * model-bound parameters renamed for readers (`books/{book}` → `books/{id}`).
 */
function documentedUri(route: Route, method: PhpMethod | undefined, classes: ClassIndex, diagnostics: Diagnostic[], here: SourceLocation): string {
  try {
    return normalizeEndpointUri(route, method, classes);
  } catch (error) {
    diagnostics.push({
      severity: 'warning',
      code: 'uri-normalise',
      message: `The parameters of ${route.uri} could not be renamed for the docs (${error instanceof Error ? error.message : String(error)}); the route's uri is used.`,
      ...here,
    });
    return route.uri;
  }
}

/** Scribe: JSON when the example body has parameters and no Content-Type was set; multipart as soon as a file is sent. */
export function applyContentType(endpoint: Endpoint): void {
  const sent = Object.values(endpoint.bodyParameters).filter(
    (p) => p.required || (p.example !== undefined && p.example !== null),
  );
  if (sent.length === 0) return;
  const existing = headerName(endpoint.headers, 'Content-Type');
  if (sendsFile(endpoint)) {
    if (existing && existing !== 'Content-Type') delete endpoint.headers[existing];
    endpoint.headers['Content-Type'] = 'multipart/form-data';
  } else if (!existing) {
    endpoint.headers['Content-Type'] = 'application/json';
  }
}

function stableSortByStatus<T extends { status: number }>(responses: T[]): T[] {
  return responses
    .map((response, index) => ({ response, index }))
    .sort((a, b) => a.response.status - b.response.status || a.index - b.index)
    .map((r) => r.response);
}

function findController(
  route: Route,
  classes: ClassIndex,
  diagnostics: Diagnostic[],
): { class: PhpClass; method: PhpMethod } | undefined {
  const ref = route.controller;
  if (!ref) return undefined;
  const where = ref.location ?? route.definedAt;
  let found: PhpClass | undefined;
  try {
    found = classes.find(ref.class);
  } catch {
    found = undefined;
  }
  if (!found) {
    if (!/^Illuminate\\/.test(ref.class)) {
      diagnostics.push({
        severity: 'notice',
        code: 'controller-not-found',
        message: `Controller ${ref.class} was not found in the app's source; ${route.uri} is documented from its route only.`,
        ...where,
      });
    }
    return undefined;
  }
  let method: PhpMethod | undefined;
  try {
    method = classes.findMethod(ref.class, ref.method);
  } catch {
    method = undefined;
  }
  if (!method) {
    diagnostics.push({
      severity: 'warning',
      code: 'controller-method-not-found',
      message: `Method ${ref.method}() of ${ref.class} was not found; ${route.uri} is documented from its route only.`,
      file: found.file,
      line: found.line,
    });
    return undefined;
  }
  return { class: found, method };
}

function locate(diagnostic: Diagnostic, here: SourceLocation): Diagnostic {
  if (diagnostic.file) return { ...diagnostic, line: diagnostic.line ?? 1 };
  return { ...diagnostic, file: here.file, line: diagnostic.line ?? here.line };
}

function strategyFailure(name: string, endpointId: string, error: unknown, here: SourceLocation): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const own = error as { file?: unknown; line?: unknown };
  const file = typeof own?.file === 'string' ? own.file : here.file;
  const line = typeof own?.line === 'number' ? own.line : here.line;
  return {
    severity: 'warning',
    code: 'strategy-failed',
    message: `Strategy ${name} failed on ${endpointId}: ${message.replace(/\.$/, '')}. The endpoint is documented without it.`,
    file,
    line,
  };
}
