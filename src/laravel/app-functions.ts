/**
 * The app's own global functions: those declared in the files composer autoloads (`autoload.files`, e.g.
 * `app/helpers.php`), and in the files those require — by a static path or a `foreach (glob(…) as $f) require $f;`
 * loop. Functions of vendor packages are not read (their source is not part of the app). A file is read only
 * when its text may declare the function asked for, requires other files or declares a class: an app's helper
 * files can hold hundreds of kilobytes of functions, of which an endpoint calls a few. A file that is only
 * functions and statements is not parsed whole for one of them: its declaration alone is (function-slices.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { locateAppFile } from '../app-files.ts';
import { isNode, walk, type PhpNode } from '../php/ast.ts';
import type { ClassIndex } from '../php/class-index.ts';
import { readFunction, type PhpMethod } from '../php/classes.ts';
import { functionSpans, sliceText, type FunctionSpans } from '../php/function-slices.ts';
import { evaluate } from '../php/evaluate.ts';
import { globFiles } from '../php/glob.ts';
import { declaresClassInText } from '../php/php-files.ts';
import { scopedStatements } from '../php/names.ts';
import { parseCode, parseFile, readFileText, type ParsedFile } from '../php/parser.ts';

const MAX_FILES = 200;

/** `function name(` (by reference too): where a function may be declared; methods and declarations in strings match too, which costs only a parse. */
const DECLARED_FUNCTION = /\bfunction\s+(?:&\s*)?([\p{L}_][\p{L}\p{N}_]*)\s*\(/gu;
/** A file that may include others (its tokens tell) must be parsed to follow them. */
const INCLUDES = /\b(?:require|include)(?:_once)?\b/i;

/** Where the token spans of helper files are kept between runs (null: the file is more than functions). */
export interface FunctionSpansStore {
  /** The spans kept for the file (relative to the root) while it is unchanged, else those `read` gives, kept. */
  spans(file: string, read: () => FunctionSpans | null): FunctionSpans | null;
}

/** By app root. */
const spanStores = new Map<string, FunctionSpansStore>();

/** Keeps the spans of the app's helper files (by its resolved root) in `store`, from now on. */
export function keepFunctionSpansIn(root: string, store: FunctionSpansStore): void {
  spanStores.set(root, store);
}

/** The app function with this (fully qualified) name, or undefined. */
export function appFunction(classes: ClassIndex, name: string): PhpMethod | undefined {
  // Every caller depends on every helper file: a function added to or removed from any of them changes the answer.
  const helpers = classes.memo('app-functions', () => new HelperFiles(classes));
  return helpers.find(name.replace(/^\\/, '').toLowerCase());
}

class HelperFiles {
  /** The helper files in the order PHP loads them (absolute paths). */
  private readonly files: string[] = [];
  /** By lower-case short name: the files whose text may declare such a function, in load order. */
  private readonly mayDeclare = new Map<string, number[]>();
  /** The functions each file declares (by lower-case fully qualified name), once parsed whole. */
  private readonly declared = new Map<number, Map<string, PhpMethod>>();
  /** The texts of the files not parsed whole, for their slices. */
  private readonly texts = new Map<number, string>();
  /** Where each of those declares its functions (null: it is more than functions; it is parsed whole). */
  private readonly spans = new Map<number, FunctionSpans | null>();
  /** The functions of one name a file declares, read from its slice, by file and lower-case short name. */
  private readonly sliced = new Map<string, Map<string, PhpMethod>>();

  constructor(private readonly classes: ClassIndex) {
    const seen = new Set<string>();
    const queue = autoloadedFiles(classes.root);
    while (queue.length && seen.size < MAX_FILES) {
      const file = queue.shift()!;
      if (seen.has(file)) continue;
      seen.add(file);
      const lookup = locateAppFile(classes.root, file);
      if (!lookup.found) {
        // A file that is a link out of the app is reported by the index, and not read.
        if (lookup.reason === 'outside') classes.readFile(file, lookup);
        continue;
      }
      const text = readFileText(file, lookup.stat);
      if (text === undefined) continue;
      classes.noteRead(classes.relativePath(file));
      const index = this.files.push(file) - 1;
      for (const match of text.matchAll(DECLARED_FUNCTION)) {
        const short = match[1]!.toLowerCase();
        const list = this.mayDeclare.get(short) ?? [];
        if (list[list.length - 1] !== index) list.push(index);
        this.mayDeclare.set(short, list);
      }
      // A file that declares a class goes into the class index, as every helper file did; one that includes others
      // is parsed to follow them.
      if (declaresClassInText(text) || (INCLUDES.test(text) && this.includesOthers(index, text))) queue.push(...this.functionsOf(index).includes);
      else this.texts.set(index, text);
    }
  }

  /** Whether a file that names `include` or `require` runs one as it loads (not in a comment, a string or a function). */
  private includesOthers(index: number, text: string): boolean {
    const spans = this.spansOf(index, text);
    return !spans || spans.includes;
  }

  /** Where a file declares its functions, from its tokens: lexed once, and kept between runs while it is unchanged. */
  private spansOf(index: number, text: string): FunctionSpans | null {
    let spans = this.spans.get(index);
    if (spans === undefined) {
      const read = () => functionSpans(text) ?? null;
      const store = spanStores.get(this.classes.root);
      spans = store ? store.spans(this.classes.relativePath(this.files[index]!), read) : read();
      this.spans.set(index, spans);
    }
    return spans;
  }

  /** The first declaration in load order, as PHP keeps it (a later one is skipped by `function_exists()`). */
  find(fqn: string): PhpMethod | undefined {
    const short = fqn.slice(fqn.lastIndexOf('\\') + 1);
    for (const index of this.mayDeclare.get(short) ?? []) {
      const found = (this.slicedFunctions(index, short) ?? this.functionsOf(index).functions).get(fqn);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * The functions of this short name a file declares, from a parse of their declarations alone; undefined when the
   * file is to be parsed whole: it was already, it is more than functions, its tokens declare no such function (the
   * name was in a comment or a string) or the slice does not parse cleanly (the whole parse reports why).
   */
  private slicedFunctions(index: number, short: string): Map<string, PhpMethod> | undefined {
    const key = `${index}:${short}`;
    const known = this.sliced.get(key);
    if (known) return known;
    const text = this.texts.get(index);
    if (text === undefined) return undefined;
    const spans = this.spansOf(index, text);
    const declarations = spans?.functions.get(short);
    if (!spans || !declarations) return undefined;
    const file = this.files[index]!;
    const parsed = parseCode(sliceText(text, [...spans.always, ...declarations]), file);
    if (parsed.errors.length) return undefined;
    const functions = this.read(parsed, file).functions;
    this.sliced.set(key, functions);
    return functions;
  }

  /**
   * The functions a file declares, from its parse (through the index, which reports its problems); and the files
   * it includes, told by the first call only (the one that parses it).
   */
  private functionsOf(index: number): { functions: Map<string, PhpMethod>; includes: string[] } {
    const known = this.declared.get(index);
    if (known) return { functions: known, includes: [] };
    const file = this.files[index]!;
    this.texts.delete(index);
    this.classes.readFile(file);
    const read = this.read(parseFile(file), file);
    this.declared.set(index, read.functions);
    return read;
  }

  /** The functions a parse declares (the first of each name), and the files it includes. */
  private read(parsed: ParsedFile, file: string): { functions: Map<string, PhpMethod>; includes: string[] } {
    const functions = new Map<string, PhpMethod>();
    const includes: string[] = [];
    const classes = this.classes;
    const relative = classes.relativePath(file);
    for (const { node, scope } of scopedStatements(parsed.ast)) {
      walk(node, (child) => {
        if (child.kind === 'class' || child.kind === 'closure' || child.kind === 'arrowfunc' || child.kind === 'method') return false;
        if (child.kind === 'function') {
          const fn = readFunction(child, scope, { file: relative, absoluteFile: file, classes, env: classes.env });
          const fqn = (scope.namespace ? `${scope.namespace}\\${fn.name}` : fn.name).toLowerCase();
          if (!functions.has(fqn)) functions.set(fqn, fn);
          return false;
        }
        if (child.kind === 'include') includes.push(...includedFiles(child, parsed.ast, file, classes, scope));
        return undefined;
      });
    }
    return { functions, includes };
  }
}

/** `autoload.files` of composer.json, as absolute paths. */
function autoloadedFiles(root: string): string[] {
  try {
    const composer = JSON.parse(readFileSync(join(root, 'composer.json'), 'utf8')) as { autoload?: { files?: unknown } };
    const files = composer.autoload?.files;
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string').map((f) => resolve(root, f)) : [];
  } catch {
    return [];
  }
}

/** The files an include names: a static path, or the files of the glob() calls of its file (a loop requiring them). */
function includedFiles(include: PhpNode, program: PhpNode, file: string, classes: ClassIndex, scope: PhpMethod['scope']): string[] {
  const context = { scope, classes, env: classes.env, file, appRoot: classes.root };
  const target = evaluate(include.target as PhpNode, context);
  if (typeof target === 'string') return [resolve(dirname(file), target)];
  // `$files = glob(__DIR__.'/helpers/*.php'); foreach ($files as $file) require $file;` and the inline form.
  const patterns: string[] = [];
  walk(program, (child) => {
    if (child.kind === 'call' && isNode(child.what) && child.what.kind === 'name' && String(child.what.name).replace(/^\\/, '').toLowerCase() === 'glob') {
      const pattern = evaluate(((child.arguments ?? []) as PhpNode[])[0], context);
      if (typeof pattern === 'string') patterns.push(pattern);
    }
  });
  return patterns.flatMap(globFiles);
}
