/**
 * Full-text search: Pagefind indexes the built pages (introduction, group descriptions, guides;
 * `data-pagefind-body` marks what counts, the endpoints are left out there) and one document per
 * endpoint, and writes its bundle beside them, under `<docs>/pagefind/`, so the docs folder is self-contained.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import type { SearchDocument } from '../../src/site-data/search-document.ts';

export async function indexDocs(docsDir: string, documents: SearchDocument[] = []): Promise<{ pages: number; endpoints: number; errors: string[] }> {
  if (!existsSync(docsDir)) return { pages: 0, endpoints: 0, errors: [`${docsDir} does not exist`] };
  const { index, errors } = await createIndex({});
  if (!index) return { pages: 0, endpoints: 0, errors };
  try {
    const added = await index.addDirectory({ path: docsDir });
    for (const document of documents) {
      const file = await index.addHTMLFile({ url: document.url, content: document.html });
      added.errors.push(...file.errors);
    }
    const written = await index.writeFiles({ outputPath: join(docsDir, 'pagefind') });
    return { pages: added.page_count, endpoints: documents.length, errors: [...errors, ...added.errors, ...written.errors] };
  } finally {
    await close();
  }
}
