/**
 * The content collections of the docs. In `content.config.ts` (the site's `srcDir`):
 *
 *   import { docgenCollections } from 'laravel-docgen/loaders';
 *   export const collections = { ...docgenCollections() };
 *
 * `docgenGroups` and `docgenEndpoints` hold the extracted API (one entry per group and per
 * endpoint, stored with a digest so unchanged entries are skipped); `guides` holds the Markdown/MDX
 * guides. In `astro dev` an edit under the app re-extracts and the pages refresh.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { Loader, LoaderContext } from 'astro/loaders';
import { ENDPOINTS_COLLECTION, GROUPS_COLLECTION, GUIDES_COLLECTION, endpointEntryDigests, endpointEntryIds, type EndpointEntry, type GroupEntry } from './collections.ts';
import { getRuntime } from './runtime/runtime.ts';
import type { SiteSource } from '../src/site-data/site-source.ts';

export { ENDPOINTS_COLLECTION, GROUPS_COLLECTION, GUIDES_COLLECTION, endpointEntryIds, type EndpointEntry, type GroupEntry };

const WATCHED = /\.(php|ya?ml|json|md)$|\.env$/;

/** An entry, with the digest of its data when it is known without reading the data (else Astro makes it). */
type Entry = { id: string; data: Record<string, unknown>; digest?: string };

/** Keeps every entry of the latest extraction and drops the ones that are gone. */
function syncEntries(context: LoaderContext, entries: Entry[]): void {
  const keep = new Set<string>();
  for (const entry of entries) {
    keep.add(entry.id);
    context.store.set({ id: entry.id, data: entry.data, digest: entry.digest ?? context.generateDigest(entry.data) });
  }
  for (const id of context.store.keys()) if (!keep.has(id)) context.store.delete(id);
}

function groupEntries(source: SiteSource) {
  return source.groups.map((group, order) => ({ id: group.name, data: { name: group.name, description: group.description, order } satisfies GroupEntry }));
}

/** Each endpoint's entry, with its digest (collections.ts). */
function endpointEntries(source: SiteSource): Entry[] {
  return endpointEntryDigests(source.groups).map(({ id, group, endpoint, digest }, order) => {
    const data = { ...endpoint, group: group.name, order } satisfies EndpointEntry as Record<string, unknown>;
    return { id, data, ...(digest ? { digest } : {}) };
  });
}

function apiLoader(name: string, entries: (source: SiteSource) => Entry[]): Loader {
  return {
    name,
    async load(context) {
      const runtime = getRuntime();
      runtime.loaderRan = true;
      syncEntries(context, entries(await runtime.current()));
      const watcher = context.watcher;
      if (!watcher) return;
      watcher.add(runtime.appRoot);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onChange = (path: string) => {
        if (!path.startsWith(runtime.appRoot) || !WATCHED.test(path) || /\/(vendor|storage|node_modules)\//.test(path)) return;
        clearTimeout(timer);
        timer = setTimeout(async () => {
          try {
            // Both loaders see the change; the first one extracts, the other gets the same result.
            const source = await runtime.refresh();
            syncEntries(context, entries(source));
            context.logger.info(`Updated after an edit of ${path.slice(runtime.appRoot.length + 1)}`);
          } catch (error) {
            context.logger.error(`Extraction failed: ${(error as Error).message}`);
          }
        }, 80);
      };
      watcher.on('change', onChange);
      watcher.on('add', onChange);
      watcher.on('unlink', onChange);
    },
  };
}

const passthrough = z.object({}).passthrough();

export function docgenCollections() {
  const runtime = getRuntime();
  const collections: Record<string, ReturnType<typeof defineCollection>> = {};
  // Without them (`docgen build`), the pages read the groups and endpoints from the extraction (integration option apiCollections).
  if (runtime.options.apiCollections) {
    collections[GROUPS_COLLECTION] = defineCollection({
      loader: apiLoader('docgen-groups', groupEntries),
      schema: z.object({ name: z.string(), description: z.string(), order: z.number() }),
    });
    collections[ENDPOINTS_COLLECTION] = defineCollection({ loader: apiLoader('docgen-endpoints', endpointEntries), schema: passthrough });
  }
  if (runtime.guidesDir) {
    collections[GUIDES_COLLECTION] = defineCollection({
      loader: glob({ base: runtime.guidesDir, pattern: '**/*.{md,mdx}' }),
      schema: z.object({ title: z.string(), description: z.string().optional(), order: z.number().optional() }),
    });
  }
  return collections;
}
