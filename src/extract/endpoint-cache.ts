/**
 * Warm runs: an endpoint's result is reused while its route is unchanged and none of the files it was read from
 * (controller, FormRequests, resources, models … as recorded by the runner) changed (file-stamps.ts).
 * Kept per app in memory, so a dev server or a watch loop re-extracts only what an edit touched, and on disk
 * between processes (persistent-cache.ts).
 */
import { deserialize, serialize } from 'node:v8';
import { contentDigest } from '../endpoint/content-digest.ts';
import { lazyEndpoint, splitEndpoint, withFields, type EndpointBody, type EndpointHead } from '../endpoint/lazy-endpoint.ts';
import { routePlaceFields } from '../endpoint/route-place.ts';
import type { Endpoint, Route } from '../model.ts';
import type { FileStamps } from './file-stamps.ts';
import type { KeptPieces } from './kept-pieces.ts';
import type { StampedEntries } from './stamped-table.ts';
import type { EndpointResult } from './run-stages.ts';

/**
 * A result, its stamps, what is kept of it and the digest of its content: the cache file keeps the digest and the
 * stamps, the rest is kept apart under the digest (kept-pieces.ts: a run writes only what it extracted), and the
 * digest names the result's content for the caches of outputs made from it. What is kept is the head (the result
 * with its endpoint's head, lazy-endpoint.ts), a value read with all the others at once, and the body (the
 * endpoint's parameter and response lists) in Node's structured-clone format. An entry read from disk is decoded
 * on use, its body when first read.
 */
interface Entry {
  result?: EndpointResult;
  kept?: KeptParts;
  /** The body of an entry read from disk, decoded once for every endpoint made from it. */
  decodeBody?: () => EndpointBody;
  digest?: string;
  stamps: Array<[string, string]>;
}

interface KeptParts {
  head: KeptHead;
  body: Uint8Array;
}

/**
 * A reused result with its endpoint's head in place of the endpoint. Its dependencies are the entry's stamps (an
 * endpoint of an app whose OpenAPI annotations make a registry depends on hundreds of files, and writing them again
 * in every head made a cache file ten times larger).
 */
interface KeptHead {
  endpoint: EndpointHead;
  diagnostics: EndpointResult['diagnostics'];
}

/** What a run takes of a kept result. */
export type ReusedResult = Pick<EndpointResult, 'endpoint' | 'diagnostics'>;

/** A result as the cache file keeps it: the digest of its content (its bytes are kept apart under it). */
interface KeptResult {
  digest: string;
}

export class EndpointCache {
  private entries = new Map<string, Entry>();
  /** Whether an entry was added or dropped since the cache was created or last saved. */
  changed = false;
  /** Keys asked for in this run. */
  private used = new Set<string>();
  /** Where the bytes of the entries read from disk are. */
  private kept: KeptPieces | undefined;

  constructor(
    /** Everything else the results depend on (config, strategy lists): a change empties the cache. */
    private fingerprint: string,
  ) {}

  /** Starts a run; forgets everything if the fingerprint changed. */
  beginRun(fingerprint: string): void {
    this.used.clear();
    if (fingerprint !== this.fingerprint) {
      this.entries.clear();
      this.fingerprint = fingerprint;
    }
  }

  /**
   * The result kept for the route while its files are unchanged, a copy placed at this run's route (route-place.ts):
   * its endpoint and diagnostics (what it depends on stays with the entry, in its stamps).
   */
  get(route: Route, routeGroup: number | undefined, stamps: FileStamps): ReusedResult | undefined {
    const key = signature(route, routeGroup);
    this.used.add(key);
    const entry = this.entries.get(key);
    if (!entry || !stamps.unchanged(entry.stamps)) return undefined;
    if (entry.result) return { endpoint: withFields(entry.result.endpoint, routePlaceFields(entry.result.endpoint.source, route)), diagnostics: entry.result.diagnostics };
    const kept = this.keptParts(entry);
    if (!kept) {
      this.entries.delete(key);
      return undefined;
    }
    const head = kept.head.endpoint;
    const endpoint = lazyEndpoint({ ...head, ...routePlaceFields(head.source as Endpoint['source'], route) }, kept.decodeBody);
    return { endpoint, diagnostics: kept.head.diagnostics };
  }

  /** What is kept of an entry read from disk (its body decoded once, when first read), or undefined when it is missing. */
  private keptParts(entry: Entry): (KeptParts & { decodeBody: () => EndpointBody }) | undefined {
    if (!entry.kept) {
      const head = this.kept?.findValue(headKey(entry.digest!), isKeptHead);
      const body = this.kept?.find(bodyKey(entry.digest!));
      if (!head || !body) return undefined;
      entry.kept = { head, body };
    }
    const { head, body } = entry.kept;
    const pieces = this.kept;
    // A damaged body: nothing read from the same file is trusted in this process either.
    const damaged = () => {
      pieces?.discard();
      this.entries.clear();
    };
    let decoded: EndpointBody | undefined;
    entry.decodeBody ??= () => (decoded ??= decodeBody(body, pieces?.file, damaged));
    return { head, body, decodeBody: entry.decodeBody };
  }

  /** The digest of a result's content (one this cache returned or was given), for caches of what is made from it. */
  digestOf(route: Route, routeGroup: number | undefined): string | undefined {
    const entry = this.entries.get(signature(route, routeGroup));
    return entry ? digestOf(entry) : undefined;
  }

  set(route: Route, routeGroup: number | undefined, result: EndpointResult, stamps: FileStamps): void {
    const key = signature(route, routeGroup);
    this.used.add(key);
    this.entries.set(key, { result, stamps: stamps.stampAll(result.dependencies) });
    this.changed = true;
  }

  /** Where the bytes of the entries read from disk are, for writing them back (handed over once). */
  takeKeptBytes(): KeptPieces | undefined {
    const kept = this.kept;
    this.kept = undefined;
    return kept;
  }

  /** The entries, for the disk; their bytes go to `bytes`. */
  toEntries(bytes: KeptPieces): StampedEntries<KeptResult> {
    const entries: StampedEntries<KeptResult> = [];
    this.entries.forEach((entry, key) => {
      const digest = digestOf(entry);
      bytes.value(headKey(digest), isKeptHead, () => keptOf(entry).head);
      bytes.bytes(bodyKey(digest), () => keptOf(entry).body);
      entries.push([key, { value: { digest }, stamps: entry.stamps }]);
    });
    return entries;
  }

  /** Takes entries an earlier process kept, their bytes in `bytes` (their stamps are checked on use, as for any entry). */
  seed(entries: StampedEntries<unknown>, bytes: KeptPieces): void {
    this.kept = bytes;
    for (let index = 0; index < entries.length; index++) {
      const key = entries[index]![0];
      const entry = entries[index]![1];
      const kept = entry.value as Partial<KeptResult> | null;
      if (kept && typeof kept.digest === 'string') this.entries.set(key, { digest: kept.digest, stamps: entry.stamps });
    }
  }

  /** Drops the entries no route of this run asked for (a route removed or changed), so the cache does not grow. */
  endRun(): void {
    for (const key of this.entries.keys()) {
      if (this.used.has(key)) continue;
      this.entries.delete(key);
      this.changed = true;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

function keptOf(entry: Entry): KeptParts {
  if (!entry.kept) {
    const result = entry.result!;
    const { head, body } = splitEndpoint(result.endpoint);
    entry.kept = { head: { endpoint: head, diagnostics: result.diagnostics }, body: serialize(body) };
  }
  return entry.kept;
}

function isKeptHead(value: unknown): value is KeptHead {
  const head = value as Partial<KeptHead> | null;
  return typeof head === 'object' && head !== null && typeof head.endpoint === 'object' && head.endpoint !== null && Array.isArray(head.diagnostics);
}

function headKey(digest: string): string {
  return `head:${digest}`;
}

function bodyKey(digest: string): string {
  return `body:${digest}`;
}

/**
 * An endpoint's body from its bytes. They are read after the extraction, when the endpoint can no longer be
 * extracted again; a file damaged on disk is ignored before that (its digest, persistent-cache.ts), so bytes that
 * do not decode mean a file this code wrote wrongly: the run ends with a sentence that says what to do, and the
 * file is removed so that the next run rebuilds it.
 */
function decodeBody(bytes: Uint8Array, file: string | undefined, damaged: () => void): EndpointBody {
  try {
    const body = deserialize(bytes) as EndpointBody | null;
    if (typeof body === 'object' && body !== null) return body;
  } catch {
    // Reported below.
  }
  damaged();
  throw new Error(`The extraction cache${file ? ` (${file})` : ''} was damaged after it was written; it is removed. Run docgen again.`);
}

function digestOf(entry: Entry): string {
  // Entries read from disk come with theirs; the others have their result. What is kept under it (the endpoint
  // and its diagnostics) is what it names: two results that differ only in their files share their pieces.
  return (entry.digest ??= contentDigest({ endpoint: entry.result!.endpoint, diagnostics: entry.result!.diagnostics }));
}

/**
 * Route signatures, computed once per route object (looked up, then stored, and again on warm runs), and kept with
 * the route list between processes (thousands of routes, each a digest of its JSON to make).
 */
const signatures = new WeakMap<Route, string>();

/** The signatures of the routes, in their order, for keeping beside them. */
export function routeSignatures(routes: Route[]): string[] {
  return routes.map(signatureOf);
}

function signatureOf(route: Route): string {
  let known = signatures.get(route);
  if (known === undefined) {
    known = routeSignature(route);
    signatures.set(route, known);
  }
  return known;
}

/** Takes the signatures kept beside routes read back (ignored unless they are one string per route). */
export function seedRouteSignatures(routes: Route[], kept: unknown): void {
  if (!Array.isArray(kept) || kept.length !== routes.length) return;
  for (let index = 0; index < routes.length; index++) {
    const signature = kept[index];
    if (typeof signature === 'string') signatures.set(routes[index]!, signature);
  }
}

/** What identifies a route's extraction input (its place in the file does not: that is patched on reuse). */
function signature(route: Route, routeGroup: number | undefined): string {
  return `${signatureOf(route)}#${routeGroup ?? ''}`;
}

/** The digest of what identifies the route (short: thousands are kept, as keys and beside the route list). */
function routeSignature(route: Route): string {
  return contentDigest([
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
