/**
 * Type `static`: the built docs go into the app's output folder. The first time the whole folder goes in at
 * once; after that the folder is brought up to date file by file — an unchanged file is left alone, a changed one
 * replaced in one rename, a stale one removed — and nothing in the app is written through a link.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyStaticDocs } from '../../integration/build-steps/static-copy.ts';

function write(path: string, text: string): void {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

function builtDocs(dir: string, files: Record<string, string>): string {
  const built = join(dir, 'dist', 'docs');
  for (const [path, text] of Object.entries(files)) write(join(built, path), text);
  return built;
}

describe('copyStaticDocs', () => {
  it('replaces the output folder with the built docs', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const built = builtDocs(dir, { 'index.html': 'new', 'pagefind/pagefind.js': 'js' });
    const target = join(dir, 'app', 'public', 'docs');
    write(join(target, 'stale.html'), 'old');
    copyStaticDocs(built, target);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new');
    expect(existsSync(join(target, 'pagefind', 'pagefind.js'))).toBe(true);
    expect(existsSync(join(target, 'stale.html'))).toBe(false);
    expect(existsSync(`${target}.docgen-tmp`)).toBe(false);
  });

  it('moves the whole built folder into place when the app has none yet', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const built = builtDocs(dir, { 'index.html': 'page', 'books/index.html': 'books' });
    const target = join(dir, 'app', 'public', 'docs');
    copyStaticDocs(built, target, { move: true });
    expect(readFileSync(join(target, 'books', 'index.html'), 'utf8')).toBe('books');
    expect(existsSync(built)).toBe(false);
  });

  it('leaves unchanged files alone and replaces changed ones whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const target = join(dir, 'app', 'public', 'docs');
    write(join(target, 'index.html'), 'intro');
    write(join(target, 'books', 'index.html'), 'books v1');
    write(join(target, 'gone', 'index.html'), 'a group removed since');
    const unchanged = statSync(join(target, 'index.html'), { bigint: true });
    const changed = statSync(join(target, 'books', 'index.html'), { bigint: true });

    const built = builtDocs(dir, { 'index.html': 'intro', 'books/index.html': 'books v2', 'authors/index.html': 'new group' });
    copyStaticDocs(built, target, { move: true });

    const after = statSync(join(target, 'index.html'), { bigint: true });
    expect(after.ino).toBe(unchanged.ino);
    expect(after.mtimeNs).toBe(unchanged.mtimeNs);
    expect(readFileSync(join(target, 'books', 'index.html'), 'utf8')).toBe('books v2');
    // A new file renamed over the old one, never the old one rewritten in place (a reader sees either, whole).
    expect(statSync(join(target, 'books', 'index.html')).ino).not.toBe(Number(changed.ino));
    expect(readFileSync(join(target, 'authors', 'index.html'), 'utf8')).toBe('new group');
    expect(existsSync(join(target, 'gone'))).toBe(false);
    // Moved: the changed and new files left the built folder, the unchanged one stayed for the next build to write over.
    expect(existsSync(join(built, 'books', 'index.html'))).toBe(false);
    expect(existsSync(join(built, 'index.html'))).toBe(true);
  });

  it('compares files of the same size byte by byte, past the first block', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const target = join(dir, 'app', 'public', 'docs');
    // 200 KB pages: a difference in their last bytes only, and none at all.
    const page = 'x'.repeat(200_000);
    write(join(target, 'changed.html'), `${page}a`);
    write(join(target, 'same.html'), `${page}b`);
    const same = statSync(join(target, 'same.html'), { bigint: true });
    const built = builtDocs(dir, { 'changed.html': `${page}c`, 'same.html': `${page}b` });
    copyStaticDocs(built, target, { move: true });
    expect(readFileSync(join(target, 'changed.html'), 'utf8')).toBe(`${page}c`);
    expect(statSync(join(target, 'same.html'), { bigint: true }).ino).toBe(same.ino);
  });

  it('copies rather than moves unless told, leaving the built folder whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const target = join(dir, 'app', 'public', 'docs');
    write(join(target, 'index.html'), 'old');
    const built = builtDocs(dir, { 'index.html': 'new' });
    copyStaticDocs(built, target);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('new');
    expect(readFileSync(join(built, 'index.html'), 'utf8')).toBe('new');
  });

  it('replaces links in the output folder instead of writing through them, and settles files and folders that swapped kinds', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const outside = join(dir, 'outside');
    write(join(outside, 'secret.txt'), 'not the docs');
    const target = join(dir, 'app', 'public', 'docs');
    mkdirSync(target, { recursive: true });
    symlinkSync(join(outside, 'secret.txt'), join(target, 'index.html'));
    symlinkSync(outside, join(target, 'books'));
    write(join(target, 'authors'), 'a file where the build has a folder');
    write(join(target, 'page.md', 'index.html'), 'a folder where the build has a file');

    const built = builtDocs(dir, { 'index.html': 'intro', 'books/index.html': 'books', 'authors/index.html': 'authors', 'page.md': '# Page' });
    copyStaticDocs(built, target, { move: true });

    expect(readFileSync(join(outside, 'secret.txt'), 'utf8')).toBe('not the docs');
    expect(existsSync(join(outside, 'index.html'))).toBe(false);
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('intro');
    expect(readFileSync(join(target, 'books', 'index.html'), 'utf8')).toBe('books');
    expect(readFileSync(join(target, 'authors', 'index.html'), 'utf8')).toBe('authors');
    expect(readFileSync(join(target, 'page.md'), 'utf8')).toBe('# Page');
  });

  it('links, rather than moves, the built files that must stay: the same file in both folders', () => {
    const dir = mkdtempSync(join(tmpdir(), 'docgen-static-'));
    const built = builtDocs(dir, { 'index.html': 'intro', 'books/index.html': 'books', 'books.md': '# Books', 'pagefind/pagefind.js': 'js' });
    const target = join(dir, 'app', 'public', 'docs');
    const stay = new Set([join(built, 'books', 'index.html'), join(built, 'books.md')]);
    // The first time, the whole folder moves and what must stay is linked back.
    copyStaticDocs(built, target, { move: true, stay });
    for (const file of ['books/index.html', 'books.md']) expect(statSync(join(built, file)).ino).toBe(statSync(join(target, file)).ino);
    expect(existsSync(join(built, 'index.html'))).toBe(false);
    expect(readFileSync(join(target, 'pagefind', 'pagefind.js'), 'utf8')).toBe('js');

    // After that, a changed file that must stay is linked into place (through a temporary name, renamed over the old).
    const before = statSync(join(target, 'books.md')).ino;
    rmSync(join(built, 'books.md'));
    write(join(built, 'books.md'), '# Books, again');
    write(join(built, 'index.html'), 'intro');
    copyStaticDocs(built, target, { move: true, stay });
    expect(readFileSync(join(target, 'books.md'), 'utf8')).toBe('# Books, again');
    expect(statSync(join(target, 'books.md')).ino).toBe(statSync(join(built, 'books.md')).ino);
    expect(statSync(join(target, 'books.md')).ino).not.toBe(before);
    expect(readdirSync(target).filter((name) => name.includes('docgen-tmp'))).toEqual([]);
    // Unchanged: left in both folders, each its own file.
    expect(statSync(join(built, 'index.html')).ino).not.toBe(statSync(join(target, 'index.html')).ino);
  });
});
