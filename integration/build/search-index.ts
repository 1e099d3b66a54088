/**
 * Full-text search: Pagefind indexes the built docs (endpoints and guides; `data-pagefind-body`
 * marks what counts, the code column is ignored) and writes its bundle beside them, under
 * `<docs>/pagefind/`, so the docs folder is self-contained.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';

export async function indexDocs(docsDir: string): Promise<{ pages: number; errors: string[] }> {
  if (!existsSync(docsDir)) return { pages: 0, errors: [`${docsDir} does not exist`] };
  const { index, errors } = await createIndex({});
  if (!index) return { pages: 0, errors };
  try {
    const added = await index.addDirectory({ path: docsDir });
    const written = await index.writeFiles({ outputPath: join(docsDir, 'pagefind') });
    return { pages: added.page_count, errors: [...errors, ...added.errors, ...written.errors] };
  } finally {
    await close();
  }
}
