/**
 * Classes as the text of their PSR-4 files declares them, read without parsing (class-text.ts): what the class
 * index answers cheaply about a class it has not parsed (where a method is written, what the class extends).
 * Each file is read once, and kept with the size and mtime seen before reading it until refresh() finds it changed.
 */
import { locateAppFile, type AppFileLookup, type FileStat } from '../app-files.ts';
import { readClassText, type ClassText } from './class-text.ts';
import { readFileText } from './parser.ts';

/** A class as the text of its file declares it. */
export interface TextMethods extends ClassText {
  /** Relative to the app root. */
  file: string;
  absoluteFile: string;
  /** Size and mtime when read. */
  stamp: FileStat;
  text: string;
}

const MISSING: FileStat = { size: -1, mtimeMs: -1 };

export class ClassTexts {
  /** Per class (lower-case name): its text, or null when its file is missing or declares more than that class. */
  private readonly byClass = new Map<string, TextMethods | null>();
  /** The files read, with the stat seen before reading each. */
  private readonly reads = new Map<string, FileStat>();

  constructor(
    private readonly root: string,
    /** Where the autoloader would look for a class, first choice first. */
    private readonly autoloadFiles: (name: string) => string[],
    private readonly relativePath: (absPath: string) => string,
  ) {}

  /** The class as its file's text declares it (null when the text cannot tell). */
  of(fqcn: string): TextMethods | null {
    const key = fqcn.toLowerCase();
    let known = this.byClass.get(key);
    if (known === undefined) {
      known = this.read(fqcn);
      this.byClass.set(key, known);
    }
    return known;
  }

  /** The size and mtime a file had when its text was read here, if it was. */
  statWhenRead(absPath: string): FileStat | undefined {
    return this.reads.get(absPath);
  }

  /** Forgets the texts of files that changed since they were read, and the classes whose text could not tell. */
  refresh(stat: (absPath: string) => FileStat | undefined): void {
    const changed = (absPath: string, seen: FileStat) => {
      const now = stat(absPath) ?? MISSING;
      return now.size !== seen.size || now.mtimeMs !== seen.mtimeMs;
    };
    for (const [absPath, seen] of this.reads) if (changed(absPath, seen)) this.reads.delete(absPath);
    for (const [key, known] of this.byClass) if (!known || changed(known.absoluteFile, known.stamp)) this.byClass.delete(key);
  }

  private read(fqcn: string): TextMethods | null {
    // The first file the autoloader would load; a folder there, or a link out of the app, gives no text.
    let file: string | undefined;
    let lookup: AppFileLookup | undefined;
    for (const candidate of this.autoloadFiles(fqcn)) {
      file = candidate;
      lookup = locateAppFile(this.root, candidate);
      if (lookup.found || lookup.reason !== 'missing') break;
    }
    if (!file || !lookup?.found) return null;
    const text = readFileText(file, lookup.stat);
    if (text === undefined) return null;
    this.reads.set(file, lookup.stat);
    const read = readClassText(text, fqcn);
    return read && { ...read, file: this.relativePath(file), absoluteFile: file, stamp: lookup.stat, text };
  }
}
