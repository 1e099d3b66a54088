/**
 * swagger-php annotations as docgen reads them, whichever way they were written: a `@OA\Get(...)` docblock
 * annotation (Doctrine syntax) and a `#[OA\Get(...)]` attribute both become the same tree of `Annotation`s,
 * so everything after reading has one input shape.
 */
import { lookupTable } from '../name-map.ts';

/** A value inside an annotation: plain data, a nested annotation, or a list/map of those. */
export type AnnotationValue =
  | string
  | number
  | boolean
  | null
  | Annotation
  | AnnotationValue[]
  | { [key: string]: AnnotationValue };

export interface Annotation {
  kind: 'annotation';
  /** The short name as swagger-php defines it (`Get`, `Parameter`, `JsonContent`). */
  type: string;
  /** Named arguments (`path="/x"` / `path: '/x'`). */
  named: Record<string, AnnotationValue>;
  /** Arguments without a name: in docblocks, nested annotations (`@OA\Get(@OA\Response(...))`). */
  positional: AnnotationValue[];
  /** Relative to the app root. */
  file: string;
  line: number;
}

/** What reading annotations met that the user should hear about. */
export interface AnnotationProblem {
  message: string;
  file: string;
  line: number;
}

export function isAnnotation(value: unknown): value is Annotation {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'annotation';
}

/** The namespaces swagger-php's classes live in: `OpenApi\Annotations` (docblocks) and `OpenApi\Attributes`. */
const NAMESPACES = ['openapi\\annotations\\', 'openapi\\attributes\\'];

/** The swagger-php short name of a fully qualified class name, or undefined when it is not swagger-php's. */
export function swaggerPhpType(fqcn: string): string | undefined {
  const lower = fqcn.replace(/^\\/, '').toLowerCase();
  const namespace = NAMESPACES.find((prefix) => lower.startsWith(prefix));
  if (!namespace) return undefined;
  const rest = fqcn.replace(/^\\/, '').slice(namespace.length);
  return rest.includes('\\') ? undefined : rest;
}

/** Every annotation type swagger-php defines (those docgen does not use are read and ignored quietly). */
export const KNOWN_TYPES = new Set([
  'AdditionalProperties', 'Attachable', 'Components', 'Contact', 'CookieParameter', 'Delete', 'Discriminator',
  'Examples', 'ExternalDocumentation', 'Flow', 'Get', 'Head', 'Header', 'HeaderParameter', 'Info', 'Items',
  'JsonContent', 'License', 'Link', 'MediaType', 'OpenApi', 'Operation', 'Options', 'Parameter', 'Patch',
  'PathItem', 'PathParameter', 'Post', 'Property', 'Put', 'QueryParameter', 'RequestBody', 'Response', 'Schema',
  'SecurityScheme', 'Server', 'ServerVariable', 'Tag', 'Trace', 'Webhook', 'Xml', 'XmlContent',
]);

/** The annotation types that declare an operation, with the HTTP method each stands for. */
export const OPERATION_METHODS: Record<string, string> = lookupTable({
  Get: 'GET',
  Post: 'POST',
  Put: 'PUT',
  Patch: 'PATCH',
  Delete: 'DELETE',
  Head: 'HEAD',
  Options: 'OPTIONS',
  Trace: 'TRACE',
});
