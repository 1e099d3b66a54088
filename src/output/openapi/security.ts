/**
 * The security scheme from `auth.in` (Scribe's `SecurityGenerator`): `apiKey` in a query parameter
 * or header, or `http` bearer/basic, registered as `default` and required globally. Credentials sent
 * in the body cannot be described by OpenAPI, so then no scheme is written (Scribe writes an empty
 * one, which validators reject).
 */
import type { DocgenConfig } from '../../config/types.ts';
import type { OpenApiDocument } from './openapi-types.ts';

export function securityScheme(config: DocgenConfig): Record<string, unknown> | undefined {
  const { auth } = config;
  if (!auth.enabled) return undefined;
  const description = auth.extra_info;
  switch (auth.in) {
    case 'query':
    case 'header':
      return {
        type: 'apiKey',
        name: auth.name || (auth.in === 'header' ? 'Authorization' : 'api_key'),
        in: auth.in,
        description,
      };
    case 'bearer':
    case 'basic':
      return { type: 'http', scheme: auth.in, description };
    default:
      return undefined;
  }
}

export function addSecurity(spec: OpenApiDocument, scheme: Record<string, unknown> | undefined): void {
  if (!scheme) return;
  spec.components = { ...(spec.components ?? {}), securitySchemes: { default: scheme } };
  spec.security = [{ default: [] }];
}
