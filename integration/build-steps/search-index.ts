/**
 * Full-text search: Pagefind indexes the built pages (introduction, group descriptions, guides;
 * `data-pagefind-body` marks what counts, the endpoints are left out there) and one document per
 * endpoint, and its bundle goes beside them, under `<docs>/pagefind/`, so the docs folder is self-contained.
 * The bundle's files reach the folder through the copies the last build kept (linked-files.ts): after an
 * edit, only the few files whose bytes changed are written.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import type { SearchDocument } from '../../src/site-data/search-document.ts';
import { placeThroughKeptFiles } from './linked-files.ts';

/** @param keptDir Where the bundle's files are kept between builds. */
export async function indexDocs(docsDir: string, documents: SearchDocument[], keptDir: string): Promise<{ pages: number; endpoints: number; errors: string[] }> {
  if (!existsSync(docsDir)) return { pages: 0, endpoints: 0, errors: [`${docsDir} does not exist`] };
  const { index, errors } = await createIndex({});
  if (!index) return { pages: 0, endpoints: 0, errors };
  try {
    const added = await index.addDirectory({ path: docsDir });
    for (const document of documents) {
      const file = await index.addHTMLFile({ url: document.url, content: document.html });
      added.errors.push(...file.errors);
    }
    const bundle = await index.getFiles();
    if (bundle.errors.length === 0) placeThroughKeptFiles(bundle.files, keptDir, join(docsDir, 'pagefind'));
    return { pages: added.page_count, endpoints: documents.length, errors: [...errors, ...added.errors, ...bundle.errors] };
  } finally {
    await close();
  }
}
