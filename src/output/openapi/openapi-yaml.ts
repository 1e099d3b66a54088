/** The spec as it is written to `openapi.yaml`. */
import { stringify } from 'yaml';
import type { OpenApiDocument } from './openapi-types.ts';

export function openApiToYaml(spec: OpenApiDocument): string {
  // No anchors/aliases: shared objects are written out in full, as every reader expects.
  return stringify(spec, { lineWidth: 0, aliasDuplicateObjects: false });
}
