/**
 * Full-text search: Pagefind indexes the built pages (introduction, group descriptions, guides;
 * `data-pagefind-body` marks what counts, the endpoints are left out there) and one document per
 * endpoint, and its bundle goes beside them, under `<docs>/pagefind/`, so the docs folder is self-contained.
 * The bundle's files reach the folder through the copies the last build kept (linked-files.ts): after an
 * edit, only the few files whose bytes changed are written.
 *
 * A theme's endpoint HTML is one element that the page's index ignores whole (`data-pagefind-ignore="all"`:
 * the endpoint is searched through its own document), and it is most of a page's bytes. So each page is
 * handed to Pagefind without its endpoints' HTML: the same index, without parsing megabytes Pagefind would
 * skip (half its work at 5,000 endpoints). The pages go in the order of their paths, then the endpoints.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import type { SearchDocument } from '../../src/site-data/search-document.ts';
import { placeThroughKeptFiles } from './linked-files.ts';

/** The HTML of the endpoints a page holds, in page order, under the page's path below the docs URL (`''`, `users`, `users/2`). */
export type EndpointHtmlByPage = Map<string, string[]>;

/**
 * @param keptDir Where the bundle's files are kept between builds.
 * @param endpointHtml What each page holds of endpoint HTML (left out of what Pagefind reads when it is one element ignored whole).
 */
export async function indexDocs(docsDir: string, documents: SearchDocument[], keptDir: string, endpointHtml: EndpointHtmlByPage = new Map()): Promise<{ pages: number; endpoints: number; errors: string[] }> {
  if (!existsSync(docsDir)) return { pages: 0, endpoints: 0, errors: [`${docsDir} does not exist`] };
  const { index, errors } = await createIndex({});
  if (!index) {
    removeSearchBundle(docsDir);
    return { pages: 0, endpoints: 0, errors };
  }
  try {
    // Pagefind numbers what it is given in the order it arrives, and the bundle's bytes follow: its service takes
    // one request after the other, so everything is sent at once (without a round trip per file) in this order.
    const files = htmlFiles(docsDir);
    const added = await Promise.all([
      ...files.map((file) => {
        const sourcePath = relative(docsDir, file).split(sep).join('/');
        return index.addHTMLFile({ sourcePath, content: withoutIgnoredHtml(readFileSync(file, 'utf8'), endpointHtml.get(pagePathOf(sourcePath)) ?? []) });
      }),
      ...documents.map((document) => index.addHTMLFile({ url: document.url, content: document.html })),
    ]);
    const addErrors = added.flatMap((file) => file.errors);
    const bundle = await index.getFiles();
    if (bundle.errors.length === 0) placeThroughKeptFiles(bundle.files, keptDir, searchBundleDir(docsDir));
    else removeSearchBundle(docsDir);
    return { pages: files.length, endpoints: documents.length, errors: [...errors, ...addErrors, ...bundle.errors] };
  } finally {
    await close();
  }
}

/** Where the search bundle goes in the docs folder. */
export function searchBundleDir(docsDir: string): string {
  return join(docsDir, 'pagefind');
}

/** Without a bundle of this build's, none of an earlier one stays (a kept output folder may hold one). */
function removeSearchBundle(docsDir: string): void {
  rmSync(searchBundleDir(docsDir), { recursive: true, force: true });
}

/** A page's path below the docs URL from its file's (`users/index.html` or `users.html` → `users`). */
function pagePathOf(sourcePath: string): string {
  return sourcePath.replace(/(?:^|\/)index\.html$|\.html$/, '');
}

/** The HTML files below `dir`, by path; Pagefind's own folder (thousands of files an earlier build left) is not walked. */
function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string, path: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const child = path ? `${path}${sep}${entry.name}` : entry.name;
      if (entry.isDirectory() && !(path === '' && entry.name === 'pagefind')) walk(join(folder, entry.name), child);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(child);
    }
  };
  walk(dir, '');
  return found.sort().map((path) => join(dir, path));
}

/**
 * The page without the given pieces of HTML (found in order, each once), each of which must be one element
 * that Pagefind ignores whole; a piece that is not, or is not found, stays.
 */
export function withoutIgnoredHtml(page: string, pieces: string[]): string {
  const kept: string[] = [];
  let from = 0;
  for (const piece of pieces) {
    if (!isIgnoredElement(piece)) continue;
    const at = page.indexOf(piece, from);
    if (at < 0) continue;
    kept.push(page.slice(from, at));
    from = at + piece.length;
  }
  kept.push(page.slice(from));
  return kept.join('');
}

/** Is `html` one element that Pagefind ignores whole (its opening tag says so, and its closing tag ends `html`)? */
function isIgnoredElement(html: string): boolean {
  const name = /^<([a-z][a-z0-9]*)[\s>]/.exec(html)?.[1];
  const openingEnd = html.indexOf('>');
  if (!name || !html.slice(0, openingEnd).includes(' data-pagefind-ignore="all"') || !html.endsWith(`</${name}>`)) return false;
  // The tags of its name (escaped text has no `<`) nest back to none only at the very end.
  let depth = 0;
  for (let at = html.indexOf('<'); at >= 0; at = html.indexOf('<', at + 1)) {
    const closing = html[at + 1] === '/';
    const start = at + (closing ? 2 : 1);
    if (!html.startsWith(name, start) || !/[\s>/]/.test(html[start + name.length] ?? '')) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) return html.indexOf('>', start) === html.length - 1;
  }
  return false;
}
