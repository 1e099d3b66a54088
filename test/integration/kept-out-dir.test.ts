/**
 * An output folder kept between builds: what the build wrote stays, what only an earlier build wrote goes,
 * and so do the folders it leaves empty.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { markBuildStart, removeFilesOfEarlierBuilds } from '../../integration/build-steps/kept-out-dir.ts';

function write(path: string, text: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/** An output folder and the marker of a build's start, in a new temporary folder. */
function keptOut(): { out: string; marker: string } {
  const work = mkdtempSync(join(tmpdir(), 'docgen-kept-out-'));
  return { out: join(work, 'dist'), marker: join(work, 'cache', 'build-started') };
}

describe('removeFilesOfEarlierBuilds', () => {
  it('keeps the files written since the marker and removes the others', async () => {
    const { out, marker } = keptOut();
    write(join(out, 'docs', 'books', 'index.html'), 'old books');
    write(join(out, 'docs', 'authors', 'index.html'), 'old authors');
    write(join(out, 'docs', 'removed-group', 'index.html'), 'gone');
    // The file system's clock may tick every few milliseconds.
    await sleep(50);
    markBuildStart(marker);
    write(join(out, 'docs', 'books', 'index.html'), 'new books');
    write(join(out, 'docs', 'new-group', 'index.html'), 'new');

    removeFilesOfEarlierBuilds(out, marker);
    expect(existsSync(join(out, 'docs', 'books', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'docs', 'new-group', 'index.html'))).toBe(true);
    expect(existsSync(join(out, 'docs', 'authors', 'index.html'))).toBe(false);
    expect(existsSync(join(out, 'docs', 'removed-group'))).toBe(false);
  });

  it('removes nothing without a marker', () => {
    const work = mkdtempSync(join(tmpdir(), 'docgen-kept-out-'));
    write(join(work, 'dist', 'index.html'), 'page');
    removeFilesOfEarlierBuilds(join(work, 'dist'), join(work, 'no-marker'));
    expect(existsSync(join(work, 'dist', 'index.html'))).toBe(true);
  });

  it('leaves the spared folder to the step that keeps it', async () => {
    const { out, marker } = keptOut();
    write(join(out, 'docs', 'pagefind', 'pagefind.js'), 'bundle');
    write(join(out, 'docs', 'pagefind-old', 'index.html'), 'gone');
    await sleep(50);
    markBuildStart(marker);
    removeFilesOfEarlierBuilds(out, marker, { folder: join(out, 'docs', 'pagefind') });
    expect(existsSync(join(out, 'docs', 'pagefind', 'pagefind.js'))).toBe(true);
    expect(existsSync(join(out, 'docs', 'pagefind-old'))).toBe(false);
  });

  it('leaves the files the build kept on purpose (pages it did not render again)', async () => {
    const { out, marker } = keptOut();
    const kept = join(out, 'docs', 'books', 'index.html');
    write(kept, 'books, unchanged');
    write(join(out, 'docs', 'books.md'), 'twin, not kept');
    await sleep(50);
    markBuildStart(marker);
    removeFilesOfEarlierBuilds(out, marker, { files: new Set([kept]) });
    expect(readFileSync(kept, 'utf8')).toBe('books, unchanged');
    expect(existsSync(join(out, 'docs', 'books.md'))).toBe(false);
  });
});
