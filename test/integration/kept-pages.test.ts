/** The record of the pages a kept output folder holds: taken once, trusted only whole, checked against the files. */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesOfPages, keptPagesFile, pageFiles, takeKeptPages, unchangedPages, unlinkPagesToRender, writeKeptPages } from '../../integration/build-steps/kept-pages.ts';

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'docgen-kept-pages-'));
}

describe('kept pages', () => {
  /** A docs folder with the page and Markdown twin of each slug. */
  function docsWith(slugs: string[]): string {
    const docs = join(folder(), 'docs');
    for (const slug of slugs) {
      for (const file of pageFiles(docs, slug)) {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, slug);
      }
    }
    return docs;
  }

  it('gives back the record written, once: taking it removes it', () => {
    const docs = docsWith(['books', 'authors']);
    const file = keptPagesFile(folder());
    const keys = new Map([['books', 'k1'], ['authors', 'k2']]);
    writeKeptPages(file, keys, docs);
    const last = takeKeptPages(file);
    expect([...last.keys()]).toEqual(['books', 'authors']);
    expect(unchangedPages(keys, last, docs)).toEqual(new Set(['books', 'authors']));
    expect(existsSync(file)).toBe(false);
    expect(takeKeptPages(file)).toEqual(new Map());
  });

  it('trusts nothing of a record it cannot read, and drops what is not a page', () => {
    const file = keptPagesFile(folder());
    writeFileSync(file, '{"books": "k1", "authors": ');
    expect(takeKeptPages(file)).toEqual(new Map());
    expect(existsSync(file)).toBe(false);
    writeFileSync(file, '{"books": "k1", "authors": 7, "loans": null}');
    expect(takeKeptPages(file)).toEqual(new Map([['books', 'k1']]));
    writeFileSync(file, '["books"]');
    expect(takeKeptPages(file)).toEqual(new Map());
  });

  it('keeps a page whose key is unchanged only while its page and Markdown twin are as the last build left them', () => {
    const docs = docsWith(['books', 'authors', 'loans', 'members']);
    expect(pageFiles(docs, 'books')).toEqual([join(docs, 'books', 'index.html'), join(docs, 'books.md')]);
    const file = keptPagesFile(folder());
    writeKeptPages(file, new Map([['books', 'same'], ['authors', 'old'], ['loans', 'same'], ['members', 'same'], ['shelves', 'same']]), docs);
    // The twin of the loans page is gone; the members page was changed where it is served (the same file);
    // the shelves page was never written.
    rmSync(join(docs, 'loans.md'));
    writeFileSync(join(docs, 'members', 'index.html'), 'members, changed by hand');
    const keys = new Map([['books', 'same'], ['authors', 'new'], ['loans', 'same'], ['members', 'same'], ['shelves', 'same']]);
    expect(unchangedPages(keys, takeKeptPages(file), docs)).toEqual(new Set(['books']));
  });

  it('removes the files of the pages to render again that are linked into the app, and nothing else', () => {
    const dir = folder();
    const docs = join(dir, 'docs');
    const app = join(dir, 'app');
    mkdirSync(app);
    for (const slug of ['books', 'authors', 'loans']) {
      for (const file of pageFiles(docs, slug)) {
        mkdirSync(join(file, '..'), { recursive: true });
        writeFileSync(file, slug);
      }
    }
    // Books and authors were placed into the app as links; loans was not (another file system).
    for (const slug of ['books', 'authors']) pageFiles(docs, slug).forEach((file, n) => linkSync(file, join(app, `${slug}-${n}`)));
    const keys = new Map([['books', 'k'], ['authors', 'k'], ['loans', 'k']]);
    // Authors and loans are rendered again; books is kept.
    unlinkPagesToRender(keys, new Set(['books']), docs);

    expect(pageFiles(docs, 'books').every((file) => existsSync(file))).toBe(true);
    expect(pageFiles(docs, 'authors').some((file) => existsSync(file))).toBe(false);
    // A file of its own is written over in place, as every other file of the build is.
    expect(pageFiles(docs, 'loans').every((file) => existsSync(file))).toBe(true);
    // The app's docs keep their files.
    expect(readFileSync(join(app, 'authors-0'), 'utf8')).toBe('authors');
    expect(filesOfPages(docs, ['books'])).toEqual(new Set(pageFiles(docs, 'books')));
  });
});
