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
import type { Endpoint } from '../../model.ts';
import { nameMap } from '../../name-map.ts';
import type { OpenApiDocument, OperationObject, Schema } from './openapi-types.ts';
import { refTarget } from './ref-slots.ts';
import { withoutAnyExamples } from './schema-class.ts';
import { namesAfter, once, operationPlaces, placesBelow, type LivePlace, type PlaceNode, type RootPlace } from './schema-places.ts';

export interface SharedSchemaSource {
  /** The operations in spec order, with the endpoint each documents. */
  operations: Array<{ operation: OperationObject; endpoint: Endpoint }>;
}

/** Where a place is: in an operation, or inside a component (by their numbers in the plan). */
export type PlaceOwner = { operation: number } | { component: number };

/** A component to make: its name, the place of its first use and the `$ref`s inside it. */
export interface PlannedComponent {
  name: string;
  from: PlaceOwner;
  node: number;
  /** Used somewhere without a whole example around it: keeps the examples of its first use. */
  keepsExamples: boolean;
  /** The places inside the component (numbered from 0, depth first) that become `$ref`s, with the names referred to. */
  inner: Map<number, string>;
}

export interface SharingPlan {
  /** Per operation: the nodes that become `$ref`s, with the names referred to. */
  refs: Array<Map<number, string>>;
  /** In the order they are first met. */
  components: PlannedComponent[];
}

/** The places inside the component numbered `index` (its inside numbered from 0). */
export type ComponentPlaces = (component: PlannedComponent, index: number) => PlaceNode;

export function shareSchemas(spec: OpenApiDocument, source: SharedSchemaSource): void {
  const places = source.operations.map(({ operation, endpoint }) => operationPlaces(operation, endpoint));
  const made: Array<{ schema: Schema; live: LivePlace[] }> = [];
  // A component is made from its first use (without its examples when another use has none around it); the places
  // inside it are those of what it is made from.
  const inside: ComponentPlaces = (component, index) => {
    const owner = 'operation' in component.from ? places[component.from.operation]!.live : made[component.from.component]!.live;
    const live = owner[component.node]!;
    const schema = component.keepsExamples ? live.schema : withoutAnyExamples(live.schema);
    const below = placesBelow(schema, live.origins, live.path);
    made[index] = { schema, live: below.live };
    return below.top;
  };
  const plan = planSharing(
    places.map((p) => p.roots),
    new Set(Object.keys((spec.components?.schemas as Record<string, Schema> | undefined) ?? {})),
    inside,
  );
  plan.refs.forEach((refs, operation) => applyRefs(places[operation]!.live, refs, places[operation]!.roots));
  if (plan.components.length === 0) return;
  const components: Record<string, Schema> = nameMap();
  plan.components.forEach((component, index) => {
    const { schema, live } = made[index]!;
    applyRefs(live, component.inner, []);
    components[component.name] = schema;
  });
  spec.components = { ...(spec.components ?? {}), schemas: { ...((spec.components?.schemas as Record<string, Schema>) ?? {}), ...sortedByName(components) } };
}

/**
 * Which places become `$ref`s to which components. A shape (a schema but for its examples) is shared when it is
 * used at least twice where it would be referred to: not inside another shared shape (counted once, as the inside
 * of its component). Names are given in the order shapes are first met, each component's inside right after it.
 */
export function planSharing(operations: RootPlace[][], taken: Set<string>, inside: ComponentPlaces): SharingPlan {
  const eachRoot = (visit: (root: RootPlace) => void) => operations.forEach((roots) => roots.forEach(visit));
  // 1. How often each shape appears anywhere.
  const counts = new Map<string, number>();
  eachRoot((root) => eachPlace(root, (node) => void counts.set(node.shape!, (counts.get(node.shape!) ?? 0) + 1)));
  // 2. How often it appears where it would be referred to.
  const uses = new Map<string, number>();
  const counted = new Set<string>();
  const keepsExamples = new Set<string>();
  const classNames = new Map<string, string>();
  eachRoot((root) =>
    eachPlace(root, (node) => {
      const key = node.shape!;
      if ((counts.get(key) ?? 0) < 2) return true;
      uses.set(key, (uses.get(key) ?? 0) + 1);
      if (!root.exampled) keepsExamples.add(key);
      if (node.className && !classNames.has(key)) classNames.set(key, node.className);
      if (counted.has(key)) return false;
      counted.add(key);
      return true;
    }),
  );
  // 3. Name the shared shapes where first met, and the shapes inside each component right after it.
  const plan: SharingPlan = { refs: operations.map(() => new Map()), components: [] };
  const nameOf = new Map<string, string>();
  const walk = (node: PlaceNode, names: () => string[], fromRoot: boolean, noun: string | undefined, refs: Map<number, string>, owner: PlaceOwner): void => {
    if (node.shape && (uses.get(node.shape) ?? 0) >= 2) {
      let name = nameOf.get(node.shape);
      if (!name) {
        const className = classNames.get(node.shape);
        name = uniqueName(className ? [className, ...names()] : names(), taken);
        nameOf.set(node.shape, name);
        const keeps = keepsExamples.has(node.shape);
        const component: PlannedComponent = { name, from: owner, node: node.index, keepsExamples: keeps, inner: new Map() };
        const index = plan.components.push(component) - 1;
        for (const child of inside(component, index).children) walk(child, namesAfter(names, child.steps, false, undefined), false, undefined, component.inner, { component: index });
      }
      refs.set(node.index, name);
      return;
    }
    for (const child of node.children) walk(child, namesAfter(names, child.steps, fromRoot, noun), false, undefined, refs, owner);
  };
  operations.forEach((roots, operation) => {
    for (const root of roots) walk(root, once(() => root.names), root.root, root.noun, plan.refs[operation]!, { operation });
  });
  return plan;
}

/** Visits every place that is worth a component, outermost first; `visit` returns false to skip what is inside. */
function eachPlace(node: PlaceNode, visit: (node: PlaceNode) => boolean | void): void {
  if (node.shape && visit(node) === false) return;
  for (const child of node.children) eachPlace(child, visit);
}

/** Replaces the places by `$ref`s; a response root's whole example stays its own, beside the reference. */
export function applyRefs(live: LivePlace[], refs: Map<number, string>, roots: RootPlace[]): void {
  for (const [index, name] of refs) {
    const place = live[index]!;
    const root = roots.find((r) => r.index === index);
    if (root?.root && place.schema.example !== undefined) (place.holder as Record<string, unknown>).example = place.schema.example;
    (place.holder as Record<string | number, unknown>)[place.key] = { $ref: refTarget(name) };
  }
}

function uniqueName(candidates: string[], taken: Set<string>): string {
  const base = candidates.find((name) => /^[A-Za-z]/.test(name)) ?? 'Schema';
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
  taken.add(name);
  return name;
}

export function sortedByName<T>(schemas: Record<string, T>): Record<string, T> {
  return nameMap(Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
