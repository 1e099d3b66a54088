/**
 * The command line runs from a CommonJS bundle with V8's code cache: the cache a run leaves is used by the next,
 * a damaged one is never given to V8 (and is replaced), and the caches of another bundle are removed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checksum } from '../src/checksum.ts';
import { runCachedCommandLine } from '../src/code-cache.ts';

let dir: string;
let caches: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'docgen-code-cache-'));
  caches = join(dir, 'caches');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle as the build writes it: its name on the first line, then a CommonJS module exporting `main`. */
function writeBundle(name: string | undefined, body: string): string {
  const file = join(dir, 'cli.cjs');
  writeFileSync(file, `${name ? `// docgen-code ${name}\n` : ''}${body}`);
  return file;
}

const MAIN = `
function words(argv) { return argv.map((word) => word.toUpperCase()); }
function busy(ms) { const start = process.cpuUsage(); for (let used = 0; used < ms * 1000; ) { const u = process.cpuUsage(start); used = u.user + u.system; } }
exports.main = async (argv) => {
  globalThis.codeCacheSeen = words(argv);
  const ms = Number(argv.find((arg) => /^--busy=/.test(arg))?.slice(7) ?? 0);
  if (ms > 0) busy(ms);
  return argv.length;
};
`;

function cacheFiles(): string[] {
  try {
    return readdirSync(caches).sort();
  } catch {
    return [];
  }
}

describe('running the command line with a code cache', () => {
  it('runs main with the arguments, keeps a cache per command, and the next run uses it as it is', async () => {
    const bundle = writeBundle('first', MAIN);
    expect(await runCachedCommandLine(bundle, ['routes', '--all'], caches)).toEqual({ exitCode: 2, codeCache: 'written' });
    expect((globalThis as { codeCacheSeen?: string[] }).codeCacheSeen).toEqual(['ROUTES', '--ALL']);
    const [file] = cacheFiles();
    expect(file).toMatch(/^cli-routes-first-v\d+\.\d+\.\d+-\w+\.v8code$/);
    const written = readFileSync(join(caches, file!));
    expect(written.readUInt32LE(0)).toBe(checksum([written.subarray(4)]));

    const before = statSync(join(caches, file!)).mtimeMs;
    expect(await runCachedCommandLine(bundle, ['routes'], caches)).toEqual({ exitCode: 1, codeCache: 'used' });
    expect(statSync(join(caches, file!)).mtimeMs).toBe(before);

    await runCachedCommandLine(bundle, ['build', '--no-site'], caches);
    await runCachedCommandLine(bundle, [], caches);
    expect(cacheFiles().map((name) => name.split('-first-')[0])).toEqual(['cli-build-no-site', 'cli-none', 'cli-routes']);
  });

  it('writes the cache again after a run that took much longer than the one that wrote it (it compiled more)', async () => {
    const bundle = writeBundle('first', MAIN);
    expect((await runCachedCommandLine(bundle, ['build'], caches)).codeCache).toBe('written');
    const path = join(caches, cacheFiles()[0]!);
    expect(readFileSync(path).readUInt32LE(4)).toBeLessThan(250);
    expect((await runCachedCommandLine(bundle, ['build', '--busy=100'], caches)).codeCache).toBe('used');
    expect((await runCachedCommandLine(bundle, ['build', '--busy=400'], caches)).codeCache).toBe('written');
    const writtenAfter = readFileSync(path).readUInt32LE(4);
    expect(writtenAfter).toBeGreaterThanOrEqual(400);
    expect((await runCachedCommandLine(bundle, ['build', '--busy=400'], caches)).codeCache).toBe('used');
    expect(readFileSync(path).readUInt32LE(4)).toBe(writtenAfter);
  });

  it('never gives V8 a damaged cache: the run compiles as usual and writes a whole one', async () => {
    const bundle = writeBundle('first', MAIN);
    await runCachedCommandLine(bundle, ['extract'], caches);
    const path = join(caches, cacheFiles()[0]!);
    const damaged = readFileSync(path);
    damaged[damaged.length >> 1] ^= 0xff;
    writeFileSync(path, damaged);
    expect(await runCachedCommandLine(bundle, ['extract', 'x'], caches)).toEqual({ exitCode: 2, codeCache: 'written' });
    const rewritten = readFileSync(path);
    expect(rewritten.readUInt32LE(0)).toBe(checksum([rewritten.subarray(4)]));
    expect((await runCachedCommandLine(bundle, ['extract'], caches)).codeCache).toBe('used');

    writeFileSync(path, Buffer.from([1, 2]));
    expect(await runCachedCommandLine(bundle, ['extract'], caches)).toEqual({ exitCode: 1, codeCache: 'written' });
    expect((await runCachedCommandLine(bundle, ['extract'], caches)).codeCache).toBe('used');
  });

  it('removes the caches of another bundle when it writes its own', async () => {
    await runCachedCommandLine(writeBundle('old', MAIN), ['build'], caches);
    await runCachedCommandLine(writeBundle('old', MAIN), ['routes'], caches);
    expect(cacheFiles()).toHaveLength(2);
    await runCachedCommandLine(writeBundle('new', `${MAIN}\n// changed\n`), ['build'], caches);
    expect(cacheFiles()).toEqual([expect.stringMatching(/^cli-build-new-/)]);
  });

  it('keeps no cache for a bundle without its name, or without a folder', async () => {
    expect(await runCachedCommandLine(writeBundle(undefined, MAIN), ['build'], caches)).toEqual({ exitCode: 1, codeCache: 'none' });
    expect(cacheFiles()).toEqual([]);
    expect(await runCachedCommandLine(writeBundle('first', MAIN), ['build'], null)).toEqual({ exitCode: 1, codeCache: 'none' });
    expect(cacheFiles()).toEqual([]);
  });

  it('runs the bundle in strict mode and hands it the import of ES modules beside it', async () => {
    writeFileSync(join(dir, 'beside.mjs'), 'export const answer = (n) => n * 2;');
    const bundle = writeBundle(
      'first',
      `const sloppy = (function () { return this === undefined ? 'strict' : 'sloppy'; })();
exports.main = async () => (sloppy === 'strict' ? (await __docgenImport('./beside.mjs')).answer(21) : -1);`,
    );
    expect((await runCachedCommandLine(bundle, [], caches)).exitCode).toBe(42);
  });

  it('reads an ASCII bundle and one with other text alike: each string as written', async () => {
    const textOf = async (body: string) => {
      const bundle = writeBundle('text', `exports.main = async () => { globalThis.codeCacheSeen = [${body}]; return 0; };`);
      await runCachedCommandLine(bundle, [], caches);
      return (globalThis as { codeCacheSeen?: string[] }).codeCacheSeen;
    };
    expect(await textOf('"caf\\xE9 \\u2192 \\uD83D\\uDE00"')).toEqual(['café → 😀']);
    expect(await textOf('"café → 😀", /^caf[eé]$/.test("café") ? "matched" : ""')).toEqual(['café → 😀', 'matched']);
  });
});
