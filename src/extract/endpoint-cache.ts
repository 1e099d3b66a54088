/**
 * Warm runs: an endpoint's result is reused while its route is unchanged and none of the files it was read from
 * (controller, FormRequests, resources, models … as recorded by the runner) changed size or mtime.
 * Kept per app in memory, so a dev server or a watch loop re-extracts only what an edit touched.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Route } from '../model.ts';
import type { EndpointResult } from './run-stages.ts';

interface Entry {
  result: EndpointResult;
  stamps: Array<[string, string]>;
}

export class EndpointCache {
  private entries = new Map<string, Entry>();
  private stampsThisRun = new Map<string, string>();

  constructor(
    private readonly root: string,
    /** Everything else the results depend on (config, strategy lists): a change empties the cache. */
    private fingerprint: string,
  ) {}

  /** Starts a run: forgets file stamps of the previous run, and everything if the fingerprint changed. */
  beginRun(fingerprint: string): void {
    this.stampsThisRun.clear();
    if (fingerprint !== this.fingerprint) {
      this.entries.clear();
      this.fingerprint = fingerprint;
    }
  }

  get(route: Route, routeGroup: number | undefined): EndpointResult | undefined {
    const entry = this.entries.get(signature(route, routeGroup));
    if (!entry) return undefined;
    for (const [file, stamp] of entry.stamps) if (this.stamp(file) !== stamp) return undefined;
    return entry.result;
  }

  set(route: Route, routeGroup: number | undefined, result: EndpointResult): void {
    const stamps = result.dependencies.map((file): [string, string] => [file, this.stamp(file)]);
    this.entries.set(signature(route, routeGroup), { result, stamps });
  }

  get size(): number {
    return this.entries.size;
  }

  private stamp(file: string): string {
    let known = this.stampsThisRun.get(file);
    if (known === undefined) {
      try {
        const stat = statSync(join(this.root, file));
        known = `${stat.mtimeMs}:${stat.size}`;
      } catch {
        known = 'missing';
      }
      this.stampsThisRun.set(file, known);
    }
    return known;
  }
}

/** What identifies a route's extraction input (its place in the file does not: that is patched on reuse). */
function signature(route: Route, routeGroup: number | undefined): string {
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
    routeGroup ?? null,
  ]);
}
