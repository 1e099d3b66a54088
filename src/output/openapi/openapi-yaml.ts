/** The spec as it is written to `openapi.yaml`. */
import { emitYaml } from '../../yaml-emit.ts';
import type { OpenApiDocument } from './openapi-types.ts';

export function openApiToYaml(spec: OpenApiDocument): string {
  return emitYaml(spec);
}
