import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMigrations } from '../../../src/laravel/migrations/read-migrations.ts';
import { BLOG_APP, SHOP_APP } from '../harness.ts';
import { tempApp } from '../../support/temp-app.ts';

function columns(app: string, table: string) {
  const schema = readMigrations(app);
  const found = schema.tables.get(table);
  if (!found) throw new Error(`no table ${table}`);
  return found.columns;
}

describe('readMigrations', () => {
  it('reads Schema::create in a named migration class, with Blueprint shorthands and modifiers', () => {
    const users = columns(BLOG_APP, 'users');
    expect([...users.keys()]).toEqual([
      'id',
      'name',
      'email',
      'email_verified_at',
      'password',
      'is_admin',
      'remember_token',
      'created_at',
      'updated_at',
    ]);
    expect(users.get('id')).toMatchObject({ kind: 'integer', autoIncrement: true, nullable: false });
    expect(users.get('email_verified_at')).toMatchObject({ kind: 'datetime', nullable: true });
    expect(users.get('is_admin')).toMatchObject({ kind: 'boolean', hasDefault: true, default: false });
    expect(users.get('remember_token')).toMatchObject({ kind: 'string', nullable: true, length: 100 });
    expect(users.get('created_at')).toMatchObject({ kind: 'datetime', nullable: true });
    expect(users.get('name')).toMatchObject({ file: 'database/migrations/2014_10_12_000000_create_users_table.php', line: 13 });
  });

  it('reads anonymous migrations, enum values, decimals, soft deletes and later Schema::table additions', () => {
    const posts = columns(BLOG_APP, 'posts');
    expect(posts.get('user_id')).toMatchObject({ kind: 'integer', method: 'foreignId' });
    expect(posts.get('views')).toMatchObject({ kind: 'integer', hasDefault: true, default: 0 });
    expect(posts.get('category')).toMatchObject({ kind: 'enum', allowed: ['news', 'howto', 'opinion'] });
    expect(posts.get('meta')).toMatchObject({ kind: 'json', nullable: true });
    expect(posts.get('deleted_at')).toMatchObject({ kind: 'datetime', nullable: true });
    // Added by the 2024_02_01 migration; its down() (which drops it) is not read.
    expect(posts.get('subtitle')).toMatchObject({ kind: 'string', nullable: true });
    const tags = columns(BLOG_APP, 'tags');
    expect(tags.get('weight')).toMatchObject({ kind: 'decimal', places: 2, nullable: true });
    expect(tags.get('name')).toMatchObject({ length: 30 });
    expect([...columns(BLOG_APP, 'post_tag').keys()]).toEqual(['post_id', 'tag_id']);
  });

  it('applies drops, renames and changes in file-name order', () => {
    const schema = readMigrations(SHOP_APP);
    const orders = columns(SHOP_APP, 'shop_orders');
    expect([...orders.keys()]).toEqual(['id', 'customer_id', 'priority', 'total', 'code', 'views', 'created_at', 'updated_at', 'note']);
    // foreignIdFor(Customer::class) names the column after the model.
    expect(orders.get('customer_id')).toMatchObject({ kind: 'integer' });
    // renameColumn keeps the column's definition.
    expect(orders.get('views')).toMatchObject({ kind: 'integer', default: 0 });
    // ->change() redefines it in place.
    expect(orders.get('code')).toMatchObject({ kind: 'string', length: 12, nullable: true });
    expect(columns(SHOP_APP, 'customers').get('id')).toMatchObject({ kind: 'uuid' });
    expect([...columns(SHOP_APP, 'order_lines').keys()]).toEqual(['id', 'order_id', 'product', 'quantity', 'lineable_type', 'lineable_id']);
    expect(columns(SHOP_APP, 'order_lines').get('lineable_id')).toMatchObject({ kind: 'integer', nullable: true });
    expect(schema.tables.has('scratch')).toBe(false);
    expect(schema.diagnostics).toEqual([]);
  });

  it('gives the same schema object while the migrations do not change', () => {
    expect(readMigrations(BLOG_APP)).toBe(readMigrations(BLOG_APP));
  });
});

describe('readMigrations: names the migration class keeps in constants', () => {
  const app = tempApp({
    'database/migrations/2024_01_01_000000_create_albums.php': `<?php
use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Database\\Schema\\Blueprint;
use Illuminate\\Support\\Facades\\Schema;

return new class() extends Migration {
    private const ALBUM = 'albums';
    private const TITLE_COLUMN = 'title';
    protected const OWNER = 'owner_id';

    public function up(): void
    {
        Schema::create(self::ALBUM, function (Blueprint $table) {
            $table->id();
            $table->string(self::TITLE_COLUMN, 80);
            $table->unsignedBigInteger(static::OWNER)->nullable();
        });
    }
};
`,
    'database/migrations/2024_01_02_000000_add_cover.php': `<?php
use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Support\\Facades\\Schema;

class AddCover extends Migration
{
    const TABLE = 'albums';

    public function up()
    {
        Schema::table(self::TABLE, function ($table) {
            $table->boolean('has_cover')->default(false);
        });
        Schema::table(\\App\\Models\\Photo::TABLE, function ($table) {
            $table->string('caption');
        });
    }
}
`,
  });

  it('reads self:: and static:: constants of a named or anonymous migration class', () => {
    const albums = columns(app, 'albums');
    expect([...albums.keys()]).toEqual(['id', 'title', 'owner_id', 'has_cover']);
    expect(albums.get('title')).toMatchObject({ kind: 'string', length: 80 });
    expect(albums.get('owner_id')).toMatchObject({ kind: 'integer', nullable: true });
    expect(albums.get('has_cover')).toMatchObject({ kind: 'boolean', default: false });
  });

  it('still says so when a table name comes from another class (its constants are not read)', () => {
    const { diagnostics } = readMigrations(app);
    expect(diagnostics.map((d) => [d.file, d.line, d.message])).toEqual([
      ['database/migrations/2024_01_02_000000_add_cover.php', 14, 'Cannot read the table name of Schema::table() statically; the migration is skipped.'],
    ]);
  });
});

describe('readMigrations: table names in variables and lists', () => {
  const app = tempApp({
    'database/migrations/2024_01_01_000000_create_things.php': `<?php
use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration {
    public function up(): void
    {
        $name = 'gadgets';
        Schema::create($name, function ($table) {
            $table->id();
        });
        foreach (['pages', 'books'] as $table) {
            Schema::create($table, function ($blueprint) {
                $blueprint->id();
            });
        }
    }
};
`,
    'database/migrations/2024_01_02_000000_add_owner.php': `<?php
use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration {
    private array $tables = ['pages', 'books'];

    public function up(): void
    {
        foreach ($this->tables as $index => $table) {
            if (! Schema::hasColumn($table, 'owned_by')) {
                Schema::table($table, function ($blueprint) {
                    $blueprint->integer('owned_by')->nullable();
                });
            }
        }
        foreach ($this->unknownTables() as $table) {
            Schema::table($table, function ($blueprint) {
                $blueprint->string('never');
            });
        }
    }
};
`,
  });

  it('reads a table named by a variable set before, and a loop over a stated list once per item', () => {
    expect([...columns(app, 'gadgets').keys()]).toEqual(['id']);
    expect([...columns(app, 'pages').keys()]).toEqual(['id', 'owned_by']);
    expect([...columns(app, 'books').keys()]).toEqual(['id', 'owned_by']);
    expect(columns(app, 'books').get('owned_by')).toMatchObject({ kind: 'integer', nullable: true });
  });

  it('says so when the list a loop goes over is not known', () => {
    expect(readMigrations(app).diagnostics.map((d) => [d.line, d.message])).toEqual([
      [18, 'Cannot read the table name of Schema::table() statically; the migration is skipped.'],
    ]);
  });
});

describe('readMigrations: table names from the app config', () => {
  const app = tempApp({
    'config/permission.php': `<?php
return [
    'table_names' => [
        'roles' => env('ROLES_TABLE', 'roles'),
        'permissions' => 'permissions',
    ],
    'column_names' => ['team_foreign_key' => 'team_id'],
];
`,
    'database/migrations/2024_01_01_000000_create_permission_tables.php': `<?php
use Illuminate\\Database\\Migrations\\Migration;
use Illuminate\\Support\\Facades\\Schema;

return new class extends Migration {
    public function up(): void
    {
        $tableNames = config('permission.table_names');
        $columnNames = config('permission.column_names');
        $pivotRole = $columnNames['role_pivot_key'] ?? 'role_id';
        Schema::create($tableNames['roles'], function ($table) use ($columnNames) {
            $table->id();
        });
        Schema::create(config('audit.table', 'audits'), function ($table) {
            $table->id();
        });
        Schema::create(config('activitylog.table_name'), function ($table) {
            $table->id();
        });
    }
};
`,
  });

  it('reads config() from the app config files, env() included, and a default where the app has no such setting', () => {
    expect(readMigrations(app, { ROLES_TABLE: 'acl_roles' }).tables.has('acl_roles')).toBe(true);
    const schema = readMigrations(app);
    expect([...schema.tables.keys()]).toEqual(['roles', 'audits']);
    expect(schema.sources).toContain('config/permission.php');
  });

  it('reads the migrations again when a config file they read is edited', () => {
    expect(readMigrations(app).tables.has('roles')).toBe(true);
    writeFileSync(join(app, 'config/permission.php'), "<?php\nreturn ['table_names' => ['roles' => 'people_roles']];\n");
    expect([...readMigrations(app).tables.keys()]).toEqual(['people_roles', 'audits']);
  });

  it('reads them again when a config file they looked for is added', () => {
    expect(readMigrations(app).tables.has('audits')).toBe(true);
    writeFileSync(join(app, 'config/audit.php'), "<?php\nreturn ['table' => 'audit_trail'];\n");
    const schema = readMigrations(app);
    expect(schema.tables.has('audit_trail')).toBe(true);
    expect(schema.tables.has('audits')).toBe(false);
    rmSync(join(app, 'config/audit.php'));
    expect(readMigrations(app).tables.has('audits')).toBe(true);
  });

  it('says so when the app config has no value and the code gives no default', () => {
    expect(readMigrations(app).diagnostics.map((d) => [d.line, d.message])).toEqual([
      [17, 'Cannot read the table name of Schema::create() statically; the migration is skipped.'],
    ]);
  });
});
