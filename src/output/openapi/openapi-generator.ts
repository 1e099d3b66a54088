/**
 * Hooks that reshape the spec while it is generated: the TypeScript counterpart of the config's
 * `openapi.generators` classes (Scribe's `OpenApiGenerator` with `root`, `pathItem`, `pathParameters`).
 * Each hook receives what earlier hooks returned and returns the value to keep.
 */
import type { Endpoint, Group } from '../../model.ts';
import type { OpenApiDocument, ParameterObject, PathItemObject } from './openapi-types.ts';

export interface OpenApiGenerator {
  /** The whole document, once every path is built. */
  root?(spec: OpenApiDocument, groups: Group[]): OpenApiDocument;
  /** One path item (all operations of one path) and the endpoints behind it. */
  pathItem?(pathItem: PathItemObject, endpoints: Endpoint[], path: string): PathItemObject;
  /** The path-level URL parameters of one path. */
  pathParameters?(params: ParameterObject[], endpoints: Endpoint[], path: string): ParameterObject[];
}
