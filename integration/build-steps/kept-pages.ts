/**
 * The group pages a kept output folder holds from the last build, with the key each was written under
 * (src/site-data/page-keys.ts): a page whose key is unchanged, and whose files are still there, is not
 * rendered again. The record is taken (read and removed) when a build starts and written when it is done,
 * so that a build that fails half-way, having written some pages anew, leaves none to be trusted.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
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

/** The slugs whose key is the one the last build wrote them under, with their files still in the docs folder. */
export function unchangedPages(keys: Map<string, string>, last: Map<string, string>, docsDir: string): Set<string> {
  const unchanged = new Set<string>();
  for (const [slug, key] of keys) {
    if (last.get(slug) === key && pageFiles(docsDir, slug).every((file) => existsSync(file))) unchanged.add(slug);
  }
  return unchanged;
}
