/**
 * What warm runs reuse, kept on disk so the next process starts warm: the discovered routes, the controller facts
 * of matching and every extracted endpoint, each with the stamps (mtime, size, content hash) of the files it was
 * read from and the digest of its content (its bytes are kept beside, under that digest: kept-pieces.ts). One
 * file per app (and beside it the routes, rewritten only when they change), in `node_modules/.cache/docgen/extract/` of docgen's folder (the app's `.docgen/cache/` when that
 * cannot be written), in Node's structured-clone format (`node:v8`), which reads strings, typed arrays and bytes
 * back at memory speed. A cache file is the length of its state, a checksum of everything after it, the state, then
 * bytes that the reader uses where they lie.
 *
 * The file is trusted only when whole and made by this very code for this config: its checksum matches its bytes,
 * and it carries docgen's code digest and the run's fingerprint (config, env); anything else — another version, a
 * different config, a truncated, damaged or foreign file — is ignored and replaced. (Endpoints are decoded from
 * their bytes only when read, after the extraction, when they could no longer be extracted again: the checksum is
 * what makes a damaged byte found before anything of the file is used.) Writes go to a temporary file renamed into place, so two
 * runs at once each leave a whole file (the last one wins) and a reader never sees half of one.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { markUsed, removeUnused } from '../unused-caches.ts';
import { checksum } from '../checksum.ts';
import { codeDigest } from '../code-digest.ts';
import { writeFileAtomic } from '../atomic-write.ts';
import { packageFile } from '../package-root.ts';
import { jsonExact } from '../json-exact.ts';
import { StampTableWriter, stampTableReader, type StampedEntries, type StampedTable, type StampPairs } from './stamped-table.ts';

const FORMAT = 'docgen-extraction-cache';
/** The state's length (4 bytes) and the checksum (4). */
const HEAD = 8;

export interface PersistedState<Facts, Endpoint> {
  facts: StampedEntries<Facts>;
  endpoints: StampedEntries<Endpoint>;
  /** Values read from files (stamped-values.ts), by the name of what they are. */
  values: Record<string, StampedEntries<unknown>>;
}

/** The state as the file keeps it: the entries in columns (stamped-table.ts). */
interface KeptState {
  pairs: StampPairs;
  facts: StampedTable<unknown>;
  endpoints: StampedTable<unknown>;
  values: Record<string, StampedTable<unknown>>;
}

interface CacheFile {
  format: string;
  code: string;
  fingerprint: string;
  state: unknown;
}

/**
 * The folder for the cache files: `dir` when given, else `$DOCGEN_CACHE_DIR` (a CI cache, a benchmark), else
 * docgen's own cache folder, else the app's.
 */
export function cacheFolder(appRoot: string, dir?: string): string | undefined {
  const chosen = dir ?? process.env.DOCGEN_CACHE_DIR;
  const candidates = chosen ? [chosen] : [packageFile('node_modules', '.cache', 'docgen', 'extract'), join(appRoot, '.docgen', 'cache')];
  for (const candidate of candidates) {
    try {
      mkdirSync(candidate, { recursive: true });
      accessSync(candidate, constants.W_OK);
      return candidate;
    } catch {
      // Read-only: try the next one.
    }
  }
  return undefined;
}

/** The cache file of an app: readable, and unique per app path. */
export function cacheFileOf(folder: string, appRoot: string): string {
  const root = resolve(appRoot);
  const name = basename(root).replace(/[^\w.-]+/g, '-').slice(0, 40) || 'app';
  return join(folder, `${name}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}.v8`);
}

/** The file of an app's extracted endpoints' bytes (kept-pieces.ts), beside its cache file. */
export function resultsFileOf(cacheFile: string): string {
  return cacheFile.replace(/\.v8$/, '.endpoints.v8');
}

/**
 * The file of an app's discovered routes (with the stamps of the files they were read from), beside its cache
 * file: written only when the routes changed, not with every edit of an endpoint.
 */
export function routesFileOf(cacheFile: string): string {
  return cacheFile.replace(/\.v8$/, '.routes.v8');
}

/** The routes kept in their file for this fingerprint, or undefined (the caller checks their shape). */
export function readKeptRoutes(file: string, fingerprint: string): unknown {
  const state = readCacheFile(file, fingerprint)?.state as { json?: unknown; routes?: unknown } | undefined;
  if (typeof state?.json !== 'string') return state?.routes;
  try {
    return JSON.parse(state.json);
  } catch {
    return undefined;
  }
}

/**
 * Writes the routes to their file: as JSON text when JSON gives them back exactly (thousands of route objects
 * read back in half the time), else as they are.
 */
export function writeKeptRoutes(file: string, fingerprint: string, routes: unknown): boolean {
  return writeCacheFile(file, fingerprint, jsonExact(routes) ? { json: JSON.stringify(routes) } : { routes });
}

/** The file of the `.docgen/endpoints` group texts (kept-pieces.ts), beside an app's cache file. */
export function intermediateFileOf(cacheFile: string): string {
  return cacheFile.replace(/\.v8$/, '.intermediate.v8');
}

/** The file of the outputs' pieces (kept-pieces.ts), beside an app's cache file. */
export function piecesFileOf(cacheFile: string): string {
  return cacheFile.replace(/\.v8$/, '.outputs.v8');
}

/** The state kept by an earlier run of this code with this fingerprint, or undefined (none, stale or unreadable). */
export function readPersisted(file: string, fingerprint: string): PersistedState<unknown, unknown> | undefined {
  const state = readCacheFile(file, fingerprint)?.state as Partial<KeptState> | undefined;
  const read = stampTableReader(state?.pairs);
  const facts = read?.(state?.facts);
  const endpoints = read?.(state?.endpoints);
  if (!state || !read || !facts || !endpoints || typeof state.values !== 'object' || state.values === null) return undefined;
  const values: Record<string, StampedEntries<unknown>> = {};
  for (const [name, table] of Object.entries(state.values)) {
    const entries = read(table);
    if (!entries) return undefined;
    values[name] = entries;
  }
  return { facts, endpoints, values };
}

/**
 * What a cache file written by this code with this fingerprint holds — its state and the bytes written after it
 * (read in place, not copied) — or undefined (none, stale or unreadable): the caller checks the shape of the state.
 */
export function readCacheFile(file: string, fingerprint: string): { state: unknown; tail: Buffer } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    // The state's length, the checksum, then the state, then the tail.
    const length = bytes.length >= HEAD ? bytes.readUInt32LE(0) : Infinity;
    if (HEAD + length > bytes.length) return undefined;
    if (checksum([bytes.subarray(HEAD)]) !== bytes.readUInt32LE(4)) return undefined;
    const content = deserialize(bytes.subarray(HEAD, HEAD + length)) as Partial<CacheFile> | null;
    if (!content || content.format !== FORMAT || content.code !== codeDigest() || content.fingerprint !== fingerprint) return undefined;
    return { state: content.state, tail: bytes.subarray(HEAD + length) };
  } catch {
    // Truncated, corrupt or not ours: rebuilt by this run.
    return undefined;
  }
}

/** Writes the state (atomically); a folder that cannot be written only costs the next run its warm start. */
export function writePersisted(file: string, fingerprint: string, state: PersistedState<unknown, unknown>): boolean {
  const tables = new StampTableWriter();
  const facts = tables.table(state.facts);
  const endpoints = tables.table(state.endpoints);
  const values = Object.fromEntries(Object.entries(state.values).map(([name, entries]) => [name, tables.table(entries)]));
  const kept: KeptState = { pairs: tables.pairs, facts, endpoints, values };
  return writeCacheFile(file, fingerprint, kept);
}

/** Writes a cache file (atomically) with its state and, after it, bytes to be read in place; false when it could not be written. */
export function writeCacheFile(file: string, fingerprint: string, state: unknown, tail: readonly Uint8Array[] = []): boolean {
  const content: CacheFile = { format: FORMAT, code: codeDigest(), fingerprint, state };
  try {
    const serialized = serialize(content);
    const head = Buffer.alloc(HEAD);
    head.writeUInt32LE(serialized.length, 0);
    head.writeUInt32LE(checksum([serialized, ...tail]), 4);
    writeFileAtomic(file, [head, serialized, ...tail]);
    removeUnused(join(file, '..'), file, (name, isFolder) => !isFolder && name.endsWith('.v8'));
    return true;
  } catch {
    return false;
  }
}

/** Marks a cache file as used (unused ones are removed), without rewriting it. */
export function touchPersisted(file: string): void {
  markUsed(file);
}
