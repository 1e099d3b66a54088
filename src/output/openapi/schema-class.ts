/**
 * The PHP class a schema is made from (a FormRequest, an API resource, a laravel-data object, an enum), noted beside
 * the spec rather than in it, so that shared schemas take the name the code gives them.
 */
const classOfSchema = new WeakMap<object, string>();

/** Notes that `schema` is made from `fqcn` (when given) and returns the schema. */
export function madeFrom<T extends object>(schema: T, fqcn: string | undefined): T {
  if (fqcn) classOfSchema.set(schema, fqcn);
  return schema;
}

/** The short name of the class a schema is made from (`App\Enums\OrderStatus` → `OrderStatus`). */
export function classNameOf(schema: object): string | undefined {
  return classOfSchema.get(schema)?.split('\\').pop();
}

/** Notes on `copy` the class `original` is made from: for code that copies schemas. */
export function madeLike<T extends object>(copy: T, original: object): T {
  return madeFrom(copy, classOfSchema.get(original));
}

/** A deep copy of a schema without `example`/`examples` at any depth, each part keeping its class. */
export function withoutAnyExamples<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => withoutAnyExamples(item)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== 'example' && key !== 'examples' && inner !== undefined) copy[key] = withoutAnyExamples(inner);
  }
  return madeLike(copy, value) as T;
}
