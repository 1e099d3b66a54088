/**
 * Example responses from a swagger-php operation: one per documented status, its body the media's `example`,
 * else an example built from its schema; the response's `description` labels it. `default` and ranges (`4XX`)
 * are not statuses an example can have and are skipped.
 */
import type { ResponseExample } from '../../../model.ts';
import { exampleOf } from '../../../swagger-php/to-model.ts';
import type { Strategy } from '../../strategy.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';

export const UseOpenApiAnnotations: Strategy<'responses'> = {
  name: 'UseOpenApiAnnotations',
  stage: 'responses',
  run(context) {
    const found = swaggerPhpOperation(context);
    if (!found) return undefined;
    const responses: ResponseExample[] = [];
    for (const response of found.operation.responses) {
      if (!/^\d{3}$/.test(response.status)) continue;
      const [mediaType, media] = Object.entries(response.content)[0] ?? [];
      let content: string | null = null;
      if (media) {
        const hasSchema = media.schema !== undefined && Object.keys(media.schema).length > 0;
        const example = media.example !== undefined ? media.example : hasSchema ? exampleOf(media.schema!, 'response', context.examples) : undefined;
        if (example !== undefined) content = typeof example === 'string' && !mediaType?.includes('json') ? example : JSON.stringify(example, null, 4);
      }
      responses.push({
        status: Number(response.status),
        content,
        headers: {},
        description: response.description ?? '',
        ...(media?.named ? { origin: { class: media.named.name, path: media.named.path } } : {}),
      });
    }
    return responses.length > 0 ? responses : undefined;
  },
};
