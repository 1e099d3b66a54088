/**
 * Warm runs: an endpoint's result is reused while its route is unchanged and none of the files it was read from
 * (controller, FormRequests, resources, models … as recorded by the runner) changed size or mtime.
 * Kept per app in memory, so a dev server or a watch loop re-extracts only what an edit touched.
 */
import type { Route } from '../model.ts';
import type { FileStamps } from './file-stamps.ts';
import type { EndpointResult } from './run-stages.ts';

interface Entry {
  result: EndpointResult;
  stamps: Array<[string, string]>;
}

export class EndpointCache {
  private entries = new Map<string, Entry>();

  constructor(
    /** Everything else the results depend on (config, strategy lists): a change empties the cache. */
    private fingerprint: string,
  ) {}

  /** Starts a run; forgets everything if the fingerprint changed. */
  beginRun(fingerprint: string): void {
    if (fingerprint !== this.fingerprint) {
      this.entries.clear();
      this.fingerprint = fingerprint;
    }
  }

  get(route: Route, routeGroup: number | undefined, stamps: FileStamps): EndpointResult | undefined {
    const entry = this.entries.get(signature(route, routeGroup));
    if (!entry || !stamps.unchanged(entry.stamps)) return undefined;
    return entry.result;
  }

  set(route: Route, routeGroup: number | undefined, result: EndpointResult, stamps: FileStamps): void {
    this.entries.set(signature(route, routeGroup), { result, stamps: stamps.stampAll(result.dependencies) });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Route signatures, computed once per route object (looked up, then stored, and again on warm runs). */
const signatures = new WeakMap<Route, string>();

/** What identifies a route's extraction input (its place in the file does not: that is patched on reuse). */
function signature(route: Route, routeGroup: number | undefined): string {
  let known = signatures.get(route);
  if (known === undefined) {
    known = routeSignature(route);
    signatures.set(route, known);
  }
  return `${known}#${routeGroup ?? ''}`;
}

function routeSignature(route: Route): string {
  return JSON.stringify([
    route.methods,
    route.uri,
    route.name,
    route.action,
    route.domain,
    route.middleware,
    route.excludedMiddleware,
    route.wheres,
    route.defaults,
    route.bindingFields,
    route.controller ? [route.controller.class, route.controller.method] : null,
  ]);
}
