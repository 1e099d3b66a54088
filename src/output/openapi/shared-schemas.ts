/**
 * Schemas used in more than one place move to `components/schemas` and are referred to with `$ref`: an API
 * resource returned by several endpoints is one schema, as is an error body or an enum repeated across operations.
 * A schema used once stays inline, where it reads better. Two schemas are the same when they are equal apart from
 * their examples (examples differ per endpoint: each response keeps its own whole example, on the media type when its
 * whole body becomes a `$ref`; a request body's component keeps the examples of its first use).
 *
 * Names: the class the code makes the schema from — the FormRequest or laravel-data object of a request body
 * (`StoreBookRequest`), the API resource or data object of a response (`BookResource`), the PHP enum of an enum
 * (`OrderStatus`); the first use that knows its class names a shape used by several. A body wrapping a resource in
 * `data` is `BookResourceResponse` (`BookResourceCollection` for a list). Else the property it sits
 * under (`author` → `Author`, the items of `reviews` → `Review`), else the operation (`UpdateABookRequest`,
 * `ListBooksResponse`). A name taken by another schema gets a number (`Author2`), in the order the schemas first
 * appear in the spec, so the same endpoints always give the same names.
 */
import pluralize from 'pluralize';
import type { Endpoint, SchemaOrigin } from '../../model.ts';
import type { OpenApiDocument, OperationObject, Schema } from './openapi-types.ts';
import { nameMap } from '../../name-map.ts';
import { classNameOf, withoutAnyExamples } from './schema-class.ts';

/** An occurrence of a shareable schema: where it is held (to be replaced by a `$ref`) and what to call it. */
interface Place {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
  schema: Schema;
  /** The names it could take, worked out only when a component is made from it (most places never are). */
  names: () => string[];
  /** A response root, whose own `example` is the endpoint's whole example: shared, the example moves to the media. */
  root: boolean;
  /** Below a root that carries the whole example: examples here repeat it. */
  exampled?: boolean;
  /** What the endpoint's uri names (`api/books/{id}` → `Book`), for the object a response wraps in `data`. */
  noun?: () => string | undefined;
  /** The short name of the class the code makes this schema from, when known. */
  className?: string;
  /** The classes a response says its parts follow, by dot path (`data`, `data[]`), and this place's path. */
  origins?: SchemaOrigin[];
  path?: string;
}

export interface SharedSchemaSource {
  /** The operations in spec order, with the endpoint each documents. */
  operations: Array<{ operation: OperationObject; endpoint: Endpoint }>;
}

export function shareSchemas(spec: OpenApiDocument, source: SharedSchemaSource): void {
  const counts = new Map<string, number>();
  const visitAll = (visit: (place: Place) => void) => {
    for (const { operation, endpoint } of source.operations) forEachRoot(operation, endpoint, visit);
  };

  // 1. How often each shape appears anywhere.
  visitAll((root) => walk(root, (place) => void counts.set(shapeKey(place.schema), (counts.get(shapeKey(place.schema)) ?? 0) + 1)));

  // 2. How often it appears where it would be referred to: not inside another shape that is itself shared
  //    (those are counted once, as the inside of their component).
  const uses = new Map<string, number>();
  const counted = new Set<string>();
  // Shapes used somewhere without a whole example around them keep the examples of their first use.
  const keepsExamples = new Set<string>();
  const classNames = new Map<string, string>();
  visitAll((root) =>
    walk(root, (place) => {
      const key = shapeKey(place.schema);
      if ((counts.get(key) ?? 0) < 2) return true;
      uses.set(key, (uses.get(key) ?? 0) + 1);
      if (!place.exampled) keepsExamples.add(key);
      if (place.className && !classNames.has(key)) classNames.set(key, place.className);
      if (counted.has(key)) return false;
      counted.add(key);
      return true;
    }),
  );

  // 3. Replace shared shapes by `$ref`s; each component is made from the first use and searched for shared shapes in turn.
  const components: Record<string, Schema> = nameMap();
  const nameOf = new Map<string, string>();
  const taken = new Set(Object.keys((spec.components?.schemas as Record<string, Schema> | undefined) ?? {}));
  const replace = (place: Place): boolean => {
    const key = shapeKey(place.schema);
    if ((uses.get(key) ?? 0) < 2) return true;
    // The endpoint's whole example stays its own, beside the reference.
    if (place.root && place.schema.example !== undefined) (place.holder as Record<string, unknown>).example = place.schema.example;
    let name = nameOf.get(key);
    if (!name) {
      const className = classNames.get(key);
      name = uniqueName(className ? [className, ...place.names()] : place.names(), taken);
      nameOf.set(key, name);
      components[name] = keepsExamples.has(key) ? place.schema : withoutAnyExamples(place.schema);
      walk({ ...place, holder: components, key: name, schema: components[name]!, root: false }, replace, true);
    }
    (place.holder as Record<string | number, unknown>)[place.key] = { $ref: `#/components/schemas/${name}` };
    return false;
  };
  visitAll((root) => walk(root, replace));
  if (Object.keys(components).length === 0) return;
  spec.components = { ...(spec.components ?? {}), schemas: { ...((spec.components?.schemas as Record<string, Schema>) ?? {}), ...sortedByName(components) } };
}

/** Calls `visit` for every request body and response schema of an operation. */
function forEachRoot(operation: OperationObject, endpoint: Endpoint, visit: (place: Place) => void): void {
  const base = once(() => pascal(operation.operationId));
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    if (!media.schema) continue;
    const className = classNameOf(media.schema);
    visit({ holder: media as unknown as Record<string, unknown>, key: 'schema', schema: media.schema, names: once(() => [`${base()}Request`]), root: false, ...(className ? { className } : {}) });
  }
  const noun = once(() => nounOf(endpoint.uri));
  for (const [status, response] of Object.entries(operation.responses)) {
    const origins = endpoint.responses.filter((r) => String(r.status) === status && r.origin).map((r) => r.origin!);
    for (const media of Object.values(response.content ?? {})) {
      if (!media.schema) continue;
      const hasOwnExample = media.schema.example !== undefined;
      const className = classAt(origins, '', media.schema);
      visit({
        holder: media as unknown as Record<string, unknown>,
        key: 'schema',
        schema: media.schema,
        names: once(() => [...wrapperNames(origins), `${base()}Response${status === '200' ? '' : status}`]),
        root: hasOwnExample,
        exampled: hasOwnExample,
        origins,
        noun,
        ...(className ? { className } : {}),
      });
    }
  }
}

/**
 * Visits every shareable schema at and below a place (objects with properties, and enums), outermost first;
 * `visit` returns false to skip what is inside. `skipSelf` starts below the place.
 */
function walk(place: Place, visit: (place: Place) => boolean | void, skipSelf = false): void {
  const schema = place.schema;
  if (!skipSelf && shareable(schema) && visit(place) === false) return;
  const path = place.path ?? '';
  const origins = place.origins ?? [];
  const child = (holder: Record<string, unknown> | unknown[], key: string | number, childSchema: Schema, childPath: string, names: () => string[]) => {
    const className = classAt(origins, childPath, childSchema);
    walk({ holder, key, schema: childSchema, names: once(names), root: false, exampled: place.exampled, origins, path: childPath, ...(className ? { className } : {}) }, visit);
  };
  if (schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      const childPath = path ? `${path}.${name}` : name;
      // A wrapper's name (`data`, `items`) says nothing of what it holds: the parent's name comes first there.
      const names = () => {
        const own = pascal(name);
        const nested = place.names().map((n) => `${n}${own}`);
        const noun = place.root ? place.noun?.() : undefined;
        return WRAPPERS.has(name) ? [...(noun ? [noun] : []), ...nested, own] : [own, ...nested];
      };
      child(schema.properties as Record<string, unknown>, name, property, childPath, names);
    }
  }
  if (schema.items) child(schema as Record<string, unknown>, 'items', schema.items, `${path}[]`, () => place.names().map((n) => pascal(pluralize.singular(n))));
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[combinator] as Schema[] | undefined;
    if (Array.isArray(list)) list.forEach((item, index) => child(list, index, item, path, () => place.names().map((n) => `${n}${index + 1}`)));
  }
}

/** A value worked out on first use, then kept. */
function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

const WRAPPERS = new Set(['data', 'items', 'results', 'result', 'attributes', 'payload']);

function shareable(schema: Schema): boolean {
  if (schema.$ref) return false;
  if (schema.properties && Object.keys(schema.properties).length > 0) return true;
  return Array.isArray(schema.enum) && schema.enum.length > 1;
}

/** The shape of a schema: everything but its examples, at any depth. */
const shapes = new WeakMap<object, string>();
function shapeKey(schema: Schema): string {
  let key = shapes.get(schema);
  if (key === undefined) {
    key = JSON.stringify(schema, (name, value) => (name === 'example' || name === 'examples' ? undefined : value));
    shapes.set(schema, key);
  }
  return key;
}

function uniqueName(candidates: string[], taken: Set<string>): string {
  const base = candidates.find((name) => /^[A-Za-z]/.test(name)) ?? 'Schema';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

/** The last fixed segment of a uri, singular: `api/books/{id}` → `Book`, `api/orders/{id}/items` → `Item`. */
function nounOf(uri: string): string | undefined {
  const segment = uri.split('/').filter((part) => part !== '' && !part.startsWith('{')).pop();
  return segment && segment !== 'api' ? pascal(pluralize.singular(segment)) : undefined;
}

/** A body that wraps a resource in `data` is named after it: `BookResourceResponse`, a list `BookResourceCollection`. */
function wrapperNames(origins: SchemaOrigin[]): string[] {
  return origins.flatMap((o) => (o.path === 'data' ? [`${shortName(o.class)}Response`] : o.path === 'data[]' ? [`${shortName(o.class)}Collection`] : []));
}

/** The class a response says sits at `path`, else the one the schema itself is made from. */
function classAt(origins: SchemaOrigin[], path: string, schema: Schema): string | undefined {
  const origin = origins.find((o) => o.path === path);
  return origin ? shortName(origin.class) : classNameOf(schema);
}

const shortName = (fqcn: string) => fqcn.split('\\').pop() ?? fqcn;

/** `reading_list` / `reading-list` / `readingList` → `ReadingList`; characters a component name cannot have are dropped. */
function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}

function sortedByName(schemas: Record<string, Schema>): Record<string, Schema> {
  return nameMap(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
