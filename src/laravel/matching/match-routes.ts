/**
 * Which routes get documented (the config's `routes[]`): per route group, a route is excluded when it matches
 * `exclude` (or the built-in exclusions), else included when it matches `include`, or when its domain matches
 * `match.domains` and its uri `match.prefixes` (Scribe's RouteMatcher). Unlike Scribe, a route matched by
 * several groups is documented once, with the first group that matched. Routes hidden with
 * `@hideFromAPIDocumentation` and routes whose controller method does not exist are left out.
 */
import { readComposerJson, requiredVersion } from '../../php/composer-json.ts';
import type { RouteGroupConfig } from '../../config/types.ts';
import type { ControllerRef, Diagnostic, Route, SourceLocation } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { parseDocBlock } from '../../php/docblock.ts';
import { hidesFromDocumentation } from './hidden.ts';
import { routePatternMatcher } from './route-patterns.ts';
import { patternsRegex } from './str-is.ts';

/** The docs' own routes (framework mode adds `docgen`, `docgen.*`; Scribe's `scribe`, `scribe.*`) are never documented. */
const DOCS_ROUTES = ['docgen', 'docgen.*', 'scribe', 'scribe.*'];

export interface MatchedRoute {
  route: Route;
  group: RouteGroupConfig;
  /** Index of `group` in the config's `routes` list. */
  groupIndex: number;
}

export interface MatchResult {
  matched: MatchedRoute[];
  diagnostics: Diagnostic[];
}

/** What matching needs to know about a controller method. */
export interface ControllerFacts {
  /** Where the method is written; absent when neither the class nor its ancestors and traits declare it. */
  location?: SourceLocation;
  /** The class answers any method through `__call`. */
  magicCall: boolean;
  /** `@hideFromAPIDocumentation` on the class or the method. */
  hidden: boolean;
}

/** Patterns no route group documents: the docs' own routes, and Telescope's when the app requires it. */
export function builtInExcludes(appRoot: string): string[] {
  return hasTelescope(appRoot) ? [...DOCS_ROUTES, 'telescope/*'] : DOCS_ROUTES;
}

function hasTelescope(root: string): boolean {
  return requiredVersion(readComposerJson(root), 'laravel/telescope') !== undefined;
}

/** A route group's selection, compiled once for many routes. */
function groupMatcher(group: RouteGroupConfig, builtInExcluded: readonly string[]): (route: Route) => boolean {
  const excluded = routePatternMatcher([...(group.exclude ?? []), ...builtInExcluded]);
  const included = routePatternMatcher(group.include ?? []);
  const domains = patternsRegex(group.match.domains);
  const prefixes = patternsRegex(group.match.prefixes);
  return (route) => {
    if (excluded(route)) return false;
    if (included(route)) return true;
    return (domains?.test(route.domain ?? '') ?? false) && (prefixes?.test(route.uri) ?? false);
  };
}

/** A controller method's facts; undefined when the app does not declare the class (a vendor controller: documented from its route). */
function readControllerFacts(ref: ControllerRef, classes: ClassIndex): ControllerFacts | undefined {
  try {
    const cls = classes.find(ref.class);
    if (!cls) return undefined;
    const method = classes.findMethod(ref.class, ref.method);
    return {
      ...(method ? { location: { file: method.file, line: method.line } } : {}),
      magicCall: !method && classes.findMethod(ref.class, '__call') !== undefined,
      hidden: hidesFromDocumentation(cls.docBlock) || hidesFromDocumentation(method?.docBlock),
    };
  } catch {
    // Unreadable like a vendor class: the route is documented from what it says.
    return undefined;
  }
}

/**
 * Where a caller keeps controller facts between runs: `lookUp` returns the kept facts of a method while the files
 * they were read from are unchanged, else calls `read` (and may keep what it returns).
 */
export interface ControllerFactsStore {
  lookUp(ref: ControllerRef, read: () => ControllerFacts | undefined): ControllerFacts | undefined;
}

export function matchRoutes(routes: Route[], groups: RouteGroupConfig[], classes: ClassIndex, store?: ControllerFactsStore): MatchResult {
  const diagnostics: Diagnostic[] = [];
  const excludes = builtInExcludes(classes.root);
  const selects = groups.map((group) => groupMatcher(group, excludes));
  const matched: MatchedRoute[] = [];
  const missingMethods = new Map<string, Route[]>();
  for (const route of routes) {
    const groupIndex = selects.findIndex((select) => select(route));
    if (groupIndex === -1) continue;
    const ref = route.controller;
    if (!ref) {
      if (route.closure?.docComment && hidesFromDocumentation(parseDocBlock(route.closure.docComment))) continue;
      matched.push({ route, group: groups[groupIndex]!, groupIndex });
      continue;
    }
    const read = () => readControllerFacts(ref, classes);
    const facts = store ? store.lookUp(ref, read) : read();
    if (facts?.hidden) continue;
    if (facts && !facts.location && !facts.magicCall) {
      // Laravel would fail to dispatch it. Reported once per line that registers such routes (a resource).
      const key = `${route.definedAt.file}:${route.definedAt.line}:${ref.class}`;
      missingMethods.set(key, [...(missingMethods.get(key) ?? []), route]);
      continue;
    }
    matched.push({ route: withMethodLocation(route, ref, facts?.location), group: groups[groupIndex]!, groupIndex });
  }
  for (const skipped of missingMethods.values()) diagnostics.push(missingMethodWarning(skipped));
  return { matched, diagnostics };
}

// Made at the first warning, not when the module loads: an Intl formatter loads locale data (~5 ms of every run).
let lists: { and: Intl.ListFormat; or: Intl.ListFormat } | undefined;
const listFormats = () => (lists ??= { and: new Intl.ListFormat('en-GB', { type: 'conjunction' }), or: new Intl.ListFormat('en-GB', { type: 'disjunction' }) });

/** The routes one line registers whose controller lacks their methods, in one warning. */
function missingMethodWarning(routes: Route[]): Diagnostic {
  const [first] = routes as [Route];
  const controller = first.controller!.class;
  const methods = [...new Set(routes.map((route) => route.controller!.method))];
  const message =
    routes.length === 1
      ? `${first.methods[0]} ${first.uri} is not documented: ${controller} has no method ${methods[0]}.`
      : `${listFormats().and.format(routes.map((route) => `${route.methods[0]} ${route.uri}`))} are not documented: ${controller} has no ${listFormats().or.format(methods)} method.`;
  return { severity: 'warning', code: 'route-skipped-missing-method', message, file: first.definedAt.file, line: first.definedAt.line };
}

/** The route with its method where it is written now (a route list kept across warm runs may hold an older line). */
function withMethodLocation(route: Route, ref: ControllerRef, location: SourceLocation | undefined): Route {
  if (!location || (ref.location?.file === location.file && ref.location.line === location.line)) return route;
  return { ...route, controller: { ...ref, location } };
}
