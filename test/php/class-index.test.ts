import { utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ClassIndex } from '../../src/php/class-index.ts';
import { PhpEnumCase } from '../../src/php/evaluate.ts';
import { parseActivity } from '../../src/php/parser.ts';
import { tempApp } from '../support/temp-app.ts';
import { whileLocating } from '../../src/app-files.ts';

const appRoot = fileURLToPath(new URL('../fixtures/apps/php-model', import.meta.url));

describe('ClassIndex', () => {
  const index = ClassIndex.forApp(appRoot);

  it('finds classes through PSR-4 prefixes of autoload and autoload-dev', () => {
    const book = index.find('App\\Http\\Controllers\\BookController');
    expect(book).toMatchObject({
      name: 'App\\Http\\Controllers\\BookController',
      shortName: 'BookController',
      kind: 'class',
      file: 'app/Http/Controllers/BookController.php',
      line: 19,
      parent: 'App\\Http\\Controllers\\Controller',
    });
    expect(index.find('\\Acme\\Lib\\Client')?.file).toBe('lib/Client.php');
    expect(index.find('Tests\\Support\\Factory')?.file).toBe('tests/Support/Factory.php');
    expect(index.find('app\\http\\controllers\\bookcontroller')).toBe(book);
  });

  it('falls back to a scan for classes not where PSR-4 says', () => {
    expect(index.find('App\\Elsewhere\\Second')).toMatchObject({ file: 'app/Misplaced/Helpers.php', parent: 'App\\Elsewhere\\First' });
    expect(index.find('App\\Elsewhere\\First')?.constants.has('NAME')).toBe(true);
    expect(index.find('App\\Nope')).toBeUndefined();
    expect(index.find('Illuminate\\Http\\Request')).toBeUndefined();
  });

  it('reads kinds, interfaces, traits, enums and docblocks', () => {
    const base = index.find('App\\Http\\Controllers\\Controller')!;
    expect(base.isAbstract).toBe(true);
    expect(base.interfaces).toEqual(['App\\Support\\Versioned']);
    expect(base.traits).toEqual(['App\\Support\\HasPaging']);
    expect(index.find('App\\Support\\Versioned')?.kind).toBe('interface');
    expect(index.find('App\\Support\\HasPaging')?.kind).toBe('trait');
    const status = index.find('App\\Enums\\Status')!;
    expect(status.kind).toBe('enum');
    expect(status.backingType).toBe('string');
    expect(status.enumCases).toEqual([
      { name: 'Active', value: 'active' },
      { name: 'Archived', value: 'archived' },
    ]);
    const book = index.find('App\\Http\\Controllers\\BookController')!;
    expect(book.docBlock).toMatchObject({ summary: 'Books', description: 'Everything about books.' });
    expect(book.docBlock?.tags[0]).toMatchObject({ name: 'group', content: 'Books', line: 16 });
    expect(book.properties.get('limit')?.docBlock?.tags[0]?.name).toBe('var');
  });

  it('reads methods with their docblocks, parameters and resolved types', () => {
    const index = ClassIndex.forApp(appRoot);
    const method = index.findMethod('App\\Http\\Controllers\\BookController', 'index')!;
    expect(method).toMatchObject({ name: 'index', className: 'App\\Http\\Controllers\\BookController', line: 42, returnType: 'array' });
    expect(method.docBlock?.summary).toBe('List books.');
    expect(method.docBlock?.description).toBe('Gives every book, newest first.\nPaginated.');
    expect(method.docBlock?.tags.map((t) => t.name)).toEqual(['queryParam', 'response', 'authenticated']);
    expect(method.params.map((p) => [p.name, p.type])).toEqual([
      ['page', 'int'],
      ['request', '?App\\Http\\Requests\\StoreBookRequest'],
    ]);
    const store = index.findMethod('App\\Http\\Controllers\\BookController', 'store')!;
    expect(store.params[0]!.type).toBe('App\\Http\\Requests\\UpdateBookRequest');
    expect(store.docBlock?.summary).toBe('Store a book.');
    const show = index.findMethod('App\\Http\\Controllers\\BookController', 'SHOW')!;
    expect(show.params[0]!.type).toBe('int|string');
    expect(show.returnType).toBe('App\\Enums\\Status|null');
    expect(show.docBlock?.summary).toBe('Doc between the attribute and the function.');
  });

  it('finds methods on parents and (nested) traits', () => {
    expect(index.findMethod('App\\Http\\Controllers\\BookController', 'ping')).toMatchObject({
      className: 'App\\Http\\Controllers\\Controller',
      file: 'app/Http/Controllers/Controller.php',
    });
    expect(index.findMethod('App\\Http\\Controllers\\BookController', 'perPage')?.className).toBe('App\\Support\\HasPaging');
    expect(index.findMethod('App\\Http\\Controllers\\BookController', 'sortColumn')?.className).toBe('App\\Support\\HasSorting');
    expect(index.findMethod('App\\Http\\Controllers\\BookController', 'nothing')).toBeUndefined();
  });

  it('answers subclass questions', () => {
    expect(index.isSubclassOf('App\\Http\\Controllers\\BookController', 'App\\Support\\Versioned')).toBe(true);
    expect(index.isSubclassOf('App\\Http\\Controllers\\BookController', '\\App\\Http\\Controllers\\Controller')).toBe(true);
    expect(index.isSubclassOf('App\\Elsewhere\\Second', 'App\\Support\\Versioned')).toBe(false);
    expect(index.ancestors('App\\Http\\Controllers\\BookController')).toEqual(['App\\Http\\Controllers\\Controller']);
  });

  it('reads attributes with resolved names and evaluated arguments', () => {
    const book = index.find('App\\Http\\Controllers\\BookController')!;
    expect(book.attributes).toEqual([
      expect.objectContaining({
        name: 'Knuckles\\Scribe\\Attributes\\Group',
        shortName: 'Group',
        args: ['Books'],
        named: { description: 'All about books' },
        line: 18,
      }),
    ]);
    const store = index.findMethod(book.name, 'store')!;
    const [bodyParam, response] = store.attributes;
    expect(bodyParam).toMatchObject({ name: 'Knuckles\\Scribe\\Attributes\\BodyParam', args: ['title', 'string'] });
    expect(bodyParam!.named.required).toBe(true);
    expect(bodyParam!.named.example).toEqual(new PhpEnumCase('App\\Enums\\Status', 'Active', 'active'));
    expect(response).toMatchObject({ shortName: 'Response', args: [{ id: 1 }], named: { status: 201 } });
  });

  it('reports a syntax error in a class file with file:line and still reads the class', () => {
    const broken = index.find('App\\Broken');
    expect(broken?.methods.has('ok')).toBe(true);
    expect(index.diagnostics).toContainEqual(expect.objectContaining({ file: 'app/Broken.php', line: 15, severity: 'error' }));
  });

  it('lists every class under a folder', () => {
    const names = index.classesIn('app/Support').map((c) => c.name);
    expect(names).toEqual(['App\\Support\\HasPaging', 'App\\Support\\HasSorting', 'App\\Support\\Versioned']);
  });
});

describe('ClassIndex and classes that live in vendor/', () => {
  /** An app whose only non-PSR-4 file is app/Misc/helpers.php; what a lookup read of the app's files. */
  const lookUp = (files: Record<string, string>, name: string) => {
    const app = tempApp({ 'app/Misc/helpers.php': '<?php\nnamespace App\\Support;\nclass Helpers {}\n', ...files });
    const index = ClassIndex.forApp(app);
    const read: string[] = [];
    const found = whileLocating((path) => read.push(path), () => index.find(name));
    return { found, scanned: read.some((path) => path.endsWith('helpers.php')) };
  };
  const composer = (json: object) => JSON.stringify({ autoload: { 'psr-4': { 'App\\': 'app/' } }, ...json });

  it("searches the app's files for a class its autoloading does not find, as Composer's class map would", () => {
    expect(lookUp({}, 'App\\Support\\Helpers')).toEqual({ found: expect.objectContaining({ name: 'App\\Support\\Helpers' }), scanned: true });
    expect(lookUp({}, 'Nubs\\RandomNameGenerator\\Alliteration').scanned).toBe(true);
  });

  it("does not for PHP's own classes, nor under the root namespace of a package composer.json requires", () => {
    expect(lookUp({}, 'Exception')).toEqual({ found: undefined, scanned: false });
    expect(lookUp({}, 'DateTimeImmutable').scanned).toBe(false);
    expect(lookUp({}, 'string').scanned).toBe(false);
    // Nor for a type that is not one class.
    expect(lookUp({}, 'int|App\\Support\\Helpers')).toEqual({ found: undefined, scanned: false });
    const required = { 'composer.json': composer({ require: { php: '^8.2', 'nubs/random-name-generator': '^2.2', 'lorisleiva/laravel-actions': '^2.7' } }) };
    expect(lookUp(required, 'Nubs\\RandomNameGenerator\\Alliteration')).toEqual({ found: undefined, scanned: false });
    expect(lookUp(required, 'Lorisleiva\\Actions\\Concerns\\AsAction').scanned).toBe(false);
    // The app's own namespaces are searched even when a package's vendor has the same name.
    const own = { 'composer.json': composer({ require: { 'app/tools': '^1' } }) };
    expect(lookUp(own, 'App\\Support\\Helpers').scanned).toBe(true);
  });

  it('nor under a prefix a package of composer.lock declares, whatever the package is named', () => {
    const lock = JSON.stringify({ packages: [{ name: 'nesbot/carbon', autoload: { 'psr-4': { 'Carbon\\': 'src/Carbon/' } } }, { name: 'bacon/bacon-qr-code', autoload: { 'psr-4': { 'BaconQrCode\\': 'src/' } } }], 'packages-dev': [{ name: 'fakerphp/faker', autoload: { 'psr-4': { 'Faker\\': 'src/Faker/' } } }] });
    expect(lookUp({ 'composer.lock': lock }, 'BaconQrCode\\Writer').scanned).toBe(false);
    expect(lookUp({ 'composer.lock': lock }, 'Faker\\Generator').scanned).toBe(false);
    expect(lookUp({}, 'BaconQrCode\\Writer').scanned).toBe(true);
  });
});

describe('ClassIndex questions answered from the text of a file', () => {
  const app = tempApp({
    'app/Http/Requests/StoreBook.php': '<?php\nnamespace App\\Http\\Requests;\n\nuse Illuminate\\Foundation\\Http\\FormRequest;\n\nclass StoreBook extends FormRequest\n{\n}\n',
    'app/Http/Requests/StoreCover.php': '<?php\nnamespace App\\Http\\Requests;\n\nclass StoreCover extends StoreBook\n{\n}\n',
    'app/Models/Book.php': '<?php\nnamespace App\\Models;\n\nuse Illuminate\\Database\\Eloquent\\Model;\n\nclass Book extends Model\n{\n}\n',
    'app/Models/Shelf.php': '<?php\nnamespace App\\Models;\n\nuse App\\Contracts\\Shelved;\nuse Illuminate\\Database\\Eloquent\\Model;\n\nclass Shelf extends Model implements Shelved\n{\n}\n',
    'app/Contracts/Shelved.php': '<?php\nnamespace App\\Contracts;\n\ninterface Shelved\n{\n}\n',
    'app/Models/Cover.php': '<?php\nnamespace App\\Models;\n\nclass Picture\n{\n}\n',
  });
  const formRequest = 'Illuminate\\Foundation\\Http\\FormRequest';

  it('tells what a class extends, through the app classes it extends, parsing none of them', () => {
    const index = ClassIndex.forApp(app);
    const before = parseActivity().parses;
    expect(index.isSubclassOf('App\\Http\\Requests\\StoreCover', formRequest)).toBe(true);
    expect(index.isSubclassOf('App\\Models\\Book', formRequest)).toBe(false);
    expect(index.isSubclassOf('App\\Models\\Book', 'Illuminate\\Database\\Eloquent\\Model')).toBe(true);
    expect(index.fileMissingClass('App\\Models\\Book')).toBeUndefined();
    expect(parseActivity().parses - before).toBe(0);
  });

  it('parses a class whose text does not tell it all: the interfaces it implements count', () => {
    const index = ClassIndex.forApp(app);
    expect(index.isSubclassOf('App\\Models\\Shelf', 'App\\Contracts\\Shelved')).toBe(true);
    expect(index.isSubclassOf('App\\Models\\Shelf', formRequest)).toBe(false);
    // The file where Cover should be declares another class.
    expect(index.fileMissingClass('App\\Models\\Cover')).toBe('app/Models/Cover.php');
  });
});

describe('ClassIndex.keepScanIn', () => {
  it('takes what each scanned file declares from the store, which reads only the files it does not know', () => {
    const app = tempApp({
      'app/Misplaced/Helpers.php': '<?php\nnamespace App\\Elsewhere;\n\nclass First\n{\n}\n\nclass Second\n{\n}\n',
      'app/Support/Clock.php': '<?php\nnamespace App\\Support;\n\nclass Clock\n{\n}\n',
    });
    // A store as the extraction keeps one between runs (there, under each file's stamp).
    const kept = new Map<string, string[]>();
    const read: string[] = [];
    const store = (file: string, readFile: () => string[]) => {
      if (!kept.has(file)) {
        read.push(file.slice(app.length + 1));
        kept.set(file, readFile());
      }
      return kept.get(file)!;
    };
    const first = ClassIndex.forApp(app);
    first.keepScanIn(store);
    expect(first.find('App\\Elsewhere\\Second')?.file).toBe('app/Misplaced/Helpers.php');
    expect(read.sort()).toEqual(['app/Misplaced/Helpers.php', 'app/Support/Clock.php']);

    // The next run's index: a new file is read, the others come from the store.
    writeFileSync(join(app, 'app/Support/Calendar.php'), '<?php\nnamespace App\\Misc;\n\nclass Calendar\n{\n}\n');
    read.length = 0;
    const next = ClassIndex.forApp(app);
    next.keepScanIn(store);
    expect(next.find('App\\Misc\\Calendar')?.file).toBe('app/Support/Calendar.php');
    expect(next.find('App\\Elsewhere\\First')?.file).toBe('app/Misplaced/Helpers.php');
    expect(read).toEqual(['app/Support/Calendar.php']);
  });
});

describe('ClassIndex line numbers', () => {
  it('points a method with attributes at its name, not at the attributes', () => {
    const index = ClassIndex.forApp(appRoot);
    expect(index.findMethod('App\\Http\\Controllers\\BookController', 'store')?.line).toBe(52);
  });
});

describe('ClassIndex.refresh', () => {
  it('re-reads a class whose file changed and forgets unknown names', () => {
    const root = tempApp({ 'app/Thing.php': '<?php namespace App; class Thing { public function a() {} }' });
    const file = join(root, 'app/Thing.php');
    const index = ClassIndex.forApp(root);
    expect(index.findMethod('App\\Thing', 'a')).toBeDefined();
    expect(index.find('App\\Other')).toBeUndefined();
    writeFileSync(file, '<?php namespace App; class Thing { public function b() {} }');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    writeFileSync(join(root, 'app/Other.php'), '<?php namespace App; class Other {}');
    expect(index.refresh()).toEqual(['app/Thing.php']);
    expect(index.findMethod('App\\Thing', 'a')).toBeUndefined();
    expect(index.findMethod('App\\Thing', 'b')?.line).toBe(1);
    expect(index.find('App\\Other')?.file).toBe('app/Other.php');
  });
});

describe('ClassIndex.refresh and method lines read from the text', () => {
  it('re-reads the lines of an edited controller', () => {
    const root = tempApp({ 'app/Thing.php': '<?php\nnamespace App;\nclass Thing\n{\n    public function a() {}\n}\n' });
    const file = join(root, 'app/Thing.php');
    const index = ClassIndex.forApp(root);
    expect(index.locateMethod('App\\Thing', 'a')).toEqual({ className: 'App\\Thing', file: 'app/Thing.php', line: 5 });
    writeFileSync(file, '<?php\nnamespace App;\nclass Thing\n{\n\n    public function a() {}\n}\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    index.refresh();
    expect(index.locateMethod('App\\Thing', 'a')?.line).toBe(6);
  });
});

describe('ClassIndex.readsDuring', () => {
  it('tells which files a lookup consulted, ancestors and traits included, also when they were read earlier', () => {
    const index = ClassIndex.forApp(appRoot);
    const first = index.readsDuring(() => index.findMethod('App\\Http\\Controllers\\BookController', 'sortColumn'));
    expect(first.value?.className).toBe('App\\Support\\HasSorting');
    expect([...first.files].sort()).toEqual([
      'app/Http/Controllers/BookController.php',
      'app/Http/Controllers/Controller.php',
      'app/Support/HasPaging.php',
      'app/Support/HasSorting.php',
    ]);
    const again = index.readsDuring(() => index.findMethod('App\\Http\\Controllers\\BookController', 'sortColumn'));
    expect(again.files).toEqual(first.files);
    const nested = index.readsDuring(() => {
      index.readsDuring(() => index.find('App\\Enums\\Status'));
      return index.find('App\\Nope');
    });
    // A class the app lacks: where the autoloader would look for it (app/Nope.php), so adding that file counts.
    expect([...nested.files]).toEqual(['app/Enums/Status.php', 'app/Nope.php']);
  });

  it('gives the problems of the files it names, whenever they were read', () => {
    const index = ClassIndex.forApp(appRoot);
    index.find('App\\Broken');
    index.find('App\\Enums\\Status');
    const broken = index.diagnosticsOf(['app/Broken.php']);
    expect(broken[0]).toMatchObject({ file: 'app/Broken.php', line: 15, code: 'php-syntax' });
    expect(broken.every((d) => d.file === 'app/Broken.php')).toBe(true);
    expect(index.diagnosticsOf(['app/Enums/Status.php'])).toEqual([]);
  });
});

describe('ClassIndex.memo', () => {
  it('computes a derived value once until refresh(), telling later callers the files it was read from', () => {
    const index = ClassIndex.forApp(appRoot);
    let computed = 0;
    const parentOf = () =>
      index.memo('parent-of-book', () => {
        computed++;
        return index.find('App\\Http\\Controllers\\BookController')?.parent;
      });
    const first = index.readsDuring(parentOf);
    const second = index.readsDuring(parentOf);
    expect(first.value).toBe('App\\Http\\Controllers\\Controller');
    expect(second.value).toBe(first.value);
    expect(computed).toBe(1);
    expect([...second.files]).toEqual(['app/Http/Controllers/BookController.php']);
    index.refresh();
    parentOf();
    expect(computed).toBe(2);
  });
});

describe('ClassIndex.findProperty', () => {
  it('finds a property where PHP does: the class, its traits, then its parents; telling which declares it', () => {
    const root = tempApp({
      'app/Base.php': "<?php namespace App; class Base { protected $table = 'base'; protected $wrap = 'data'; public $bare; }",
      'app/Wraps.php': "<?php namespace App; trait Wraps { protected $wrap = 'item'; }",
      'app/Item.php': "<?php namespace App; class Item extends Base { use Wraps; protected $table = 'items'; }",
    });
    const index = ClassIndex.forApp(root);
    const owner = (name: string) => index.findProperty('App\\Item', name)?.owner.name;
    expect([owner('table'), owner('wrap'), owner('bare'), owner('missing')]).toEqual(['App\\Item', 'App\\Wraps', 'App\\Base', undefined]);
    expect(index.findProperty('App\\Item', 'bare')?.property.default).toBeUndefined();
    expect(index.readsDuring(() => index.findProperty('App\\Item', 'bare')).files).toEqual(new Set(['app/Item.php', 'app/Wraps.php', 'app/Base.php']));
  });
});

describe('ClassIndex.locateMethod', () => {
  it('gives the same lines from the text as from the parse, and falls back to the parse for inherited methods', () => {
    const quick = ClassIndex.forApp(appRoot);
    const parsed = ClassIndex.forApp(appRoot);
    for (const name of ['index', 'store', 'show', 'INDEX']) {
      const expected = parsed.findMethod('App\\Http\\Controllers\\BookController', name)!;
      expect(quick.locateMethod('App\\Http\\Controllers\\BookController', name)).toEqual({
        className: 'App\\Http\\Controllers\\BookController',
        file: expected.file,
        line: expected.line,
      });
    }
    expect(quick.locateMethod('App\\Http\\Controllers\\BookController', 'perPage')).toMatchObject({ className: 'App\\Support\\HasPaging', file: 'app/Support/HasPaging.php' });
    expect(quick.locateMethod('App\\Http\\Controllers\\BookController', 'nothing')).toBeUndefined();
    // Two classes in one file: the text cannot tell, the parse can.
    expect(quick.locateMethod('App\\Elsewhere\\Second', 'anything')).toBeUndefined();
  });

  it('parses nothing for a method that neither the class nor the app classes it extends declare', () => {
    // An invokable route to a framework component: a Livewire page inherits __invoke() from the package.
    const root = tempApp({
      'app/Livewire/Dashboard.php': '<?php\nnamespace App\\Livewire;\n\nuse App\\Livewire\\Page;\n\nclass Dashboard extends Page\n{\n    public function render()\n    {\n    }\n}\n',
      'app/Livewire/Page.php': '<?php\nnamespace App\\Livewire;\n\nuse Livewire\\Component;\n\nabstract class Page extends Component\n{\n}\n',
    });
    const index = ClassIndex.forApp(root);
    const before = parseActivity().parses;
    const { value, files } = index.readsDuring(() => index.locateMethod('App\\Livewire\\Dashboard', '__invoke'));
    expect(value).toBeUndefined();
    expect(parseActivity().parses).toBe(before);
    // Both files are what the answer rests on: an edit that declares the method in either changes it.
    expect(files).toEqual(new Set(['app/Livewire/Dashboard.php', 'app/Livewire/Page.php']));
    expect(index.locateMethod('App\\Livewire\\Dashboard', 'render')).toMatchObject({ file: 'app/Livewire/Dashboard.php', line: 8 });
  });
});

describe('ClassIndex.declaresMethod', () => {
  it('answers from the text without parsing the class, own methods only, the same as the parse', () => {
    const quick = ClassIndex.forApp(appRoot);
    expect(quick.declaresMethod('App\\Http\\Controllers\\BookController', 'store')).toBe(true);
    expect(quick.declaresMethod('App\\Http\\Controllers\\BookController', 'STORE')).toBe(true);
    // perPage comes from a trait: not declared by the class itself.
    expect(quick.declaresMethod('App\\Http\\Controllers\\BookController', 'perPage')).toBe(false);
    expect(quick.declaresMethod('App\\Http\\Controllers\\BookController', 'nothing')).toBe(false);
    const parsed = ClassIndex.forApp(appRoot);
    parsed.find('App\\Http\\Controllers\\BookController');
    expect(parsed.declaresMethod('App\\Http\\Controllers\\BookController', 'store')).toBe(true);
    expect(parsed.declaresMethod('App\\Http\\Controllers\\BookController', 'perPage')).toBe(false);
    expect(quick.declaresMethod('App\\Nowhere', 'store')).toBe(false);
  });
});

describe('ClassIndex and the trees it keeps', () => {
  /** Forty model classes, one file each, and a base class they all extend. */
  function manyClasses(): string {
    const files: Record<string, string> = { 'app/Base.php': '<?php\nnamespace App;\n\nclass Base\n{\n}\n' };
    for (let i = 0; i < 40; i++) files[`app/Thing${i}.php`] = `<?php\nnamespace App;\n\nclass Thing${i} extends Base\n{\n    public function size()\n    {\n        return ${i};\n    }\n}\n`;
    return tempApp(files);
  }

  it('lets go of files not used for a while, parses one needed again once more, then keeps it', () => {
    const root = manyClasses();
    const index = ClassIndex.forApp(root, { parsedWindow: 32 });
    const before = parseActivity().parses;
    for (let i = 0; i < 40; i++) {
      expect(index.findMethod(`App\\Thing${i}`, 'size')?.line).toBe(6);
      expect(index.ancestors(`App\\Thing${i}`)).toEqual(['App\\Base']);
    }
    // Each file once, the base class too (used by every lookup, it is never let go).
    expect(parseActivity().parses - before).toBe(41);
    const first = index.find('App\\Thing0');
    expect(parseActivity().parses - before).toBe(42);
    expect(first).toMatchObject({ name: 'App\\Thing0', file: 'app/Thing0.php', parent: 'App\\Base' });
    for (let i = 1; i < 40; i++) index.find(`App\\Thing${i}`);
    const parses = parseActivity().parses;
    // Thing0 came back once: it stays, the same object.
    expect(index.find('App\\Thing0')).toBe(first);
    expect(parseActivity().parses).toBe(parses);
  });
});
