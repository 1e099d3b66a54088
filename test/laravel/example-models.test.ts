import { Faker, base, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import type { Column } from '../../src/laravel/migrations/blueprint.ts';
import { columnValue } from '../../src/laravel/models/column-values.ts';
import { toPlain } from '../../src/laravel/models/json-encode.ts';
import { defaultTableName, readModel } from '../../src/laravel/models/model-info.ts';
import type { ExampleWorld } from '../../src/laravel/models/example-world.ts';
import type { ModelInstance } from '../../src/laravel/models/model-instance.ts';
import type { OrderedArray as PhpArray } from '../../src/laravel/models/runtime-values.ts';
import type { PhpNode } from '../../src/php/ast.ts';
import { fileScope, NameScope } from '../../src/php/names.ts';
import { parseCode } from '../../src/php/parser.ts';
import { PhpEnumCase } from '../../src/php/values.ts';
import { BLOG_APP, SHOP_APP, testWorld } from './harness.ts';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000000Z$/;

/** Runs the statements of `<?php …` on the world's engine and returns the value of the last `return`. */
function runIn(world: ExampleWorld, code: string): unknown {
  const parsed = parseCode(`<?php\n${code}`, 'snippet.php');
  const completion = world.interpreter.runStatements(parsed.ast.children as PhpNode[], { vars: new Map(), scope: fileScope(parsed.ast), file: 'snippet.php' });
  return completion.kind === 'return' ? completion.value : undefined;
}

function modelArray(app: string, className: string, request = {}, options = {}) {
  const { world, diagnostics } = testWorld(app, options);
  const model = world.exampleModel(className, request);
  const site = world.interpreter.topSite('test', 1, new NameScope());
  return { model, world, diagnostics, array: toPlain(model.toArray(site)) as Record<string, unknown> };
}

describe('readModel', () => {
  it('reads table, casts, hidden, appends, dates, accessors and relations of a model', () => {
    const { world } = testWorld(BLOG_APP);
    const post = readModel('App\\Models\\Post', world.classes, world.schema)!;
    expect(post.table).toBe('posts');
    expect([...post.casts]).toEqual([
      ['status', 'App\\Enums\\PostStatus'],
      ['is_featured', 'boolean'],
      ['published_at', 'datetime'],
      ['meta', 'array'],
      ['rating', 'float'],
    ]);
    expect(post.hidden).toEqual(['meta']);
    expect(post.appends).toEqual(['excerpt']);
    expect([...post.dates].sort()).toEqual(['created_at', 'deleted_at', 'updated_at']);
    expect(post.accessors.get('excerpt')?.style).toBe('classic');
    expect(post.relations.get('author')).toMatchObject({ type: 'belongsTo', related: 'App\\Models\\User', foreignKey: 'user_id', many: false });
    expect(post.relations.get('comments')).toMatchObject({ type: 'hasMany', related: 'App\\Models\\Comment', foreignKey: 'post_id', many: true });
    expect(post.relations.get('tags')).toMatchObject({ type: 'belongsToMany', related: 'App\\Models\\Tag', many: true });
    expect(post.columns.get('title')?.kind).toBe('string');
  });

  it('reads casts() methods, Attribute accessors, HasUuids keys, $table and $timestamps', () => {
    const { world } = testWorld(SHOP_APP);
    const customer = readModel('App\\Models\\Customer', world.classes, world.schema)!;
    expect(customer.casts.get('birthday')).toBe('date:Y-m-d');
    expect(customer.casts.get('tier')).toBe('App\\Enums\\Tier');
    expect(customer).toMatchObject({ keyType: 'string', incrementing: false });
    expect(customer.accessors.get('full_name')?.style).toBe('attribute');
    const order = readModel('App\\Models\\Order', world.classes, world.schema)!;
    expect(order.table).toBe('shop_orders');
    // A relation returned through a chain (`->orderBy('id')`).
    expect(order.relations.get('lines')).toMatchObject({ type: 'hasMany', related: 'App\\Models\\OrderLine', foreignKey: 'order_id' });
    expect(readModel('App\\Models\\OrderLine', world.classes, world.schema)!.timestamps).toBe(false);
  });

  it('names tables the way Eloquent does', () => {
    expect(defaultTableName('App\\Models\\BlogPost')).toBe('blog_posts');
    expect(defaultTableName('App\\Models\\Category')).toBe('categories');
    expect(defaultTableName('App\\Models\\Person')).toBe('people');
  });
});

describe('example models from factories (factoryCreate)', () => {
  it('sets the factory attributes, then updated_at, created_at and the key, as an insert does', () => {
    const { model, array } = modelArray(BLOG_APP, 'App\\Models\\User');
    expect([...model.attributes.keys()]).toEqual([
      'name',
      'email',
      'email_verified_at',
      'password',
      'is_admin',
      'remember_token',
      'updated_at',
      'created_at',
      'id',
    ]);
    // toArray(): hidden attributes left out, dates in Laravel's format, casts applied.
    expect(Object.keys(array)).toEqual(['name', 'email', 'email_verified_at', 'is_admin', 'updated_at', 'created_at', 'id']);
    expect(array.id).toBe(1);
    expect(array.is_admin).toBe(false);
    expect(array.email).toMatch(/@example\.(com|net|org)$/);
    expect(array.email_verified_at).toMatch(ISO);
    expect(array.created_at).toMatch(ISO);
    expect((model.attributes.get('remember_token') as string).length).toBe(10);
  });

  it('creates the parents a factory refers to, and counts keys per table', () => {
    const { world } = testWorld(BLOG_APP);
    const first = world.exampleModel('App\\Models\\Post');
    const second = world.exampleModel('App\\Models\\Post');
    expect([first.getKey(), first.attributes.get('user_id')]).toEqual([1, 1]);
    expect([second.getKey(), second.attributes.get('user_id')]).toEqual([2, 2]);
    // The slug closure received the attributes so far.
    expect(first.attributes.get('slug')).toBe(
      (first.attributes.get('title') as string)
        .toLowerCase()
        .replace(/[^a-z0-9\s-]/g, '')
        .trim()
        .replace(/\s+/g, '-'),
    );
    expect(first.attributes.get('status')).toEqual(new PhpEnumCase('App\\Enums\\PostStatus', 'Draft', 'draft'));
  });

  it('applies state methods by name, and warns about unknown ones', () => {
    const { model, diagnostics, array } = modelArray(BLOG_APP, 'App\\Models\\Post', { states: ['published', 'featured', 'nonexistent'] });
    expect(array.status).toBe('published');
    expect(array.published_at).toMatch(ISO);
    expect(array.is_featured).toBe(true);
    expect(model.attributes.has('published_at')).toBe(true);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'factory-state-missing' });
    expect(diagnostics[0]!.message).toContain('nonexistent');
  });

  it('loads relations in `with`, nested, with to-many relations holding one model', () => {
    const { array } = modelArray(BLOG_APP, 'App\\Models\\Post', { with: ['author', 'comments.author'] });
    const comments = array.comments as Array<Record<string, unknown>>;
    expect((array.author as Record<string, unknown>).id).toBe(array.user_id);
    expect(comments).toHaveLength(1);
    // The comment belongs to this post (its factory's own Post::factory() is not run).
    expect(comments[0]!.post_id).toBe(array.id);
    expect((comments[0]!.author as Record<string, unknown>).id).toBe(comments[0]!.user_id);
  });

  it('runs Laravel 10 factories: fake(), static::$password ??= Hash::make(), enum cases, date and decimal casts, Attribute accessors', () => {
    const { model, array } = modelArray(SHOP_APP, 'App\\Models\\Customer');
    // HasUuids: the key is a UUID, not an auto-increment.
    expect(array.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(model.attributes.get('secret')).toMatch(/^\$2y\$10\$/);
    expect(array).not.toHaveProperty('secret');
    expect(['bronze', 'silver', 'gold']).toContain(array.tier);
    expect(array.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(array.balance).toMatch(/^\d+\.\d{2}$/);
    expect(typeof array.vip).toBe('boolean');
    expect(array.settings).toEqual({ theme: expect.stringMatching(/^(dark|light)$/) });
    // The appended accessor, built from the other attributes.
    expect(array.full_name).toBe(`${array.first_name} ${array.last_name}`);
    expect(Object.keys(array).pop()).toBe('full_name');
  });

  it('finds the models it created by their keys, as the database would: a factory reading back its parent makes no other', () => {
    const { world } = testWorld(SHOP_APP);
    const line = world.exampleModel('App\\Models\\OrderLine');
    const site = world.interpreter.topSite('test', 1, new NameScope());
    const order = line.getProperty('order', site) as ModelInstance;
    expect(order.getKey()).toBe(line.attributes.get('order_id'));
    expect(line.attributes.get('order_code')).toBe(order.attributes.get('code'));
    expect(line.attributes.get('customer_id')).toBe(order.attributes.get('customer_id'));
    // The line's one order was the first made: the next is the second.
    expect(world.exampleModel('App\\Models\\Order').getKey()).toBe(2);
  });

  it('gives Model::find() of a key it did not create an example model with that key', () => {
    const { world } = testWorld(SHOP_APP);
    const made = world.exampleModel('App\\Models\\Order');
    const found = runIn(world, "use App\\Models\\Order; return [Order::find(1), Order::query()->findOrFail('1'), Order::find(42)];") as PhpArray;
    const [first, second, other] = [...found.values()] as ModelInstance[];
    expect(first).toBe(made);
    expect(second).toBe(made);
    expect(other).not.toBe(made);
    expect(other!.getKey()).toBe(42);
  });

  it('runs a once() callback once per world: the same call on the same object with the same values gives the first result', () => {
    const { world } = testWorld(SHOP_APP);
    const code = `use App\\Models\\Customer;
      $made = [];
      foreach ([1, 1, 2] as $n) { $made[] = once(fn () => Customer::factory()->make(['first_name' => "n$n"])); }
      return [Customer::walkIn(), Customer::walkIn(), $made];`;
    const [first, second, made] = [...(runIn(world, code) as PhpArray).values()] as [ModelInstance, ModelInstance, PhpArray];
    expect(second).toBe(first);
    const [one, again, two] = made.values() as ModelInstance[];
    expect(again).toBe(one);
    expect(two).not.toBe(one);
    expect([one!.attributes.get('first_name'), two!.attributes.get('first_name')]).toEqual(['n1', 'n2']);
    // A new world is a new request.
    expect(runIn(testWorld(SHOP_APP).world, 'use App\\Models\\Customer; return Customer::walkIn();')).not.toBe(first);
  });

  it('firstOrCreate() finds the model with those attributes, else saves one with the attributes and values over the example', () => {
    const { world } = testWorld(SHOP_APP);
    const walkIn = runIn(world, 'use App\\Models\\Customer; return Customer::walkIn();') as ModelInstance;
    expect(walkIn.attributes.get('email')).toBe('walk-in@example.com');
    expect(walkIn.attributes.get('first_name')).toBe('Walk-in');
    // The rest from the factory, and saved: a key (a UUID) and timestamps.
    expect(typeof walkIn.attributes.get('last_name')).toBe('string');
    expect(String(walkIn.getKey())).toMatch(/^[0-9a-f-]{36}$/);
    expect(walkIn.attributes.has('created_at')).toBe(true);
    const code = `use App\\Models\\Customer;
      return [
        Customer::firstOrCreate(['email' => 'walk-in@example.com'], ['first_name' => 'Other']),
        Customer::query()->updateOrCreate(['email' => 'walk-in@example.com'], ['vip' => true]),
        Customer::firstOrCreate(['email' => 'new@example.com']),
        Customer::firstOrNew(['email' => 'newer@example.com']),
      ];`;
    const [found, updated, created, unsaved] = (runIn(world, code) as PhpArray).values() as ModelInstance[];
    expect(found).toBe(walkIn);
    expect(found!.attributes.get('first_name')).toBe('Walk-in');
    expect(updated).toBe(walkIn);
    expect(walkIn.attributes.get('vip')).toBe(true);
    expect(created).not.toBe(walkIn);
    expect(created!.attributes.get('email')).toBe('new@example.com');
    expect(runIn(world, "use App\\Models\\Customer; return Customer::firstOrCreate(['email' => 'new@example.com']);")).toBe(created);
    expect(unsaved!.attributes.get('email')).toBe('newer@example.com');
    expect(runIn(world, "use App\\Models\\Customer; return Customer::firstOrCreate(['email' => 'newer@example.com']);")).not.toBe(unsaved);
  });

  it('lazy-loads a belongsTo parent the factory created', () => {
    const { world } = testWorld(SHOP_APP);
    const order = world.exampleModel('App\\Models\\Order', { states: ['urgent'] });
    const site = world.interpreter.topSite('test', 1, new NameScope());
    const customer = order.getProperty('customer', site) as { getKey(): unknown };
    expect(customer.getKey()).toBe(order.attributes.get('customer_id'));
    expect(order.getProperty('priority', site)).toEqual(new PhpEnumCase('App\\Enums\\Priority', 'High', 2));
  });
});

describe('example models without factories', () => {
  it('factoryMake leaves out the key and the timestamps', () => {
    const { array } = modelArray(BLOG_APP, 'App\\Models\\User', {}, { modelsSource: ['factoryMake'] });
    expect(array).not.toHaveProperty('id');
    expect(array).not.toHaveProperty('created_at');
    expect(array.name).toEqual(expect.any(String));
  });

  it('databaseFirst fills every column, typed by its migration and casts', () => {
    const { array } = modelArray(BLOG_APP, 'App\\Models\\Post', {}, { modelsSource: ['databaseFirst'] });
    expect(Object.keys(array)).toEqual([
      'id',
      'user_id',
      'title',
      'slug',
      'body',
      'status',
      'is_featured',
      'views',
      'rating',
      'category',
      'published_at',
      'created_at',
      'updated_at',
      'deleted_at',
      'subtitle',
      'excerpt',
    ]);
    expect(array.id).toBe(1);
    expect(typeof array.is_featured).toBe('boolean');
    expect(Number.isInteger(array.views)).toBe(true);
    expect(typeof array.rating).toBe('number');
    expect(['news', 'howto', 'opinion']).toContain(array.category);
    expect(array.published_at).toMatch(ISO);
    expect(array.deleted_at).toBeNull();
  });

  it('types raw column values as the database returns them', () => {
    const faker = new Faker({ locale: [en, base] });
    faker.seed(3);
    const column = (kind: string, extra: Partial<Column> = {}): Column =>
      ({ name: 'x', method: kind, kind, nullable: false, hasDefault: false, autoIncrement: false, file: 'f', line: 1, ...extra }) as Column;
    const now = Date.UTC(2024, 5, 1);
    expect([0, 1]).toContain(columnValue(faker, column('boolean'), now));
    expect(Number.isInteger(columnValue(faker, column('integer'), now))).toBe(true);
    expect(columnValue(faker, column('decimal', { places: 3 }), now)).toMatch(/^\d+\.\d{3}$/);
    expect(columnValue(faker, column('datetime'), now)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(columnValue(faker, column('date'), now)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(columnValue(faker, column('enum', { allowed: ['a', 'b'] }), now)).toMatch(/^(a|b)$/);
    expect(columnValue(faker, column('string', { name: 'email' }), now)).toMatch(/@example\./);
  });
});
