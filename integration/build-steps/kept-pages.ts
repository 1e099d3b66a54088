/**
 * The group pages a kept output folder holds from the last build, with the key each was written under
 * (src/site-data/page-keys.ts): a page whose key is unchanged, and whose files are as the last build left them
 * (size and mtime), is not rendered again. The record is taken (read and removed) when a build starts and written
 * when it is done, so that a build that fails half-way, having written some pages anew, leaves none to be trusted.
 *
 * `docgen build` places the group pages into the app as hard links (build-steps/static-copy.ts), so that they
 * are still here for the next build: a page rendered again must then not be written over its file here, which
 * would write through the link into the docs the app serves, mid-build.
 */
import { lstatSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../src/atomic-write.ts';
import { twinPath } from '../../src/site-data/markdown-twins.ts';

/** What a build with a kept output folder knows of its pages. */
export interface KeptPages {
  /** The docs folder in the output folder. */
  docsDir: string;
  /** What renders the pages (docgen's code and config, the libraries that write HTML): part of every key. */
  stamp: string;
  /** The keys the last build wrote its pages under (taken when this build starts). */
  last: Map<string, string>;
  /** This build's keys, once the site is planned. */
  keys?: Map<string, string>;
  /** The pages not rendered again, their files kept from the last build. */
  unchanged?: Set<string>;
}

/** The record's file in docgen's cache folder of the project. */
export const keptPagesFile = (cacheDir: string) => join(cacheDir, 'kept-pages.json');

/** The last build's record of its pages, by slug; the record is removed (empty when there is none, or it is unreadable). */
export function takeKeptPages(file: string): Map<string, string> {
  let records = new Map<string, string>();
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (read && typeof read === 'object' && !Array.isArray(read)) {
      records = new Map(Object.entries(read).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // None yet, or not ours: every page is rendered.
  }
  rmSync(file, { force: true });
  return records;
}

/** Records each page's key with its files as this build leaves them (a page whose files are not there is not recorded). */
export function writeKeptPages(file: string, keys: Map<string, string>, docsDir: string): void {
  const records = [...keys].map(([slug, key]) => [slug, pageRecord(key, docsDir, slug)] as const).filter((entry) => entry[1] !== undefined);
  writeFileAtomic(file, JSON.stringify(Object.fromEntries(records)));
}

/**
 * A page's entry in the record: its key, and the size and mtime of its files; undefined when one is missing. A file
 * changed since (by hand in the app's docs folder, whose page files are links to these) makes the page rendered again.
 */
function pageRecord(key: string, docsDir: string, slug: string): string | undefined {
  const stamps: string[] = [];
  for (const file of pageFiles(docsDir, slug)) {
    try {
      const stat = statSync(file);
      stamps.push(`${stat.size}:${stat.mtimeMs}`);
    } catch {
      return undefined;
    }
  }
  return [key, ...stamps].join(' ');
}

/** A group page's files in the docs folder: the page and its Markdown twin. */
export function pageFiles(docsDir: string, slug: string): string[] {
  return [join(docsDir, slug, 'index.html'), join(docsDir, twinPath(slug))];
}

/** The files of these group pages in the docs folder. */
export function filesOfPages(docsDir: string, slugs: Iterable<string>): Set<string> {
  return new Set([...slugs].flatMap((slug) => pageFiles(docsDir, slug)));
}

/**
 * Removes the files of the pages this build renders again that are linked elsewhere (placed into the app by the
 * last build), so that the page is written into a new file of its own.
 */
export function unlinkPagesToRender(keys: Map<string, string>, unchanged: Set<string>, docsDir: string): void {
  const toRender = [...keys.keys()].filter((slug) => !unchanged.has(slug));
  for (const file of filesOfPages(docsDir, toRender)) {
    try {
      if (lstatSync(file).nlink > 1) rmSync(file);
    } catch {
      // Not there: the page is written anew anyway.
    }
  }
}

/** The slugs whose key is the one the last build wrote them under, with their files as it left them. */
export function unchangedPages(keys: Map<string, string>, last: Map<string, string>, docsDir: string): Set<string> {
  const unchanged = new Set<string>();
  for (const [slug, key] of keys) {
    const recorded = last.get(slug);
    if (recorded?.startsWith(`${key} `) && recorded === pageRecord(key, docsDir, slug)) unchanged.add(slug);
  }
  return unchanged;
}
