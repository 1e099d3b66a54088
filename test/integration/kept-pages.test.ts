/** The record of the pages a kept output folder holds: taken once, trusted only whole, checked against the files. */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keptPagesFile, pageFiles, takeKeptPages, unchangedPages, writeKeptPages } from '../../integration/build-steps/kept-pages.ts';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'docgen-kept-pages-'));
}

describe('kept pages', () => {
  it('gives back the keys written, once: taking the record removes it', () => {
    const file = keptPagesFile(folder());
    writeKeptPages(file, new Map([['books', 'k1'], ['authors', 'k2']]));
    expect(takeKeptPages(file)).toEqual(new Map([['books', 'k1'], ['authors', 'k2']]));
    expect(existsSync(file)).toBe(false);
    expect(takeKeptPages(file)).toEqual(new Map());
  });

  it('trusts nothing of a record it cannot read, and drops what is not a key', () => {
    const file = keptPagesFile(folder());
    writeFileSync(file, '{"books": "k1", "authors": ');
    expect(takeKeptPages(file)).toEqual(new Map());
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, '{"books": "k1", "authors": 7, "loans": null}');
    expect(takeKeptPages(file)).toEqual(new Map([['books', 'k1']]));
    writeFileSync(file, '["books"]');
    expect(takeKeptPages(file)).toEqual(new Map());
  });

  it('keeps a page whose key is unchanged only while its page and Markdown twin are both in the docs folder', () => {
    const docs = join(folder(), 'docs');
    for (const slug of ['books', 'authors', 'loans']) {
      for (const file of pageFiles(docs, slug)) {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, slug);
      }
    }
    expect(pageFiles(docs, 'books')).toEqual([join(docs, 'books', 'index.html'), join(docs, 'books.md')]);
    // The twin of the loans page is gone; the members page was never written.
    rmSync(join(docs, 'loans.md'));
    const keys = new Map([['books', 'same'], ['authors', 'new'], ['loans', 'same'], ['members', 'same']]);
    const last = new Map([['books', 'same'], ['authors', 'old'], ['loans', 'same'], ['members', 'same']]);
    expect(unchangedPages(keys, last, docs)).toEqual(new Set(['books']));
  });
});
