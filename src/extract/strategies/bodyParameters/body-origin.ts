/**
 * The class a request body is made of, for outputs that name its schema (`StoreBookRequest`): the action's
 * FormRequest when it documents the body, else the first laravel-data object the action takes. Only said when
 * the body has parameters.
 */
import type { SchemaOrigin } from '../../../model.ts';
import type { StrategyContext } from '../../strategy.ts';
import { formRequestFor } from '../shared/params-from-validation.ts';
import { dataClassesTaken } from './GetFromDataObjects.ts';

export function bodyOrigin(context: StrategyContext): SchemaOrigin | undefined {
  if (Object.keys(context.endpoint.bodyParameters).length === 0) return undefined;
  const name = formRequestFor(context, 'body')?.name ?? dataClassesTaken(context)[0];
  return name ? { class: name, path: '' } : undefined;
}
