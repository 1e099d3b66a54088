/**
 * Example values for what the code knows only by a declared type: a typed property or constructor parameter of a
 * value object (`public Collection $songs`, `public ?EmbedOptions $options`), or a model's `@property` doc. Scalars
 * come from the type and the name (column-values.ts), enums give a case, models an example model, collections
 * one example item of their declared item type (none without one), and the app's own plain classes an object whose
 * properties are examples of their types in turn. A class the app does not declare cannot be known.
 */
import type { Faker } from '@faker-js/faker';
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import { declaredLineage } from '../../php/declared-lineage.ts';
import type { NameScope } from '../../php/names.ts';
import { isNode } from '../../php/ast.ts';
import { evaluate } from '../../php/evaluate.ts';
import { PhpEnumCase } from '../../php/values.ts';
import { isPromoted } from '../../php/class-types.ts';
import { AppObject } from './app-object.ts';
import { dateIn, valueForType } from './column-values.ts';
import { isEloquentModel } from './model-keys.ts';
import { PhpCollection } from './php-collection.ts';
import { OrderedArray, UNKNOWN } from './runtime-values.ts';

/** What typed examples are drawn from: the example world. */
export interface TypedExampleWorld {
  readonly classes: ClassIndex;
  readonly faker: Faker;
  readonly now: number;
  exampleModel(className: string): unknown;
  enumCases(className: string): PhpEnumCase[] | undefined;
}

/** How many value objects deep examples go (a value object holding value objects …). */
const MAX_DEPTH = 3;

const SCALARS = new Set(['int', 'integer', 'float', 'double', 'bool', 'boolean', 'string', 'mixed', 'false', 'true', 'numeric', 'non-empty-string', 'positive-int']);
const COLLECTIONS = /^(Illuminate\\Support\\Collection|Illuminate\\Database\\Eloquent\\Collection|Illuminate\\Support\\LazyCollection)$/i;
const DATES = /^(Carbon\\Carbon|Carbon\\CarbonImmutable|Carbon\\CarbonInterface|Illuminate\\Support\\Carbon|DateTime|DateTimeImmutable|DateTimeInterface)$/i;

/** Words of a doc type that are not class names. */
const DOC_TYPE_KEYWORDS = new Set(['int', 'integer', 'float', 'double', 'bool', 'boolean', 'string', 'array', 'mixed', 'null', 'void', 'false', 'true', 'object', 'callable', 'iterable', 'list', 'self', 'static', 'resource', 'numeric', 'array-key', 'non-empty-string', 'positive-int', 'class-string', 'scalar']);

/** A doc type with its class names resolved as the file's `use` statements say (`?Podcast` → `?App\Models\Podcast`). */
export function resolveDocType(type: string, owner: { scope: NameScope }): string {
  return type.replace(/[A-Za-z_\\][\w\\-]*/g, (word) => (DOC_TYPE_KEYWORDS.has(word.toLowerCase()) ? word : owner.scope.resolveClass(word)));
}

/** The one type of a declaration to draw an example from: the first of a union that is not null. */
function mainType(type: string): string | undefined {
  const parts = splitTopLevel(type.replace(/^\?/, ''), '|').map((part) => part.trim().replace(/^\\/, ''));
  return parts.find((part) => part && !['null', 'void'].includes(part.toLowerCase()));
}

/** Splits at a separator outside `<…>`. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** `Collection<int, Song>` → Collection and Song; `Song[]` → array and Song. */
function genericParts(type: string): { base: string; item?: string } {
  if (type.endsWith('[]')) return { base: 'array', item: type.slice(0, -2) };
  const match = /^([\w\\]+)<(.+)>$/.exec(type);
  if (!match) return { base: type };
  const args = splitTopLevel(match[2]!, ',');
  return { base: match[1]!, item: args[args.length - 1]!.trim() };
}

/** The class the app declares that a type names (`?Podcast`, `Collection<Song>` → Collection is not the app's). */
export function declaredClassOf(type: string, classes: ClassIndex): string | undefined {
  const main = mainType(type);
  if (!main) return undefined;
  const { base } = genericParts(main);
  if (SCALARS.has(base.toLowerCase()) || base.toLowerCase() === 'array') return undefined;
  return classes.find(base)?.name;
}

/** An example of a declared type (class names resolved), for a property or parameter called `name`. */
export function exampleOfType(type: string, name: string, world: TypedExampleWorld, depth = 0): unknown {
  const main = mainType(type);
  if (!main) return null;
  const { base, item } = genericParts(main);
  const lower = base.toLowerCase();
  const one = (): unknown[] => (item && depth < MAX_DEPTH ? [exampleOfType(item, name, world, depth + 1)] : []);
  if (lower === 'array' || lower === 'iterable' || lower === 'list') return OrderedArray.list(one());
  if (SCALARS.has(lower)) return valueForType(world.faker, lower === 'mixed' || lower === 'numeric' ? 'string' : base, name, world.now);
  if (DATES.test(base)) return dateIn(world.faker, world.now);
  if (COLLECTIONS.test(base)) return PhpCollection.of(one(), base);
  const cases = world.enumCases(base);
  if (cases) return cases[0] ?? null;
  const cls = world.classes.find(base);
  if (!cls) return UNKNOWN;
  if (isEloquentModel(cls.name, world.classes)) return depth < MAX_DEPTH ? world.exampleModel(cls.name) : null;
  if (cls.kind !== 'class' || cls.isAbstract || depth >= MAX_DEPTH) return UNKNOWN;
  return exampleObject(cls, world, depth + 1);
}

/**
 * An object of a plain app class with each declared property (and promoted constructor parameter) holding its
 * default, else an example of its type. The constructor does not run: its arguments are not known.
 */
export function exampleObject(cls: PhpClass, world: TypedExampleWorld, depth = 0): AppObject {
  const { classes } = world;
  const object = new AppObject(cls.name, classes);
  for (const owner of declaredLineage(cls, classes)) {
    const context = { scope: owner.scope, classes, env: classes.env, file: classes.absolutePath(owner.file), className: owner.name };
    for (const [name, property] of owner.properties) {
      if (property.isStatic || object.properties.has(name)) continue;
      const fallback = property.default ? evaluate(property.default, context) : undefined;
      object.setProperty(name, fallback !== undefined && fallback !== UNKNOWN ? fallback : property.type ? exampleOfType(property.type, name, world, depth) : null);
    }
    for (const param of owner.methods.get('__construct')?.params ?? []) {
      if (!isPromoted(param) || object.properties.has(param.name)) continue;
      const fallback = isNode(param.node.value) ? evaluate(param.node.value, context) : undefined;
      object.setProperty(param.name, fallback !== undefined && fallback !== UNKNOWN ? fallback : param.type ? exampleOfType(param.type, param.name, world, depth) : null);
    }
  }
  return object;
}

