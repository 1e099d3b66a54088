/**
 * Endpoint metadata from a swagger-php operation: `summary` → title, `description`, the first tag → group (its
 * description from `#[OA\Tag]`), `security` → authenticated (`security: []` means open; without `security`, the
 * default of `#[OA\OpenApi]` counts), `deprecated`. Problems met reading the app's annotations are reported here.
 */
import type { EndpointMetadata } from '../../../model.ts';
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';

const demandsCredentials = (security: unknown[]) =>
  security.some((requirement) => typeof requirement === 'object' && requirement !== null && Object.keys(requirement).length > 0);

export const GetFromOpenApiAnnotations: Strategy<'metadata'> = {
  name: 'GetFromOpenApiAnnotations',
  stage: 'metadata',
  run(context) {
    const found = swaggerPhpOperation(context);
    if (!found) return undefined;
    const { operation, registry } = found;
    for (const problem of [...registry.problems, ...found.problems]) {
      context.report({ severity: 'warning', code: 'swagger-php-annotation', ...problem });
    }
    const metadata: Partial<EndpointMetadata> = {};
    if (operation.summary) metadata.title = operation.summary;
    if (operation.description) metadata.description = operation.description;
    const tag = operation.tags[0];
    if (tag) {
      metadata.groupName = tag;
      const description = registry.tags.get(tag);
      if (description) metadata.groupDescription = description;
    }
    const security = operation.security ?? registry.security;
    if (security) metadata.authenticated = demandsCredentials(security);
    if (operation.deprecated !== undefined) metadata.deprecated = operation.deprecated;
    return metadata;
  },
};
