/**
 * An app's PHP files as folders hold them: listed (skipping vendor, storage and other non-source folders), and
 * scanned for the classes they declare without parsing them (Composer's class map, for classes not where PSR-4
 * would look).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { appText } from '../app-files.ts';

const SKIPPED_DIRS = new Set(['vendor', 'node_modules', 'storage', '.git', 'bootstrap', 'public', 'resources', 'tests']);

/** Every `.php` file below a folder (sorted, skipping vendor, storage and other non-source folders). */
export function listPhpFiles(dir: string): string[] {
  const result: string[] = [];
  const visit = (current: string, depth: number) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) {
        if (depth > 0 && SKIPPED_DIRS.has(entry.name)) continue;
        if (entry.name.startsWith('.')) continue;
        visit(full, depth + 1);
      } else if (entry.isFile() && entry.name.endsWith('.php')) {
        result.push(full);
      }
    }
  };
  visit(dir, 0);
  return result;
}

const NAMESPACE = /^[ \t]*namespace\s+([A-Za-z0-9_\\]+)\s*[;{]/m;
const DECLARATION = /^[ \t]*(?:(?:abstract|final|readonly)[ \t]+)*(?:class|interface|trait|enum)\s+([A-Za-z_][A-Za-z0-9_]*)/gm;

/**
 * Where the scan takes the classes a file declares from: its text (`read`), or what was kept of it from an earlier
 * run while the file is unchanged.
 */
export type DeclarationsOf = (file: string, read: () => string[]) => string[];

/**
 * The file (absolute) that declares each class of the folders' PHP files, by lower-case name; the first wins.
 * The folders are listed every time (a new file counts); what each file declares comes from `declarationsOf`.
 */
export function scanDeclarations(appRoot: string, dirs: string[], declarationsOf: DeclarationsOf = (_file, read) => read()): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of dirs) {
    for (const file of listPhpFiles(dir)) {
      for (const fqcn of declarationsOf(file, () => declaredIn(appRoot, file))) {
        if (!found.has(fqcn.toLowerCase())) found.set(fqcn.toLowerCase(), file);
      }
    }
  }
  return found;
}

/** Whether a file's text declares a class, interface, trait or enum, by the scan's pattern. */
export function declaresClassInText(text: string): boolean {
  return text.search(DECLARATION) >= 0;
}

/** The classes a file's text declares, by pattern (none for a file that cannot be read). */
function declaredIn(appRoot: string, file: string): string[] {
  let text: string;
  try {
    text = appText(appRoot, file);
  } catch {
    return [];
  }
  const namespace = NAMESPACE.exec(text)?.[1] ?? '';
  return [...text.matchAll(DECLARATION)].map((match) => (namespace ? `${namespace}\\${match[1]}` : match[1]!));
}
