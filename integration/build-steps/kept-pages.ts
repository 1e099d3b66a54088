/**
 * The group pages a kept output folder holds from the last build, with the key each was written under
 * (src/site-data/page-keys.ts): a page whose key is unchanged, and whose files are still there, is not
 * rendered again. The record is taken (read and removed) when a build starts and written when it is done,
 * so that a build that fails half-way, having written some pages anew, leaves none to be trusted.
 *
 * `docgen build` places the group pages into the app as hard links (build-steps/static-copy.ts), so that they
 * are still here for the next build: a page rendered again must then not be written over its file here, which
 * would write through the link into the docs the app serves, mid-build.
 */
import { existsSync, lstatSync, readFileSync, rmSync } from 'node:fs';
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

/** The keys of the last build's pages, by slug; the record is removed (empty when there is none, or it is unreadable). */
export function takeKeptPages(file: string): Map<string, string> {
  let keys = new Map<string, string>();
  try {
    const read = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    if (read && typeof read === 'object' && !Array.isArray(read)) {
      keys = new Map(Object.entries(read).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    }
  } catch {
    // None yet, or not ours: every page is rendered.
  }
  rmSync(file, { force: true });
  return keys;
}

export function writeKeptPages(file: string, keys: Map<string, string>): void {
  writeFileAtomic(file, JSON.stringify(Object.fromEntries(keys)));
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

/** The slugs whose key is the one the last build wrote them under, with their files still in the docs folder. */
export function unchangedPages(keys: Map<string, string>, last: Map<string, string>, docsDir: string): Set<string> {
  const unchanged = new Set<string>();
  for (const [slug, key] of keys) {
    if (last.get(slug) === key && pageFiles(docsDir, slug).every((file) => existsSync(file))) unchanged.add(slug);
  }
  return unchanged;
}
