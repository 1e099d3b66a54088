/**
 * Anchors and slugs of the docs, the way Scribe writes them so that links into Scribe docs keep
 * working: groups are `Str::slug(name)`, endpoints `<groupSlug>-<METHOD><uri with /?{}:\+| as ->`.
 */
import { primaryMethod } from '../endpoint/endpoint-key.ts';
import type { Endpoint } from '../model.ts';

/** Laravel's `Str::slug`: ASCII, lower case, `_` and spaces to `-`, `@` to `at`, other symbols dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/_+/g, '-')
    .replace(/@/g, '-at-')
    .toLowerCase()
    .replace(/[^-\p{L}\p{N}\s]+/gu, '')
    .replace(/[-\s]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '');
}

/** Scribe's `endpointId()`: `GETapi-users--id-`. */
export function endpointId(endpoint: Pick<Endpoint, 'httpMethods' | 'uri'>): string {
  return `${primaryMethod(endpoint)}${endpoint.uri.replace(/[/?{}:\\+|]/g, '-')}`;
}

export function groupAnchor(groupName: string): string {
  return slugify(groupName) || 'endpoints';
}

export function subgroupAnchor(groupName: string, subgroup: string): string {
  return `${groupAnchor(groupName)}-${slugify(subgroup) || 'endpoints'}`;
}

export function endpointAnchor(groupName: string, endpoint: Pick<Endpoint, 'httpMethods' | 'uri'>): string {
  return `${groupAnchor(groupName)}-${endpointId(endpoint)}`;
}
