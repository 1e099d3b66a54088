/**
 * Finding an app's classes by fully qualified name, the way Composer would: PSR-4 prefixes from
 * composer.json (`autoload` and `autoload-dev`), then a one-time scan of the app's PHP files for classes
 * that live where PSR-4 does not say (classmap, several classes per file, misplaced files).
 * Files are parsed only when one of their classes is asked for.
 */
import { locateAppFile, outsideAppReason, type AppFileLookup, type FileStat } from '../app-files.ts';
import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import type { Diagnostic } from '../model.ts';
import type { PhpNode } from './ast.ts';
import { parseDerivedRead } from './derived-reads.ts';
import { ReadLog } from './read-log.ts';
import { readClasses, type PhpClass, type PhpMethod, type PhpProperty } from './classes.ts';
import { readDotEnv } from './dot-env.ts';
import { DEFAULT_PARSED_WINDOW, ParsedWindow } from './parsed-window.ts';
import { forgetParse, parsedStamp, parseFile } from './parser.ts';
import type { ClassText } from './class-text.ts';
import { ClassTexts } from './class-texts.ts';
import { psr4Files, psr4Of, type Psr4Entry } from './psr4.ts';
import { listPhpFiles, scanDeclarations, type DeclarationsOf } from './php-files.ts';
import { isPhpOwnName } from './builtin-classes.ts';
import { readComposerJson } from './composer-json.ts';
import { lockedVendorRoots, requiredVendorRoots, rootOf } from './vendor-roots.ts';

export interface ClassIndexOptions {
  /** The app's `.env` values (read from `<appRoot>/.env` when not given). */
  env?: Record<string, string>;
  /** How many recently used parsed files keep their trees (see ParsedWindow). */
  parsedWindow?: number;
  /** Folders (relative to the app root) scanned when PSR-4 does not find a class. Default: the PSR-4 folders, `app`, `src`, `routes`, `database`. */
  scanDirs?: string[];
}

/** A class name as PHP writes one, possibly qualified. */
const CLASS_NAME = /^\\?[A-Za-z_\x80-\uffff][\w\x80-\uffff]*(?:\\[A-Za-z_\x80-\uffff][\w\x80-\uffff]*)*$/;

export class ClassIndex {
  readonly root: string;
  readonly env: Record<string, string>;
  /** Problems met while reading files (syntax errors with file relative to the root). */
  readonly diagnostics: Diagnostic[] = [];

  private readonly psr4: Psr4Entry[];
  /** Where the autoloader would look for a class (each name worked out once). */
  private readonly autoloadFiles: (name: string) => string[];
  private readonly classes = new Map<string, PhpClass>();
  private readonly missing = new Set<string>();
  /** Files read into the index, with the stat seen then (for refresh()). */
  private readonly readFiles = new Map<string, FileStat>();
  /** Classes read from their files' text alone (for method lines), while they are not parsed. */
  private readonly texts: ClassTexts;
  private scanned: Map<string, string> | undefined;
  /** Files outside the app that were asked for (and refused, with a warning once). */
  private readonly refused = new Set<string>();
  private readonly scanDirs: string[];
  /** The parsed files whose classes stay in the index, and the keys of the classes each declares (by absolute path). */
  private readonly window: ParsedWindow;
  private readonly classesOfFile = new Map<string, string[]>();
  /** The absolute path of each indexed class's file (by lower-case name). */
  private readonly fileOfClass = new Map<string, string>();

  /** Root namespaces of vendor/ (vendor-roots.ts); those of composer.lock once asked for. */
  private readonly vendorRoots: Set<string>;
  private lockedRoots: Set<string> | undefined;

  private constructor(root: string, psr4: Psr4Entry[], vendorRoots: Set<string>, options: ClassIndexOptions) {
    this.root = root;
    this.vendorRoots = vendorRoots;
    this.psr4 = psr4.sort((a, b) => b.prefix.length - a.prefix.length);
    this.autoloadFiles = psr4Files(root, this.psr4);
    this.texts = new ClassTexts(root, this.autoloadFiles, (absPath) => this.relativePath(absPath));
    this.env = options.env ?? readDotEnv(root);
    const psr4Dirs = psr4.flatMap((entry) => entry.dirs);
    this.scanDirs = options.scanDirs ?? [...new Set([...psr4Dirs, 'app', 'src', 'routes', 'database'])];
    this.window = new ParsedWindow(options.parsedWindow ?? DEFAULT_PARSED_WINDOW);
  }

  /** The index of a Laravel (or any Composer) app. Never throws: a missing composer.json means `App\` → `app/`. */
  static forApp(appRoot: string, options: ClassIndexOptions = {}): ClassIndex {
    const composer = readComposerJson(appRoot);
    return new ClassIndex(appRoot, psr4Of(composer), requiredVendorRoots(composer), options);
  }

  /** Absolute path of a file given relative to the app root. */
  absolutePath(file: string): string {
    return isAbsolute(file) ? file : join(this.root, file);
  }

  private readonly relativePaths = new Map<string, string>();

  /** A path relative to the app root with forward slashes. */
  relativePath(absPath: string): string {
    let result = this.relativePaths.get(absPath);
    if (result === undefined) {
      result = relative(this.root, absPath).split(sep).join('/');
      this.relativePaths.set(absPath, result);
    }
    return result;
  }

  /** The files consulted by what runs inside readsDuring() and the like. */
  private readonly reads = new ReadLog();

  /**
   * Runs `read` and tells which files it consulted: those of every class it found (read now or earlier, its
   * ancestors and traits included) and of every file it read. What a result depends on, for warm runs. Files
   * the app names by path (route files, config files …) are looked up through app-files.ts.
   */
  readsDuring<T>(read: () => T): { value: T; files: Set<string> } {
    return this.reads.during(read);
  }

  /**
   * Like readsDuring(), but the files are not counted as read by an enclosing readsDuring(): for a value whose
   * users depend on its files another way (derived-reads.ts).
   */
  readsApart<T>(read: () => T): { value: T; files: Set<string> } {
    return this.reads.apart(read);
  }

  /**
   * Calls `read` with `args` and adds the files it consulted to `files` (readsDuring for a caller that collects
   * into a set of its own): when no readsDuring() encloses the call, straight into `files`, without a set per call.
   */
  readsInto<A extends unknown[], T>(files: Set<string>, read: (...args: A) => T, args: A): T {
    return this.reads.into(files, read, this, args);
  }

  /** Counts a file (or folder) read outside the index, relative to the root, as read by the current readsDuring(). */
  noteRead(file: string): void {
    this.reads.note(file);
  }

  /** Values derived from classes, until the next refresh(), with the files each was read from. */
  private readonly memos = new Map<string, { value: unknown; files: Set<string> }>();

  /**
   * A value derived from classes (a model's keys, a FormRequest's lineage …), computed once until the next
   * refresh() instead of once per endpoint. Whoever asks again is told the files it was read from, as if it had
   * read them (see readsDuring), so what depends on it is still re-read when one of them changes. `key` must
   * name everything the value depends on besides the app's classes.
   */
  memo<T>(key: string, compute: () => T): T {
    const known = this.memos.get(key);
    if (known) {
      for (const file of known.files) this.reads.note(file);
      return known.value as T;
    }
    const { value, files } = this.readsDuring(compute);
    this.memos.set(key, { value, files });
    return value;
  }

  /** Counts problems of files met without parsing them in this run (a part kept from an earlier run), each once. */
  noteProblems(problems: readonly Diagnostic[]): void {
    for (const problem of problems) {
      if (!this.diagnostics.some((known) => known.file === problem.file && known.line === problem.line && known.message === problem.message)) this.diagnostics.push(problem);
    }
  }

  /** The problems met in these files (relative to the root), in the order they were found. */
  diagnosticsOf(files: Iterable<string>): Diagnostic[] {
    // A file read through a value made from it (derived-reads.ts) is read all the same.
    const wanted = new Set([...files].map((file) => parseDerivedRead(file)?.file ?? file));
    return this.diagnostics.filter((diagnostic) => diagnostic.file !== undefined && wanted.has(diagnostic.file));
  }

  /** The class, interface, trait or enum with this name, or undefined when the app does not declare it. */
  find(fqcn: string): PhpClass | undefined {
    // A type that is not one class name (`int|string`, `?Book`) names no class.
    if (!CLASS_NAME.test(fqcn)) return undefined;
    const found = this.lookUp(fqcn);
    if (found) this.reads.note(found.file);
    // Not declared: where the autoloader would look is a dependency too, so a file added there later is seen.
    else for (const file of this.autoloadFiles(fqcn.replace(/^\\/, ''))) this.reads.note(this.relativePath(file));
    return found;
  }

  /**
   * The file (relative to the root) where the autoloader would look for this class, when that file exists but
   * does not declare it (empty, or naming another class): a type hint on it is a mistake worth reporting.
   */
  fileMissingClass(fqcn: string): string | undefined {
    // A file whose text declares the class answers without a parse.
    if (this.classText(fqcn) || this.find(fqcn)) return undefined;
    const file = this.autoloadFiles(fqcn.replace(/^\\/, '')).find((candidate) => existsSync(candidate));
    return file ? this.relativePath(file) : undefined;
  }

  private lookUp(fqcn: string): PhpClass | undefined {
    const name = fqcn.replace(/^\\/, '');
    const key = name.toLowerCase();
    const known = this.classes.get(key);
    if (known) {
      this.keepParsed(this.fileOfClass.get(key)!);
      return known;
    }
    if (this.missing.has(key)) return undefined;
    for (const file of this.autoloadFiles(name)) {
      const lookup = locateAppFile(this.root, file);
      if (!lookup.found && lookup.reason === 'missing') continue;
      this.readFile(file, lookup);
      const found = this.classes.get(key);
      if (found) return found;
    }
    if (this.isVendorName(key)) {
      this.missing.add(key);
      return undefined;
    }
    const scannedFile = this.scan().get(key);
    if (scannedFile) {
      this.readFile(scannedFile);
      const found = this.classes.get(key);
      if (found) return found;
    }
    this.missing.add(key);
    return undefined;
  }

  /**
   * Whether a (lower-case) name is PHP's own (a class or a type), or under a vendor root namespace (vendor-roots.ts)
   * the app does not map itself: no file of the app declares it.
   */
  private isVendorName(key: string): boolean {
    const cut = key.indexOf('\\');
    if (cut < 0) return isPhpOwnName(key);
    const root = rootOf(key.slice(0, cut));
    if (this.psr4.some((entry) => rootOf(entry.prefix.split('\\')[0]!) === root)) return false;
    return this.vendorRoots.has(root) || (this.lockedRoots ??= lockedVendorRoots(this.root)).has(root);
  }

  /** A method declared on the class, its traits or its ancestors (PHP's lookup order; case-insensitive). */
  findMethod(fqcn: string, name: string): PhpMethod | undefined {
    const lower = name.toLowerCase();
    const seen = new Set<string>();
    let current = this.find(fqcn);
    while (current && !seen.has(current.name)) {
      seen.add(current.name);
      const own = findOwnMethod(current, lower) ?? this.findTraitMethod(current, lower, new Set());
      if (own) return own;
      current = current.parent ? this.find(current.parent) : undefined;
    }
    return undefined;
  }

  /**
   * Where a method is written, cheaply: when the class is not parsed yet and its PSR-4 file declares only
   * that class, the method's line is found in the text without parsing; otherwise (inherited or trait
   * methods, unusual files) through findMethod().
   */
  locateMethod(fqcn: string, name: string): { className: string; file: string; line: number } | undefined {
    const clean = fqcn.replace(/^\\/, '');
    if (!this.classes.has(clean.toLowerCase())) {
      const quick = this.locateInText(clean, name);
      if (quick) return quick;
      // Not written in the class itself: none of its files is parsed when no ancestor declares it either (an
      // invokable route to a framework component, a Livewire page).
      if (!this.hasMethod(clean, name)) return undefined;
    }
    const method = this.findMethod(clean, name);
    return method ? { className: method.className, file: method.file, line: method.line } : undefined;
  }

  /**
   * Where the class declares this method, with the text of its file, read without parsing: only while the class
   * is not parsed and its file declares just that class (else undefined: locateMethod and findMethod answer).
   */
  methodInText(fqcn: string, name: string): { file: string; line: number; text: string } | undefined {
    const clean = fqcn.replace(/^\\/, '');
    if (this.classes.has(clean.toLowerCase())) return undefined;
    const located = this.locateInText(clean, name);
    const known = this.texts.of(clean);
    return located && known ? { file: located.file, line: located.line, text: known.text } : undefined;
  }

  /**
   * Whether the class declares this method itself, answered from its file's text when the class is not parsed yet
   * (when its file declares just that class), so that a caller probing many classes does not parse each of them.
   * Inherited and trait methods do not count.
   */
  declaresMethod(fqcn: string, name: string): boolean {
    const clean = fqcn.replace(/^\\/, '');
    const parsed = this.classes.get(clean.toLowerCase());
    if (parsed) return findOwnMethod(parsed, name.toLowerCase()) !== undefined;
    if (this.locateInText(clean, name)) return true;
    if (this.texts.of(clean)) return false;
    const cls = this.find(clean);
    return cls ? findOwnMethod(cls, name.toLowerCase()) !== undefined : false;
  }

  /**
   * Whether findMethod() would find this method, answered from the files' text of the class and the app classes it
   * extends while they are not parsed (probing `XResource::collection()` parses none); else through findMethod().
   */
  hasMethod(fqcn: string, name: string): boolean {
    const seen = new Set<string>();
    let current = fqcn.replace(/^\\/, '');
    while (!seen.has(current.toLowerCase())) {
      seen.add(current.toLowerCase());
      const known = this.classes.has(current.toLowerCase()) ? undefined : this.texts.of(current);
      if (!known || known.parent === undefined || known.usesTraits) return this.findMethod(current, name) !== undefined;
      this.reads.note(known.file);
      if (known.lines.has(name.toLowerCase())) return true;
      if (known.parent === null) return false;
      current = known.parent;
    }
    return false;
  }

  /**
   * What the text of the class's file says of it (its methods' lines, the class it extends, whether it uses traits,
   * the text itself), while the class is not parsed and its file declares just that class; else undefined.
   * The file counts as read.
   */
  classText(fqcn: string): (ClassText & { text: string }) | undefined {
    const clean = fqcn.replace(/^\\/, '');
    if (this.classes.has(clean.toLowerCase())) return undefined;
    const known = this.texts.of(clean);
    if (!known) return undefined;
    this.reads.note(known.file);
    return known;
  }

  private locateInText(fqcn: string, name: string): { className: string; file: string; line: number } | undefined {
    const known = this.texts.of(fqcn);
    const line = known?.lines.get(name.toLowerCase());
    if (!known || line === undefined) return undefined;
    this.reads.note(known.file);
    return { className: fqcn, file: known.file, line };
  }

  /** A class constant on the class, its traits, ancestors or interfaces, with the class that declares it. */
  findConstant(fqcn: string, name: string): { owner: PhpClass; value: PhpNode } | undefined {
    const found = this.nearestDeclaration(fqcn, (cls) => cls.constants.get(name), (cls) => [...cls.traits, ...(cls.parent ? [cls.parent] : []), ...cls.interfaces]);
    return found && { owner: found.owner, value: found.declared };
  }

  /**
   * A property as PHP finds it: declared on the class, else on one of its traits (their properties are copied
   * into the class), else on its parent and so on up; with the class or trait that declares it.
   */
  findProperty(fqcn: string, name: string): { owner: PhpClass; property: PhpProperty } | undefined {
    const found = this.nearestDeclaration(fqcn, (cls) => cls.properties.get(name), (cls) => [...cls.traits, ...(cls.parent ? [cls.parent] : [])]);
    return found && { owner: found.owner, property: found.declared };
  }

  /** The first class, depth first through `next`, that declares what `own` looks for (each class visited once). */
  private nearestDeclaration<T>(fqcn: string, own: (cls: PhpClass) => T | undefined, next: (cls: PhpClass) => string[]): { owner: PhpClass; declared: T } | undefined {
    const seen = new Set<string>();
    const visit = (className: string): { owner: PhpClass; declared: T } | undefined => {
      const cls = this.find(className);
      if (!cls || seen.has(cls.name)) return undefined;
      seen.add(cls.name);
      const declared = own(cls);
      if (declared !== undefined) return { owner: cls, declared };
      for (const name of next(cls)) {
        const found = visit(name);
        if (found) return found;
      }
      return undefined;
    };
    return visit(fqcn);
  }

  /** The names of the class's ancestors, nearest first (only as far as the app declares them). */
  ancestors(fqcn: string): string[] {
    const result: string[] = [];
    let current = this.find(fqcn);
    while (current?.parent && !result.includes(current.parent)) {
      result.push(current.parent);
      current = this.find(current.parent);
    }
    return result;
  }

  /**
   * Whether the class extends or implements `other` (or one of several: its ancestry is walked once), directly or
   * through classes the app declares. Names are compared case-insensitively; a vendor ancestor is matched by name only.
   */
  isSubclassOf(fqcn: string, other: string | readonly string[]): boolean {
    const targets = new Set((typeof other === 'string' ? [other] : other).map((name) => name.replace(/^\\/, '').toLowerCase()));
    const seen = new Set<string>();
    const visit = (name: string): boolean => {
      const key = name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      for (const next of this.supertypes(name) ?? []) {
        if (targets.has(next.toLowerCase()) || visit(next)) return true;
      }
      return false;
    };
    return visit(fqcn);
  }

  /**
   * The class a class extends, the interfaces it implements and the traits it uses; from the text of its file
   * while it is not parsed and the text tells them all (it implements nothing, uses no trait), so that asking
   * about every type-hinted class (is it a FormRequest, a model?) parses none of them; undefined for no class.
   */
  private supertypes(name: string): string[] | undefined {
    const text = this.classText(name);
    if (text && text.parent !== undefined && !text.usesTraits && !text.implementsInterfaces) return text.parent ? [text.parent] : [];
    const cls = this.find(name);
    return cls && [...(cls.parent ? [cls.parent] : []), ...cls.interfaces, ...cls.traits];
  }

  /** Every class declared in PHP files under a folder (relative to the root), parsing them as needed. */
  classesIn(dir: string): PhpClass[] {
    const result: PhpClass[] = [];
    for (const file of listPhpFiles(this.absolutePath(dir))) result.push(...this.readFile(file));
    return result;
  }

  /** Reads every class of a file into the index (once) and returns them (`lookup`: where the file was just found). */
  readFile(absPath: string, lookup: AppFileLookup = locateAppFile(this.root, absPath)): PhpClass[] {
    const file = this.relativePath(absPath);
    this.reads.note(file);
    // A file reached through a link out of the app is refused; a missing one, a folder or a pipe goes on to
    // parseFile, which names it without opening it.
    if (!lookup.found && lookup.reason === 'outside') {
      if (!this.refused.has(absPath)) {
        this.refused.add(absPath);
        this.diagnostics.push({ severity: 'warning', code: 'outside-app', message: `The PHP file ${file} is not read, ${outsideAppReason(lookup)}.`, file, line: 1 });
      }
      return [];
    }
    const parsed = parseFile(absPath, lookup.found ? lookup.stat : undefined);
    if (!this.readFiles.has(absPath)) {
      this.readFiles.set(absPath, parsedStamp(absPath) ?? statOf(absPath));
      for (const error of parsed.errors) this.diagnostics.push({ ...error, file });
    }
    const found = readClasses(parsed, { file, absoluteFile: absPath, classes: this, env: this.env });
    const result: PhpClass[] = [];
    const keys: string[] = [];
    for (const cls of found) {
      const key = cls.name.toLowerCase();
      // Keep the first declaration, so objects handed out earlier stay the ones in the index.
      const existing = this.classes.get(key);
      if (existing) result.push(existing);
      else {
        this.classes.set(key, cls);
        this.fileOfClass.set(key, absPath);
        keys.push(key);
        this.missing.delete(key);
        result.push(cls);
      }
    }
    if (keys.length > 0) this.classesOfFile.set(absPath, [...(this.classesOfFile.get(absPath) ?? []), ...keys]);
    this.keepParsed(absPath);
    return result;
  }

  /** Notes a use of a parsed file, letting go of the classes and tree of files not used for a while. */
  private keepParsed(absPath: string): void {
    for (const file of this.window.use(absPath)) this.letGo(file);
  }

  private letGo(absPath: string): void {
    for (const key of this.classesOfFile.get(absPath) ?? []) {
      if (this.fileOfClass.get(key) !== absPath) continue;
      this.classes.delete(key);
      this.fileOfClass.delete(key);
    }
    this.classesOfFile.delete(absPath);
    forgetParse(absPath);
  }

  /**
   * Forgets what changed on disk since it was read: classes of edited or deleted files, unknown names
   * (new files may declare them), the scan and derived values. For long-lived indexes (dev servers, warm runs)
   * before a re-run; objects handed out earlier keep describing the old code. `stat` lets a caller that stats
   * the same files anyway share its results (a missing file: undefined).
   */
  refresh(stat: (absPath: string) => FileStat | undefined = statOf): string[] {
    const changed = new Set<string>();
    for (const [absPath, seen] of this.readFiles) {
      const now = stat(absPath) ?? MISSING;
      if (now.size === seen.size && now.mtimeMs === seen.mtimeMs) continue;
      changed.add(this.relativePath(absPath));
      this.readFiles.delete(absPath);
      this.window.forget(absPath);
      this.classesOfFile.delete(absPath);
    }
    if (changed.size > 0) {
      for (const [key, cls] of this.classes) {
        if (!changed.has(cls.file)) continue;
        this.classes.delete(key);
        this.fileOfClass.delete(key);
      }
      const kept = this.diagnostics.filter((diagnostic) => !changed.has(diagnostic.file ?? ''));
      this.diagnostics.splice(0, this.diagnostics.length, ...kept);
    }
    this.texts.refresh(stat);
    this.missing.clear();
    this.scanned = undefined;
    // A derived value may rest on a class that was missing and a new file now declares: none is kept.
    this.memos.clear();
    return [...changed];
  }

  /** Size and mtime of a file this index read, seen before reading it (a stamp from it shows a later edit). */
  statWhenRead(absPath: string): FileStat | undefined {
    return this.readFiles.get(absPath) ?? this.texts.statWhenRead(absPath);
  }

  private findTraitMethod(cls: PhpClass, lower: string, seen: Set<string>): PhpMethod | undefined {
    for (const traitName of cls.traits) {
      const trait = this.find(traitName);
      if (!trait || seen.has(trait.name)) continue;
      seen.add(trait.name);
      const found = findOwnMethod(trait, lower) ?? this.findTraitMethod(trait, lower, seen);
      if (found) return found;
    }
    return undefined;
  }

  /** A cheap textual scan: declarations found by pattern, parsed only when asked for. */
  private scan(): Map<string, string> {
    return (this.scanned ??= scanDeclarations(this.root, this.scanDirs.map((dir) => this.absolutePath(dir)), this.keptDeclarations));
  }

  private keptDeclarations: DeclarationsOf | undefined;

  /** Takes what the scan reads of each file from `declarationsOf` from now on (kept between runs by the caller). */
  keepScanIn(declarationsOf: DeclarationsOf): void {
    this.keptDeclarations = declarationsOf;
  }
}

const MISSING: FileStat = { size: -1, mtimeMs: -1 };

function statOf(absPath: string): FileStat {
  try {
    const stat = statSync(absPath);
    return { size: stat.size, mtimeMs: stat.mtimeMs };
  } catch {
    return MISSING;
  }
}

function findOwnMethod(cls: PhpClass, lower: string): PhpMethod | undefined {
  const exact = cls.methods.get(lower);
  if (exact) return exact;
  for (const [name, method] of cls.methods) if (name.toLowerCase() === lower) return method;
  return undefined;
}
