/**
 * Shared by the tag and attribute strategies: class names as annotations write them, and rendering an API
 * resource or transformer example in its own example world, where any failure becomes a warning at the
 * annotation instead of stopping the endpoint.
 */
import { uriWithExamples } from '../../../endpoint/bound-uri.ts';
import type { SchemaOrigin } from '../../../model.ts';
import type { ClassIndex } from '../../../php/class-index.ts';
import type { NameScope } from '../../../php/names.ts';
import { renderApiResource, type ApiResourceSpec } from '../../../laravel/resources/resource-response.ts';
import { readResourceClass } from '../../../laravel/resources/resource-class.ts';
import { renderTransformer, type TransformerSpec } from '../../../laravel/transformers/transformer-response.ts';
import type { StrategyContext } from '../../strategy.ts';
import { exampleWorldFor } from './example-world-for.ts';

/**
 * A class named in an annotation: Scribe takes it as fully qualified; docgen also accepts names imported
 * into the controller's file (`@apiResource PostResource` with `use App\Http\Resources\PostResource;`).
 */
export function annotationClass(raw: string, scope: NameScope | undefined, classes: ClassIndex): string {
  const written = raw.trim().replace(/^\\/, '');
  if (!written) return written;
  if (classes.find(written)) return classes.find(written)!.name;
  if (scope) {
    const resolved = scope.resolveClass(raw.trim());
    if (classes.find(resolved)) return classes.find(resolved)!.name;
  }
  return written;
}

/**
 * The endpoint's URL path with its URL parameters bound to their examples, as the app writes a request's path:
 * a null, list or map example counts as none, no empty segment, no trailing slash. Paginator links point at it.
 */
export function boundUri(context: StrategyContext): string {
  return uriWithExamples(context.endpoint.uri, context.endpoint.urlParameters, { nullExample: 'unbound', structuredExample: 'unbound', tidyPath: true });
}

function failure(context: StrategyContext, where: { file: string; line: number }, what: string, error: unknown): void {
  context.report({
    severity: 'warning',
    code: 'response-inference',
    message: `Could not build the ${what} example: ${(error as Error)?.message ?? String(error)}.`,
    file: where.file,
    line: where.line,
  });
}

/** The JSON text of an API resource example, or undefined after a warning. */
export function apiResourceExample(context: StrategyContext, key: string, spec: ApiResourceSpec): string | undefined {
  try {
    return renderApiResource(exampleWorldFor(context, key), spec);
  } catch (error) {
    failure(context, spec.where, `${spec.resourceClass.split('\\').pop()} resource`, error);
    return undefined;
  }
}

/**
 * Where the resource's own object sits in its example body: under `data` (a list under `data[]`) as Laravel wraps
 * it, or the body itself when the resource is unwrapped. A resource collection's items are the resource it collects.
 */
export function resourceOrigin(collectionOrResource: string, json: string, classes: ClassIndex): SchemaOrigin {
  const resourceClass = readResourceClass(collectionOrResource, classes).collects ?? collectionOrResource;
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return { class: resourceClass, path: '' };
  }
  const wrapped = body !== null && typeof body === 'object' && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : undefined;
  if (wrapped !== undefined) return { class: resourceClass, path: Array.isArray(wrapped) ? 'data[]' : 'data' };
  return { class: resourceClass, path: Array.isArray(body) ? '[]' : '' };
}

/** The JSON text of a transformer example, or undefined after a warning. */
export function transformerExample(context: StrategyContext, key: string, spec: TransformerSpec): string | undefined {
  try {
    return renderTransformer(exampleWorldFor(context, key), spec);
  } catch (error) {
    failure(context, spec.where, `${spec.transformerClass.split('\\').pop()} transformer`, error);
    return undefined;
  }
}
