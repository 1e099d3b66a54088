/** The one atomic writer: text or bytes, folders made, unchanged files left alone, no temporary files left over. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../src/atomic-write.ts';

const root = mkdtempSync(join(tmpdir(), 'docgen-atomic-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes text as UTF-8 into folders it makes, leaving no temporary file', () => {
    const path = join(root, 'a/b/page.html');
    expect(writeFileAtomic(path, 'café')).toBe(true);
    expect(readFileSync(path)).toEqual(Buffer.from([0x63, 0x61, 0x66, 0xc3, 0xa9]));
    expect(readdirSync(join(root, 'a/b'))).toEqual(['page.html']);
  });

  it('writes bytes as they are', () => {
    const path = join(root, 'logo.png');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    expect(writeFileAtomic(path, bytes)).toBe(true);
    expect(new Uint8Array(readFileSync(path))).toEqual(bytes);
  });

  it('leaves an unchanged file alone (its mtime too) and rewrites one whose content changed at the same size', () => {
    const path = join(root, 'spec.yaml');
    writeFileSync(path, 'openapi: 3.0.3\n');
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(path, past, past);
    expect(writeFileAtomic(path, 'openapi: 3.0.3\n')).toBe(false);
    expect(writeFileAtomic(path, Buffer.from('openapi: 3.0.3\n'))).toBe(false);
    expect(statSync(path).mtime).toEqual(past);
    expect(writeFileAtomic(path, 'openapi: 3.1.0\n')).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('openapi: 3.1.0\n');
  });

  it('writes parts (strings and bytes) one after the other, and compares them with the file across its blocks', () => {
    const path = join(root, 'parts.json');
    // More than one read block (1 MiB) and more parts than one vectored write takes (1,024).
    const parts: Array<string | Uint8Array> = ['{"items": ['];
    for (let i = 0; i < 3000; i++) parts.push(Buffer.from(`"${String(i).padStart(400, 'x')}",`), i % 2 === 0 ? ' ' : '');
    parts.push('0]}', new Uint8Array(0));
    const joined = parts.map((part) => (typeof part === 'string' ? part : Buffer.from(part).toString('utf8'))).join('');
    expect(joined.length).toBeGreaterThan(1 << 20);
    expect(writeFileAtomic(path, parts)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(joined);
    const past = new Date('2020-01-01T00:00:00Z');
    utimesSync(path, past, past);
    expect(writeFileAtomic(path, parts)).toBe(false);
    expect(writeFileAtomic(path, joined)).toBe(false);
    expect(statSync(path).mtime).toEqual(past);
    // The same size, one byte different past the first block.
    const changed = [...parts];
    changed[2999 * 2 + 1] = Buffer.from(`"${'2999'.padStart(400, 'y')}",`);
    expect(writeFileAtomic(path, changed)).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(joined.replace(`"${'2999'.padStart(400, 'x')}"`, `"${'2999'.padStart(400, 'y')}"`));
    expect(readdirSync(root).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });
});
