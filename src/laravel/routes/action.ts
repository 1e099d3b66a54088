/**
 * Laravel's route "action" array, the thing groups, registrars and resources pass around
 * (`['uses' => …, 'as' => …, 'middleware' => …]`), with PHP values already evaluated.
 */
import { nameMap } from '../../name-map.ts';
import { PhpClosure } from '../../php/closure.ts';

export { PhpClosure } from '../../php/closure.ts';

export interface ActionArray {
  /** `Class@method`, an invokable class, or a closure. */
  uses?: string | PhpClosure;
  /** What `getActionName()` returns for controller actions. */
  controller?: string;
  as?: string;
  prefix?: string;
  namespace?: string | null;
  middleware?: string[];
  excluded_middleware?: string[];
  domain?: string;
  where?: Record<string, string>;
  [key: string]: unknown;
}

/** `'auth'`, `['auth', 'throttle:60,1']` or anything else → a list of middleware strings. */
export function middlewareList(value: unknown): string[] {
  if (value === undefined || value === null || value === false) return [];
  const list = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value) : [value];
  return list.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
}

/** A PHP array of `param => pattern` as a string map (unknown entries dropped). */
export function stringMap(value: unknown): Record<string, string> {
  const result: Record<string, string> = nameMap();
  if (typeof value !== 'object' || value === null || value instanceof PhpClosure) return result;
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number') result[key] = String(item);
  }
  return result;
}

/**
 * Reads a PHP group-attribute array (`['prefix' => …, 'middleware' => …]`) into an action array,
 * with middleware normalised to lists as Laravel's array_merge_recursive effectively does.
 */
export function toActionArray(value: Record<string, unknown>): ActionArray {
  const action: ActionArray = nameMap();
  for (const [key, item] of Object.entries(value)) {
    if (key === 'middleware' || key === 'excluded_middleware') action[key] = middlewareList(item);
    else if (key === 'where') action.where = stringMap(item);
    else action[key] = item;
  }
  return action;
}
