/**
 * Runs docgen's command line from its CommonJS bundle (`lib/cli.cjs`, one file with its packages) with V8's code
 * cache: every run compiles the ~2 MB of JavaScript it uses, a fifth of a run after an edit, and an earlier run of
 * the same command leaves the bytecode it compiled for the next to start from. Node 20 gives ES modules no code cache,
 * hence the CommonJS bundle beside the ES modules of `lib/`.
 *
 * A cache is kept per bundle content (named on the bundle's first line), Node version and command, in docgen's own
 * folder only: a code cache is code, so never in a folder shared with other users or restored from elsewhere (such
 * as `DOCGEN_CACHE_DIR`, which a CI may fill from an untrusted branch's run). V8 checks that a cache fits its version
 * and flags but not that its bytes are whole: a checksum written before them is checked first, and a cache found
 * damaged, stale or refused is replaced after the run. A cache holds what the run that wrote it compiled: one
 * written by a short run (nothing to extract) is written again by a run that took much longer (a cold extraction),
 * so each command's cache soon holds what its long runs need. Where docgen's folder is read-only,
 * runs compile as usual.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { writeFileAtomic } from './atomic-write.ts';
import { checksum } from './checksum.ts';
import { packageFile } from './package-root.ts';

/** What the bundle's entry exports. */
interface CommandLine {
  main(argv: string[]): Promise<number>;
}

/** The bundle's first line: `// docgen-code <name of its content>`. */
const CODE_NAME = /^\/\/ docgen-code ([\w-]+)\n/;
const EXTENSION = '.v8code';

/** A run's exit code, and whether V8 started from a cache or one was written for the next run. */
export interface CachedRun {
  exitCode: number;
  codeCache: 'used' | 'written' | 'none';
}

/** Runs `main(argv)` of the bundle at `bundle`; the caches are in `folder` (none when null). */
export async function runCachedCommandLine(bundle: string, argv: string[], folder: string | null = docgensCacheFolder()): Promise<CachedRun> {
  const started = process.cpuUsage();
  // Decoded as UTF-8 though the build writes it in ASCII: V8 keeps it in its heap, one byte per character. Read as
  // Latin-1, a file this size becomes a string outside the heap, which moved V8's major collections to worse
  // moments of a cold 1k build (3 % more instructions; the same at 5k, and within 0.5 % on other runs).
  const source = readFileSync(bundle, 'utf8');
  const name = CODE_NAME.exec(source)?.[1];
  const cacheFile = folder && name ? join(folder, `cli-${runKind(argv)}-${name}-${process.version}-${process.arch}${EXTENSION}`) : undefined;
  const cached = cacheFile ? readCache(cacheFile) : undefined;
  const cachedData = cached?.data;
  // The wrapper of a CommonJS module (strict, as the bundle's modules are), with the function the bundle imports ES modules through.
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname, __docgenImport) {"use strict";${source}\n})`, {
    filename: bundle,
    ...(cachedData ? { cachedData } : {}),
  });
  const module = { exports: {} as CommandLine };
  const importBeside = (specifier: string) => import(new URL(specifier, pathToFileURL(bundle)).href);
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(bundle), module, bundle, dirname(bundle), importBeside);
  const exitCode = await module.exports.main(argv);
  if (!cacheFile || !name) return { exitCode, codeCache: 'none' };
  const used = process.cpuUsage(started);
  const cpuMs = Math.ceil((used.user + used.system) / 1000);
  if (cached && script.cachedDataRejected !== true && !tookLonger(cpuMs, cached.writtenAfterMs)) return { exitCode, codeCache: 'used' };
  saveCache(cacheFile, script.createCachedData(), name, cpuMs);
  return { exitCode, codeCache: 'written' };
}

/** Whether a run did much more than the one that wrote the cache: twice its CPU time, and a quarter of a second more. */
function tookLonger(cpuMs: number, writtenAfterMs: number): boolean {
  return cpuMs >= Math.max(2 * writtenAfterMs, writtenAfterMs + 250);
}

/**
 * What a run compiles depends on what it does: a cache per command, and apart for `--no-site`, whose build extracts
 * in this bundle (a site build extracts in the site builder's modules).
 */
function runKind(argv: string[]): string {
  const command = argv[0] && /^[a-z][a-z-]{0,30}$/.test(argv[0]) ? argv[0] : 'none';
  return argv.includes('--no-site') ? `${command}-no-site` : command;
}

/** Where docgen keeps the code caches of its command line: in its own folder. */
export function codeCacheFolder(): string {
  return packageFile('node_modules', '.cache', 'docgen', 'code');
}

function docgensCacheFolder(): string | null {
  const folder = codeCacheFolder();
  try {
    mkdirSync(folder, { recursive: true });
    return folder;
  } catch {
    return null;
  }
}

/**
 * A cache file: the checksum of what follows it (4 bytes), the CPU time of the run that wrote it (4 bytes, in ms),
 * then V8's data.
 */
const HEAD = 8;

/** The cache's data and the CPU time of the run that wrote it, when they match their checksum. */
function readCache(file: string): { data: Buffer; writtenAfterMs: number } | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= HEAD || checksum([bytes.subarray(4)]) !== bytes.readUInt32LE(0)) return undefined;
  return { data: bytes.subarray(HEAD), writtenAfterMs: bytes.readUInt32LE(4) };
}

/** Writes the cache and removes those of other bundles, which no run of this folder uses again. */
function saveCache(file: string, data: Buffer, name: string, cpuMs: number): void {
  const head = Buffer.alloc(HEAD);
  head.writeUInt32LE(Math.min(cpuMs, 0xffffffff), 4);
  head.writeUInt32LE(checksum([head.subarray(4), data]), 0);
  try {
    writeFileAtomic(file, [head, data]);
    const folder = dirname(file);
    for (const entry of readdirSync(folder)) {
      if (entry.endsWith(EXTENSION) && !entry.includes(`-${name}-`)) rmSync(join(folder, entry), { force: true });
    }
  } catch {
    // Read-only, or removed meanwhile: the next run compiles again.
  }
}
