/** RouteGroup::merge(): how nested group attributes combine, and how a group applies to a route. */
import { nameMap } from '../../name-map.ts';
import type { ActionArray } from './action.ts';
import { trimSlashes } from './uri.ts';

function trimBackslashes(value: string): string {
  return value.replace(/^\\+|(?<!\\)\\+$/g, '');
}

function formatNamespace(next: ActionArray, previous: ActionArray): string | null {
  if (typeof next.namespace === 'string') {
    return typeof previous.namespace === 'string' && !next.namespace.startsWith('\\')
      ? `${trimBackslashes(previous.namespace)}\\${trimBackslashes(next.namespace)}`
      : trimBackslashes(next.namespace);
  }
  return typeof previous.namespace === 'string' ? previous.namespace : null;
}

function formatPrefix(next: ActionArray, previous: ActionArray, prependExisting: boolean): string {
  const old = typeof previous.prefix === 'string' ? previous.prefix : '';
  if (typeof next.prefix !== 'string') return old;
  return prependExisting ? `${trimSlashes(old)}/${trimSlashes(next.prefix)}` : `${trimSlashes(next.prefix)}/${trimSlashes(old)}`;
}

/**
 * Merges `next` (inner group, or a route's action) into `previous` (the enclosing group).
 * `prependExisting` is true for nested groups and false when a group is applied to a route.
 */
export function mergeGroup(next: ActionArray, previous: ActionArray, prependExisting = true): ActionArray {
  const old: ActionArray = { ...previous };
  if (next.domain !== undefined && next.domain !== null) delete old.domain;
  if (next.controller !== undefined && next.controller !== null) delete old.controller;

  const merged: ActionArray = { ...next };
  if (typeof previous.as === 'string') merged.as = previous.as + (typeof next.as === 'string' ? next.as : '');
  merged.namespace = formatNamespace(next, previous);
  merged.prefix = formatPrefix(next, previous, prependExisting);
  merged.where = { ...(previous.where ?? {}), ...(next.where ?? {}) };

  delete old.namespace;
  delete old.prefix;
  delete old.where;
  delete old.as;

  // array_merge_recursive: keys only on one side are kept; list-valued keys on both sides concatenate.
  const result: ActionArray = nameMap(Object.entries(old));
  for (const [key, value] of Object.entries(merged)) {
    const before = result[key];
    if (Object.hasOwn(result, key) && Array.isArray(before) && Array.isArray(value)) result[key] = [...before, ...value];
    else if (Object.hasOwn(result, key) && before !== undefined && (key === 'middleware' || key === 'excluded_middleware')) {
      result[key] = [...(Array.isArray(before) ? before : [before]), ...(Array.isArray(value) ? value : [value])];
    } else result[key] = value;
  }
  return result;
}
