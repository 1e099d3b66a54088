/**
 * What docgen knows about an Eloquent model class without running it: its table and columns (from the
 * migrations), key, timestamps, `$casts`/`casts()`, `$dates`, `$hidden`/`$visible`/`$appends`, `@property` docs,
 * accessors and relation methods — read from the class and its app-declared parents and traits.
 */
import { lookupTable } from '../../name-map.ts';
import { plural } from '../../inflect.ts';
import { isNode, lineOf, nameOf, walk, type PhpNode } from '../../php/ast.ts';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass, PhpMethod } from '../../php/classes.ts';
import { tagsNamed } from '../../php/docblock.ts';
import { evaluate } from '../../php/evaluate.ts';
import { UNKNOWN, isPhpArrayObject } from '../../php/values.ts';
import type { Column } from '../migrations/blueprint.ts';
import type { DatabaseSchema } from '../migrations/read-migrations.ts';
import { resolveDocType } from './typed-examples.ts';
import { snake, studly } from '../extensions/str-facade.ts';

export type RelationType =
  | 'hasOne'
  | 'hasMany'
  | 'belongsTo'
  | 'belongsToMany'
  | 'morphTo'
  | 'morphOne'
  | 'morphMany'
  | 'morphToMany'
  | 'morphedByMany'
  | 'hasOneThrough'
  | 'hasManyThrough';

const RELATION_TYPES: Record<string, RelationType> = lookupTable(Object.fromEntries(
  (
    ['hasOne', 'hasMany', 'belongsTo', 'belongsToMany', 'morphTo', 'morphOne', 'morphMany', 'morphToMany', 'morphedByMany', 'hasOneThrough', 'hasManyThrough'] as RelationType[]
  ).map((type) => [type.toLowerCase(), type]),
));

const TO_MANY = new Set<RelationType>(['hasMany', 'belongsToMany', 'morphMany', 'morphToMany', 'morphedByMany', 'hasManyThrough']);

export interface RelationInfo {
  name: string;
  type: RelationType;
  /** The related model class; undefined for morphTo or when it cannot be read. */
  related?: string;
  /**
   * belongsTo: the column on this model holding the related key; hasOne/hasMany: the column on the related
   * model pointing back here; morphOne/morphMany: the morph name (`commentable`).
   */
  foreignKey?: string;
  morphName?: string;
  many: boolean;
  line: number;
}

/** An accessor: `getFooAttribute()` (classic) or `foo(): Attribute` (Laravel 9+). */
export interface AccessorInfo {
  method: PhpMethod;
  style: 'classic' | 'attribute';
}

export interface ModelInfo {
  className: string;
  /** Undefined when the class is not in the app (the model is then described only by its name). */
  cls?: PhpClass;
  table: string;
  primaryKey: string;
  keyType: 'int' | 'string';
  incrementing: boolean;
  timestamps: boolean;
  createdAtColumn: string | null;
  updatedAtColumn: string | null;
  softDeletes: boolean;
  deletedAtColumn: string;
  /** Attribute → cast as written (`boolean`, `datetime:Y-m-d`, `decimal:2`, an enum or cast class name). */
  casts: Map<string, string>;
  /** Attributes Laravel treats as dates (`$dates`, timestamps, soft-delete column). */
  dates: Set<string>;
  hidden: string[];
  visible: string[];
  appends: string[];
  /** `@property int $id` and friends: attribute → declared type. */
  docProperties: Map<string, string>;
  accessors: Map<string, AccessorInfo>;
  relations: Map<string, RelationInfo>;
  /** The model's table columns from the migrations (empty when no migration creates the table). */
  columns: Map<string, Column>;
  /** `$with`: relations always eager loaded. */
  with: string[];
}

/** The classes from the model up its app-declared ancestors (nearest first), traits after each class. */
function classChain(cls: PhpClass, classes: ClassIndex): PhpClass[] {
  const result: PhpClass[] = [];
  const seen = new Set<string>();
  const addWithTraits = (current: PhpClass) => {
    if (seen.has(current.name)) return;
    seen.add(current.name);
    result.push(current);
    for (const trait of current.traits) {
      const found = classes.find(trait);
      if (found) addWithTraits(found);
    }
  };
  let current: PhpClass | undefined = cls;
  while (current && !seen.has(current.name)) {
    addWithTraits(current);
    current = current.parent ? classes.find(current.parent) : undefined;
  }
  return result;
}

function allTraits(cls: PhpClass, classes: ClassIndex): string[] {
  return classChain(cls, classes).flatMap((c) => c.traits);
}

/** Laravel's default table name: `BlogPost` → `blog_posts`. */
export function defaultTableName(className: string): string {
  const base = className.split('\\').pop() ?? className;
  const words = snake(studly(base)).split('_');
  words[words.length - 1] = plural(words[words.length - 1]!);
  return words.join('_');
}

/** A number per schema object, so that a memo key names the schema a model was read against. */
const schemaIds = new WeakMap<DatabaseSchema, number>();
let schemaCount = 0;

/**
 * Reads a model; undefined when the app does not declare the class. Read once per run and schema (the class
 * index's memo: the model's files, its ancestors' and traits', still count for every endpoint that asks).
 */
export function readModel(className: string, classes: ClassIndex, schema: DatabaseSchema): ModelInfo | undefined {
  let id = schemaIds.get(schema);
  if (id === undefined) {
    id = ++schemaCount;
    schemaIds.set(schema, id);
  }
  return classes.memo(`model-info:${id}:${className.replace(/^\\/, '').toLowerCase()}`, () => {
    const cls = classes.find(className);
    return cls ? buildModelInfo(cls, classes, schema) : undefined;
  });
}

function buildModelInfo(cls: PhpClass, classes: ClassIndex, schema: DatabaseSchema): ModelInfo {
  const chain = classChain(cls, classes);
  const evalIn = (owner: PhpClass, node: PhpNode): unknown =>
    evaluate(node, { scope: owner.scope, classes, env: classes.env, file: classes.absolutePath(owner.file), className: owner.name });

  /** The nearest declaration of a property, evaluated. */
  const property = (name: string): unknown => {
    const found = classes.findProperty(cls.name, name);
    if (!found) return undefined;
    return found.property.default ? evalIn(found.owner, found.property.default) : null;
  };
  const constant = (name: string): unknown => {
    const found = classes.findConstant(cls.name, name);
    return found ? evalIn(found.owner, found.value) : undefined;
  };
  const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

  const traits = allTraits(cls, classes).map((t) => t.split('\\').pop()!);
  const usesUuids = traits.includes('HasUuids') || traits.includes('HasUlids');
  const table = typeof property('table') === 'string' ? (property('table') as string) : defaultTableName(cls.name);
  const timestampsValue = property('timestamps');
  const timestamps = timestampsValue === undefined || timestampsValue === UNKNOWN ? true : Boolean(timestampsValue);
  const createdAt = constant('CREATED_AT');
  const updatedAt = constant('UPDATED_AT');
  const deletedAt = constant('DELETED_AT');
  const softDeletes = traits.includes('SoftDeletes');
  const keyType = property('keyType');
  const incrementing = property('incrementing');

  const info: ModelInfo = {
    className: cls.name,
    cls,
    table,
    primaryKey: typeof property('primaryKey') === 'string' ? (property('primaryKey') as string) : 'id',
    keyType: keyType === 'string' || usesUuids ? 'string' : 'int',
    incrementing: typeof incrementing === 'boolean' ? incrementing : !usesUuids,
    timestamps,
    createdAtColumn: createdAt === null ? null : typeof createdAt === 'string' ? createdAt : 'created_at',
    updatedAtColumn: updatedAt === null ? null : typeof updatedAt === 'string' ? updatedAt : 'updated_at',
    softDeletes,
    deletedAtColumn: typeof deletedAt === 'string' ? deletedAt : 'deleted_at',
    casts: readCasts(chain, evalIn),
    dates: new Set(strings(property('dates'))),
    hidden: strings(property('hidden')),
    visible: strings(property('visible')),
    appends: strings(property('appends')),
    docProperties: readDocProperties(chain),
    accessors: readAccessors(chain),
    relations: readRelations(chain, evalIn),
    columns: schema.tables.get(table)?.columns ?? new Map(),
    with: strings(property('with')),
  };
  if (info.timestamps) {
    if (info.createdAtColumn) info.dates.add(info.createdAtColumn);
    if (info.updatedAtColumn) info.dates.add(info.updatedAtColumn);
  }
  if (softDeletes) info.dates.add(info.deletedAtColumn);
  return info;
}

function readCasts(chain: PhpClass[], evalIn: (owner: PhpClass, node: PhpNode) => unknown): Map<string, string> {
  const casts = new Map<string, string>();
  // Parents first, so the model's own declarations win.
  for (const owner of [...chain].reverse()) {
    const prop = owner.properties.get('casts');
    if (prop?.default) addCasts(casts, evalIn(owner, prop.default));
    // Laravel 11: `protected function casts(): array { return [...]; }`
    const method = owner.methods.get('casts');
    if (method) {
      for (const statement of method.body) {
        if (statement.kind === 'return' && isNode(statement.expr)) addCasts(casts, evalIn(owner, statement.expr));
      }
    }
  }
  return casts;
}

function addCasts(casts: Map<string, string>, value: unknown): void {
  if (!isPhpArrayObject(value)) return;
  for (const [attribute, cast] of Object.entries(value)) {
    if (typeof cast === 'string') casts.set(attribute, cast.replace(/^\\/, ''));
  }
}

function readDocProperties(chain: PhpClass[]): Map<string, string> {
  const result = new Map<string, string>();
  for (const owner of [...chain].reverse()) {
    for (const tag of [...tagsNamed(owner.docBlock, 'property'), ...tagsNamed(owner.docBlock, 'property-read')]) {
      const match = /^(\S+)\s+\$(\w+)/.exec(tag.content);
      if (match) result.set(match[2]!, resolveDocType(match[1]!, owner));
    }
  }
  return result;
}

function readAccessors(chain: PhpClass[]): Map<string, AccessorInfo> {
  const result = new Map<string, AccessorInfo>();
  for (const owner of [...chain].reverse()) {
    for (const method of owner.methods.values()) {
      const classic = /^get(\w+)Attribute$/.exec(method.name);
      if (classic && classic[1]) {
        result.set(snake(classic[1]), { method, style: 'classic' });
        continue;
      }
      if (method.returnType && /(^|\\)Attribute$/.test(method.returnType.replace(/^\?/, ''))) {
        result.set(snake(method.name), { method, style: 'attribute' });
      }
    }
  }
  return result;
}

/** The innermost call of a returned chain: `$this->hasMany(Post::class)->latest()` → the hasMany call. */
function relationCall(method: PhpMethod): PhpNode | undefined {
  let found: PhpNode | undefined;
  for (const statement of method.body) {
    if (statement.kind !== 'return' || !isNode(statement.expr)) continue;
    walk(statement.expr, (node) => {
      if (found) return false;
      if (
        node.kind === 'call' &&
        isNode(node.what) &&
        node.what.kind === 'propertylookup' &&
        isNode(node.what.what) &&
        node.what.what.kind === 'variable' &&
        node.what.what.name === 'this' &&
        (nameOf(node.what.offset)?.toLowerCase() ?? '') in RELATION_TYPES
      ) {
        found = node;
        return false;
      }
      return undefined;
    });
  }
  return found;
}

function readRelations(chain: PhpClass[], evalIn: (owner: PhpClass, node: PhpNode) => unknown): Map<string, RelationInfo> {
  const result = new Map<string, RelationInfo>();
  for (const owner of [...chain].reverse()) {
    for (const method of owner.methods.values()) {
      if (method.isStatic || method.params.some((p) => !isNode(p.node.value))) continue;
      const call = relationCall(method);
      if (!call) continue;
      const type = RELATION_TYPES[nameOf(call.what.offset)!.toLowerCase()]!;
      const args = (call.arguments ?? []) as PhpNode[];
      const relatedValue = type === 'morphTo' || !args[0] ? undefined : evalIn(owner, args[0]);
      const related = typeof relatedValue === 'string' ? relatedValue.replace(/^\\/, '') : undefined;
      const second = args[1] ? evalIn(owner, args[1]) : undefined;
      let foreignKey: string | undefined;
      let morphName: string | undefined;
      if (type === 'belongsTo') foreignKey = typeof second === 'string' ? second : `${snake(method.name)}_id`;
      else if (type === 'hasOne' || type === 'hasMany') {
        foreignKey = typeof second === 'string' ? second : `${snake(chain[0]!.shortName)}_id`;
      } else if (type === 'morphOne' || type === 'morphMany') {
        morphName = typeof second === 'string' ? second : undefined;
        if (morphName) foreignKey = `${morphName}_id`;
      }
      result.set(method.name, { name: method.name, type, related, foreignKey, morphName, many: TO_MANY.has(type), line: lineOf(call) });
    }
  }
  addNarrowedRelations(chain, result);
  return result;
}

/** `collaborators()` returning `$this->users()->wherePivot(...)`: a relation of the same kind as the one it narrows. */
function addNarrowedRelations(chain: PhpClass[], relations: Map<string, RelationInfo>): void {
  for (const owner of chain) {
    for (const method of owner.methods.values()) {
      if (method.isStatic || relations.has(method.name)) continue;
      const narrowed = narrowedRelation(method, relations);
      if (narrowed) relations.set(method.name, { ...narrowed, name: method.name });
    }
  }
}

function narrowedRelation(method: PhpMethod, relations: Map<string, RelationInfo>): RelationInfo | undefined {
  let found: RelationInfo | undefined;
  for (const statement of method.body) {
    if (statement.kind !== 'return' || !isNode(statement.expr)) continue;
    walk(statement.expr, (node) => {
      if (found) return false;
      const what = node.kind === 'call' && isNode(node.what) ? node.what : undefined;
      if (what?.kind === 'propertylookup' && isNode(what.what) && what.what.kind === 'variable' && what.what.name === 'this') {
        const name = nameOf(what.offset);
        if (name && name !== method.name && relations.has(name)) found = relations.get(name);
        return false;
      }
      return undefined;
    });
  }
  return found;
}

