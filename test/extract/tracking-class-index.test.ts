import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trackingClassIndex } from '../../src/extract/tracking-class-index.ts';
import { ClassIndex } from '../../src/php/class-index.ts';

const root = fileURLToPath(new URL('./fixtures/tracked-app/', import.meta.url));
const BOOK = 'App\\Models\\Book';
const BOOK_FILE = 'app/Models/Book.php';
const TRAIT_FILE = 'app/Models/HasTitle.php';
const PARENT_FILE = 'app/Models/Model.php';

/**
 * Every method of the class index, with a call through the tracked index and the files that call must record
 * (read from the fixture: Book extends Model and uses HasTitle). Methods only the index itself calls are
 * 'private'. A method added to ClassIndex fails the first test until it is listed here with what it reads.
 */
const CALLS: Record<string, 'private' | { call: (tracked: ClassIndex, raw: ClassIndex) => unknown; files: string[] }> = {
  absolutePath: { call: (t) => t.absolutePath(BOOK_FILE), files: [] },
  relativePath: { call: (t) => t.relativePath(join(root, BOOK_FILE)), files: [] },
  readsDuring: { call: (t, raw) => t.readsDuring(() => raw.find(BOOK)), files: [BOOK_FILE] },
  readsInto: { call: (t, raw) => t.readsInto(new Set(), (name: string) => raw.find(name), [BOOK]), files: [BOOK_FILE] },
  // What a value made apart reads is the value's business: its users note how they depend on it.
  readsApart: { call: (t, raw) => t.readsApart(() => raw.find(BOOK)), files: [] },
  noteRead: { call: (t) => t.noteRead('config/app.php'), files: ['config/app.php'] },
  memo: { call: (t, raw) => t.memo('book', () => raw.ancestors(BOOK)), files: [BOOK_FILE, PARENT_FILE] },
  diagnosticsOf: { call: (t) => t.diagnosticsOf([BOOK_FILE]), files: [] },
  noteProblems: { call: (t) => t.noteProblems([]), files: [] },
  find: { call: (t) => t.find(BOOK), files: [BOOK_FILE] },
  fileMissingClass: { call: (t) => t.fileMissingClass('App\\Http\\Requests\\Missing'), files: ['app/Http/Requests/Missing.php'] },
  findMethod: { call: (t) => t.findMethod(BOOK, 'save'), files: [BOOK_FILE, TRAIT_FILE, PARENT_FILE] },
  locateMethod: { call: (t) => t.locateMethod(BOOK, 'author'), files: [BOOK_FILE] },
  declaresMethod: { call: (t) => t.declaresMethod(BOOK, 'author'), files: [BOOK_FILE] },
  methodInText: { call: (t) => t.methodInText(BOOK, 'author'), files: [BOOK_FILE] },
  hasMethod: { call: (t) => t.hasMethod(BOOK, 'author'), files: [BOOK_FILE] },
  classText: { call: (t) => t.classText(BOOK), files: [BOOK_FILE] },
  keepScanIn: { call: (t) => t.keepScanIn((_file, read) => read()), files: [] },
  findConstant: { call: (t) => t.findConstant(BOOK, 'TABLE_PREFIX'), files: [BOOK_FILE, TRAIT_FILE, PARENT_FILE] },
  findProperty: { call: (t) => t.findProperty(BOOK, 'title'), files: [BOOK_FILE, TRAIT_FILE] },
  ancestors: { call: (t) => t.ancestors(BOOK), files: [BOOK_FILE, PARENT_FILE] },
  isSubclassOf: { call: (t) => t.isSubclassOf(BOOK, 'App\\Models\\Model'), files: [BOOK_FILE] },
  classesIn: { call: (t) => t.classesIn('app/Models'), files: [BOOK_FILE, TRAIT_FILE, PARENT_FILE] },
  readFile: { call: (t) => t.readFile(join(root, BOOK_FILE)), files: [BOOK_FILE] },
  refresh: { call: (t) => t.refresh(), files: [] },
  // The stats of files already read: a question about earlier reads, which are recorded where they happened.
  statWhenRead: { call: (t) => t.statWhenRead(join(root, BOOK_FILE)), files: [] },
  lookUp: 'private',
  isVendorName: 'private',
  supertypes: 'private',
  locateInText: 'private',
  keepParsed: 'private',
  letGo: 'private',
  nearestDeclaration: 'private',
  findTraitMethod: 'private',
  scan: 'private',
};

function tracked(): { classes: ClassIndex; raw: ClassIndex; dependencies: Set<string> } {
  const raw = ClassIndex.forApp(root, { env: {} });
  const dependencies = new Set<string>();
  return { classes: trackingClassIndex(raw, dependencies), raw, dependencies };
}

describe('the tracked class index of an endpoint', () => {
  it('lists every method of the class index with the files it reads', () => {
    const methods = Object.getOwnPropertyNames(ClassIndex.prototype).filter((name) => name !== 'constructor');
    expect(methods.sort()).toEqual(Object.keys(CALLS).sort());
  });

  for (const [name, entry] of Object.entries(CALLS)) {
    if (entry === 'private') continue;
    it(`records the files ${name}() consults`, () => {
      const { classes, raw, dependencies } = tracked();
      entry.call(classes, raw);
      expect([...dependencies].sort()).toEqual([...entry.files].sort());
    });
  }

  it('records the files of an answer the index already knew (a second endpoint asking the same)', () => {
    const raw = ClassIndex.forApp(root, { env: {} });
    trackingClassIndex(raw, new Set()).findMethod(BOOK, 'title');
    const second = new Set<string>();
    const method = trackingClassIndex(raw, second).findMethod(BOOK, 'title');
    expect(method?.className).toBe('App\\Models\\HasTitle');
    expect([...second].sort()).toEqual([BOOK_FILE, TRAIT_FILE]);
  });

  it('collects into the set readsInto() is given, and an enclosing readsDuring() gets only what that call read', () => {
    const raw = ClassIndex.forApp(root, { env: {} });
    const collected = new Set<string>(['routes/api.php']);
    const found = raw.readsInto(collected, (name: string) => raw.find(name), [BOOK]);
    expect(found?.name).toBe(BOOK);
    expect([...collected].sort()).toEqual([BOOK_FILE, 'routes/api.php']);

    const earlier = new Set<string>(['routes/web.php']);
    const outer = raw.readsDuring(() => raw.readsInto(earlier, (name: string) => raw.ancestors(name), [BOOK]));
    expect(outer.value).toEqual(['App\\Models\\Model']);
    expect([...earlier].sort()).toEqual([BOOK_FILE, PARENT_FILE, 'routes/web.php']);
    expect([...outer.files].sort()).toEqual([BOOK_FILE, PARENT_FILE]);
  });

  it('answers as the index does', () => {
    const { classes } = tracked();
    expect(classes.declaresMethod(BOOK, 'author')).toBe(true);
    expect(classes.declaresMethod(BOOK, 'title')).toBe(false);
    expect(classes.fileMissingClass('App\\Http\\Requests\\Missing')).toBe('app/Http/Requests/Missing.php');
    expect(classes.ancestors(BOOK)).toEqual(['App\\Models\\Model']);
    expect(classes.root).toBe(root);
  });
});
