/** Comparing files without reading them whole: through reused blocks, across block boundaries, left at the first difference. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileHolds, sameFileBytes } from '../src/same-bytes.ts';

const root = mkdtempSync(join(tmpdir(), 'docgen-same-bytes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Larger than the 64 KiB blocks: differences past the first block must be seen.
const big = Buffer.alloc(150_000, 'x');
const endingIn = (last: string) => Buffer.concat([big, Buffer.from(last)]);

function file(name: string, bytes: Uint8Array | string): string {
  const path = join(root, name);
  writeFileSync(path, bytes);
  return path;
}

describe('fileHolds', () => {
  it('compares a file with chunks that straddle the blocks, to the last byte', () => {
    const path = file('holds', endingIn('a'));
    const parts = [big.subarray(0, 70_000), big.subarray(70_000, 140_000), big.subarray(140_000)];
    expect(fileHolds(path, [...parts, Buffer.from('a')])).toBe(true);
    expect(fileHolds(path, [...parts, Buffer.from('b')])).toBe(false);
    expect(fileHolds(path, [Buffer.from('b'), ...parts])).toBe(false);
  });

  it('is false for another size and for a missing file', () => {
    const path = file('small', 'abc');
    expect(fileHolds(path, [Buffer.from('abcd')])).toBe(false);
    expect(fileHolds(join(root, 'missing'), [Buffer.from('abc')])).toBe(false);
    expect(fileHolds(file('empty', ''), [])).toBe(true);
  });
});

describe('sameFileBytes', () => {
  it('finds two files of one size equal or not, past the first block', () => {
    const a = file('a', endingIn('a'));
    expect(sameFileBytes(a, file('a-again', endingIn('a')), big.length + 1)).toBe(true);
    expect(sameFileBytes(a, file('b', endingIn('b')), big.length + 1)).toBe(false);
    // One of the two shorter than its callers found (changed meanwhile): not the same.
    expect(sameFileBytes(a, file('short', big), big.length + 1)).toBe(false);
  });
});
