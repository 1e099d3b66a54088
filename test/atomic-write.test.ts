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
});
