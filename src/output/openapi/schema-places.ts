/**
 * The places of an operation where a schema could be shared (shared-schemas.ts): each request body and response
 * schema (a root), and below it every schema worth a component (objects with properties, enums), as a tree.
 * A node keeps what deciding needs — the digest of its shape (everything but examples), the class it is made
 * from, the steps from the place above (for its names) — and nothing of the schema itself, so the tree of an
 * unchanged operation can be kept between runs; the places of the live schemas are beside it, by node index.
 *
 * Names: a root is named after its class or the operation (`UpdateABookRequest`, `ListBooksResponse`); a place
 * below after the property it sits under (`author` → `Author`), an array's items singular (`reviews` →
 * `Review`), the members of anyOf/oneOf/allOf numbered; a wrapper's name (`data`, `items`) says nothing of what it
 * holds, so there the parent's name comes first (and, right under a response root with a whole example, what the
 * uri names: `api/books/{id}` → `Book`).
 */
import { createHash } from 'node:crypto';
import { singular } from '../../inflect.ts';
import type { Endpoint, SchemaOrigin } from '../../model.ts';
import type { OperationObject, Schema } from './openapi-types.ts';
import { classNameOf } from './schema-class.ts';

/** A step down from a place: a property's name, the items of an array (null), a member of a combinator (its index). */
export type Step = string | null | number;

export interface PlaceNode {
  /** The node's number in its operation (depth first, roots in order). */
  index: number;
  /** The digest of the schema's shape; none for a root that is not worth a component itself. */
  shape?: string;
  className?: string;
  /** From the node above (for a root: none). */
  steps: Step[];
  children: PlaceNode[];
}

export interface RootPlace extends PlaceNode {
  /** The root's own names, best first. */
  names: string[];
  /** A response root with its own example: its children's names start with the uri's noun, and the example stays with the response. */
  root: boolean;
  /** Below a root that carries the whole example: examples here repeat it. */
  exampled: boolean;
  noun?: string;
}

/** Where a node's schema is held in the live document. */
export interface LivePlace {
  holder: Record<string, unknown> | unknown[];
  key: string | number;
  schema: Schema;
  /** What the response says of its parts' classes, and where this place is (`data`, `data[]`): for the places below. */
  origins: SchemaOrigin[];
  path: string;
}

export interface OperationPlaces {
  roots: RootPlace[];
  /** By node index. */
  live: LivePlace[];
  /** A property named `example` or `examples` sits under some place (removing examples would remove it too). */
  exampleNamedProperty: boolean;
}

/** The places of an operation, roots in the order of the document: the request bodies, then each response's. */
export function operationPlaces(operation: OperationObject, endpoint: Endpoint): OperationPlaces {
  const out: OperationPlaces = { roots: [], live: [], exampleNamedProperty: false };
  const base = pascal(operation.operationId);
  for (const media of Object.values(operation.requestBody?.content ?? {})) {
    if (!media.schema) continue;
    const className = classNameOf(media.schema);
    const root: RootPlace = { index: 0, steps: [], children: [], names: [`${base}Request`], root: false, exampled: false, ...(className ? { className } : {}) };
    addRoot(out, root, { holder: media as unknown as Record<string, unknown>, key: 'schema', schema: media.schema, origins: [], path: '' });
  }
  const noun = nounOf(endpoint.uri);
  for (const [status, response] of Object.entries(operation.responses)) {
    const origins = endpoint.responses.filter((r) => String(r.status) === status && r.origin).map((r) => r.origin!);
    for (const media of Object.values(response.content ?? {})) {
      if (!media.schema) continue;
      const hasOwnExample = media.schema.example !== undefined;
      const className = classAt(origins, '', media.schema);
      const names = [...wrapperNames(origins), `${base}Response${status === '200' ? '' : status}`];
      const root: RootPlace = { index: 0, steps: [], children: [], names, root: hasOwnExample, exampled: hasOwnExample, ...(noun ? { noun } : {}), ...(className ? { className } : {}) };
      addRoot(out, root, { holder: media as unknown as Record<string, unknown>, key: 'schema', schema: media.schema, origins, path: '' });
    }
  }
  return out;
}

/** The places below a schema (not the schema itself), numbered from 0: for a component made from a place. */
export function placesBelow(schema: Schema, origins: SchemaOrigin[], path: string): { top: PlaceNode; live: LivePlace[]; exampleNamedProperty: boolean } {
  const out: OperationPlaces = { roots: [], live: [], exampleNamedProperty: false };
  const top: PlaceNode = { index: -1, steps: [], children: [] };
  below(out, top, schema, origins, path, [], new Map());
  return { top, live: out.live, exampleNamedProperty: out.exampleNamedProperty };
}

function addRoot(out: OperationPlaces, root: RootPlace, live: LivePlace): void {
  root.index = out.live.length;
  out.live.push(live);
  out.roots.push(root);
  const shapes: Shapes = new Map();
  below(out, root, live.schema, live.origins, '', [], shapes);
  if (shareable(live.schema)) root.shape = shapeDigest(live.schema, shapes);
}

/**
 * Adds the places under `schema` (reached from `parent` by `steps`) to `parent`'s children, depth first, each
 * with its shape, which it notes in `shapes`.
 */
function below(out: OperationPlaces, parent: PlaceNode, schema: Schema, origins: SchemaOrigin[], path: string, steps: Step[], shapes: Shapes): void {
  const visit = (holder: LivePlace['holder'], key: string | number, child: Schema, childPath: string, step: Step) => {
    const childSteps = [...steps, step];
    if (!shareable(child)) return below(out, parent, child, origins, childPath, childSteps, shapes);
    const className = classAt(origins, childPath, child);
    const node: PlaceNode = { index: out.live.length, steps: childSteps, children: [], ...(className ? { className } : {}) };
    out.live.push({ holder, key, schema: child, origins, path: childPath });
    parent.children.push(node);
    below(out, node, child, origins, childPath, [], shapes);
    // After the places inside it: its digest names theirs.
    node.shape = shapeDigest(child, shapes);
    shapes.set(child, node.shape);
  };
  if (schema.properties) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (name === 'example' || name === 'examples') out.exampleNamedProperty = true;
      visit(schema.properties as Record<string, unknown>, name, property, path ? `${path}.${name}` : name, name);
    }
  }
  if (schema.items) visit(schema as Record<string, unknown>, 'items', schema.items, `${path}[]`, null);
  for (const combinator of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = schema[combinator] as Schema[] | undefined;
    if (Array.isArray(list)) list.forEach((item, index) => visit(list, index, item, path, index));
  }
}

/**
 * The names of a place reached by `steps` from a place named `above`; `fromRoot` when that place is a response
 * root with its own example (then `noun` comes first under a wrapper).
 */
export function namesAfter(above: () => string[], steps: Step[], fromRoot: boolean, noun: string | undefined): () => string[] {
  let names = above;
  steps.forEach((step, position) => {
    const parent = names;
    if (step === null) names = () => parent().map((n) => pascal(singular(n)));
    else if (typeof step === 'number') names = () => parent().map((n) => `${n}${step + 1}`);
    else {
      const nounHere = position === 0 && fromRoot ? noun : undefined;
      names = () => {
        const own = pascal(step);
        const nested = parent().map((n) => `${n}${own}`);
        return WRAPPERS.has(step) ? [...(nounHere ? [nounHere] : []), ...nested, own] : [own, ...nested];
      };
    }
    names = once(names);
  });
  return names;
}

/** A value worked out on first use, then kept. */
export function once<T>(compute: () => T): () => T {
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

/** The shapes of the places below a schema, by their schema object. */
type Shapes = Map<Schema, string>;

/**
 * The shape of a schema: everything but its examples, at any depth (a digest, kept between runs). A place below
 * it whose shape is known is written as that digest, so that each part of a schema is serialised once however
 * deep it sits: equal shapes still give equal digests, since the places below are found and digested alike.
 */
function shapeDigest(schema: Schema, shapes: Shapes): string {
  const shape = JSON.stringify(schema, (name, value: unknown) => {
    if (name === 'example' || name === 'examples') return undefined;
    const known = value !== schema && typeof value === 'object' && value !== null ? shapes.get(value as Schema) : undefined;
    return known === undefined ? value : { '\u0000shape': known };
  });
  return createHash('sha1').update(shape).digest('base64url');
}

/** The last fixed segment of a uri, singular: `api/books/{id}` → `Book`, `api/orders/{id}/items` → `Item`. */
function nounOf(uri: string): string | undefined {
  const segment = uri.split('/').filter((part) => part !== '' && !part.startsWith('{')).pop();
  return segment && segment !== 'api' ? pascal(singular(segment)) : undefined;
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
export function pascal(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
}
