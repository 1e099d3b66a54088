/**
 * The search bundle reaches each build's output through copies kept between builds: linked, not written,
 * when their bytes did not change; a changed file is a new file, so an earlier build's output keeps its bytes.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeThroughKeptFiles } from '../../integration/build-steps/linked-files.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A bundle, then the next build's: the entry changed, one fragment unchanged, the other gone. */
const FIRST_BUNDLE = [
  { path: 'pagefind-entry.json', content: bytes('{"v":1}') },
  { path: 'fragment/en_1.pf_fragment', content: bytes('one') },
  { path: 'fragment/en_2.pf_fragment', content: bytes('two') },
];
const SECOND_BUNDLE = [
  { path: 'pagefind-entry.json', content: bytes('{"v":2}') },
  { path: 'fragment/en_1.pf_fragment', content: bytes('one') },
];

describe('placeThroughKeptFiles', () => {
  it('places every file with its bytes, as a link to the kept copy', () => {
    const work = mkdtempSync(join(tmpdir(), 'docgen-linked-'));
    const kept = join(work, 'kept');
    const out = join(work, 'dist', 'pagefind');
    placeThroughKeptFiles([{ path: 'pagefind-entry.json', content: bytes('{"a":1}') }, { path: 'fragment/en_1.pf_fragment', content: bytes('one') }], kept, out);
    expect(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')).toBe('{"a":1}');
    expect(readFileSync(join(out, 'fragment', 'en_1.pf_fragment'), 'utf8')).toBe('one');
    expect(statSync(join(out, 'fragment', 'en_1.pf_fragment')).ino).toBe(statSync(join(kept, 'fragment', 'en_1.pf_fragment')).ino);
  });

  it('keeps an unchanged file, replaces a changed one without touching the last output, and drops a stale one', () => {
    const work = mkdtempSync(join(tmpdir(), 'docgen-linked-'));
    const kept = join(work, 'kept');
    const first = join(work, 'first');
    const second = join(work, 'second');
    placeThroughKeptFiles(FIRST_BUNDLE, kept, first);
    const unchangedInode = statSync(join(kept, 'fragment', 'en_1.pf_fragment')).ino;
    placeThroughKeptFiles(SECOND_BUNDLE, kept, second);

    expect(statSync(join(kept, 'fragment', 'en_1.pf_fragment')).ino).toBe(unchangedInode);
    expect(readFileSync(join(second, 'pagefind-entry.json'), 'utf8')).toBe('{"v":2}');
    expect(readFileSync(join(first, 'pagefind-entry.json'), 'utf8')).toBe('{"v":1}');
    expect(existsSync(join(kept, 'fragment', 'en_2.pf_fragment'))).toBe(false);
    expect(existsSync(join(second, 'fragment', 'en_2.pf_fragment'))).toBe(false);
    expect(readFileSync(join(first, 'fragment', 'en_2.pf_fragment'), 'utf8')).toBe('two');
  });

  it('replaces a kept copy an interrupted build left half-written, and links the whole one', () => {
    const work = mkdtempSync(join(tmpdir(), 'docgen-linked-'));
    const kept = join(work, 'kept');
    const out = join(work, 'dist', 'pagefind');
    mkdirSync(join(kept, 'fragment'), { recursive: true });
    writeFileSync(join(kept, 'fragment', 'en_1.pf_fragment'), 'on');
    placeThroughKeptFiles(FIRST_BUNDLE, kept, out);
    expect(readFileSync(join(kept, 'fragment', 'en_1.pf_fragment'), 'utf8')).toBe('one');
    expect(readFileSync(join(out, 'fragment', 'en_1.pf_fragment'), 'utf8')).toBe('one');
    expect(statSync(join(out, 'fragment', 'en_1.pf_fragment')).ino).toBe(statSync(join(kept, 'fragment', 'en_1.pf_fragment')).ino);
    // Only the bundle's files: no temporary file left beside them.
    expect(readdirSync(kept, { recursive: true }).sort()).toEqual(['fragment', 'fragment/en_1.pf_fragment', 'fragment/en_2.pf_fragment', 'pagefind-entry.json']);
  });

  it('brings a folder an earlier build placed up to date: unchanged links left as they are, changed and stale files replaced or removed', () => {
    const work = mkdtempSync(join(tmpdir(), 'docgen-linked-'));
    const kept = join(work, 'kept');
    const out = join(work, 'dist', 'pagefind');
    placeThroughKeptFiles(FIRST_BUNDLE, kept, out);
    const linked = statSync(join(out, 'fragment', 'en_1.pf_fragment'), { bigint: true });
    // A file someone wrote over in the output (not a link) is replaced by the kept copy.
    writeFileSync(join(out, 'extra.txt'), 'not the bundle');
    placeThroughKeptFiles(SECOND_BUNDLE, kept, out);

    const again = statSync(join(out, 'fragment', 'en_1.pf_fragment'), { bigint: true });
    expect(again.ino).toBe(linked.ino);
    // Left alone: linking it again would have changed its change time.
    expect(again.ctimeNs).toBe(linked.ctimeNs);
    expect(readFileSync(join(out, 'pagefind-entry.json'), 'utf8')).toBe('{"v":2}');
    expect(statSync(join(out, 'pagefind-entry.json')).ino).toBe(statSync(join(kept, 'pagefind-entry.json')).ino);
    expect(existsSync(join(out, 'fragment', 'en_2.pf_fragment'))).toBe(false);
    expect(existsSync(join(out, 'extra.txt'))).toBe(false);
  });
});
