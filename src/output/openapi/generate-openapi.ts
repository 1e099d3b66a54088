/**
 * `Group[]` → an OpenAPI 3.0.3 document (or 3.1.0 with `openapi.version`), Scribe's
 * `OpenAPISpecWriter` with the fixes listed in src/output/IMPROVEMENTS.md. Order of work: paths
 * (every method of every endpoint with its code samples, URL parameters on the path item), security, schemas used
 * more than once moved to `components/schemas`, the 3.1 rewrite,
 * then the generators' hooks, then `openapi.overrides`.
 */
import { nameMap } from '../../name-map.ts';
import type { Diagnostic, Endpoint, Group } from '../../model.ts';
import { authCarrier } from '../auth-carrier.ts';
import { baseUrlOf, titleOf, type OutputContext } from '../context.ts';
import { applyOverrides } from '../document-overrides.ts';
import type { OpenApiGenerator } from './openapi-generator.ts';
import type { OpenApiDocument, OperationObject, PathItemObject } from './openapi-types.ts';
import { operationParameters } from './operation-parameters.ts';
import { OperationIds } from './operation-id.ts';
import { operationResponses } from './operation-responses.ts';
import { pathParameters } from './path-parameters.ts';
import { requestBody } from './request-body.ts';
import { addSecurity, securityScheme } from './security.ts';
import { codeSamples } from './code-samples.ts';
import { shareSchemas, type SharedSchemaSource } from './shared-schemas.ts';
import { toOpenApi31 } from './to-openapi-31.ts';

export interface OpenApiOptions {
  /** Hooks run after the document is built, in order (the config's `openapi.generators`). */
  generators?: OpenApiGenerator[];
}

export interface OpenApiResult {
  spec: OpenApiDocument;
  diagnostics: Diagnostic[];
}

export function generateOpenApiSpec(groups: Group[], context: OutputContext, options: OpenApiOptions = {}): OpenApiResult {
  const { config } = context;
  const diagnostics: Diagnostic[] = [];
  const security = securityScheme(config);
  const { slots, endpointsByPath, duplicatesAfter } = operationSlots(groups);
  const build = operationBuilder(context, security !== undefined);
  // A template that cannot be rendered fails the same way for every endpoint: one warning.
  const report = reportOnce(diagnostics);

  const paths: Record<string, PathItemObject> = nameMap();
  for (const path of endpointsByPath.keys()) paths[path] = {};
  const built: SharedSchemaSource['operations'] = [];
  for (const slot of slots) {
    diagnostics.push(...slot.duplicatesBefore);
    const op = build(slot, report);
    paths[slot.path]![slot.key] = op;
    built.push({ operation: op, endpoint: slot.endpoint });
  }
  diagnostics.push(...duplicatesAfter);
  for (const [path, endpoints] of endpointsByPath) {
    const parameters = pathParameters(path, endpoints);
    if (parameters.length > 0) paths[path]!.parameters = parameters;
  }

  let spec: OpenApiDocument = { ...documentHead(groups, context), paths };
  addSecurity(spec, security);
  if (config.openapi.shared_schemas) shareSchemas(spec, { operations: built });
  if (config.openapi.version === '3.1.0') spec = toOpenApi31(spec);

  for (const generator of options.generators ?? []) {
    for (const [path, endpoints] of endpointsByPath) {
      const pathItem = spec.paths[path]!;
      if (generator.pathParameters) {
        const parameters = generator.pathParameters(pathItem.parameters ?? [], endpoints, path);
        if (parameters.length > 0) pathItem.parameters = parameters;
        else delete pathItem.parameters;
      }
      if (generator.pathItem) spec.paths[path] = generator.pathItem(spec.paths[path]!, endpoints, path);
    }
    if (generator.root) spec = generator.root(spec, groups);
  }
  applyOverrides(spec, config.openapi.overrides);
  return { spec, diagnostics };
}

/** The document's opening: version, info, server, tags (one per group). */
export function documentHead(groups: Group[], context: OutputContext): Pick<OpenApiDocument, 'openapi' | 'info' | 'servers' | 'tags'> {
  return {
    openapi: '3.0.3',
    info: { title: titleOf(context), description: context.config.description, version: '1.0.0' },
    servers: [{ url: baseUrlOf(context) }],
    tags: groups.map((group) => ({ name: group.name, description: group.description })),
  };
}

/** One operation of the document: an endpoint's method at its path, with the operationId it gets. */
export interface OperationSlot {
  path: string;
  /** The method as the path item's key (`get`). */
  key: string;
  method: string;
  endpoint: Endpoint;
  tag: string;
  operationId: string;
  /** The warnings of methods documented twice met just before this one (the first is kept). */
  duplicatesBefore: Diagnostic[];
}

/**
 * Every operation of the document in order (every method of every endpoint, HEAD left out beside other methods,
 * a method documented twice at a path kept once), and the endpoints of each path in order.
 */
export function operationSlots(groups: Group[]): { slots: OperationSlot[]; endpointsByPath: Map<string, Endpoint[]>; duplicatesAfter: Diagnostic[] } {
  const ids = new OperationIds();
  const slots: OperationSlot[] = [];
  const endpointsByPath = new Map<string, Endpoint[]>();
  const taken = new Map<string, Set<string>>();
  let duplicates: Diagnostic[] = [];
  for (const group of groups) {
    for (const endpoint of group.endpoints) {
      const path = openApiPath(endpoint.uri);
      const endpoints = endpointsByPath.get(path) ?? [];
      endpoints.push(endpoint);
      endpointsByPath.set(path, endpoints);
      const methods = taken.get(path) ?? new Set<string>();
      taken.set(path, methods);
      for (const method of endpoint.httpMethods) {
        const key = method.toLowerCase();
        if (key === 'head' && endpoint.httpMethods.length > 1) continue;
        if (methods.has(key)) {
          duplicates.push(duplicateOperation(endpoint, method, path));
          continue;
        }
        methods.add(key);
        slots.push({ path, key, method, endpoint, tag: group.name, operationId: ids.next(endpoint, method), duplicatesBefore: duplicates });
        duplicates = [];
      }
    }
  }
  return { slots, endpointsByPath, duplicatesAfter: duplicates };
}

/** Makes an operation of a slot, with its code samples when the config asks for them. */
export function operationBuilder(context: OutputContext, secured: boolean): (slot: OperationSlot, report: (diagnostic: Diagnostic) => void) => OperationObject {
  const carrier = authCarrier(context.config);
  return (slot, report) => {
    const op = operation(slot.endpoint, slot.tag, slot.method, slot.operationId, carrier, secured);
    if (context.config.openapi.code_samples) op['x-codeSamples'] = codeSamples(slot.endpoint, context, report);
    return op;
  };
}

/** Adds a diagnostic to the list unless one with the same message is there. */
export function reportOnce(diagnostics: Diagnostic[]): (diagnostic: Diagnostic) => void {
  const reported = new Set<string>();
  return (diagnostic) => {
    if (!reported.has(diagnostic.message)) diagnostics.push(diagnostic);
    reported.add(diagnostic.message);
  };
}

function operation(
  endpoint: Endpoint,
  tag: string,
  method: string,
  operationId: string,
  carrier: ReturnType<typeof authCarrier>,
  secured: boolean,
): OperationObject {
  const op: OperationObject = {
    summary: endpoint.metadata.title,
    operationId,
    description: endpoint.metadata.description,
    parameters: operationParameters(endpoint, secured ? carrier : { where: 'none' }),
    responses: operationResponses(endpoint),
    tags: [tag],
  };
  const body = requestBody(endpoint);
  if (body) op.requestBody = body;
  if (secured && !endpoint.metadata.authenticated) op.security = [];
  if (endpoint.metadata.deprecated) op.deprecated = true;
  return op;
}

/** `api/users/{id?}` → `/api/users/{id}`. */
export function openApiPath(uri: string): string {
  return `/${uri.replace(/^\/+/, '')}`.replaceAll('?}', '}');
}

function duplicateOperation(endpoint: Endpoint, method: string, path: string): Diagnostic {
  const where = endpoint.source?.route;
  return {
    severity: 'warning',
    message: `${method.toUpperCase()} ${path} is documented more than once; the OpenAPI spec keeps the first.`,
    file: where?.file,
    line: where?.line,
    code: 'openapi-duplicate-operation',
  };
}
