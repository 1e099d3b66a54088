/**
 * What URL parameters need to know about Eloquent models, read statically: whether a class is a
 * model, its route key (`getRouteKeyName()`), its primary key and the key's type (`$keyType`,
 * `HasUuids`/`HasUlids`).
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import { declaredLineage } from '../../php/declared-lineage.ts';
import { evaluate, propertyDefault as declaredDefault } from '../../php/evaluate.ts';
import type { PhpNode } from '../../php/ast.ts';

const ELOQUENT_MODEL = 'Illuminate\\Database\\Eloquent\\Model';

export interface ModelKeys {
  /** The model's class name (not the class: what is remembered per run does not keep its parsed file alive). */
  modelName: string;
  routeKey: string;
  primaryKey: string;
  /** `integer` or `string`. */
  keyType: string;
  /** A UUID or ULID key (examples look like one). */
  uuidLike: boolean;
}

/**
 * The framework classes an app model extends: Eloquent's Model and the two framework classes that are Models
 * themselves (the base user model and Pivot); the class index knows only the app's own parents.
 */
const MODEL_BASES = [ELOQUENT_MODEL, 'Illuminate\\Foundation\\Auth\\User', 'Illuminate\\Database\\Eloquent\\Relations\\Pivot'];

/** Whether the app declares the class as an Eloquent model (through app-declared parents). */
export function isEloquentModel(className: string, classes: ClassIndex): boolean {
  return classes.isSubclassOf(className, MODEL_BASES);
}

/** A property's declared default, from the model, its traits or the parents the app declares. */
function propertyDefault(model: PhpClass, name: string, classes: ClassIndex): unknown {
  return declaredDefault(model.name, name, { scope: model.scope, classes, file: classes.absolutePath(model.file), env: classes.env });
}

function usesTrait(model: PhpClass, shortNames: string[], classes: ClassIndex): boolean {
  const seen = new Set<string>();
  const visit = (names: string[]): boolean =>
    names.some((name) => {
      if (seen.has(name)) return false;
      seen.add(name);
      if (shortNames.includes(name.split('\\').pop()!)) return true;
      return visit(classes.find(name)?.traits ?? []);
    });
  return declaredLineage(model, classes).some((cls) => visit(cls.traits));
}

/** The keys of a model class, or undefined when the app declares no such Eloquent model. Read once per run. */
export function modelKeys(className: string, classes: ClassIndex): ModelKeys | undefined {
  return classes.memo(`model-keys:${className.replace(/^\\/, '').toLowerCase()}`, () => readModelKeys(className, classes));
}

/** Eloquent's own: `$primaryKey = 'id'`, `$keyType = 'int'`. */
const DEFAULT_KEY = 'id';
const DEFAULT_KEY_TYPE = 'integer';

function readModelKeys(className: string, classes: ClassIndex): ModelKeys | undefined {
  const plain = plainModelFromText(className, classes);
  if (plain !== undefined) {
    return plain ? { modelName: className.replace(/^\\/, ''), routeKey: DEFAULT_KEY, primaryKey: DEFAULT_KEY, keyType: DEFAULT_KEY_TYPE, uuidLike: false } : undefined;
  }
  const model = classes.find(className);
  if (!model || !isEloquentModel(model.name, classes)) return undefined;
  const primaryKey = propertyDefault(model, 'primaryKey', classes);
  const keyName = typeof primaryKey === 'string' ? primaryKey : DEFAULT_KEY;
  const uuidLike = usesTrait(model, ['HasUuids', 'HasUlids', 'HasVersion4Uuids', 'HasVersion7Uuids'], classes);
  const declaredType = propertyDefault(model, 'keyType', classes);
  const keyType = uuidLike || (typeof declaredType === 'string' && declaredType.toLowerCase() === 'string') ? 'string' : DEFAULT_KEY_TYPE;
  return { modelName: model.name, routeKey: routeKeyName(model, classes) ?? keyName, primaryKey: keyName, keyType, uuidLike };
}

/**
 * Whether the class is a model with Eloquent's default keys, answered from the text of its files without parsing
 * them (models bound to routes are many, and often nothing else needs them parsed): true when it and the app
 * classes it extends use no trait and never name a key (`$primaryKey`, `$keyType`, `getRouteKeyName`), up to one of
 * the framework's model classes; false when that chain ends in no model; undefined when the text cannot tell.
 */
function plainModelFromText(className: string, classes: ClassIndex): boolean | undefined {
  const seen = new Set<string>();
  let current = className.replace(/^\\/, '');
  while (!seen.has(current.toLowerCase())) {
    seen.add(current.toLowerCase());
    const text = classes.classText(current);
    if (!text || text.parent === undefined || text.usesTraits || NAMES_A_KEY.test(text.text)) return undefined;
    if (text.parent === null) return false;
    if (MODEL_BASES.some((base) => base.toLowerCase() === text.parent!.toLowerCase())) return true;
    current = text.parent;
  }
  return undefined;
}

const NAMES_A_KEY = /primaryKey|keyType|getRouteKeyName/i;

/** `getRouteKeyName()` returning a string literal (or a constant), on the model or an ancestor. */
function routeKeyName(model: PhpClass, classes: ClassIndex): string | undefined {
  const method = classes.findMethod(model.name, 'getRouteKeyName');
  if (!method) return undefined;
  const returned = method.body.find((statement) => statement.kind === 'return');
  if (!returned) return undefined;
  const owner = classes.find(method.className);
  const value = evaluate(returned.expr as PhpNode, {
    scope: method.scope,
    classes,
    file: owner ? classes.absolutePath(owner.file) : '',
    className: method.className,
    env: classes.env,
  });
  return typeof value === 'string' ? value : undefined;
}
