import { existsSync, mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markUsed, removeUnused, SWEPT_MARK } from '../src/unused-caches.ts';

const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);

describe('removeUnused', () => {
  it('removes the caches nobody used for two weeks, only those it is told are caches, never the one kept', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docgen-unused-'));
    const file = (name: string, age: number) => {
      writeFileSync(join(folder, name), 'x');
      utimesSync(join(folder, name), daysAgo(age), daysAgo(age));
    };
    file('old.v8', 15);
    file('fresh.v8', 1);
    file('kept.v8', 40);
    file('old.txt', 40);
    mkdirSync(join(folder, 'old-folder.v8'));
    utimesSync(join(folder, 'old-folder.v8'), daysAgo(20), daysAgo(20));
    removeUnused(folder, join(folder, 'kept.v8'), (name, isFolder) => !isFolder && name.endsWith('.v8'));
    expect(['old.v8', 'fresh.v8', 'kept.v8', 'old.txt', 'old-folder.v8'].filter((name) => existsSync(join(folder, name)))).toEqual([
      'fresh.v8',
      'kept.v8',
      'old.txt',
      'old-folder.v8',
    ]);
  });

  it('sweeps a folder at most once a day', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docgen-unused-'));
    const aged = (name: string, age: number) => {
      writeFileSync(join(folder, name), 'x');
      utimesSync(join(folder, name), daysAgo(age), daysAgo(age));
    };
    const isCache = (name: string) => name.endsWith('.v8');
    aged('first.v8', 20);
    removeUnused(folder, '', isCache);
    expect(existsSync(join(folder, 'first.v8'))).toBe(false);
    // Swept just now: what aged since waits for the next day's sweep.
    aged('second.v8', 20);
    removeUnused(folder, '', isCache);
    expect(existsSync(join(folder, 'second.v8'))).toBe(true);
    utimesSync(join(folder, SWEPT_MARK), daysAgo(2), daysAgo(2));
    removeUnused(folder, '', isCache);
    expect(existsSync(join(folder, 'second.v8'))).toBe(false);
    // The mark itself is never taken for a cache, even by a sweep that takes every file for one.
    utimesSync(join(folder, SWEPT_MARK), daysAgo(30), daysAgo(30));
    removeUnused(folder, '', () => true);
    expect(existsSync(join(folder, SWEPT_MARK))).toBe(true);
  });

  it('leaves a folder that cannot be read alone', () => {
    expect(() => removeUnused(join(tmpdir(), 'docgen-no-such-folder'), '', () => true)).not.toThrow();
  });
});

describe('markUsed', () => {
  it('sets the modification time to now without changing the content', () => {
    const folder = mkdtempSync(join(tmpdir(), 'docgen-used-'));
    const path = join(folder, 'cache.v8');
    writeFileSync(path, 'kept');
    utimesSync(path, daysAgo(30), daysAgo(30));
    markUsed(path);
    expect(Date.now() - statSync(path).mtimeMs).toBeLessThan(60_000);
    expect(statSync(path).size).toBe(4);
  });
});
