/**
 * The class a request body is made of, for outputs that name its schema (`StoreBookRequest`): the named schema a
 * swagger-php request body refers to (annotations win, as they do for the fields), else the action's FormRequest
 * when it documents the body, else the first laravel-data object the action takes. Only said when the body has
 * parameters.
 */
import type { SchemaOrigin } from '../../../model.ts';
import type { StrategyContext } from '../../strategy.ts';
import { formRequestFor } from '../shared/params-from-validation.ts';
import { swaggerPhpOperation } from '../shared/swagger-php-operation.ts';
import { dataClassesTaken } from './GetFromDataObjects.ts';

export function bodyOrigin(context: StrategyContext): SchemaOrigin | undefined {
  if (Object.keys(context.endpoint.bodyParameters).length === 0) return undefined;
  const name = annotatedBody(context) ?? formRequestFor(context, 'body')?.name ?? dataClassesTaken(context)[0];
  return name ? { class: name, path: '' } : undefined;
}

/** The schema a swagger-php request body is as a whole (`ref="#/components/schemas/NewPet"`). */
function annotatedBody(context: StrategyContext): string | undefined {
  const enabled = context.app.config.strategies.bodyParameters.some((entry) => entry.name === 'GetFromOpenApiAnnotations');
  const content = enabled ? swaggerPhpOperation(context)?.operation.requestBody?.content : undefined;
  return Object.values(content ?? {}).find((media) => media.named?.path === '')?.named?.name;
}
