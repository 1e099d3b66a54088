/**
 * The swagger-php operation that documents an endpoint: the one written on its controller method (or closure)
 * for the route's HTTP method, else one written elsewhere whose path and method are the route's. Read once per
 * endpoint and shared by the strategies of every stage, with its `$ref`s followed. Problems met while reading
 * (malformed annotations, unknown references, a path that is not the route's) are reported once, by the metadata
 * strategy.
 */
import type { Endpoint } from '../../../model.ts';
import type { AnnotationProblem } from '../../../swagger-php/annotation.ts';
import { swaggerPhpRegistry } from '../../../swagger-php/app-registry.ts';
import { annotationsOn, operationsIn, type SwaggerPhpRegistry } from '../../../swagger-php/registry.ts';
import { RefResolver } from '../../../swagger-php/resolve.ts';
import type { OaOperation } from '../../../swagger-php/to-openapi.ts';
import type { StrategyContext } from '../../strategy.ts';
import { annotationSources } from './sources.ts';
import { trimSlashes } from '../../../laravel/routes/uri.ts';

export interface EndpointOperation {
  operation: OaOperation;
  registry: SwaggerPhpRegistry;
  problems: AnnotationProblem[];
}

const cache = new WeakMap<Endpoint, EndpointOperation | null>();

export function swaggerPhpOperation(context: StrategyContext): EndpointOperation | undefined {
  const known = cache.get(context.endpoint);
  if (known !== undefined) return known ?? undefined;
  const found = find(context);
  cache.set(context.endpoint, found ?? null);
  return found;
}

/** `/api/users/{id}` and `api/users/{user}` compare equal: parameter names and edge slashes aside. */
const pathShape = (path: string) => `/${trimSlashes(path)}`.replace(/\{[^{}]*\}/g, '{}').toLowerCase();

function find(context: StrategyContext): EndpointOperation | undefined {
  const { classes } = context.app;
  const registry = swaggerPhpRegistry(classes);
  const problems: AnnotationProblem[] = [];
  const handler = annotationSources(context).handler;
  let candidates: OaOperation[] = [];
  if (handler && handler.className) {
    candidates = registry.methodOperations.get(`${handler.className}::${handler.name}`.toLowerCase()) ?? [];
  } else if (handler && context.route.closure) {
    const closure = context.route.closure;
    const own = annotationsOn(handler.node, handler.attributes, { file: handler.file, scope: handler.scope, classes }, closure.docComment ? { raw: closure.docComment, line: closure.docCommentLine ?? closure.location.line } : undefined);
    problems.push(...own.problems);
    candidates = operationsIn(own.annotations);
  }
  const methods = context.endpoint.httpMethods;
  const uri = pathShape(context.endpoint.uri);
  const routeUri = pathShape(context.route.uri);
  const endsWithPath = (op: OaOperation) => op.path !== undefined && (uri.endsWith(pathShape(op.path)) || routeUri.endsWith(pathShape(op.path)));
  let operation: OaOperation | undefined = candidates.find((op) => methods.includes(op.method)) ?? candidates[0];
  if (!operation) {
    // Written on another class (a file of annotations only): matched by method and path.
    operation = registry.operations.find((op) => methods.includes(op.method) && endsWithPath(op));
    if (!operation) return undefined;
  } else if (operation.path !== undefined && !endsWithPath(operation)) {
    problems.push({
      message: `The swagger-php annotation documents ${operation.method} ${operation.path}, but the route is ${methods.join('|')} /${context.endpoint.uri}; the route's path is documented.`,
      file: operation.file,
      line: operation.line,
    });
  }
  if (!methods.includes(operation.method)) {
    problems.push({
      message: `The swagger-php annotation documents a ${operation.method} operation, but the route answers ${methods.join('|')}; it is used for this route.`,
      file: operation.file,
      line: operation.line,
    });
  }
  // Taken from the registry without its line (registryContent): the endpoint reads the file it is written in.
  classes.noteRead(operation.file);
  const resolver = new RefResolver(registry, classes, { file: operation.file, line: operation.line });
  const resolved = resolver.operation(operation);
  return { operation: resolved, registry, problems: [...problems, ...resolver.problems] };
}

