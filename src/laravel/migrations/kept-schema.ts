/**
 * The database schema kept between runs while the files it was read from are unchanged (the migrations folder's
 * list, each migration, the config files they read): a run after an edit that needs the schema then parses no
 * migration (an app can have hundreds). A schema holding a value that would not come back as it was (a class
 * instance) is not kept.
 */
import { jsonExact } from '../../json-exact.ts';
import type { DatabaseSchema } from './read-migrations.ts';
import { readMigrations } from './read-migrations.ts';

/**
 * The schema's name among the values read through (derived-reads.ts): what uses it depends on each migration, but
 * an edit of one that leaves the schema as it was (a comment, a line added) changes nothing for it.
 */
export const DATABASE_SCHEMA = 'database-schema';

/** Where schemas are kept between runs. */
export interface SchemaStore {
  /** The schema kept under `key` while its files are unchanged (with those files), else the one `read` gives (kept when it gives one). */
  schema(key: string, read: () => { value: DatabaseSchema | undefined; files: Set<string> }): { value: DatabaseSchema | undefined; files: Iterable<string> };
}

/** By app root. */
const stores = new Map<string, SchemaStore>();

/** Keeps the schemas of the app (by its resolved root) in `store`, from now on. */
export function keepSchemasIn(root: string, store: SchemaStore): void {
  stores.set(root, store);
}

/** The schema of the app's migrations, with the files (relative to the root) it rests on. */
export function appSchema(root: string, env: Record<string, string>): { schema: DatabaseSchema; files: Iterable<string> } {
  const store = stores.get(root);
  if (!store) {
    const schema = readMigrations(root, env);
    return { schema, files: schema.sources ?? [] };
  }
  let read: DatabaseSchema | undefined;
  const kept = store.schema(JSON.stringify(env), () => {
    read = readMigrations(root, env);
    return { value: keepableSchema(read) ? read : undefined, files: new Set(read.sources ?? []) };
  });
  return { schema: read ?? kept.value!, files: kept.files };
}

/** Whether the schema comes back from the cache file as it is: its columns' values are plain data. */
export function keepableSchema(schema: DatabaseSchema): boolean {
  for (const table of schema.tables.values()) {
    for (const column of table.columns.values()) {
      if (column.default !== undefined && !jsonExact(column.default)) return false;
      if (column.allowed !== undefined && !jsonExact(column.allowed)) return false;
    }
  }
  return jsonExact(schema.diagnostics);
}
