/**
 * spatie/laravel-data objects as the client sees them: a Data class serialises to its public properties
 * (declared or promoted in the constructor), each under its output name — `#[MapName('x')]` /
 * `#[MapOutputName('x')]` on the property, or the class's `#[MapName(SnakeCaseMapper::class)]` — with a value
 * of its declared type: scalars by type and name, backed enums by their first case, nested data objects as
 * objects, lists of them (`@var array<Item>`, `Collection<int, Item>`, `#[DataCollectionOf(Item::class)]`) as
 * one-item lists, dates as ISO 8601 text.
 */
import type { ClassIndex } from '../../php/class-index.ts';
import type { PhpClass } from '../../php/classes.ts';
import type { PhpAttribute } from '../../php/attributes.ts';
import { readAttributes } from '../../php/attributes.ts';
import { tagsNamed } from '../../php/docblock.ts';
import type { ExampleGenerator } from '../../examples/generator.ts';

const DATA_BASES = ['Spatie\\LaravelData\\Data', 'Spatie\\LaravelData\\Dto', 'Spatie\\LaravelData\\Resource'];
const DATE_TYPES = /^(Carbon\\|Illuminate\\Support\\Carbon|DateTime|DateTimeImmutable|DateTimeInterface|CarbonInterface|CarbonImmutable)/;
const MAX_DEPTH = 4;

/** Whether a class is a laravel-data class (asked of every class an action takes: answered once per class). */
export function isDataClass(className: string, classes: ClassIndex): boolean {
  const name = className.replace(/^\\/, '');
  return classes.memo(`laravel-data class ${name.toLowerCase()}`, () =>
    DATA_BASES.some((base) => base.toLowerCase() === name.toLowerCase()) || classes.isSubclassOf(name, DATA_BASES),
  );
}

interface DataProperty {
  name: string;
  type?: string;
  attributes: PhpAttribute[];
  /** `@var` text of the property, for the item type of a list. */
  varTag?: string;
}

/** Public properties: declared ones, then those promoted in the constructor. */
function dataProperties(cls: PhpClass, classes: ClassIndex): DataProperty[] {
  const result: DataProperty[] = [];
  const context = { classes, env: classes.env, file: classes.absolutePath(cls.file), className: cls.name };
  for (const [name, property] of cls.properties) {
    if (property.isStatic) continue;
    result.push({ name, type: property.type, attributes: readAttributes(property.node, cls.scope, context), varTag: tagsNamed(property.docBlock, 'var')[0]?.content });
  }
  const constructor = cls.methods.get('__construct');
  for (const param of constructor?.params ?? []) {
    // Promoted parameters carry a visibility flag; 1 is `public`.
    if (param.node.flags !== 1 || result.some((p) => p.name === param.name)) continue;
    result.push({ name: param.name, type: param.type, attributes: readAttributes(param.node, cls.scope, context) });
  }
  return result;
}

function snake(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

function mappedName(attributes: PhpAttribute[]): unknown {
  const mapping = attributes.find((a) => a.shortName === 'MapOutputName') ?? attributes.find((a) => a.shortName === 'MapName');
  return mapping ? (mapping.named.output ?? mapping.args[1] ?? mapping.named.input ?? mapping.args[0]) : undefined;
}

/** The output name of a property: its own mapping, else the class's mapper (snake or camel case). */
function outputName(property: DataProperty, classMapping: unknown): string {
  const own = mappedName(property.attributes);
  if (typeof own === 'string' && !own.includes('\\')) return own;
  const mapper = typeof own === 'string' ? own : typeof classMapping === 'string' ? classMapping : undefined;
  if (mapper?.endsWith('SnakeCaseMapper')) return snake(property.name);
  if (mapper?.endsWith('CamelCaseMapper')) return property.name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
  return property.name;
}

/** An example of the object a data class serialises to. */
export function dataExample(className: string, classes: ClassIndex, examples: ExampleGenerator, depth = 0): Record<string, unknown> {
  const cls = classes.find(className);
  if (!cls || depth > MAX_DEPTH) return {};
  const classMapping = mappedName(cls.attributes);
  const result: Record<string, unknown> = {};
  for (const property of dataProperties(cls, classes)) {
    const itemClass = listItemClass(property, cls, classes);
    result[outputName(property, classMapping)] = valueOfType(property.type, property.name, itemClass, classes, examples, depth, `${cls.shortName}.${property.name}`);
  }
  return result;
}

function listItemClass(property: DataProperty, cls: PhpClass, classes: ClassIndex): string | undefined {
  const attribute = property.attributes.find((a) => a.shortName === 'DataCollectionOf');
  if (typeof attribute?.args[0] === 'string') return attribute.args[0];
  const tag = property.varTag ?? '';
  const item = /(?:array|Collection|iterable|list)<(?:[^,<>]+,\s*)?\\?([\w\\]+)>/.exec(tag)?.[1] ?? arrayItemType(tag);
  if (!item) return undefined;
  const resolved = cls.scope.resolveClass(item);
  return classes.find(resolved) ? resolved : undefined;
}

function valueOfType(rawType: string | undefined, name: string, itemClass: string | undefined, classes: ClassIndex, examples: ExampleGenerator, depth: number, key: string): unknown {
  const type = (rawType ?? '').replace(/^\?/, '').split('|').find((t) => t.toLowerCase() !== 'null') ?? '';
  const lower = type.toLowerCase();
  if (lower === 'string') return examples.forName(name) ?? examples.forType('string', key);
  if (lower === 'int') return examples.forType('integer', key);
  if (lower === 'float') return examples.forType('number', key);
  if (lower === 'bool' || lower === 'true' || lower === 'false') return lower === 'false' ? false : examples.forType('boolean', key);
  if (lower === 'array' || lower === 'iterable' || /collection$/i.test(type)) {
    if (itemClass && isDataClass(itemClass, classes)) return [dataExample(itemClass, classes, examples, depth + 1)];
    return [];
  }
  if (!type || lower === 'mixed') return null;
  if (DATE_TYPES.test(type)) return examples.phpDate('Y-m-d\\TH:i:sP', key);
  const cls = classes.find(type);
  if (cls?.kind === 'enum') return cls.enumCases[0]?.value ?? cls.enumCases[0]?.name ?? null;
  if (isDataClass(type, classes)) return dataExample(type, classes, examples, depth + 1);
  return null;
}

/** A field a data object accepts from the request. */
export interface DataInput {
  name: string;
  type: string;
  required: boolean;
  nullable: boolean;
  enumValues: unknown[];
  /** The enum class the property is typed with. */
  enumClass?: string;
}

/**
 * The request fields a data class accepts (`public function store(PostData $data)`): its public properties under
 * their input names (`#[MapInputName]`, `#[MapName]`, the class's mapper), typed, required unless nullable,
 * `Optional` or defaulted; nested data objects as `parent.child`, lists of them as `parent[].child`.
 */
export function dataInputs(className: string, classes: ClassIndex, prefix = '', depth = 0): DataInput[] {
  const cls = classes.find(className);
  if (!cls || depth > MAX_DEPTH) return [];
  const classMapping = inputMapping(cls.attributes);
  const constructor = cls.methods.get('__construct');
  const result: DataInput[] = [];
  for (const property of dataProperties(cls, classes)) {
    const own = inputMapping(property.attributes);
    const mapper = typeof own === 'string' && own.includes('\\') ? own : typeof classMapping === 'string' ? classMapping : undefined;
    const mapped = typeof own === 'string' && !own.includes('\\') ? own : mapper?.endsWith('SnakeCaseMapper') ? snake(property.name) : property.name;
    const name = `${prefix}${mapped}`;
    const rawType = property.type ?? '';
    const types = rawType.replace(/^\?/, '').split('|');
    const nullable = rawType.startsWith('?') || types.some((t) => t.toLowerCase() === 'null');
    const optional = types.some((t) => t.split('\\').pop() === 'Optional');
    const promoted = constructor?.params.find((p) => p.name === property.name);
    const hasDefault = Boolean(cls.properties.get(property.name)?.default) || Boolean(promoted?.node.value);
    const main = types.find((t) => !['null', 'optional'].includes(t.split('\\').pop()!.toLowerCase())) ?? '';
    const itemClass = listItemClass(property, cls, classes);
    const enumClass = classes.find(main);
    const input: DataInput = { name, type: inputType(main, itemClass, classes), required: !nullable && !optional && !hasDefault, nullable, enumValues: [] };
    if (enumClass?.kind === 'enum') {
      input.enumValues = enumClass.enumCases.map((c) => c.value ?? c.name);
      input.enumClass = enumClass.name;
    }
    result.push(input);
    if (isDataClass(main, classes)) result.push(...dataInputs(main, classes, `${name}.`, depth + 1));
    else if (itemClass && isDataClass(itemClass, classes)) result.push(...dataInputs(itemClass, classes, `${name}[].`, depth + 1));
  }
  return result;
}

function inputMapping(attributes: PhpAttribute[]): unknown {
  const input = attributes.find((a) => a.shortName === 'MapInputName');
  if (input) return input.named.input ?? input.args[0];
  const both = attributes.find((a) => a.shortName === 'MapName');
  return both ? (both.named.input ?? both.args[0]) : undefined;
}

function inputType(type: string, itemClass: string | undefined, classes: ClassIndex): string {
  const lower = type.toLowerCase();
  if (lower === 'int') return 'integer';
  if (lower === 'float') return 'number';
  if (lower === 'bool') return 'boolean';
  if (lower === 'array' || lower === 'iterable' || /collection$/i.test(type)) return itemClass && isDataClass(itemClass, classes) ? 'object[]' : 'array';
  if (/uploadedfile$/i.test(type)) return 'file';
  if (type && isDataClass(type, classes)) return 'object';
  return 'string';
}

/** `Item[]` in a `@var` type (`Item[]|null` too): the item class, without a leading backslash. */
function arrayItemType(tag: string): string | undefined {
  const word = tag.split(/[\s|()]/).find((part) => part.endsWith('[]'));
  if (!word) return undefined;
  const name = word.slice(0, -2);
  return name.startsWith('\\') ? name.slice(1) : name || undefined;
}
