/**
 * A run stamps each file it read with the size and mtime seen before reading it: a file edited while the run goes
 * on (an editor saving during a build) is stamped as it was read, so the next run sees the edit and extracts
 * again what rests on it, instead of trusting a result made from the older text.
 */
import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStamps } from '../../src/extract/file-stamps.ts';
import { ClassIndex } from '../../src/php/class-index.ts';
import { tempApp } from '../support/temp-app.ts';

const BOOK = 'App\\Models\\Book';
const BOOK_FILE = 'app/Models/Book.php';
const BEFORE = '<?php\nnamespace App\\Models;\n\nclass Book\n{\n    public function author() {}\n}\n';

/** A run: the app's class index and the stamps that take the stats of its reads. */
function run(app: string): { classes: ClassIndex; stamps: FileStamps } {
  const classes = ClassIndex.forApp(app, { env: {} });
  const stamps = new FileStamps(app);
  stamps.readWith((file) => classes.statWhenRead(file));
  return { classes, stamps };
}

/** Rewrites the file with `text`, its mtime moved on. */
function editBook(app: string, text: string): void {
  writeFileSync(join(app, BOOK_FILE), text);
  utimesSync(join(app, BOOK_FILE), new Date(), new Date(Date.now() + 5000));
}

const readers: Array<[string, (classes: ClassIndex) => unknown]> = [
  ['parsed', (classes) => classes.find(BOOK)],
  ['read as text for its method lines', (classes) => classes.declaresMethod(BOOK, 'author')],
];

describe('stamps of the files a run read', () => {
  const edits: Array<[string, string]> = [
    ['an edit', BEFORE.replace('author() {}', 'author() { return 1; }')],
    ['an edit of the same length', BEFORE.replace('author', 'writer')],
  ];
  for (const [how, read] of readers) {
    for (const [edit, after] of edits) {
      it(`show ${edit} made after the file was ${how} as a change at the next run`, () => {
        const app = tempApp({ [BOOK_FILE]: BEFORE });
        const first = run(app);
        expect(read(first.classes)).toBeTruthy();
        editBook(app, after);
        const stamp = first.stamps.stamp(BOOK_FILE);
        expect(run(app).stamps.unchanged([[BOOK_FILE, stamp]])).toBe(false);
      });
    }
  }

  it('hold at the next run for a file left as it was read', () => {
    const app = tempApp({ [BOOK_FILE]: BEFORE });
    const first = run(app);
    first.classes.find(BOOK);
    const stamp = first.stamps.stamp(BOOK_FILE);
    expect(run(app).stamps.unchanged([[BOOK_FILE, stamp]])).toBe(true);
  });

  it('are taken afresh for a file the run did not read', () => {
    const app = tempApp({ [BOOK_FILE]: BEFORE });
    const first = run(app);
    editBook(app, `${BEFORE}// edited\n`);
    const stamp = first.stamps.stamp(BOOK_FILE);
    expect(run(app).stamps.unchanged([[BOOK_FILE, stamp]])).toBe(true);
  });
});
