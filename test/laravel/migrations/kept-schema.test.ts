/**
 * The schema kept between runs (kept-schema.ts): kept while its migrations are unchanged, and not kept when a
 * column's value would not come back from the cache file as it is.
 */
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileStamps } from '../../../src/extract/file-stamps.ts';
import { StampedValues } from '../../../src/extract/stamped-values.ts';
import { PhpEnumCase } from '../../../src/php/values.ts';
import { appSchema, keepableSchema, keepSchemasIn } from '../../../src/laravel/migrations/kept-schema.ts';
import type { DatabaseSchema } from '../../../src/laravel/migrations/read-migrations.ts';
import { tempApp } from '../../support/temp-app.ts';

function migration(column: string): string {
  return `<?php\n\nuse Illuminate\\Database\\Migrations\\Migration;\nuse Illuminate\\Database\\Schema\\Blueprint;\nuse Illuminate\\Support\\Facades\\Schema;\n\nreturn new class extends Migration\n{\n    public function up()\n    {\n        Schema::create('posts', function (Blueprint $table) {\n            $table->id();\n            ${column};\n        });\n    }\n};\n`;
}

/** The app's schema read through a store of its own, and what the store kept. */
function readKept(column: string): { schema: DatabaseSchema; kept: number } {
  const root = resolve(tempApp({ 'database/migrations/2024_01_01_000000_create_posts_table.php': migration(column) }));
  const values = new StampedValues<DatabaseSchema | undefined>();
  const stamps = new FileStamps(root);
  keepSchemasIn(root, { schema: (key, read) => values.get(key, stamps, read) });
  const { schema, files } = appSchema(root, {});
  expect([...files]).toEqual(['database/migrations', 'database/migrations/2024_01_01_000000_create_posts_table.php']);
  return { schema, kept: values.toEntries().length };
}

describe('the schema kept between runs', () => {
  it('is kept when its values are plain data', () => {
    const { schema, kept } = readKept("$table->string('status')->default('draft')");
    expect(schema.tables.get('posts')?.columns.get('status')).toMatchObject({ default: 'draft' });
    expect(kept).toBe(1);
  });

  it('is not kept when a column holds a value the cache file would not give back as it is (a class instance)', () => {
    const { schema } = readKept("$table->string('status')->default('draft')");
    expect(keepableSchema(schema)).toBe(true);
    schema.tables.get('posts')!.columns.get('status')!.default = new PhpEnumCase('App\\Enums\\Status', 'Draft', 'draft');
    expect(keepableSchema(schema)).toBe(false);
  });
});
