/**
 * The example world of one endpoint: where example models come from, as Scribe's `examples.models_source`
 * describes (factoryCreate → factoryMake → databaseFirst), built statically. It owns the PHP engine that runs
 * factories, resources and transformers, the seeded faker, the example clock and the auto-increment counters,
 * so that every value of an endpoint's examples is deterministic.
 *
 * - factoryCreate: the factory's `definition()` + states, related factories created for their keys, then
 *   `updated_at`, `created_at` and the auto-increment key, as Eloquent's insert sets them;
 * - factoryMake: the same without the key and timestamps;
 * - databaseFirst: every column of the model's migrations with a value typed by the column;
 * - otherwise: the `@property` docs and casts, and attributes guessed from their names when read.
 * Relations in `with` are loaded a few levels deep: to-many relations with one related model (Scribe's
 * `has()`), to-one relations with one.
 */
import { nameMap } from '../../name-map.ts';
import type { Faker } from '@faker-js/faker';
import type { Diagnostic } from '../../model.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import { PhpEnumCase } from '../../php/values.ts';
import { FakerProxy } from '../factories/faker-calls.ts';
import { findFactoryClass } from '../factories/find-factory.ts';
import { PendingFactory, type FactoryWorld } from '../factories/pending-factory.ts';
import type { DatabaseSchema } from '../migrations/read-migrations.ts';
import { appFunctions } from '../extensions/app-functions.ts';
import { appObjects } from '../extensions/app-objects.ts';
import { container } from '../extensions/container.ts';
import { packageClasses } from '../extensions/packages.ts';
import { eloquentModels } from '../extensions/eloquent-models.ts';
import { exampleExtensions } from '../extensions/example-extensions.ts';
import { columnValue, valueForName, valueForType } from './column-values.ts';
import { PhpClosure } from '../../php/closure.ts';
import { PhpEngine } from '../../php/engine/engine.ts';
import { readModel, type ModelInfo } from './model-info.ts';
import { describePackageSources, packageSources } from './package-sources.ts';
import { isEloquentModel } from './model-keys.ts';
import { declaredClassOf, exampleObject, exampleOfType } from './typed-examples.ts';
import { ModelInstance, type ModelWorld } from './model-instance.ts';
import { PhpCollection } from './php-collection.ts';
import { PhpDate } from './carbon-date.ts';
import { OrderedArray, UNKNOWN } from './runtime-values.ts';

export type ModelsSource = 'factoryCreate' | 'factoryMake' | 'databaseFirst';

export interface ExampleWorldOptions {
  classes: ClassIndex;
  schema: DatabaseSchema;
  faker: Faker;
  /** The example clock (ms); default: a moment derived from the faker, so it is seeded too. */
  now?: number;
  /** APP_URL, for url()/asset() and pagination links. */
  appUrl: string;
  /** `examples.models_source`. */
  modelsSource: string[];
  report(diagnostic: Diagnostic): void;
}

export interface ExampleModelRequest {
  /** Factory state method names (`states=` / `factoryStates:`). */
  states?: string[];
  /** Relations to load, dotted for nested ones (`with=author,comments.author`). */
  with?: string[];
  /** Attributes set over the factory's (a related model's foreign key, as Factory::has() sets it). */
  attributes?: Record<string, unknown>;
  /** Made but not saved, whatever the models source (`firstOrNew`): no key, no timestamps, not found again. */
  unsaved?: boolean;
}

/** How deep nested `with` relations and factories creating factories may go. */
const MAX_NESTING = 5;

export class ExampleWorld implements ModelWorld, FactoryWorld {
  readonly classes: ClassIndex;
  readonly schema: DatabaseSchema;
  readonly faker: Faker;
  readonly now: number;
  readonly appUrl: string;
  readonly interpreter: PhpEngine;
  readonly fakerProxy: FakerProxy;
  private readonly modelsSource: ModelsSource[];
  private readonly reportFn: (diagnostic: Diagnostic) => void;
  private readonly ids = new Map<string, number>();
  private readonly created = new Map<string, ModelInstance[]>();
  private readonly building: string[] = [];

  constructor(options: ExampleWorldOptions) {
    this.classes = options.classes;
    this.schema = options.schema;
    this.faker = options.faker;
    this.now = options.now ?? exampleClock(options.faker);
    this.appUrl = options.appUrl;
    this.reportFn = options.report;
    this.modelsSource = options.modelsSource.filter((s): s is ModelsSource => ['factoryCreate', 'factoryMake', 'databaseFirst'].includes(s));
    this.fakerProxy = new FakerProxy(this.faker, this.now);
    this.interpreter = new PhpEngine({
      classes: this.classes,
      hosts: [
        eloquentModels(this),
        exampleExtensions({ faker: this.faker, now: this.now, appUrl: this.appUrl }),
        container(this),
        appFunctions(this.classes, () => this.interpreter),
        appObjects(this.classes, () => this.interpreter),
        packageClasses(this.classes),
      ],
      report: (d) => this.reportFn(d),
    });
  }

  report(diagnostic: Diagnostic): void {
    this.reportFn(diagnostic);
  }

  modelInfo(className: string): ModelInfo | undefined {
    return readModel(className, this.classes, this.schema);
  }

  /** The next auto-increment key of a table (1, 2, …), as inserts in an empty database give. */
  nextId(table: string): number {
    const next = (this.ids.get(table) ?? 0) + 1;
    this.ids.set(table, next);
    return next;
  }

  /**
   * An example instance of a model, per `examples.models_source`, with states applied and relations loaded.
   * `where` names the annotation for warnings.
   */
  exampleModel(className: string, request: ExampleModelRequest = {}, where?: { file: string; line: number }): ModelInstance {
    const info = this.modelInfo(className) ?? this.unknownModelInfo(className, where);
    let model: ModelInstance | undefined;
    const factoryClass = findFactoryClass(info.className, this.classes);
    for (const source of this.modelsSource) {
      if ((source === 'factoryCreate' || source === 'factoryMake') && factoryClass) {
        let pending = new PendingFactory(factoryClass, info.className, this);
        pending = this.applyStateMethods(pending, request.states ?? [], where);
        if (request.attributes) pending = pending.withState(OrderedArray.fromEntries(Object.entries(request.attributes)));
        const made = this.makeFromFactory(pending, source === 'factoryCreate' && !request.unsaved);
        if (made instanceof ModelInstance) {
          model = made;
          break;
        }
      }
      if (source === 'databaseFirst' && info.columns.size > 0) {
        model = this.fromColumns(info);
        break;
      }
    }
    if (!model) {
      model = info.columns.size > 0 ? this.fromColumns(info) : this.fromDocs(info);
      for (const [key, value] of Object.entries(request.attributes ?? {})) model.setAttribute(key, value);
    }
    const relations = [...info.with, ...(request.with ?? [])];
    if (relations.length) this.loadRelations(model, relations, where);
    return model;
  }

  private unknownModelInfo(className: string, where?: { file: string; line: number }): ModelInfo {
    this.reportFn({
      severity: 'warning',
      code: 'model-not-found',
      message: `The model ${className} is not declared in the app; its attributes are guessed from their names.`,
      file: where?.file,
      line: where?.line,
    });
    return {
      className,
      table: '',
      primaryKey: 'id',
      keyType: 'int',
      incrementing: true,
      timestamps: true,
      createdAtColumn: 'created_at',
      updatedAtColumn: 'updated_at',
      softDeletes: false,
      deletedAtColumn: 'deleted_at',
      casts: new Map(),
      dates: new Set(['created_at', 'updated_at']),
      hidden: [],
      visible: [],
      appends: [],
      docProperties: new Map(),
      accessors: new Map(),
      relations: new Map(),
      columns: new Map(),
      with: [],
    };
  }

  /** Applies state methods by name (`states=published,featured`); an unknown state is a warning. */
  private applyStateMethods(pending: PendingFactory, states: string[], where?: { file: string; line: number }): PendingFactory {
    let current = pending;
    for (const state of states) {
      const method = this.classes.findMethod(pending.factoryClass.name, state);
      if (!method || method.file.startsWith('vendor/')) {
        this.reportFn({
          severity: 'warning',
          code: 'factory-state-missing',
          message: `The factory ${pending.factoryClass.shortName} has no state method ${state}(); it is ignored.`,
          file: where?.file ?? pending.factoryClass.file,
          line: where?.line ?? pending.factoryClass.line,
        });
        continue;
      }
      const result = this.interpreter.runMethod(method, current, [], pending.factoryClass.name);
      if (result instanceof PendingFactory) current = result;
    }
    return current;
  }

  // ------------------------------------------------------------------ factories

  rawAttributes(factory: PendingFactory): OrderedArray {
    const definition = this.classes.findMethod(factory.factoryClass.name, 'definition');
    let attributes = new OrderedArray();
    if (definition && !definition.file.startsWith('vendor/')) {
      const result = this.interpreter.runMethod(definition, factory, [], factory.factoryClass.name);
      if (result instanceof OrderedArray) attributes = result.copy();
    }
    for (const state of factory.states) {
      const values = state instanceof PhpClosure ? this.interpreter.callClosure(state, [attributes.copy(), null]) : state;
      if (values instanceof OrderedArray) for (const [key, value] of values.entries()) attributes.set(key, value);
    }
    return attributes;
  }

  makeFromFactory(factory: PendingFactory, persist: boolean): unknown {
    if (factory.count !== null) {
      return PhpCollection.of(
        Array.from({ length: Math.min(Math.max(factory.count, 0), 3) }, () => this.makeFromFactory(factory.withCount(null), persist)),
        'Illuminate\\Database\\Eloquent\\Collection',
      );
    }
    const info = this.modelInfo(factory.modelClass) ?? this.unknownModelInfo(factory.modelClass);
    if (this.building.filter((c) => c === info.className).length >= 2 || this.building.length >= MAX_NESTING) {
      // Factories that create each other (User → Team → User): stop with a bare model.
      return this.withKey(new ModelInstance(info, this), info, persist);
    }
    this.building.push(info.className);
    try {
      const attributes = this.expandAttributes(this.rawAttributes(factory));
      const model = new ModelInstance(info, this);
      for (const [key, value] of attributes.entries()) model.setAttribute(String(key), value);
      this.withKey(model, info, persist);
      return model;
    } finally {
      this.building.pop();
    }
  }

  /** Eloquent's insert: `updated_at`, `created_at`, then the auto-increment key. */
  private withKey(model: ModelInstance, info: ModelInfo, persist: boolean): ModelInstance {
    if (!persist) return model;
    if (info.timestamps) {
      const now = new PhpDate(this.now, this.now);
      if (info.updatedAtColumn && !model.attributes.has(info.updatedAtColumn)) model.setAttribute(info.updatedAtColumn, now);
      if (info.createdAtColumn && !model.attributes.has(info.createdAtColumn)) model.setAttribute(info.createdAtColumn, now);
    }
    if (!model.attributes.has(info.primaryKey)) {
      if (info.incrementing) model.setAttribute(info.primaryKey, this.nextId(info.table || info.className));
      else if (info.keyType === 'string') model.setAttribute(info.primaryKey, this.faker.string.uuid());
    }
    this.remember(model);
    return model;
  }

  /**
   * `Model::find($key)`: the model this world created with that key (a factory's `Album::query()->find(
   * $attributes['album_id'])` reads back the album it made), else an example model given that key.
   */
  foundModel(className: string, key: string | number): ModelInstance {
    const info = this.modelInfo(className);
    const created = this.createdWithKey(info?.className ?? className, key);
    if (created) return created;
    const model = this.exampleModel(className);
    model.setAttribute(model.info.primaryKey, key);
    return model;
  }

  /**
   * `firstOrCreate($attributes, $values)`, `updateOrCreate` and `firstOrNew`: the model this world created whose
   * attributes equal `$attributes` (as a `where` compares them), with `$values` set over it for `updateOrCreate`;
   * else an example model with both set over it (saved, but for `firstOrNew`). Koel's `Organization::default()`
   * finds the organisation an earlier factory made rather than making another.
   */
  firstOrMake(className: string, attributes: Record<string, unknown>, values: Record<string, unknown>, how: 'create' | 'update' | 'new'): ModelInstance {
    const info = this.modelInfo(className);
    const wanted = Object.entries(attributes);
    // A value the engine cannot tell (the request's) matches no model known here, and leaves the example's own.
    const searchable = wanted.length > 0 && wanted.every(([, value]) => value !== UNKNOWN);
    const found = searchable
      ? this.created.get((info?.className ?? className).toLowerCase())?.find((model) => wanted.every(([name, value]) => looselyEqual(model.attributes.get(name), value)))
      : undefined;
    const known = Object.entries({ ...attributes, ...values }).filter(([, value]) => value !== UNKNOWN);
    if (found) {
      if (how === 'update') for (const [name, value] of known) if (name in values) found.setAttribute(name, value);
      return found;
    }
    const model = this.exampleModel(className, { attributes: Object.fromEntries(known), unsaved: how === 'new' });
    if (how !== 'new' && !this.created.get(model.info.className.toLowerCase())?.includes(model)) this.withKey(model, model.info, true);
    return model;
  }

  /** A model of the class this world created with that key (compared as PHP's loose `==` does for a key: '5' is 5). */
  private createdWithKey(className: string, key: unknown): ModelInstance | undefined {
    if (key === undefined || key === null) return undefined;
    return this.created.get(className.toLowerCase())?.find((model) => looselyEqual(model.getKey(), key));
  }

  private remember(model: ModelInstance): void {
    const key = model.info.className.toLowerCase();
    const list = this.created.get(key) ?? [];
    list.push(model);
    this.created.set(key, list);
  }

  /** Factory::expandAttributes(): closures get the attributes so far, factories and models give their keys. */
  private expandAttributes(attributes: OrderedArray): OrderedArray {
    for (const [key, value] of attributes.entries()) {
      let expanded = value;
      if (expanded instanceof PhpClosure) expanded = this.interpreter.callClosure(expanded, [attributes.copy()]);
      if (expanded instanceof PendingFactory) expanded = this.makeFromFactory(expanded, true);
      if (expanded instanceof ModelInstance) expanded = expanded.getKey();
      attributes.set(key, expanded);
    }
    return attributes;
  }

  // ------------------------------------------------------------------ models without factories

  private fromColumns(info: ModelInfo): ModelInstance {
    const model = new ModelInstance(info, this);
    for (const column of info.columns.values()) {
      if (column.autoIncrement || (column.name === info.primaryKey && info.incrementing)) {
        model.setAttribute(column.name, this.nextId(info.table));
        continue;
      }
      model.setAttribute(column.name, columnValue(this.faker, column, this.now));
    }
    this.remember(model);
    return model;
  }

  private fromDocs(info: ModelInfo): ModelInstance {
    const model = new ModelInstance(info, this);
    model.guessed = true;
    if (info.incrementing) model.setAttribute(info.primaryKey, this.nextId(info.table || info.className));
    this.building.push(info.className);
    try {
      for (const [name, type] of info.docProperties) {
        // A relation documented as a property (`@property ?Podcast $podcast`) loads as a relation.
        if (!model.attributes.has(name) && !info.relations.has(name)) model.setAttribute(name, this.docValue(type, name));
      }
    } finally {
      this.building.pop();
    }
    for (const [name, cast] of info.casts) {
      if (!model.attributes.has(name)) model.setAttribute(name, this.valueForCast(cast, name));
    }
    this.remember(model);
    return model;
  }

  private valueForCast(cast: string, name: string): unknown {
    const cases = this.enumCases(cast);
    if (cases?.length) return this.faker.helpers.arrayElement(cases);
    return valueForType(this.faker, cast.split(':')[0]!, name, this.now);
  }

  /**
   * The example of a `@property` doc: by its class when the app declares it (a model, an enum, a value object),
   * else by the type's name; a model that is being built already, or one too many levels down, is left null.
   */
  private docValue(type: string, name: string): unknown {
    const declared = declaredClassOf(type, this.classes);
    if (!declared) return valueForType(this.faker, type, name, this.now);
    // Models and value objects documenting one another: each level of models is one more level of building.
    if (this.building.length >= MAX_NESTING || (isEloquentModel(declared, this.classes) && this.building.includes(declared))) return null;
    return exampleOfType(type, name, this);
  }

  /** An example of an app class a resource wraps: an example model, or a value object from its declared types. */
  exampleOf(className: string, request: ExampleModelRequest = {}, where?: { file: string; line: number }): unknown {
    const cls = this.classes.find(className);
    if (!cls || isEloquentModel(cls.name, this.classes)) return this.exampleModel(className, request, where);
    if (cls.kind !== 'class' || cls.isAbstract) return UNKNOWN;
    return exampleObject(cls, this);
  }

  guessAttribute(model: ModelInstance, name: string): unknown {
    const type = model.info.docProperties.get(name);
    if (type) return this.docValue(type, name);
    const cast = model.info.casts.get(name);
    if (cast) return this.valueForCast(cast, name);
    return valueForName(this.faker, name, this.now);
  }

  enumCases(className: string): PhpEnumCase[] | undefined {
    const cls = this.classes.find(className.split(':')[0]!);
    if (cls?.kind !== 'enum') return undefined;
    return cls.enumCases.map((c) => new PhpEnumCase(cls.name, c.name, c.value as string | number | undefined));
  }

  // ------------------------------------------------------------------ relations

  loadRelations(model: ModelInstance, relations: string[], where?: { file: string; line: number }, depth = 0): void {
    const byFirst = new Map<string, string[]>();
    for (const path of relations) {
      const [first, ...rest] = path.split('.');
      if (!first) continue;
      const nested = byFirst.get(first) ?? [];
      if (rest.length) nested.push(rest.join('.'));
      byFirst.set(first, nested);
    }
    for (const [name, nested] of byFirst) {
      const relation = model.info.relations.get(name);
      if (!relation) {
        // A package trait (spatie's HasRoles …) may declare it: what its relation holds is out of the app's code.
        const packages = model.info.cls ? packageSources(model.info.cls, this.classes).filter((source) => source.kind === 'trait') : [];
        const from = packages.length ? ` in the app's code; ${describePackageSources(packages)} may declare it, and` : ';';
        this.reportFn({
          severity: packages.length ? 'notice' : 'warning',
          code: 'relation-missing',
          message: `${model.info.className} has no relation method ${name}() to load${from} it is left out.`,
          // The model's use of the package is the one cause, whichever endpoint loads it: reported at the model.
          file: (packages.length ? undefined : where?.file) ?? model.info.cls?.file,
          line: (packages.length ? undefined : where?.line) ?? model.info.cls?.line,
        });
        continue;
      }
      if (!model.relations.has(name)) model.relations.set(name, this.relatedFor(model, name, true));
      if (nested.length && depth < MAX_NESTING) {
        const value = model.relations.get(name);
        const children = value instanceof PhpCollection ? value.items().values() : [value];
        for (const child of children) if (child instanceof ModelInstance) this.loadRelations(child, nested, where, depth + 1);
      }
    }
  }

  /** Laravel's lazy loading of a relation that was not eager loaded. */
  lazyLoad(model: ModelInstance, relation: string): unknown {
    const value = this.relatedFor(model, relation, false);
    model.relations.set(relation, value);
    return value;
  }

  /**
   * The related models of a relation. `eager` (a `with` relation): to-many relations get one related model,
   * as Scribe's factory `has()` creates. Lazily, only what the example database holds: the parent of a
   * belongsTo the factory created, and nothing for to-many relations.
   */
  private relatedFor(model: ModelInstance, name: string, eager: boolean): unknown {
    const relation = model.info.relations.get(name)!;
    const empty = () => (relation.many ? PhpCollection.of([], 'Illuminate\\Database\\Eloquent\\Collection') : null);
    if (!relation.related) return empty();
    if (relation.type === 'belongsTo') {
      const key = relation.foreignKey ? model.attributes.get(relation.foreignKey) : undefined;
      const existing = this.createdWithKey(relation.related, key);
      if (existing) return existing;
      if (!eager && (key === null || key === undefined)) return null;
      if (this.building.length >= MAX_NESTING) return null;
      const parent = this.exampleModel(relation.related);
      if (key !== undefined && key !== null) parent.setAttribute(parent.info.primaryKey, key);
      return parent;
    }
    if (!eager || this.building.length >= MAX_NESTING) return empty();
    this.building.push(model.info.className);
    try {
      // Factory::has(): the child's foreign key is set before its factory runs, so no other parent is created.
      const attributes: Record<string, unknown> = nameMap();
      if (relation.foreignKey && relation.type !== 'belongsToMany') attributes[relation.foreignKey] = model.getKey();
      if (relation.morphName) attributes[`${relation.morphName}_type`] = model.info.className;
      const child = this.exampleModel(relation.related, { attributes });
      return relation.many ? PhpCollection.of([child], 'Illuminate\\Database\\Eloquent\\Collection') : child;
    } finally {
      this.building.pop();
    }
  }
}

/** The example clock: a whole second within 2024, drawn from the endpoint's seeded faker. */
export function exampleClock(faker: Faker): number {
  const ms = faker.date.between({ from: Date.UTC(2024, 0, 1), to: Date.UTC(2025, 0, 1) }).getTime();
  return Math.floor(ms / 1000) * 1000;
}

/** A column compared as the database does with a bound value: '5' is 5; anything but a scalar only to itself. */
function looselyEqual(stored: unknown, value: unknown): boolean {
  if (stored === value) return true;
  const scalar = (v: unknown) => typeof v === 'number' || typeof v === 'string';
  return scalar(stored) && scalar(value) && String(stored) === String(value);
}
