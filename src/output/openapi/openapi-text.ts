/**
 * `openapi.yaml`'s text. With pieces kept from an earlier run, a run makes again only what its changes touch:
 * each operation's places (shared-schemas' tree) are kept under its endpoint's content digest, so deciding the
 * shared schemas needs no operation at all; each path item is kept as YAML under the digests of its endpoints and
 * the decisions about it (operationIds, tags, which places are `$ref`s; the names referred to are filled in as
 * it is spliced), each component under what it is made from; a run makes the operations of the path items and
 * components whose key it has not met, and splices the rest in.
 * The bytes are those of `openApiToYaml(generateOpenApiSpec(…))`, which is what is written when the document is
 * rewritten as a whole afterwards (OpenAPI 3.1, generators, overrides), when no pieces are kept, or when a
 * property named `example` sits in a schema (components drop examples, and it would go with them).
 */
import { createHash } from 'node:crypto';
import { contentDigestOf } from '../../endpoint/content-digest.ts';
import type { Diagnostic, Group } from '../../model.ts';
import { emitYamlParts, yamlEntry, YamlEntries } from '../../yaml-emit.ts';
import type { OutputContext } from '../context.ts';
import type { KeptPieces } from '../../extract/kept-pieces.ts';
import type { TextParts } from '../text-parts.ts';
import { documentHead, generateOpenApiSpec, operationBuilder, operationSlots, reportOnce, type OpenApiOptions, type OperationSlot } from './generate-openapi.ts';
import type { OpenApiDocument, OperationObject, PathItemObject, Schema } from './openapi-types.ts';
import { openApiToYaml } from './openapi-yaml.ts';
import { pathParameters } from './path-parameters.ts';
import { fillSlots, keptSlotted, namesFitSlots, slotted } from './ref-slots.ts';
import { withoutAnyExamples } from './schema-class.ts';
import { operationPlaces, placesBelow, type LivePlace, type OperationPlaces, type PlaceNode, type RootPlace } from './schema-places.ts';
import { addSecurity, securityScheme } from './security.ts';
import { applyRefs, planSharing, sortedByName, type PlannedComponent, type SharingPlan } from './shared-schemas.ts';

/** What is kept of an operation: its places, and what making it reported. */
interface KeptOperation {
  roots: RootPlace[];
  exampleNamedProperty: boolean;
  diagnostics: Diagnostic[];
}

export function openApiText(groups: Group[], context: OutputContext, options: OpenApiOptions = {}, pieces?: KeptPieces): { text: TextParts; diagnostics: Diagnostic[] } {
  const { config } = context;
  const whole = () => {
    const { spec, diagnostics } = generateOpenApiSpec(groups, context, options);
    return { text: [openApiToYaml(spec)], diagnostics };
  };
  if (!pieces || (options.generators ?? []).length > 0 || Object.keys(config.openapi.overrides).length > 0 || config.openapi.version !== '3.0.3') return whole();

  const security = securityScheme(config);
  const { slots, endpointsByPath, duplicatesAfter } = operationSlots(groups);
  const operations = new LiveOperations(slots, operationBuilder(context, security !== undefined));
  const kept = slots.map((slot, index) => {
    const make = (): KeptOperation => {
      const live = operations.get(index);
      return { roots: live.places.roots, exampleNamedProperty: live.places.exampleNamedProperty, diagnostics: live.diagnostics };
    };
    const digest = contentDigestOf(slot.endpoint);
    return digest ? pieces.value(`openapi-operation:${digest}:${slot.key}:${slot.operationId}`, isKeptOperation, make) : make();
  });
  if (kept.some((operation) => operation.exampleNamedProperty)) return whole();
  // The diagnostics in the order the whole document gives them.
  const diagnostics: Diagnostic[] = [];
  const report = reportOnce(diagnostics);
  slots.forEach((slot, index) => {
    diagnostics.push(...slot.duplicatesBefore);
    kept[index]!.diagnostics.forEach(report);
  });
  diagnostics.push(...duplicatesAfter);

  const plan: SharingPlan = config.openapi.shared_schemas
    ? planSharing(kept.map((operation) => operation.roots), new Set(), keptInside(kept))
    : { refs: slots.map(() => new Map()), components: [] };
  const spec: OpenApiDocument = { ...documentHead(groups, context), paths: new YamlEntries(pathEntries(endpointsByPath, slots, plan, operations, pieces)) as never };
  addSecurity(spec, security);
  if (plan.components.length > 0) spec.components = { ...(spec.components ?? {}), schemas: new YamlEntries(componentEntries(plan, slots, operations, pieces)) };
  return { text: emitYamlParts(spec), diagnostics };
}

/**
 * Each path item as YAML, kept under its endpoints' digests and the decisions about its operations, with its
 * `$ref` targets left open (ref-slots.ts) and filled with this run's component names.
 */
function pathEntries(endpointsByPath: Map<string, OperationSlot['endpoint'][]>, slots: OperationSlot[], plan: SharingPlan, operations: LiveOperations, pieces: KeptPieces): TextParts {
  const slotsByPath = new Map<string, number[]>();
  slots.forEach((slot, index) => slotsByPath.set(slot.path, [...(slotsByPath.get(slot.path) ?? []), index]));
  return [...endpointsByPath].flatMap(([path, endpoints]) => {
    const indices = slotsByPath.get(path) ?? [];
    const make = (refs: Array<Map<number, string>>) => {
      const item: PathItemObject = {};
      indices.forEach((index, n) => {
        const live = operations.get(index);
        applyRefs(live.places.live, refs[n]!, live.places.roots);
        item[slots[index]!.key] = live.operation;
      });
      const parameters = pathParameters(path, endpoints);
      if (parameters.length > 0) item.parameters = parameters;
      return yamlEntry(path, item, '  ');
    };
    const named = indices.map((index) => plan.refs[index]!);
    const digests = endpoints.map((endpoint) => contentDigestOf(endpoint));
    if (digests.some((digest) => digest === undefined)) return [make(named)];
    const open = slotted(named);
    const decisions = indices.map((index, n) => [slots[index]!.key, slots[index]!.operationId, slots[index]!.tag, [...open.refs[n]!]]);
    // The key is the JSON text itself: hashing each of thousands of short texts cost more than keeping them.
    const slottedKey = `openapi-path:${JSON.stringify([path, digests, decisions])}`;
    const fit = namesFitSlots(open.names);
    const kept = fit ? pieces.find(slottedKey) : undefined;
    const filled = kept && fillSlots(kept, open.names);
    if (filled) return filled;
    if (fit && !kept) {
      const slottedText = keptSlotted(Buffer.from(make(open.refs), 'utf8'), open.names.length);
      if (slottedText) return fillSlots(pieces.bytes(slottedKey, () => slottedText), open.names)!;
    }
    // Names or texts that cannot take slots: kept under the names themselves.
    const namedDecisions = indices.map((index) => [slots[index]!.key, slots[index]!.operationId, slots[index]!.tag, [...plan.refs[index]!]]);
    return [pieces.text(`openapi-path-named:${JSON.stringify([path, digests, namedDecisions])}`, () => make(named))];
  });
}

/** Each component as YAML (in name order), kept under what it is made from and the `$ref`s inside it. */
function componentEntries(plan: SharingPlan, slots: OperationSlot[], operations: LiveOperations, pieces: KeptPieces): TextParts {
  const made: Array<{ schema: Schema; live: LivePlace[] }> = [];
  // The component's schema and its places, made from its first use as shareSchemas makes it.
  const live = (index: number): { schema: Schema; live: LivePlace[] } => {
    const component = plan.components[index]!;
    if (made[index]) return made[index]!;
    const owner = 'operation' in component.from ? operations.get(component.from.operation).places.live : live(component.from.component).live;
    const place = owner[component.node]!;
    const schema = component.keepsExamples ? place.schema : withoutAnyExamples(place.schema);
    const entry = { schema, live: placesBelow(schema, place.origins, place.path).live };
    made[index] = entry;
    return entry;
  };
  // What a component is made from, by content: undefined when an endpoint on the way has no digest.
  const source = (component: PlannedComponent): unknown => {
    if ('component' in component.from) {
      const above = source(plan.components[component.from.component]!);
      return above === undefined ? undefined : ['component', above, component.node];
    }
    const slot = slots[component.from.operation]!;
    const digest = contentDigestOf(slot.endpoint);
    return digest === undefined ? undefined : [digest, slot.key, slot.operationId, component.node];
  };
  const entries = plan.components.map((component, index) => {
    const make = () => {
      const { schema, live: places } = live(index);
      applyRefs(places, component.inner, []);
      return yamlEntry(component.name, schema, '    ');
    };
    const from = source(component);
    const text = from === undefined ? make() : pieces.text(`openapi-component:${digestOf([component.name, from, component.keepsExamples, [...component.inner]])}`, make);
    return [component.name, text] as const;
  });
  return Object.values(sortedByName(Object.fromEntries(entries)));
}

/** The places inside a component, from the kept trees: those below the place it is made from, numbered from 0. */
function keptInside(kept: KeptOperation[]): (component: PlannedComponent, index: number) => PlaceNode {
  const tops: PlaceNode[] = [];
  return (component, index) => {
    const owner = 'operation' in component.from ? kept[component.from.operation]!.roots : [tops[component.from.component]!];
    const node = findNode(owner, component.node)!;
    tops[index] = renumbered(node);
    return tops[index]!;
  };
}

function findNode(nodes: PlaceNode[], index: number): PlaceNode | undefined {
  for (const node of nodes) {
    if (node.index === index) return node;
    const found = findNode(node.children, index);
    if (found) return found;
  }
  return undefined;
}

/** A copy of the places below `node` numbered from 0 in the order placesBelow numbers them (depth first). */
function renumbered(node: PlaceNode): PlaceNode {
  let next = 0;
  const copy = (place: PlaceNode): PlaceNode => ({ ...place, index: next++, children: place.children.map(copy) });
  return { ...node, index: -1, children: node.children.map(copy) };
}

/** Operations made on demand, each once, with their places. */
class LiveOperations {
  private readonly made = new Map<number, { operation: OperationObject; places: OperationPlaces; diagnostics: Diagnostic[] }>();

  constructor(
    private readonly slots: OperationSlot[],
    private readonly build: ReturnType<typeof operationBuilder>,
  ) {}

  get(index: number): { operation: OperationObject; places: OperationPlaces; diagnostics: Diagnostic[] } {
    let known = this.made.get(index);
    if (!known) {
      const slot = this.slots[index]!;
      const diagnostics: Diagnostic[] = [];
      const operation = this.build(slot, (diagnostic) => diagnostics.push(diagnostic));
      known = { operation, places: operationPlaces(operation, slot.endpoint), diagnostics };
      this.made.set(index, known);
    }
    return known;
  }
}

function isKeptOperation(value: unknown): value is KeptOperation {
  const kept = value as Partial<KeptOperation> | null;
  return typeof kept === 'object' && kept !== null && Array.isArray(kept.roots) && typeof kept.exampleNamedProperty === 'boolean' && Array.isArray(kept.diagnostics);
}

function digestOf(value: unknown): string {
  return createHash('sha1').update(JSON.stringify(value)).digest('base64url');
}
